// Fails when modules of the project import each other in a circle. Uses TypeScript's own module
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

const state = new Map() // 1 = on the current path, 2 = done
const cycles = []
function visit(file, trail) {
  state.set(file, 1)
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 1) cycles.push([...trail.slice(trail.indexOf(next)), next])
    else if (!state.has(next)) visit(next, [...trail, next])
  }
  state.set(file, 2)
}
for (const file of graph.keys()) if (!state.has(file)) visit(file, [file])

if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`Import cycle: ${cycle.map((f) => path.relative(process.cwd(), f)).join(' → ')}`)
  }
  process.exit(1)
}
console.log(`No import cycles among ${graph.size} modules.`)
