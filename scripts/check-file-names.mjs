// Fails when two files of the repository share a name (STYLE.md: a search or an error trace names
// exactly one file; docs/decisions/053-api-floors.md). Files that tools look up by their name are
// exempt, as are the Drizzle migrations' generated bookkeeping.
import { execFileSync } from 'node:child_process'
import path from 'node:path'

export const NAMES_TOOLS_LOOK_UP = new Set([
  'README.md',
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'vitest.config.ts',
  'index.ts',
  '.gitignore',
])

/** Names used by more than one file, each with its files. */
export function clashingNames(files) {
  const byName = new Map()
  for (const file of files) {
    const name = path.basename(file)
    if (NAMES_TOOLS_LOOK_UP.has(name)) continue
    byName.set(name, [...(byName.get(name) ?? []), file])
  }
  return [...byName].filter(([, paths]) => paths.length > 1)
}

// The check checks itself first, so a change that made it pass everything fails here.
if (
  clashingNames(['a/format.ts', 'b/format.ts', 'a/package.json', 'b/package.json']).length !== 1
) {
  console.error('check-file-names no longer finds a clash between a/format.ts and b/format.ts.')
  process.exit(1)
}

const root = path.resolve(import.meta.dirname, '..')
// Tracked files and new ones not yet added (not ignored), less those deleted in the work tree.
const listed = (...args) =>
  execFileSync('git', ['ls-files', '-z', ...args], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
const deleted = new Set(listed('--deleted'))
const files = [...new Set(listed('--cached', '--others', '--exclude-standard'))].filter(
  (file) => !deleted.has(file),
)
const clashes = clashingNames(files)
if (clashes.length > 0) {
  for (const [name, paths] of clashes)
    console.error(`${name} is the name of ${paths.join(' and ')}`)
  process.exit(1)
}
console.log(`All ${files.length} file names in the repository are unique.`)
