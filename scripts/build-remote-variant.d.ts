export function buildRemoteVariant(options: {
  remote: string;
  /** throws: the page throws while it renders on a phone's narrow screen (a broken build for the canary journey). */
  page: { path: string; title: string; throws?: boolean };
  /** An event's prize changed in the variant's copy of its content, as a sub-team changes one and rebuilds. */
  prize?: { eventId: string; prize: number };
}): Promise<string>;
