/**
 * How fast the host runs today: the milliseconds one Node process takes for 1e8 additions. On
 * this development machine it took about 150 ms on a normal day and 800–1,800 ms on the days
 * its host was shared (2026-11-28/29), when every route and its floor alike came out several
 * times slower. A results file carries it, so figures from a slow host are not read as the code's.
 */
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

const LOOP = 'let s = 0; for (let i = 0; i < 1e8; i++) s += i'

/** The best of three runs, in ms (the start of a child process excluded: the loop times itself). */
export function hostLoopMs(): number {
  const runs = [0, 1, 2].map(() =>
    Number(
      execFileSync(process.execPath, [
        '-e',
        `const t = performance.now(); ${LOOP}; console.log(performance.now() - t)`,
      ]).toString(),
    ),
  )
  return Math.round(Math.min(...runs))
}

/** Run alone (`npx tsx bench/scale/host.ts`), it prints the figure: look before a long run. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`1e8 additions: ${hostLoopMs()} ms (best of 3; ~150 ms on a quiet host)`)
}
