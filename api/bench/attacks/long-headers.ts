import { histogram, ms, type Answer } from './calls';

/** Attack 5: requests with a header of 16,000 spaces, in waves, while /api/health is timed beside them. */

export const HEADER_ATTACK_MS = 5_000;
export const WAVE = 16;
const PADDING = ' '.repeat(16_000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

async function timedGet(base: string, url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, { headers });
    await response.arrayBuffer();
    return { status: response.status, message: '', ms: performance.now() - started };
  } catch (error) {
    return { status: 0, message: String(error), ms: performance.now() - started };
  }
}

/** Health's latency, asked every 100 ms until `stop` resolves. */
async function healthMeanwhile(base: string, stop: Promise<void>): Promise<number[]> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const latencies: number[] = [];
  while (!stopped) {
    latencies.push((await timedGet(base, '/api/health', {})).ms);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latencies;
}

export async function longHeaders(base: string) {
  const quiet: number[] = [];
  for (let n = 0; n < 20; n += 1) quiet.push((await timedGet(base, '/api/health', {})).ms);
  const page = await timedGet(base, '/', { accept: 'text/html' });
  const attacks: { label: string; url: string; header: string; value: string }[] = [
    ...(page.status === 200
      ? ['/', '/signin', '/remotes.json'].map((url) => ({
          label: `If-None-Match on ${url}`,
          url,
          header: 'if-none-match',
          value: `a${PADDING}b`,
        }))
      : []),
    { label: 'Cookie on /api/health', url: '/api/health', header: 'cookie', value: `gs_cohort=1;${PADDING}x` },
    {
      label: 'Authorization on updateUser',
      url: '/api/auth/updateUser/someone%40example.com',
      header: 'authorization',
      value: `Bearer${PADDING}x`,
    },
    { label: 'Accept-Encoding on /', url: '/', header: 'accept-encoding', value: `br;q=0.5,${PADDING},x` },
  ];
  if (page.status !== 200) console.log('  (the site is not built here: npm run build first to attack its pages too)');
  console.log(`  quiet /api/health: p50 ${ms(percentile(quiet, 50))}, max ${ms(Math.max(...quiet))}`);
  let wave = 0;
  for (const attack of attacks) {
    const times: Answer[] = [];
    let done!: () => void;
    const stop = new Promise<void>((resolve) => (done = resolve));
    const health = healthMeanwhile(base, stop);
    const started = performance.now();
    while (performance.now() - started < HEADER_ATTACK_MS) {
      wave += 1;
      const from = `10.88.${(wave >> 8) & 255}.${wave & 255}`;
      const headers = { [attack.header]: attack.value, 'x-forwarded-for': from };
      times.push(...(await Promise.all(Array.from({ length: WAVE }, () => timedGet(base, attack.url, headers)))));
    }
    done();
    const latencies = await health;
    console.log(
      `  ${attack.label}: ${times.length} requests (${histogram(times)}), each ${ms(
        percentile(
          times.map((t) => t.ms),
          50,
        ),
      )} ` + `p50; /api/health meanwhile p50 ${ms(percentile(latencies, 50))}, max ${ms(Math.max(...latencies))}`,
    );
  }
}
