// The first-load JavaScript budgets of the web app (issue 15, decision 032), checked on the build:
// reads apps/web/dist and Vite's manifest after `npm run build` and builds nothing itself.
//
// A page's first load is the entry chunk, the chunks the router loads for that page (its layouts,
// its guards, the page) and everything those import statically, counted as served: the Brotli file
// the build writes beside each chunk (the server sends it as is). Public pages may load 90 KB and
// no zod (decision 051: their answers' and forms' schemas load with the request or the first
// check), signed-in pages 150 KB. Prints every page's figure; exits 1 if one is over.
import fs from 'node:fs'
import path from 'node:path'

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'))
const manifestFile = path.join(dist, '.vite/manifest.json')
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${path.relative(process.cwd(), manifestFile)}: run npm run build first.`)
  process.exit(1)
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))

const KB = 1024
const PUBLIC_BUDGET = 90 * KB
const SIGNED_IN_BUDGET = 150 * KB

/**
 * Pages over their budget, each with the most it may weigh until it is cut: its figure plus 3 KB of
 * room (decision 032). A page over its budget and not here, or over its ceiling, fails the check.
 * Lower a ceiling when a page gets lighter; delete it once the page is within its budget. Empty
 * since the app runs on Preact (decision 035): every page is within its budget.
 */
/** @type {Record<string, number>} */
const CEILINGS_KB = {}

const PUBLIC_LAYOUT = 'src/components/layout/PublicLayout.tsx'
const GUARD = 'src/app/RequireAccount.tsx'
const COMPLETE = 'src/app/RequireCompleteProfile.tsx'
const INTERN_LAYOUT = 'src/components/layout/InternLayout.tsx'
const COMPANY_LAYOUT = 'src/components/layout/CompanyLayout.tsx'
const ADMIN_LAYOUT = 'src/features/admin/AdminLayout.tsx'

/** The public pages, each with the modules the router loads for it (app/router.tsx). */
const PUBLIC_PAGES = {
  '/': [PUBLIC_LAYOUT, 'src/features/public/HomePage.tsx'],
  '/find-internships': [PUBLIC_LAYOUT, 'src/features/browse/FindInternshipsPage.tsx'],
  '/find-internships/:roleId': [PUBLIC_LAYOUT, 'src/features/browse/PublicRolePage.tsx'],
  '/companies/:id': [PUBLIC_LAYOUT, 'src/features/intern-applications/CompanyDetailsPage.tsx'],
  '/post-internships': [PUBLIC_LAYOUT, 'src/features/public/PostInternshipsPage.tsx'],
  '/about': [PUBLIC_LAYOUT, 'src/features/public/AboutPage.tsx'],
  '/contact': [PUBLIC_LAYOUT, 'src/features/contact/ContactPage.tsx'],
  '/onboarding': [PUBLIC_LAYOUT, 'src/features/public/OnboardingPage.tsx'],
  'mail links': [PUBLIC_LAYOUT, 'src/features/public/MailLinkPage.tsx'],
  '/sign-in/link': [PUBLIC_LAYOUT, 'src/features/auth/SignInLinkPage.tsx'],
  '/terms': [PUBLIC_LAYOUT, 'src/features/legal/TermsPage.tsx'],
  '/privacy': [PUBLIC_LAYOUT, 'src/features/legal/PrivacyPage.tsx'],
  '/cookies': [PUBLIC_LAYOUT, 'src/features/legal/CookiesPage.tsx'],
  'not found': [PUBLIC_LAYOUT, 'src/features/public/NotFoundPage.tsx'],
  'sign-up pages': ['src/features/auth/SignUpPage.tsx'],
  'sign-in pages': ['src/features/auth/SignInPage.tsx'],
  'code pages': ['src/features/auth/VerificationPage.tsx'],
}

const publicModules = new Set(Object.values(PUBLIC_PAGES).flat())
const shellModules = new Set([GUARD, COMPLETE, INTERN_LAYOUT, COMPANY_LAYOUT, ADMIN_LAYOUT])
const layoutOf = (source) =>
  source.startsWith('src/features/admin/')
    ? ADMIN_LAYOUT
    : /^src\/(features\/company|app\/Company|features\/inbox\/Company)/.test(source)
      ? COMPANY_LAYOUT
      : INTERN_LAYOUT

/**
 * Every other page the router loads lazily is signed in: counted with its guard and its area's
 * layout (a wizard page has none, so this is the larger figure).
 */
const signedInPages = Object.fromEntries(
  Object.entries(manifest)
    .filter(([source, chunk]) => chunk.isDynamicEntry && /^src\/.*(Page|Route)\.tsx$/.test(source))
    .map(([source]) => source)
    .filter((source) => !publicModules.has(source) && !shellModules.has(source))
    .map((source) => [source, [GUARD, COMPLETE, layoutOf(source), source]]),
)

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)

/** The chunks a set of modules needs at once: theirs and their static imports'. */
function chunksOf(sources) {
  const chunks = new Map()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build's manifest; update ${import.meta.url}`)
    if (chunks.has(chunk.file)) return
    chunks.set(chunk.file, chunk)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const source of [entryKey, ...sources]) visit(source)
  return chunks
}

const servedSizes = new Map()
/**
 * The bytes the server sends for a file: its precompressed Brotli copy (apps/web/build/
 * precompress.ts), or the file itself when it has none because Brotli would not make it smaller.
 */
function servedSize(file) {
  if (!servedSizes.has(file)) {
    const full = path.join(dist, file)
    const size = fs.existsSync(`${full}.br`)
      ? fs.statSync(`${full}.br`).size
      : fs.statSync(full).size
    servedSizes.set(file, size)
  }
  return servedSizes.get(file)
}

const over = []
/** Public pages whose first load carries zod (vite.config.ts puts it in chunks named 'zod'). */
const withZod = []
function check(title, pages, budget, { zodFree = false } = {}) {
  console.log(`\n${title} (budget ${budget / KB} KB of JavaScript, Brotli as served):`)
  const rows = Object.entries(pages)
    .map(([page, sources]) => {
      const chunks = chunksOf(sources)
      if (zodFree && [...chunks.values()].some((chunk) => chunk.name === 'zod')) withZod.push(page)
      const bytes = [...chunks.keys()].reduce((sum, file) => sum + servedSize(file), 0)
      return { page, bytes }
    })
    .sort((a, b) => b.bytes - a.bytes)
  for (const { page, bytes } of rows) {
    const ceiling = (CEILINGS_KB[page] ?? 0) * KB
    const mark =
      bytes <= budget
        ? ''
        : bytes <= ceiling
          ? `  over budget (ceiling ${ceiling / KB} KB)`
          : '  OVER'
    console.log(`  ${(bytes / KB).toFixed(1).padStart(6)} KB  ${page}${mark}`)
    if (bytes > budget && bytes > ceiling) over.push(page)
  }
}

check('Public pages', PUBLIC_PAGES, PUBLIC_BUDGET, { zodFree: true })
check('Signed-in pages', signedInPages, SIGNED_IN_BUDGET)

if (over.length > 0) {
  console.error(`\nOver budget: ${over.join(', ')}. See apps/web/.bundle/report.html.`)
}
if (withZod.length > 0) {
  console.error(
    `\nzod in the first load of ${withZod.join(', ')}: parse their answers with a schema loaded ` +
      'with the request and check their forms with lazyResolver (decision 051).',
  )
}
if (over.length > 0 || withZod.length > 0) process.exit(1)
const overBudget = Object.keys(CEILINGS_KB).length
console.log(`\nNo page grew past its budget or its ceiling (${overBudget} pages have a ceiling).`)
