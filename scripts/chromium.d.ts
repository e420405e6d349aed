export const chromiumLaunchOptions: { executablePath: string; args: string[] };
