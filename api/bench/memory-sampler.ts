import fs from 'node:fs';

/** Resident set size of a process in MB, read from Linux's /proc (undefined once the process is gone). */
export function residentMb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface MemorySampler {
  /** Highest RSS seen since the last reset. */
  peakMb: () => number;
  reset: () => void;
  stop: () => void;
}

/** Samples often enough (every 100 ms) to catch the peaks of a 10-second load. */
export function sampleMemory(pid: number, everyMs = 100): MemorySampler {
  let peak = 0;
  const take = () => {
    peak = Math.max(peak, residentMb(pid) ?? 0);
  };
  take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    peakMb: () => peak,
    reset: () => {
      peak = 0;
      take();
    },
    stop: () => clearInterval(timer),
  };
}
