// Proves the rule 'every page address comes from lib/paths.ts' still bites: lints pages spelled as
// strings and fails unless ESLint refuses every one, and fails too if it refuses the places that
// must spell addresses (the route table itself, and API addresses in *.api.ts / *-queries.ts).
import path from 'node:path'
import { ESLint } from 'eslint'

const src = path.resolve(import.meta.dirname, '../apps/web/src')
const spelledPages = [
  ['features/inbox/Probe.tsx', "export const probe = { dashboard: '/company/dashboard' }"],
  [
    'features/inbox/Probe.tsx',
    'export const probe = (id: string) => `/company/applications/${id}`',
  ],
  [
    'features/intern-dashboard/Probe.tsx',
    'export const probe = <a href="/intern/profile">Profile</a>',
  ],
  ['features/browse/Probe.tsx', "export const probe = { to: '/find-internships' }"],
  ['components/ui/Probe.tsx', 'export const probe = (id: string) => `/roles/${id}`'],
  ['features/inbox/Probe.tsx', 'export const probe = (id: string) => `/internchat/${id}`'],
  ['features/admin/Probe.tsx', "export const probe = { to: '/admin/companies' }"],
  ['features/apply/Probe.tsx', 'export const probe = <a href="/guides">Guides</a>'],
  ['components/guides/Probe.tsx', "export const probe = '/guides/siwes-step-by-step'"],
]
const allowed = [
  ['lib/paths.ts', "export const probe = { path: '/company/dashboard' }"],
  [
    'features/inbox/probe-queries.ts',
    'export const probe = (id: string) => `/company/applications/${id}`',
  ],
  ['features/company-roles/probe.api.ts', "export const probe = '/roles/add-role'"],
  ['features/inbox/Probe.test.tsx', "export const probe = '/company/dashboard'"],
]

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })
const isRefused = async ([file, code]) => {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(src, file) })
  return result?.messages.some(({ ruleId }) => ruleId === 'no-restricted-syntax') ?? false
}
const missed = []
for (const probe of spelledPages) if (!(await isRefused(probe))) missed.push(probe.join(': '))
const wronglyRefused = []
for (const probe of allowed) if (await isRefused(probe)) wronglyRefused.push(probe.join(': '))

if (missed.length > 0)
  console.error(`The page-address rule let these through:\n${missed.join('\n')}`)
if (wronglyRefused.length > 0) {
  console.error(
    `The page-address rule refused these allowed spellings:\n${wronglyRefused.join('\n')}`,
  )
}
if (missed.length > 0 || wronglyRefused.length > 0) process.exit(1)
console.log(
  `The page-address rule refuses all ${spelledPages.length} spelled pages and allows ${allowed.length} allowed spellings.`,
)
