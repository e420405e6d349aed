// Stands in for shell/src/lib/remotes/federation.ts in the single-bundle build of the benchmark: the same
// pages, imported statically instead of composed at run time.
export function registerRemoteEntries(): void {}

export function loadRemoteModule(id: string): Promise<unknown> {
  switch (id) {
    case 'marketing/routes':
      return import('../../mf-marketing/src/app/routes');
    case 'events/routes':
      return import('../../mf-events/src/app/routes');
    case 'account/routes':
      return import('../../mf-account/src/app/routes');
    default:
      return Promise.reject(new Error(`no module ${id}`));
  }
}
