/** The remotes `npm start` builds and serves; each may be replaced by its REMOTE_<NAME>_URL. */
export const REMOTE_NAMES = ['marketing', 'events', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const remoteUrlVariable = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL` as const;
