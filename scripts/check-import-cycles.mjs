// Fails when modules of the project import each other in a circle, or the API's module folders do. Uses TypeScript's own module
// resolution (each workspace's tsconfig), so `./x.js` finds `x.ts` as the compiler does.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const projects = ['packages/domain', 'apps/api', 'apps/web']
const graph = new Map()

for (const project of projects) {
  const configPath = path.resolve(project, 'tsconfig.json')
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath))
  for (const file of parsed.fileNames) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, parsed.options, ts.sys))
      .map(({ resolvedModule }) => resolvedModule?.resolvedFileName)
      .filter((target) => target && !target.includes('node_modules') && !target.endsWith('.d.ts'))
    graph.set(
      path.resolve(file),
      targets.map((target) => path.resolve(target)),
    )
  }
}

/** Cycles of a graph (Map of node → nodes it points to), each as the path that closes it. */
function cyclesOf(edges) {
  const state = new Map() // 1 = on the current path, 2 = done
  const cycles = []
  function visit(node, trail) {
    state.set(node, 1)
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 1) cycles.push([...trail.slice(trail.indexOf(next)), next])
      else if (!state.has(next)) visit(next, [...trail, next])
    }
    state.set(node, 2)
  }
  for (const node of edges.keys()) if (!state.has(node)) visit(node, [node])
  return cycles
}

// The search checks itself first, so a change that made it find nothing fails here.
const probe = new Map([
  ['a', ['b']],
  ['b', ['a']],
])
if (cyclesOf(probe).length !== 1) {
  console.error('check-import-cycles no longer finds the cycle a → b → a.')
  process.exit(1)
}

// The API's module folders must not import each other in a circle either, even through their
// queries (docs/decisions/053-api-floors.md): apps/api/src/modules/<folder> is one node.
const modulesDir = path.resolve('apps/api/src/modules')
const folderOf = (file) => {
  const relative = path.relative(modulesDir, file)
  return relative.startsWith('..') ? null : relative.split(path.sep)[0]
}
const folders = new Map()
for (const [file, targets] of graph) {
  const from = folderOf(file)
  if (!from) continue
  if (!folders.has(from)) folders.set(from, new Set())
  for (const target of targets) {
    const to = folderOf(target)
    if (to && to !== from) folders.get(from).add(to)
  }
}

const cycles = cyclesOf(graph)
const folderCycles = cyclesOf(folders)
for (const cycle of cycles) {
  console.error(`Import cycle: ${cycle.map((f) => path.relative(process.cwd(), f)).join(' → ')}`)
}
for (const cycle of folderCycles) {
  console.error(`Import cycle between API modules: ${cycle.join(' → ')}`)
}
if (cycles.length > 0 || folderCycles.length > 0) process.exit(1)
console.log(
  `No import cycles among ${graph.size} modules, nor among the API's ${folders.size} module folders.`,
)
