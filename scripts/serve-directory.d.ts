export function serveDirectory(
  dir: string,
  port: number,
  options?: { host?: string },
): Promise<{ url: string; stop: () => Promise<void> }>;
export function cacheControlFor(file: string): string;
export const IMMUTABLE: string;
export const REVALIDATE: string;
