/**
 * The environment the server process is started with (scripts/start.js, the bench): glibc and V8 read these once,
 * before any JavaScript runs, so the server cannot set them on itself. Measured with `npm run bench:api` on
 * 2 cores; together they keep the server under its goal of 250 MB (docs/API.md#performance-goals).
 *
 * - MALLOC_ARENA_MAX: each argon2id hash mallocs a 19 MiB block on a libuv worker thread, and glibc gives every
 *   thread its own arena that keeps its freed blocks: 19 MiB kept per worker thread for good (76 MB with libuv's 4).
 *   One arena shares them, so the blocks of the hashes in flight (lib/passwords.ts bounds them) are reused instead.
 *   A lower mmap threshold would hand each block back to the kernel instead, but costs ~50% more CPU per hash in
 *   page faults, which the login rate cannot afford.
 * - --max-semi-space-size: V8 grows its young generation to 3 × 16 MiB under a high request rate; 4 MiB semi-spaces
 *   keep ~36 MB less resident with no loss of throughput (short-lived request objects die young either way).
 */
const settings = {
  MALLOC_ARENA_MAX: '1',
  nodeOptions: '--max-semi-space-size=4',
} as const;

/** `parent` with the server's settings added; a value set in `parent` wins, and its NODE_OPTIONS come after ours. */
export function serverProcessEnv(parent: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    MALLOC_ARENA_MAX: settings.MALLOC_ARENA_MAX,
    ...parent,
    NODE_OPTIONS: [settings.nodeOptions, parent.NODE_OPTIONS].filter(Boolean).join(' '),
  };
}
