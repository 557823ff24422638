// Proves the rule 'branch on error codes, never on message text' still bites: lints branches on
// an error's words and fails unless ESLint refuses every one (docs/decisions/013-one-name-one-way.md).
import path from 'node:path'
import { ESLint } from 'eslint'

const file = path.resolve(import.meta.dirname, '../apps/web/src/features/apply/Probe.ts')
const badBranches = [
  "error.message === 'You already applied to this role'",
  "error.message !== 'Not found'",
  "error.message.startsWith('Request failed')",
  "error.message.includes('already')",
  '/^Request failed/.test(error.message)',
]

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })
const missed = []
for (const branch of badBranches) {
  const [result] = await eslint.lintText(
    `export const probe = (error: Error) => (${branch} ? 1 : 2)\n`,
    { filePath: file },
  )
  const isRefused = result?.messages.some(({ ruleId }) => ruleId === 'no-restricted-syntax')
  if (!isRefused) missed.push(branch)
}

if (missed.length > 0) {
  console.error(`The error-branching rule let these through:\n${missed.join('\n')}`)
  process.exit(1)
}
console.log(`The error-branching rule refuses all ${badBranches.length} branches on message text.`)
