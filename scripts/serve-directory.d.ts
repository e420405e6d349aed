export function serveDirectory(dir: string, port: number): Promise<{ url: string; stop: () => Promise<void> }>;
