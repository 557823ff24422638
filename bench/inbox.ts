/**
 * How fast an inbox answers (each chat with its newest message and unread count) as a company's
 * chats grow, on the embedded database. Another company with as many chats shares the tables, so
 * the query must find this company's chats rather than read everything.
 * Run: npm run bench. Prints the median of several runs per query; it asserts nothing.
 */
import { performance } from 'node:perf_hooks'
import { ConversationsQuerySchema } from '@app/domain'
import { loadConfig } from '../apps/api/src/config.js'
import { openDatabase, type Db } from '../apps/api/src/db/client.js'
import {
  accounts,
  applications,
  companies,
  interns,
  messages,
  roles,
} from '../apps/api/src/db/schema.js'
import type { AppContext } from '../apps/api/src/lib/context.js'
import { summariseAllConversations } from '../apps/api/src/modules/messages/conversation-summary.js'
import { listConversations } from '../apps/api/src/modules/messages/conversations.service.js'

const SIZES = [200, 1_000, 5_000]
const MESSAGES_PER_CHAT = 12
const RUNS = 9

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** A company whose profile counts as complete, with one role. */
async function companyWithRole(db: Db, name: string) {
  const [account] = await db
    .insert(accounts)
    .values({ email: `${name.toLowerCase()}@bench.example`, kind: 'company' })
    .returning()
  await db.insert(companies).values({
    accountId: account!.id,
    companyName: name,
    establishedDate: '2019-03-01',
    countryCode: '+234',
    phoneNumber: '8031234567',
    industryType: 'Finance',
    address: '12 Admiralty Way',
    city: 'Lekki',
    state: 'Lagos',
    bio: 'Payments for small businesses.',
    logoUrl: '/api/v1/files/logo.png',
    activeWeekDays: ['Monday'],
    workHours: [{ day: 'Monday', start: '09:00', end: '17:00' }],
    socialMedia: {},
    verificationDocument: { type: 'CAC_Document', fileName: 'cac.pdf', s3Url: '/api/v1/files/c' },
  })
  const [role] = await db
    .insert(roles)
    .values({
      companyId: account!.id,
      title: 'Data Analyst Intern',
      roleSummary: 'Learn on real work with a mentor.',
      responsibilities: ['Do the work'],
      requirements: ['Excel'],
      location: 'Lagos',
      type: 'hybrid',
      minimumSalary: 50_000,
      maximumSalary: 90_000,
      durationMonths: 6,
      term: 'month',
      searchDocument: 'data analyst intern',
    })
    .returning()
  return { companyId: account!.id, roleId: role!.id }
}

/** `size` applicants to the role, each with a chat of MESSAGES_PER_CHAT messages. */
async function fillChats(db: Db, roleId: string, tag: string, size: number) {
  const now = Date.now()
  let firstIntern = ''
  for (let start = 0; start < size; start += 250) {
    const count = Math.min(250, size - start)
    const people = await db
      .insert(accounts)
      .values(
        Array.from({ length: count }, (_, k) => ({
          email: `${tag}-${start + k}@bench.example`,
          kind: 'intern' as const,
        })),
      )
      .returning({ id: accounts.id })
    await db
      .insert(interns)
      .values(people.map(({ id }, k) => ({ accountId: id, firstName: 'Ada', lastName: `N${k}` })))
    firstIntern ||= people[0]!.id
    const apps = await db
      .insert(applications)
      .values(people.map(({ id }) => ({ roleId, internId: id, resumeUrl: '/api/v1/files/cv' })))
      .returning({ id: applications.id })
    await db.insert(messages).values(
      apps.flatMap(({ id }, k) =>
        Array.from({ length: MESSAGES_PER_CHAT }, (_, m) => ({
          applicationId: id,
          sender: m % 2 === 0 ? ('user' as const) : ('company' as const),
          body: `Message ${m} of chat ${start + k}`,
          createdAt: new Date(now - (start + k) * 60_000 - (MESSAGES_PER_CHAT - m) * 1000),
          readAt: m < MESSAGES_PER_CHAT - 2 ? new Date(now) : null,
        })),
      ),
    )
  }
  return firstIntern
}

async function measure(size: number) {
  const database = await openDatabase({})
  const { db } = database
  const ctx = {
    db,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    otpSecret: 'bench',
  } as unknown as AppContext
  const ours = await companyWithRole(db, 'Ours')
  const theirs = await companyWithRole(db, 'Theirs')
  const intern = await fillChats(db, ours.roleId, 'ours', size)
  await fillChats(db, theirs.roleId, 'theirs', size)
  await summariseAllConversations(db)

  const cases: [string, () => Promise<unknown>][] = [
    [
      'company inbox, page 1',
      () =>
        listConversations(
          ctx,
          { kind: 'company', id: ours.companyId },
          ConversationsQuerySchema.parse({}),
        ),
    ],
    [
      'company inbox, last page',
      () =>
        listConversations(
          ctx,
          { kind: 'company', id: ours.companyId },
          ConversationsQuerySchema.parse({ page: Math.ceil(size / 15) }),
        ),
    ],
    [
      'intern inbox',
      () =>
        listConversations(ctx, { kind: 'intern', id: intern }, ConversationsQuerySchema.parse({})),
    ],
  ]
  for (const [name, run] of cases) {
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      await run()
      times.push(performance.now() - started)
    }
    console.log(
      `${String(size).padStart(6)} chats  ${name.padEnd(26)} ${median(times).toFixed(1).padStart(7)} ms`,
    )
  }
  await database.close()
}

for (const size of SIZES) await measure(size)
