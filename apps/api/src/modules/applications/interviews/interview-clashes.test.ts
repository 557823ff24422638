import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { lagosDayLabel } from '@app/domain'
import { interviews, messages } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { createCompleteIntern } from '../../../../test/factories.js'
import { applied, companyWithRole } from '../../../../test/conversation-fixtures.js'
import {
  addRole,
  applyTo,
  choose,
  propose,
  schedule,
  videoProposal,
  watTen,
} from '../../../../test/interview-fixtures.js'

const t = useTestApp()

const rowsOf = (applicationId: string) =>
  t.database.db.select().from(interviews).where(eq(interviews.applicationId, applicationId))
const chatOf = (applicationId: string) =>
  t.database.db.select().from(messages).where(eq(messages.applicationId, applicationId))

/** '10:00 WAT on 14 May 2026' for the day `days` from today. */
const tenOn = (days: number) => `10:00 WAT on ${lagosDayLabel(new Date(watTen(days)))}`

describe('no one is in two interviews at once (issue 26)', () => {
  it('refuses a proposal overlapping the company’s interview with the same intern for another role', async () => {
    const { company, intern, applicationId } = await applied(t)
    const second = await applyTo(t, intern, await addRole(t, company.token, 'Data Analyst Intern'))
    await schedule(t, company, intern, applicationId, { startsAt: watTen(3), durationMinutes: 45 })
    t.mail.mails.length = 0

    const res = await propose(t, company.token, second, [
      { startsAt: watTen(4), durationMinutes: 30 },
      { startsAt: watTen(3, 30), durationMinutes: 30 },
    ])
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      `You already have an interview at ${tenOn(3)} (45 minutes) with Ada Okafor for Front-End Developer Intern. Choose another time.`,
    )
    // The form shows it beside the time that clashes.
    expect(res.body.errors).toEqual({ 'slots.1.startsAt': res.body.message })
    expect(await rowsOf(second)).toHaveLength(0)
    expect(await chatOf(second)).toHaveLength(0)
    expect(t.mail.mails).toHaveLength(0)

    // Back to back is no clash.
    const after = await propose(t, company.token, second, [
      { startsAt: watTen(3, 45), durationMinutes: 30 },
    ])
    expect(after.status).toBe(201)
  })

  it('refuses a proposal overlapping the intern’s interview with another company, without naming it', async () => {
    const { company, intern, applicationId } = await applied(t)
    await schedule(t, company, intern, applicationId, { startsAt: watTen(3), durationMinutes: 45 })
    const other = await companyWithRole(t, 'Other Co')
    const otherApplication = await applyTo(t, intern, other.roleId)

    const res = await propose(t, other.token, otherApplication, [
      { startsAt: watTen(3, -15), durationMinutes: 30 },
    ])
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      `Ada Okafor already has an interview at ${tenOn(3)} (45 minutes). Choose another time.`,
    )
    expect(res.body.message).not.toContain('Kobo')
    expect(await rowsOf(otherApplication)).toHaveLength(0)
  })

  it('refuses a choice overlapping the intern’s scheduled interview, naming it', async () => {
    const { company, intern, applicationId } = await applied(t)
    const other = await companyWithRole(t, 'Other Co')
    const otherApplication = await applyTo(t, intern, other.roleId)
    // Both proposed before either was chosen.
    const first = await propose(t, company.token, applicationId, [
      { startsAt: watTen(3), durationMinutes: 45 },
    ])
    const second = await propose(t, other.token, otherApplication, [
      { startsAt: watTen(3, 15), durationMinutes: 60 },
      { startsAt: watTen(5), durationMinutes: 60 },
    ])
    expect(
      (await choose(t, intern.token, first.body.data.id, first.body.data.slots[0].id)).status,
    ).toBe(200)

    const res = await choose(t, intern.token, second.body.data.id, second.body.data.slots[0].id)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      `You already have an interview at ${tenOn(3)} (45 minutes) with Kobo Ledger Technologies for Front-End Developer Intern. Choose another time, or ask the company for other times.`,
    )
    expect(res.body.errors).toEqual({ slotId: res.body.message })
    expect((await rowsOf(otherApplication))[0]).toMatchObject({
      status: 'proposed',
      startsAt: null,
    })
    // Another of the times is still free.
    const free = await choose(t, intern.token, second.body.data.id, second.body.data.slots[1].id)
    expect(free.status).toBe(200)
  })

  it('refuses a choice overlapping the company’s interview with another applicant, without naming them', async () => {
    const { company, intern, applicationId } = await applied(t)
    const tunde = await createCompleteIntern(t, { firstName: 'Tunde', lastName: 'Bello' })
    const tundeApplication = await applyTo(t, tunde, company.roleId)
    const slot = { startsAt: watTen(3), durationMinutes: 45 }
    const toAda = await propose(t, company.token, applicationId, [slot])
    const toTunde = await propose(t, company.token, tundeApplication, [slot])
    expect(
      (await choose(t, tunde.token, toTunde.body.data.id, toTunde.body.data.slots[0].id)).status,
    ).toBe(200)

    const res = await choose(t, intern.token, toAda.body.data.id, toAda.body.data.slots[0].id)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      `Kobo Ledger Technologies already has an interview at ${tenOn(3)} (45 minutes). Choose another time, or ask the company for other times.`,
    )
    expect(res.body.message).not.toContain('Tunde')
    expect((await rowsOf(applicationId))[0]?.status).toBe('proposed')
  })

  it('refuses a reschedule onto another interview, but not onto the interview’s own time', async () => {
    const { company, intern, applicationId } = await applied(t)
    const tunde = await createCompleteIntern(t, { firstName: 'Tunde', lastName: 'Bello' })
    const tundeApplication = await applyTo(t, tunde, company.roleId)
    const adaInterview = await schedule(t, company, intern, applicationId, {
      startsAt: watTen(3),
      durationMinutes: 45,
    })
    await schedule(t, company, tunde, tundeApplication, {
      startsAt: watTen(4),
      durationMinutes: 60,
    })

    const reschedule = (slots: { startsAt: string; durationMinutes: number }[]) =>
      call(t.app, {
        method: 'POST',
        url: `/company/interviews/${adaInterview}/reschedule`,
        token: company.token,
        payload: videoProposal(slots),
      })
    const onto = await reschedule([{ startsAt: watTen(4, 30), durationMinutes: 45 }])
    expect(onto.status).toBe(409)
    expect(onto.body.message).toBe(
      `You already have an interview at ${tenOn(4)} (60 minutes) with Tunde Bello for Front-End Developer Intern. Choose another time.`,
    )
    expect(onto.body.errors).toEqual({ 'slots.0.startsAt': onto.body.message })
    expect((await rowsOf(applicationId))[0]).toMatchObject({ status: 'scheduled', sequence: 0 })

    const same = await reschedule([{ startsAt: watTen(3, 15), durationMinutes: 45 }])
    expect(same.status).toBe(200)
  })

  it('lets a time be used again once its interview is cancelled', async () => {
    const { company, intern, applicationId } = await applied(t)
    const second = await applyTo(t, intern, await addRole(t, company.token, 'Data Analyst Intern'))
    const first = await schedule(t, company, intern, applicationId, {
      startsAt: watTen(3),
      durationMinutes: 45,
    })
    await call(t.app, {
      method: 'POST',
      url: `/company/interviews/${first}/cancel`,
      token: company.token,
    })
    const res = await propose(t, company.token, second, [
      { startsAt: watTen(3), durationMinutes: 45 },
    ])
    expect(res.status).toBe(201)
  })
})
