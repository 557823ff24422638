/**
 * How fast the public browse answers as the number of open roles grows, on the embedded database.
 * Run: npm run bench. Prints the median of several runs per query; it asserts nothing.
 */
import { performance } from 'node:perf_hooks'
import { PublicRolesQuerySchema } from '@app/domain'
import { openDatabase } from '../apps/api/src/db/client.js'
import { accounts, companies, roles } from '../apps/api/src/db/schema.js'
import { listPublicRoles } from '../apps/api/src/modules/roles/roles.service.js'
import { roleWordColumns } from '../apps/api/src/modules/roles/role-search.js'

const SIZES = [1_000, 5_000, 20_000]
const RUNS = 9
const TITLES = [
  'Data Analyst Intern',
  'Front-End Developer',
  'SIWES Trainee – Electrical',
  'Nursing Intern',
  'NYSC Legal Assistant',
  'Graduate Trainee – Agronomy',
]
const CITIES = [
  'Lagos',
  'Abuja FCT',
  'Port Harcourt, Rivers',
  'Kano',
  'Ibadan, Oyo',
  'Enugu',
  'Remote',
]
const TYPES = ['on_site', 'remote', 'hybrid'] as const

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function measure(size: number) {
  const database = await openDatabase({})
  const { db } = database
  const [account] = await db
    .insert(accounts)
    .values({ email: 'bench@example.com', kind: 'company' })
    .returning()
  // Verified, as the companies of a public browse are (REQUIRE_VERIFIED_COMPANIES, decision 021).
  await db.insert(companies).values({
    accountId: account!.id,
    companyName: 'Bench Co',
    verificationStatus: 'verified',
    verifiedAt: new Date(),
  })
  const now = Date.now()
  for (let start = 0; start < size; start += 500) {
    const batch = Array.from({ length: Math.min(500, size - start) }, (_, k) => {
      const i = start + k
      const title = `${TITLES[i % TITLES.length]} ${i}`
      const requirements = ['Good communication', `Skill ${i % 97}`]
      return {
        companyId: account!.id,
        title,
        roleSummary: 'Learn on real work with a mentor.',
        responsibilities: ['Do the work'],
        requirements,
        location: CITIES[i % CITIES.length]!,
        type: TYPES[i % TYPES.length]!,
        minimumSalary: 50_000,
        maximumSalary: 90_000,
        durationMonths: 6,
        term: 'month' as const,
        createdAt: new Date(now - (i % 60) * 86_400_000),
        ...roleWordColumns({
          title,
          roleSummary: 'Learn on real work with a mentor.',
          requirements,
          companyName: 'Bench Co',
        }),
      }
    })
    await db.insert(roles).values(batch)
  }

  const queries: Record<string, Record<string, string>> = {
    'newest, page 1': {},
    'newest, remote': { type: 'remote' },
    'search "data analyst"': { search: 'data analyst' },
    'relevant, no search': { sort: 'relevant' },
    'relevant, search + location': { sort: 'relevant', search: 'intern', location: 'lagos' },
  }
  for (const [name, query] of Object.entries(queries)) {
    const filter = PublicRolesQuerySchema.parse(query)
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      await listPublicRoles({ db, config: { REQUIRE_VERIFIED_COMPANIES: true } }, filter)
      times.push(performance.now() - started)
    }
    console.log(
      `${String(size).padStart(6)} roles  ${name.padEnd(30)} ${median(times).toFixed(1).padStart(7)} ms`,
    )
  }
  await database.close()
}

for (const size of SIZES) await measure(size)
