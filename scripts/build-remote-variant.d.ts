export function buildRemoteVariant(options: {
  remote: string;
  /** throws: the page throws while it renders on a phone's narrow screen (a broken build for the canary journey). */
  page: { path: string; title: string; throws?: boolean };
}): Promise<string>;
