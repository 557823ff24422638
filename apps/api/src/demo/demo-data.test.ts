import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  INDUSTRIES,
  LetterInputSchema,
  NIGERIAN_STATES,
  PLACEMENT_TYPES,
  isUnpaid,
  maskName,
} from '@app/domain'
import { letterPdf } from '../modules/applications/letters/letters.service.js'
import { getCompanyProfile } from '../modules/companies/companies.queries.js'
import { getInternProfile } from '../modules/interns/interns.queries.js'
import { roleSearchQuery } from '../modules/roles/role-search.js'
import { loadConfig } from '../config.js'
import type { AppContext } from '../lib/context.js'
import { findOwnedFile } from '../modules/files/files.queries.js'
import { createFileStorage } from '../lib/storage.js'
import { openDatabase, type Database, type Db } from '../db/client.js'
import {
  accounts,
  applications,
  companies,
  interns,
  interviews,
  letters,
  messages,
  notifications,
  roles,
} from '../db/schema.js'
import { DEMO_ACCOUNTS, loadDemoData } from './demo-data.js'

const DAY_MS = 86_400_000
const now = new Date('2025-06-15T10:00:00Z')

/** What the loader needs: the database and a data folder for the demo files. */
function demoContext(database: Database): AppContext {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'demo-')),
  })
  return {
    db: database.db,
    reads: { run: () => Promise.reject(new Error('The demo loader routes no reads')) },
    config,
    files: createFileStorage(config),
    otpSecret: crypto.randomBytes(32).toString('hex'),
    mailer: { async send() {}, close() {} },
    phones: {
      sms: { send: () => Promise.reject(new Error('The demo loader sends no SMS')) },
      whatsapp: { send: () => Promise.reject(new Error('The demo loader sends no WhatsApp')) },
    },
    jobs: {
      enqueue: () => Promise.reject(new Error('The demo loader enqueues no jobs')),
      enqueueSweeps: async () => {},
      settle: async () => {},
      stop: async () => {},
    },
    events: { subscribe: async () => () => {}, close: async () => {} },
    log: { warn() {} },
  }
}

const countRows = async (db: Db, table: typeof accounts | typeof roles) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0

describe('demo data in an empty database', () => {
  let database: Database
  let db: Db
  let result: { loaded: boolean }

  beforeAll(async () => {
    database = await openDatabase({})
    db = database.db
    result = await loadDemoData(demoContext(database), now)
  })
  afterAll(() => database.close())

  it('is loaded', () => {
    expect(result).toEqual({ loaded: true })
  })

  it('has at least ten fully described companies, most of them verified', async () => {
    const rows = await db.select().from(companies)
    expect(rows.length).toBeGreaterThanOrEqual(10)
    for (const company of rows) {
      expect(INDUSTRIES).toContain(company.industryType)
      expect(company.establishedDate).toMatch(/^\d{4}-\d{2}-01$/)
      expect(company.countryCode).toBe('+234')
      expect(company.phoneNumber).toMatch(/^[789]\d{9}$/)
      expect(company.workHours?.length).toBe(company.activeWeekDays?.length)
    }
    expect(rows.filter((c) => c.verifiedAt).length).toBeGreaterThanOrEqual(8)
  })

  it('has at least forty open roles of all three types, posted over the last month', async () => {
    const rows = await db.select().from(roles)
    expect(rows.length).toBeGreaterThanOrEqual(40)
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['on_site', 'remote', 'hybrid']))
    const today = now.toISOString().slice(0, 10)
    for (const role of rows) {
      expect(role.title.length).toBeLessThanOrEqual(50)
      expect(role.responsibilities.length).toBeGreaterThanOrEqual(3)
      expect(role.requirements.length).toBeGreaterThanOrEqual(3)
      expect(role.maximumSalary ?? role.minimumSalary).toBeGreaterThanOrEqual(role.minimumSalary)
      expect(role.createdAt.getTime()).toBeLessThanOrEqual(now.getTime())
      expect(role.createdAt.getTime()).toBeGreaterThan(now.getTime() - 31 * DAY_MS)
      if (role.applicationDeadline) expect(role.applicationDeadline > today).toBe(true)
    }
  })

  it('has every placement type, SIWES and NYSC roles with their details, and unpaid roles', async () => {
    const rows = await db.select().from(roles)
    const ofType = (type: string) => rows.filter((role) => role.placementType === type)
    for (const type of PLACEMENT_TYPES) expect(ofType(type).length).toBeGreaterThanOrEqual(3)
    for (const role of ofType('siwes')) {
      expect([16, 24]).toContain(role.siwesWeeks)
      expect(role.siwesProgrammes.length).toBeGreaterThan(0)
    }
    for (const role of ofType('nysc')) expect(NIGERIAN_STATES).toContain(role.nyscState)
    for (const role of [...ofType('internship'), ...ofType('graduate')]) {
      expect(role).toMatchObject({ siwesWeeks: null, siwesProgrammes: [], nyscState: null })
    }
    const unpaid = rows.filter((role) => isUnpaid(role.minimumSalary, role.maximumSalary))
    expect(unpaid.length).toBeGreaterThanOrEqual(2)
    expect(rows.filter((role) => Object.values(role.perks).some(Boolean)).length).toBeGreaterThan(
      10,
    )
  })

  it('makes every role findable by the longest word of its title', async () => {
    const rows = await db.select({ id: roles.id, title: roles.title }).from(roles)
    for (const role of rows) {
      const words = role.title.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '')
      const query = roleSearchQuery(longest)
      expect(query).not.toBeNull()
      const found = await db
        .select({ id: roles.id })
        .from(roles)
        .where(sql`${roles.searchDocument} @@ ${query}`)
      expect(
        found.map((r) => r.id),
        `${role.title} by '${longest}'`,
      ).toContain(role.id)
    }
  })

  it('has at least five interns with filled profiles', async () => {
    const rows = await db.select().from(interns)
    expect(rows.filter((i) => i.firstName && i.institutionName).length).toBeGreaterThanOrEqual(5)
  })

  it('has applications in every status, with chats in time order', async () => {
    const rows = await db
      .select({ application: applications, roleCreatedAt: roles.createdAt })
      .from(applications)
      .innerJoin(roles, eq(roles.id, applications.roleId))
    expect(rows.length).toBeGreaterThanOrEqual(10)
    expect(new Set(rows.map((r) => r.application.status))).toEqual(
      new Set(['pending', 'in_review', 'accepted', 'rejected']),
    )
    for (const { application, roleCreatedAt } of rows) {
      const { status, createdAt, openedAt, decidedAt } = application
      const times = [roleCreatedAt, createdAt, openedAt, decidedAt, now]
        .filter((t): t is Date => t !== null)
        .map((t) => t.getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(openedAt === null).toBe(status === 'pending')
      expect(decidedAt !== null).toBe(status === 'accepted' || status === 'rejected')

      const thread = await db
        .select()
        .from(messages)
        .where(eq(messages.applicationId, application.id))
      for (const message of thread) {
        expect(openedAt && message.createdAt > openedAt).toBe(true)
        expect(message.createdAt <= now).toBe(true)
      }
    }
    expect((await db.select().from(messages)).length).toBeGreaterThanOrEqual(15)
  })

  it('shows the whole pipeline: rejection reasons, interviews in each state, issued letters', async () => {
    const rejected = await db.select().from(applications).where(eq(applications.status, 'rejected'))
    const withReason = rejected.filter((a) => a.rejectionReason)
    expect(withReason.length).toBeGreaterThanOrEqual(2)
    expect(withReason.length).toBeLessThan(rejected.length)
    for (const a of withReason) expect(a.rejectionNote?.length).toBeGreaterThan(20)

    const rows = await db
      .select({
        interview: interviews,
        status: applications.status,
        openedAt: applications.openedAt,
      })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
    expect(rows.map((r) => r.interview.status).sort()).toEqual([
      'cancelled',
      'proposed',
      'scheduled',
    ])
    for (const { interview, status, openedAt } of rows) {
      expect(interview.createdAt > openedAt!).toBe(true)
      if (interview.status === 'cancelled') {
        expect(status).toBe('rejected')
        expect(interview.cancelNote).toBeTruthy()
        continue
      }
      // Open interviews belong to undecided applications, with times still ahead.
      expect(status).toBe('in_review')
      for (const slot of interview.slots) expect(new Date(slot.startsAt) > now).toBe(true)
      if (interview.status === 'scheduled') {
        expect(interview.startsAt! > now).toBe(true)
        expect(interview.slots.map((slot) => slot.id)).toContain(interview.chosenSlotId)
      }
      const lines = await db
        .select()
        .from(messages)
        .where(
          and(eq(messages.applicationId, interview.applicationId), eq(messages.type, 'system')),
        )
      expect(lines.length).toBe(interview.status === 'scheduled' ? 2 : 1)
    }

    const issued = await db
      .select({ letter: letters, status: applications.status, internId: applications.internId })
      .from(letters)
      .innerJoin(applications, eq(applications.id, letters.applicationId))
    expect(issued.map((r) => r.letter.kind).sort()).toEqual(['offer', 'siwes'])
    const ctx = demoContext(database)
    for (const { letter, status, internId } of issued) {
      expect(status).toBe('accepted')
      expect(LetterInputSchema.safeParse(letter.input).success).toBe(true)
      // It draws, as a download would.
      const file = await letterPdf(ctx, { kind: 'intern', id: internId! }, letter.applicationId)
      expect(Buffer.from(file.bytes).subarray(0, 5).toString()).toBe('%PDF-')
    }
  })

  it('tells companies about applicants with masked names, and interns about news', async () => {
    expect(maskName('Ada Okafor')).toBe('A*a O****r')
    const rows = await db.select().from(notifications)
    const forCompanies = rows.filter((n) => n.type === 'application')
    expect(forCompanies.length).toBeGreaterThanOrEqual(10)
    for (const n of forCompanies) expect(n.description).toMatch(/^\S\**\S \S\**\S applied for /)
    expect(rows.some((n) => n.type === 'status')).toBe(true)
    expect(rows.some((n) => n.type === 'message')).toBe(true)
    expect(rows.some((n) => n.readAt === null)).toBe(true)
    expect(rows.some((n) => n.readAt !== null)).toBe(true)
  })

  it('creates every account listed for the README', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const found = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.email, demo.email), eq(accounts.kind, demo.kind)))
      expect(found, demo.email).toHaveLength(1)
    }
  })

  it("completes the listed accounts' profiles, so every signed-in page has something to show", async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const [found] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.email, demo.email), eq(accounts.kind, demo.kind)))
      const profile =
        demo.kind === 'company'
          ? await getCompanyProfile(db, found!.id)
          : await getInternProfile(db, found!.id)
      expect(profile.profileComplete, demo.email).toBe(!demo.name.includes('not started'))
    }
  })

  it('stores real logos, photos, resumes and CAC certificates as files of their owners', async () => {
    for (const company of await db.select().from(companies)) {
      expect((await findOwnedFile(db, company.accountId, company.logoUrl!))?.kind).toBe('svg')
      if (!company.verificationDocument) continue
      const cac = await findOwnedFile(db, company.accountId, company.verificationDocument.s3Url)
      expect(cac).toMatchObject({ kind: 'pdf', isPrivate: true })
    }
    for (const intern of await db.select().from(interns)) {
      if (!intern.resumeUrl) continue
      expect(await findOwnedFile(db, intern.accountId, intern.resumeUrl)).toMatchObject({
        kind: 'pdf',
      })
      expect((await findOwnedFile(db, intern.accountId, intern.profileImageUrl!))?.kind).toBe('svg')
      const sent = await db
        .select()
        .from(applications)
        .where(eq(applications.internId, intern.accountId))
      for (const application of sent) {
        expect(application.resumeUrl).toBe(intern.resumeUrl)
        expect(application.applicantSnapshot).toMatchObject({
          firstName: intern.firstName,
          lastName: intern.lastName,
          phoneNumber: intern.phoneNumber,
          profileImageUrl: intern.profileImageUrl,
          skills: intern.skills,
        })
      }
    }
  })

  it('loads nothing the second time', async () => {
    const before = [await countRows(db, accounts), await countRows(db, roles)]
    expect(await loadDemoData(demoContext(database), now)).toEqual({ loaded: false })
    expect([await countRows(db, accounts), await countRows(db, roles)]).toEqual(before)
  })
})

describe('demo data in a database already in use', () => {
  it('loads all the same when only an operator made with admin:create exists', async () => {
    const database = await openDatabase({})
    try {
      const { db } = database
      await db.insert(accounts).values({ email: 'ops@example.com', kind: 'admin' })
      expect(await loadDemoData(demoContext(database), now)).toEqual({ loaded: true })
      expect(await countRows(db, roles)).toBeGreaterThan(0)
    } finally {
      await database.close()
    }
  })

  it('loads nothing when an account exists', async () => {
    const database = await openDatabase({})
    try {
      const { db } = database
      await db.insert(accounts).values({ email: 'someone@example.com', kind: 'intern' })
      expect(await loadDemoData(demoContext(database), now)).toEqual({ loaded: false })
      expect(await countRows(db, accounts)).toBe(1)
      expect(await countRows(db, roles)).toBe(0)
    } finally {
      await database.close()
    }
  })
})
