import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SCREENING_MESSAGES, type ScreeningQuestionInput } from '@app/domain'
import { applications, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { someoneWaitsForALock } from '../../../test/row-locks.js'
import { lockedRoleQuestions } from './roles.queries.js'
import {
  COMPLETE_COMPANY,
  createAccount,
  createAdmin,
  createCompleteIntern,
} from '../../../test/factories.js'
import { ROLE } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

const AVAILABLE: ScreeningQuestionInput = {
  kind: 'yes_no',
  text: 'Are you available for 24 weeks from June?',
  required: true,
  dealBreaker: { answer: true },
}
const YEARS: ScreeningQuestionInput = {
  kind: 'number',
  text: 'How many years of Excel?',
  dealBreaker: { answer: 2 },
}
const OFFICE: ScreeningQuestionInput = {
  kind: 'choice',
  text: 'Which office?',
  choices: ['Lagos', 'Abuja'],
}

async function postRole(questions: ScreeningQuestionInput[] = [AVAILABLE, YEARS, OFFICE]) {
  const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: { ...ROLE, questions },
  })
  expect(res.status).toBe(201)
  return { company, role: res.body.data as { id: string; questions: { id: string }[] } }
}

async function applyAs(roleId: string, answers: unknown) {
  const intern = await createCompleteIntern(t)
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/roles/${roleId}/apply`,
    token: intern.token,
    payload: { resumeUrl: intern.resumeUrl, answers },
  })
  return { intern, res }
}

const editQuestions = (token: string, roleId: string, questions: unknown) =>
  call(t.app, {
    method: 'PATCH',
    url: `/roles/${roleId}`,
    token,
    payload: { ...ROLE, questions },
  })

describe('screening questions on a role', () => {
  it('keeps the questions with stable ids and shows them to interns and the public list', async () => {
    const { role } = await postRole()
    expect(role.questions).toHaveLength(3)
    expect(role.questions[0]).toMatchObject({ ...AVAILABLE, choices: null, id: expect.any(String) })
    expect(role.questions[2]).toMatchObject({ choices: ['Lagos', 'Abuja'], required: false })
    const intern = await createCompleteIntern(t)
    const seen = await call(t.app, {
      method: 'GET',
      url: `/users/roles/${role.id}`,
      token: intern.token,
    })
    expect(seen.body.data.questions).toEqual(role.questions)
    const recent = await call(t.app, { method: 'GET', url: '/roles/recent' })
    expect(recent.body.data[0]?.questions ?? recent.body.data.docs?.[0]?.questions).toEqual(
      role.questions,
    )
  })

  it('refuses bad questions with the field message and writes nothing', async () => {
    const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    for (const [questions, message] of [
      [
        [{ kind: 'text', text: 'Why us?', dealBreaker: { answer: 'x' } }],
        SCREENING_MESSAGES.textDealBreaker,
      ],
      [
        [{ kind: 'choice', text: 'Where?', choices: ['Lagos'] }],
        SCREENING_MESSAGES.choicesRequired,
      ],
      [Array.from({ length: 6 }, () => AVAILABLE), SCREENING_MESSAGES.tooMany],
    ] as const) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/roles/add-role',
        token: company.token,
        payload: { ...ROLE, questions },
      })
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).toContain(message)
    }
    expect(await t.database.db.select().from(roles)).toHaveLength(0)
  })

  it('once answered, a question cannot change, but questions can be added and removed', async () => {
    const { company, role } = await postRole()
    const [available, years, office] = role.questions as [
      { id: string },
      { id: string },
      { id: string },
    ]
    const stored = (role as unknown as { questions: object[] }).questions
    // Before anyone answers, a question may change.
    const early = await editQuestions(company.token, role.id, [
      { ...stored[0], text: 'Free for 24 weeks from June?' },
      stored[1],
      stored[2],
    ])
    expect(early.status).toBe(200)
    expect(early.body.data.questions[0]).toMatchObject({
      id: available.id,
      text: 'Free for 24 weeks from June?',
    })
    const current = early.body.data.questions as object[]

    const { res } = await applyAs(role.id, [{ questionId: available.id, answer: true }])
    expect(res.status).toBe(201)

    const changed = await editQuestions(company.token, role.id, [
      { ...current[0], dealBreaker: { answer: false } },
    ])
    expect(changed.status).toBe(400)
    expect(changed.body.message).toBe(SCREENING_MESSAGES.lockedQuestion)
    const [kept] = await t.database.db.select({ questions: roles.questions }).from(roles)
    expect(kept?.questions).toHaveLength(3)

    const reshaped = await editQuestions(company.token, role.id, [
      current[0],
      { kind: 'text', text: 'Why this role?' },
    ])
    expect(reshaped.status).toBe(200)
    expect(reshaped.body.data.questionsAnswered).toBe(true)
    const ids = (reshaped.body.data.questions as { id: string }[]).map((q) => q.id)
    expect(ids[0]).toBe(available.id)
    expect(ids).not.toContain(years.id)
    expect(ids).not.toContain(office.id)
  })
})

describe('applying with answers', () => {
  it('takes an answer that misses a deal-breaker and keeps meetsDealBreakers false', async () => {
    const { company, role } = await postRole()
    const [available, years] = role.questions as [{ id: string }, { id: string }]
    const { intern, res } = await applyAs(role.id, [
      { questionId: available.id, answer: true },
      { questionId: years.id, answer: 1 },
    ])
    expect(res.status).toBe(201)
    const [stored] = await t.database.db.select().from(applications)
    expect(stored?.meetsDealBreakers).toBe(false)

    const one = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${res.body.data.id}`,
      token: company.token,
    })
    expect(one.body.data.meetsDealBreakers).toBe(false)
    expect(one.body.data.answers).toEqual([
      {
        questionId: available.id,
        question: AVAILABLE.text,
        kind: 'yes_no',
        answer: true,
        meetsDealBreaker: true,
      },
      {
        questionId: years.id,
        question: YEARS.text,
        kind: 'number',
        answer: 1,
        meetsDealBreaker: false,
      },
    ])

    const exported = await call(t.app, {
      method: 'GET',
      url: '/account/export',
      token: intern.token,
    })
    expect(exported.body.data.applications[0].answers).toHaveLength(2)
  })

  it('refuses answers that are missing or of the wrong kind, with the field message, writing nothing', async () => {
    const { role } = await postRole()
    const [available, , office] = role.questions as [{ id: string }, { id: string }, { id: string }]
    const intern = await createCompleteIntern(t)
    for (const [answers, field, message] of [
      [[], available.id, SCREENING_MESSAGES.answerRequired],
      [[{ questionId: available.id, answer: 'yes' }], available.id, SCREENING_MESSAGES.answerYesNo],
      [
        [
          { questionId: available.id, answer: true },
          { questionId: office.id, answer: 'Kano' },
        ],
        office.id,
        SCREENING_MESSAGES.answerChoice,
      ],
      ['not a list', null, null],
    ] as const) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/users/roles/${role.id}/apply`,
        token: intern.token,
        payload: { resumeUrl: intern.resumeUrl, answers },
      })
      expect(res.status).toBe(400)
      if (field) expect(res.body.errors).toEqual({ [`answers.${field}`]: message })
    }
    expect(await t.database.db.select().from(applications)).toHaveLength(0)
  })
})

describe('the applicants list by deal-breakers', () => {
  it('filters to those who meet them all and sorts them first', async () => {
    const { company, role } = await postRole([AVAILABLE])
    const [available] = role.questions as [{ id: string }]
    const meets = await applyAs(role.id, [{ questionId: available.id, answer: true }])
    const misses = await applyAs(role.id, [{ questionId: available.id, answer: false }])
    expect(misses.res.status).toBe(201)
    const list = (query: string) =>
      call(t.app, { method: 'GET', url: `/company/applications?${query}`, token: company.token })

    const filtered = await list('meetsDealBreakers=true')
    expect(filtered.body.data.docs.map((d: { id: string }) => d.id)).toEqual([
      meets.res.body.data.id,
    ])
    expect(filtered.body.data.totalDocs ?? filtered.body.data.docs.length).toBe(1)

    const newest = await list('sort=newest')
    expect(newest.body.data.docs[0].id).toBe(misses.res.body.data.id)
    const sorted = await list('sort=deal_breakers')
    expect(
      sorted.body.data.docs.map((d: { meetsDealBreakers: boolean }) => d.meetsDealBreakers),
    ).toEqual([true, false])
    const byRole = await list(`sort=deal_breakers&roleId=${role.id}&meetsDealBreakers=false`)
    expect(byRole.body.data.docs[0].meetsDealBreakers).toBe(true)

    const bad = await list('meetsDealBreakers=maybe')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('meetsDealBreakers must be true or false')
  })

  it('another company sees neither the role nor its applicants; interns and admins are refused', async () => {
    const { role } = await postRole([AVAILABLE])
    const [available] = role.questions as [{ id: string }]
    const { res } = await applyAs(role.id, [{ questionId: available.id, answer: true }])
    const other = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    const url = `/company/applications/${res.body.data.id}`
    expect((await call(t.app, { method: 'GET', url, token: other.token })).status).toBe(404)
    expect((await editQuestions(other.token, role.id, [])).status).toBe(404)
    const others = await call(t.app, {
      method: 'GET',
      url: '/company/applications?meetsDealBreakers=true',
      token: other.token,
    })
    expect(others.body.data.docs).toEqual([])

    const intern = await createCompleteIntern(t)
    const admin = await createAdmin(t.database.db)
    for (const token of [intern.token, admin.token]) {
      expect((await call(t.app, { method: 'GET', url, token })).status).toBe(403)
      expect((await editQuestions(token, role.id, [])).status).toBe(403)
    }
    expect((await call(t.app, { method: 'GET', url })).status).toBe(401)
    expect((await editQuestions(undefined as unknown as string, role.id, [])).status).toBe(401)
  })
})

// Two sessions at once need a PostgreSQL server; the embedded database has one connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'an edit of the questions racing an application',
  () => {
    it('checks the answers against the questions stored when the application is saved', async () => {
      const { role } = await postRole([AVAILABLE])
      const [asked] = role.questions as [{ id: string }]
      const replacement = {
        id: '5d1c5b0e-6a55-4c2e-9a57-0d3f0c6f2b11',
        kind: 'yes_no' as const,
        text: 'Can you start in May?',
        choices: null,
        required: true,
        dealBreaker: null,
      }
      // The edit holds the role's lock, as updateRole does, while the intern sends answers to the
      // question it is replacing; the application must wait and then meet the new question.
      const { applying } = await t.database.db.transaction(async (tx) => {
        await lockedRoleQuestions(tx, role.id)
        const applying = applyAs(role.id, [{ questionId: asked.id, answer: true }])
        await someoneWaitsForALock(t.database.db)
        await tx
          .update(roles)
          .set({ questions: [replacement] })
          .where(eq(roles.id, role.id))
        return { applying }
      })
      const { res } = await applying
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual({
        [`answers.${asked.id}`]: SCREENING_MESSAGES.unknownQuestion,
        [`answers.${replacement.id}`]: SCREENING_MESSAGES.answerRequired,
      })
      expect(await t.database.db.select().from(applications)).toHaveLength(0)
    })
  },
)
