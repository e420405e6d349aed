import autocannon from 'autocannon';
import { startCpuWatch, type CpuShares } from './cpu-usage';

export interface LoadFigures {
  label: string;
  connections: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  total: number;
  /** Cores used on average by the server, PostgreSQL and autocannon during the run. */
  cpu: CpuShares;
  /** Peak resident memory of the server during the run, when sampled. */
  peakMb?: number;
}

export interface LoadOptions {
  label: string;
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  /** Further request headers (a browser's Accept and Accept-Encoding for a page). */
  headers?: Record<string, string>;
  serverPid: number;
}

/** One autocannon run against the local server; figures only, no verdict. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const cpu = startCpuWatch(options.serverPid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: {
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    timeout: 10,
  });
  return {
    label: options.label,
    connections: options.connections,
    seconds: options.seconds,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result['2xx'] + result.non2xx,
    cpu: cpu(),
  };
}
