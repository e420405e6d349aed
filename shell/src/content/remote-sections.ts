import composition from '../../../composition.json';

/** How a remote is named to a visitor, e.g. in "The events section could not be loaded" (composition.json). */
const remoteSections: Readonly<Record<string, string>> = Object.fromEntries(
  composition.remotes.map((remote) => [remote.name, remote.section]),
);

/** A remote the shell has no words for (one an integrator added) is named by its federation name. */
export function sectionName(remote: string): string {
  return remoteSections[remote] ?? remote;
}
