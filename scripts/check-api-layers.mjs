// Proves the API's layer rules still bite (docs/decisions/053-api-floors.md): writes two probe
// modules, lints imports that break each rule through ESLint's API, and fails unless ESLint refuses
// every one of them and lets through the imports the rules allow. A config change that silently
// turned a zone off (or an import the resolver no longer finds) would otherwise pass the lint.
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'

const src = path.resolve(import.meta.dirname, '../apps/api/src')

// Files the probes import; made for the proof and removed after it (an existing file is kept).
const probeFiles = [
  'modules/probe-a/probe-a.service.ts',
  'modules/probe-b/probe-b.service.ts',
  'modules/probe-b/probe-b.queries.ts',
  'modules/probe-b/probe-b.routes.ts',
  'modules/admin/probe-console.queries.ts',
  'modules/notifications/notify.ts',
  'modules/notifications/channels/probe-mail.ts',
]

const refused = [
  // lib/, db/ and plugins/ import no module, not even its queries.
  ['lib/probe.ts', "import { probe } from '../modules/probe-b/probe-b.queries.js'"],
  ['db/probe.ts', "import { probe } from '../modules/probe-b/probe-b.queries.js'"],
  ['plugins/probe.ts', "import { probe } from '../modules/probe-b/probe-b.routes.js'"],
  // A module reaches another only through its *.queries.ts or notify.
  ['modules/probe-a/probe.ts', "import { probe } from '../probe-b/probe-b.service.js'"],
  ['modules/probe-a/probe.ts', "import { probe } from '../../modules/probe-b/probe-b.routes.js'"],
  // Nothing but admin/ imports admin/, queries included.
  ['modules/probe-a/probe.ts', "import { probe } from '../admin/probe-console.queries.js'"],
  // Mail and notices leave only through notify: the outbox's channels are its own.
  ['modules/probe-a/probe.ts', "import { probe } from '../notifications/channels/probe-mail.js'"],
]
const allowed = [
  ['modules/probe-a/probe.ts', "import { probe } from '../probe-b/probe-b.queries.js'"],
  ['modules/probe-a/probe.ts', "import { probe } from '../notifications/notify.js'"],
  ['modules/probe-a/probe.ts', "import { probe } from './probe-a.service.js'"],
  ['modules/admin/probe.ts', "import { probe } from '../probe-b/probe-b.queries.js'"],
  ['modules/notifications/probe.ts', "import { probe } from './channels/probe-mail.js'"],
  ['app.ts', "import { probe } from './modules/probe-b/probe-b.routes.js'"],
]

const made = probeFiles.map((file) => path.join(src, file)).filter((file) => !fs.existsSync(file))
const madeFolders = [...new Set(made.map((file) => path.dirname(file)))].filter(
  (folder) => !fs.existsSync(folder),
)
for (const file of made) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, 'export const probe = 1\n')
}

const layerRules = ['import-x/no-restricted-paths', 'no-restricted-imports']
const isRefused = async (eslint, [file, line]) => {
  const name = line.match(/\{ (\w+) \}/)[1]
  const [result] = await eslint.lintText(`${line}\nexport const probes = [${name}]\n`, {
    filePath: path.join(src, file),
  })
  return result?.messages.some(({ ruleId }) => layerRules.includes(ruleId)) ?? false
}

const missed = []
const wronglyRefused = []
try {
  // Made after the probe modules exist: the zones are read from the folders.
  const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })
  for (const probe of refused) if (!(await isRefused(eslint, probe))) missed.push(probe.join(': '))
  for (const probe of allowed)
    if (await isRefused(eslint, probe)) wronglyRefused.push(probe.join(': '))
} finally {
  for (const file of made) fs.rmSync(file)
  for (const folder of madeFolders) fs.rmSync(folder, { recursive: true, force: true })
}

if (missed.length > 0 || wronglyRefused.length > 0) {
  if (missed.length > 0)
    console.error(`The API layer rules let these through:\n${missed.join('\n')}`)
  if (wronglyRefused.length > 0) {
    console.error(`The API layer rules refuse these allowed imports:\n${wronglyRefused.join('\n')}`)
  }
  process.exit(1)
}
console.log(
  `The API layer rules refuse all ${refused.length} bad imports and allow the ${allowed.length} good ones.`,
)
