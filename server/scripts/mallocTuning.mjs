// glibc's malloc gives each thread that allocates (libvips' and libuv's: images, password hashes)
// an arena of its own and keeps what they free: a first start (drawing the demo pictures) left
// ~250 MB there, and every 9 MB photo or 19 MB password hash went on raising it. Two arenas, and
// blocks of 1 MB or more handed back to the system when freed, keep the server 200–300 MB smaller
// (bench:uploads, bench/README.md). glibc reads these only when a process starts: `npm start` runs
// the server as a child started with them (server/scripts/start.mjs), and so do the benches.
export const MALLOC_TUNING = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' };

/** What a server process's environment needs added: nothing off Linux or when any is set already. */
export function mallocTuning(env = process.env) {
  const unset = Object.keys(MALLOC_TUNING).every((k) => env[k] === undefined);
  return process.platform === 'linux' && unset ? MALLOC_TUNING : {};
}
