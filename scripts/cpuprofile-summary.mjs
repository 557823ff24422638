/**
 * Where a CPU profile's time went, without a viewer: self and inclusive time per function and per
 * package (or file of ours), as shares of the profile. Decision 020 was read this way.
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof apps/api/dist/main.js   # then load it, then stop it
 *   node scripts/cpuprofile-summary.mjs /tmp/prof/CPU.….cpuprofile [--last=14] [--top=30]
 *
 * --last=N counts only the profile's last N seconds (the load, not the start-up).
 */
import fs from 'node:fs'

const args = process.argv.slice(2)
const file = args.find((arg) => !arg.startsWith('--'))
const option = (name, fallback) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`))
  return arg ? Number(arg.split('=')[1]) : fallback
}
if (!file) {
  console.error('usage: node scripts/cpuprofile-summary.mjs <file.cpuprofile> [--last=s] [--top=n]')
  process.exit(1)
}
const top = option('top', 30)
const lastUs = option('last', Infinity) * 1e6

const profile = JSON.parse(fs.readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parentOf = new Map()
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id)

/** A frame's package under node_modules, else its file relative to the working folder. */
const placeOf = ({ url }) => {
  if (!url) return '(native)'
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (inPackage) return inPackage[1]
  return url.replace(`file://${process.cwd()}/`, '')
}
const nameOf = (frame) =>
  `${frame.functionName || '(anonymous)'}  ${placeOf(frame)}:${frame.lineNumber + 1}`

const selfTime = new Map()
let at = profile.startTime
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0
  at += delta
  if (profile.endTime - at > lastUs) return
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta)
})

const add = (map, key, time) => map.set(key, (map.get(key) ?? 0) + time)
const tables = {
  'self time by function': new Map(),
  'self time by package or file': new Map(),
  'inclusive time by package or file': new Map(),
  'inclusive time by function': new Map(),
}
let total = 0
for (const [id, time] of selfTime) {
  total += time
  const { callFrame } = nodes.get(id)
  add(tables['self time by function'], nameOf(callFrame), time)
  add(tables['self time by package or file'], placeOf(callFrame), time)
  // Each package and function once per stack, however often it recurs in it.
  const seen = new Set()
  for (let node = id; node !== undefined; node = parentOf.get(node)) {
    const frame = nodes.get(node).callFrame
    for (const [table, key] of [
      ['inclusive time by package or file', placeOf(frame)],
      ['inclusive time by function', nameOf(frame)],
    ]) {
      if (seen.has(`${table}|${key}`)) continue
      seen.add(`${table}|${key}`)
      add(tables[table], key, time)
    }
  }
}

for (const [title, table] of Object.entries(tables)) {
  console.log(`\n## ${title} (of ${(total / 1000).toFixed(0)} ms)`)
  const rows = [...table].sort((a, b) => b[1] - a[1]).slice(0, top)
  for (const [key, time] of rows)
    console.log(`${((100 * time) / total).toFixed(1).padStart(5)}%  ${key}`)
}
