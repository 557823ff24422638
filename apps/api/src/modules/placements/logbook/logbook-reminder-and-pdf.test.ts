import { describe, expect, it } from 'vitest'
import { addDays, formatDay, lagosDayLabel } from '@app/domain'
import { logbookWeeks } from '../../../db/schema.js'
import { runSweep } from '../../../lib/jobs.js'
import { call } from '../../../../test/test-app.js'
import { downloadAs, readPdf } from '../../../../test/pdf-fixtures.js'
import { useAppWithPhoneProviders } from '../../../../test/phone-fixtures.js'
import {
  LOGBOOK_END,
  LOGBOOK_START,
  NYSC_ROLE,
  loggingPlacement,
  placed,
} from '../../../../test/placement-fixtures.js'

const { t, providers } = useAppWithPhoneProviders()

const DAY_MS = 86_400_000
const SUPERVISOR_EMAIL = 'emeka@example.com'
const WEEK_1 = LOGBOOK_START
const WEEK_2 = addDays(LOGBOOK_START, 7)

const send = async (placementId: string, token: string, week: string, activities: string) => {
  const url = `/users/placements/${placementId}/logbook/${week}`
  const saved = await call(t.app, {
    method: 'PUT',
    url,
    token,
    payload: { days: [{ date: week, activities }] },
  })
  expect(saved.status).toBe(200)
  expect((await call(t.app, { method: 'POST', url: `${url}/submit`, token })).status).toBe(200)
}

const supervisorMails = () => t.mail.mails.filter((mail) => mail.to === SUPERVISOR_EMAIL)
const tokenIn = (text: string) => /logbook\/sign\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? ''
const signPage = (token: string) =>
  call(t.app, { method: 'GET', url: `/logbook/sign?token=${token}` })

describe('reminding the supervisor of an unsigned week', () => {
  it('reminds once, 7 days after the week was sent, with a link that works, and not for signed weeks', async () => {
    const { intern, placementId } = await loggingPlacement(t)
    await send(placementId, intern.token, WEEK_1, 'Configured the routers.')
    await send(placementId, intern.token, WEEK_2, 'Wrote the network report.')
    const [first, second] = supervisorMails().map((mail) => tokenIn(mail.text))
    // Week 2 is signed at once; week 1 waits.
    const signed = await call(t.app, {
      method: 'POST',
      url: '/logbook/sign',
      payload: { token: second, signatureName: 'Emeka Nwosu', comment: '' },
    })
    expect(signed.status).toBe(200)
    t.mail.mails.length = 0
    providers.reset()

    await runSweep(t.app.ctx, 'logbook-reminders', new Date(Date.now() + 6 * DAY_MS))
    await t.app.ctx.jobs.settle()
    expect(supervisorMails()).toEqual([])

    const due = new Date(Date.now() + 7 * DAY_MS + 60_000)
    await runSweep(t.app.ctx, 'logbook-reminders', due)
    await t.app.ctx.jobs.settle()
    const reminders = supervisorMails()
    expect(reminders).toHaveLength(1)
    expect(reminders[0]?.subject).toBe(
      `Reminder: sign Ada Okafor's SIWES logbook for week 1 (from ${formatDay(WEEK_1)})`,
    )
    expect(reminders[0]?.text).toContain('is still waiting for your signature')
    const fresh = tokenIn(reminders[0]?.text ?? '')
    expect(fresh).not.toBe(first)
    expect(providers.sms).toHaveLength(1)
    expect(providers.sms[0]).toMatchObject({ to: '+2348031234567' })
    expect(providers.sms[0]!.message).toContain(`token=${fresh}`)
    expect(providers.sms[0]!.message).toMatch(/^Internplace: reminder: Ada Okafor is waiting/)
    // The reminder's link works, and so does the first one.
    expect((await signPage(fresh)).body.data.weekStart).toBe(WEEK_1)
    expect((await signPage(first ?? '')).status).toBe(200)

    // Once per submission: the next runs send nothing.
    await runSweep(t.app.ctx, 'logbook-reminders', new Date(due.getTime() + DAY_MS))
    await t.app.ctx.jobs.settle()
    expect(supervisorMails()).toHaveLength(1)
    const weeks = await t.database.db.select().from(logbookWeeks)
    expect(weeks.find((week) => week.weekStart === WEEK_1)?.remindedAt).toEqual(due)
    expect(weeks.find((week) => week.weekStart === WEEK_2)?.remindedAt).toBeNull()
  })
})

describe('the logbook as a PDF', () => {
  it("names the student, the company, each week's days and the signature, for both parties", async () => {
    const { company, intern, placementId } = await loggingPlacement(t)
    await call(t.app, {
      method: 'PATCH',
      url: `/users/placements/${placementId}`,
      token: intern.token,
      payload: { matricNumber: 'YCT/HND/2021/045', programme: 'HND' },
    })
    await send(placementId, intern.token, WEEK_1, 'Configured the routers in the Yaba office.')
    const signedAt = new Date()
    const signed = await call(t.app, {
      method: 'POST',
      url: '/logbook/sign',
      payload: {
        token: tokenIn(supervisorMails()[0]?.text ?? ''),
        signatureName: 'Emeka Nwosu',
        comment: 'Punctual and careful.',
      },
    })
    expect(signed.status).toBe(200)
    await call(t.app, {
      method: 'PUT',
      url: `/users/placements/${placementId}/logbook/${WEEK_2}`,
      token: intern.token,
      payload: { days: [{ date: WEEK_2, activities: 'Drafted the network report.' }] },
    })

    for (const [side, token] of [
      ['users', intern.token],
      ['company', company.token],
    ] as const) {
      const res = await downloadAs(t, `/${side}/placements/${placementId}/logbook.pdf`, token)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="siwes-logbook-ada-okafor.pdf"',
      )
      const { text } = await readPdf(res.rawPayload)
      for (const words of [
        'Kobo Ledger Technologies',
        "STUDENT'S WEEKLY LOGBOOK (SIWES/IT)",
        'Student: Ada Okafor',
        'Matriculation number: YCT/HND/2021/045',
        'Institution: University of Lagos',
        `Period: ${formatDay(LOGBOOK_START)} to ${formatDay(LOGBOOK_END)}`,
        'Industry supervisor: Emeka Nwosu, +234 803 123 4567',
        `Week 1: ${formatDay(WEEK_1)} – ${formatDay(addDays(WEEK_1, 5))}`,
        `Mon, ${formatDay(WEEK_1)}`,
        'Configured the routers in the Yaba office.',
        `Signed by Emeka Nwosu on ${lagosDayLabel(signedAt)}`,
        'Comment: Punctual and careful.',
        `Week 2: ${formatDay(WEEK_2)}`,
        'Drafted the network report.',
        'Not signed',
      ]) {
        expect(text, words).toContain(words)
      }
    }

    const nysc = await placed(t, NYSC_ROLE)
    const other = await downloadAs(
      t,
      `/users/placements/${nysc.placementId}/logbook.pdf`,
      nysc.intern.token,
    )
    expect(other.statusCode).toBe(400)
  })
})
