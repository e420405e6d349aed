import fs from 'node:fs';

// Linux reports process times in clock ticks; 100 per second on every mainstream kernel build.
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat; 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on this machine (backends of the bench's server connections included). */
function postgresPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

export interface CpuShares {
  server: number;
  postgres: number;
  bench: number;
}

/**
 * Where the cores went during a load, in cores used on average (1.0 = one core busy): the API server, PostgreSQL,
 * and this process (autocannon). On a 2-core machine the three compete, which bounds any req/s figure.
 */
export function startCpuWatch(serverPid: number): () => CpuShares {
  const started = process.hrtime.bigint();
  const server0 = cpuSecondsOf(serverPid);
  const pg0 = new Map(postgresPids().map((pid) => [pid, cpuSecondsOf(pid)]));
  const bench0 = process.cpuUsage();
  return () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    let postgres = 0;
    for (const pid of postgresPids()) postgres += cpuSecondsOf(pid) - (pg0.get(pid) ?? 0);
    const bench = process.cpuUsage(bench0);
    return {
      server: (cpuSecondsOf(serverPid) - server0) / seconds,
      postgres: postgres / seconds,
      bench: (bench.user + bench.system) / 1e6 / seconds,
    };
  };
}
