export function buildRemoteVariant(options: { remote: string; page: { path: string; title: string } }): Promise<string>;
