// Proves the web layer rule still bites: lints imports that break each layer and fails unless
// ESLint refuses every one of them (docs/decisions/011-web-layers.md). A config change that
// silently turned the zones off would otherwise pass the lint of a clean tree.
import path from 'node:path'
import { ESLint } from 'eslint'

const src = path.resolve(import.meta.dirname, '../apps/web/src')
const badImports = [
  ['features/browse/Probe.tsx', "import { ChatScreen } from '../inbox/ChatScreen'"],
  ['features/browse/Probe.tsx', "import { ChatScreen } from '../../features/inbox/ChatScreen'"],
  ['features/inbox/Probe.tsx', "import { routes } from '../../app/router'"],
  ['components/ui/Probe.tsx', "import { ChatScreen } from '../../features/inbox/ChatScreen'"],
  ['lib/Probe.ts', "import { Button } from '../components/ui/Button'"],
  ['lib/Probe.ts', "import { routes } from '../app/router'"],
]

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })
const missed = []
for (const [file, line] of badImports) {
  const [result] = await eslint.lintText(
    `${line}\nexport const probe = [${line.split(' ')[2]}]\n`,
    {
      filePath: path.join(src, file),
    },
  )
  const isRefused = result?.messages.some(({ ruleId }) => ruleId === 'import-x/no-restricted-paths')
  if (!isRefused) missed.push(`${file}: ${line}`)
}

if (missed.length > 0) {
  console.error(`The web layer rule let these imports through:\n${missed.join('\n')}`)
  process.exit(1)
}
console.log(`The web layer rule refuses all ${badImports.length} bad imports.`)
