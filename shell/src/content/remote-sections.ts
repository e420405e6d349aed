/** How a remote is named to a visitor, e.g. in "The events section could not be loaded". */
const remoteSections: Readonly<Record<string, string>> = {
  marketing: 'home',
  events: 'events',
  account: 'account',
};

/** A remote the shell has no words for (one added later) is named by its federation name. */
export function sectionName(remote: string): string {
  return remoteSections[remote] ?? remote;
}
