import type { LoadFigures } from './load-runs';
import type { SpikeResult } from './registration-spike';

export interface BenchFigures {
  spike: SpikeResult;
  health: LoadFigures;
  /** A competition page as a phone asks for it: the composed document with its own head, brotli. */
  composedPage: LoadFigures;
  getMyTeam: LoadFigures;
  getEntry: LoadFigures;
  login: LoadFigures;
  /** Raw argon2id verifications per second, measured just before and just after the login load. */
  rawVerifyRates: [number, number];
  memory: { startMb: number; spikePeakMb: number; loadPeakMb: number; idleMb: number };
}

/**
 * The API's performance goals (docs/API.md#performance-goals). getMyTeam is judged against GET /api/health of the
 * same run: on a shared machine the absolute rate swings by half from one day to the next, the ratio does not.
 */
export const goals = {
  getMyTeamToHealth: 0.4,
  getMyTeamP99Ms: 50,
  loginRatio: 0.8,
  rssMb: 250,
  composedPageToHealth: 0.5,
} as const;

export const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const seconds = (ms: number) => `${n(ms / 1000, 1)} s`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** Rows of cells as aligned plain-text columns. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function loadRow(figures: LoadFigures): string[] {
  return [
    figures.label,
    String(figures.connections),
    `${figures.seconds} s`,
    n(figures.rps),
    `${n(figures.p50)} ms`,
    `${n(figures.p99)} ms`,
    n(figures.total),
    String(figures.errors),
    String(figures.non2xx),
    `${n(figures.cpu.server, 2)} / ${n(figures.cpu.postgres, 2)} / ${n(figures.cpu.bench, 2)}`,
    figures.peakMb === undefined ? '' : `${n(figures.peakMb)} MB`,
  ];
}

export function formatReport(figures: BenchFigures): string {
  const { spike, memory } = figures;
  const rawRate = (figures.rawVerifyRates[0] + figures.rawVerifyRates[1]) / 2;
  const ratio = figures.login.rps / rawRate;
  const teamToHealth = figures.getMyTeam.rps / figures.health.rps;
  const pageToHealth = figures.composedPage.rps / figures.health.rps;
  const peak = Math.max(memory.spikePeakMb, memory.loadPeakMb);
  const out: string[] = [];

  out.push('1. Registration spike');
  out.push(
    table([
      ['step', 'calls', 'time', 'errors'],
      [
        'sign-ups (sendEmail + code from outbox + register)',
        String(spike.signUps.count),
        seconds(spike.signUps.ms),
        String(spike.signUps.errors),
      ],
      ['leader logins', String(spike.logins.count), seconds(spike.logins.ms), String(spike.logins.errors)],
      [
        `createTeam x${spike.teams.created + spike.teams.createErrors} then addMembers x${spike.teams.adds}, all at once`,
        String(spike.teams.created + spike.teams.createErrors + spike.teams.adds),
        seconds(spike.teams.ms),
        String(spike.teams.createErrors + spike.teams.unexpected),
      ],
    ]),
  );
  out.push(
    `   adds accepted ${spike.teams.added}, refused 'Team is full' ${spike.teams.refusedFull}, other answers ${spike.teams.unexpected}`,
  );
  out.push(
    `   database: ${spike.teams.full} of ${spike.teams.created} teams hold exactly ${spike.teams.size}; ` +
      `teams over size: ${spike.teams.overshot} (${spike.teams.overshot === 0 ? 'OK' : 'OVERSHOOT'})`,
  );
  const { repeats } = spike;
  out.push(
    `   every add again with its key, at once: ${repeats.count} in ${seconds(repeats.ms)}; ` +
      `${repeats.replayed} answered from the store (of ${spike.teams.added} accepted), ` +
      `${repeats.sameAnswer} with the first answer; teams over size after: ${repeats.overshot}`,
  );
  for (const problem of spike.problems) out.push(`   unexpected answer: ${problem}`);

  out.push('', '2./3. Loads (autocannon, 127.0.0.1)');
  out.push(
    table([
      [
        'call',
        'conns',
        'time',
        'req/s',
        'p50',
        'p99',
        'requests',
        'errors',
        'non-2xx',
        'cores: server / postgres / autocannon',
        'peak RSS',
      ],
      loadRow(figures.health),
      loadRow(figures.composedPage),
      loadRow(figures.getMyTeam),
      loadRow(figures.getEntry),
      loadRow(figures.login),
    ]),
  );
  out.push(
    `   raw argon2id verify in the bench process, ${figures.login.connections} at a time: ${n(rawRate, 1)} /s ` +
      `(${n(figures.rawVerifyRates[0], 1)} before, ${n(figures.rawVerifyRates[1], 1)} after the login load); ` +
      `login ÷ raw = ${n(ratio, 2)}`,
  );

  out.push('', '4. Server resident memory (VmRSS)');
  out.push(
    `   after start ${n(memory.startMb)} MB, peak during the spike ${n(memory.spikePeakMb)} MB, ` +
      `peak during the loads ${n(memory.loadPeakMb)} MB, idle after ${n(memory.idleMb)} MB`,
  );

  out.push('', 'Goals (docs/API.md#performance-goals)');
  out.push(
    table([
      ['figure', 'measured', 'goal', ''],
      [
        'getMyTeam req/s ÷ health req/s at 50 connections',
        `${n(teamToHealth, 2)} (${n(figures.getMyTeam.rps)} ÷ ${n(figures.health.rps)})`,
        `≥ ${goals.getMyTeamToHealth}`,
        verdict(teamToHealth >= goals.getMyTeamToHealth),
      ],
      [
        'composed page req/s ÷ health req/s at 50 connections',
        `${n(pageToHealth, 2)} (${n(figures.composedPage.rps)} ÷ ${n(figures.health.rps)})`,
        `≥ ${goals.composedPageToHealth}`,
        verdict(pageToHealth >= goals.composedPageToHealth),
      ],
      [
        'getMyTeam p99 at 50 connections',
        `${n(figures.getMyTeam.p99)} ms`,
        `≤ ${goals.getMyTeamP99Ms} ms`,
        verdict(figures.getMyTeam.p99 <= goals.getMyTeamP99Ms),
      ],
      ['login rate ÷ raw argon2id rate', n(ratio, 2), `≥ ${goals.loginRatio}`, verdict(ratio >= goals.loginRatio)],
      ['server RSS, peak under load', `${n(peak)} MB`, `≤ ${goals.rssMb} MB`, verdict(peak <= goals.rssMb)],
    ]),
  );
  return out.join('\n');
}
