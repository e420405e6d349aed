export function serveBuiltSite(options: {
  port: number;
  env?: Record<string, string>;
}): Promise<{ url: string; pid: number; stop: () => Promise<void> }>;
