import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formatWat, RECIPIENT_LIMITS } from '@app/domain'
import { codeChallenges, interviews, letters } from '../db/schema.js'
import { applied } from '../../test/conversation-fixtures.js'
import { COMPLETE_COMPANY, createAccount, uniqueEmail } from '../../test/factories.js'
import { call, useTestApp } from '../../test/test-app.js'

const t = useTestApp()

const DAY_MS = 24 * 60 * 60 * 1000

/** 10:00 in Lagos (09:00 UTC) `days` from today. */
function watTen(days: number) {
  const day = new Date(Date.now() + days * DAY_MS)
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 0),
  ).toISOString()
}

const proposalOn = (days: number) => ({
  slots: [{ startsAt: watTen(days), durationMinutes: 45 }],
  mode: 'phone',
})

const mailsTo = (address: string) => t.mail.mails.filter((mail) => mail.to === address)

/** The end of every recipient's window: what was held is due now, and runs. */
async function endWindows() {
  await t.database.db.execute(
    sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'held-mail' AND state = 'created'`,
  )
  await t.app.ctx.jobs.settle()
}

describe('interview mails per recipient', () => {
  it('quick reschedules all happen; the intern gets a bounded number of mails, the last with the latest times', async () => {
    const { company, intern, applicationId } = await applied(t)
    const created = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/interviews`,
      token: company.token,
      payload: proposalOn(3),
    })
    expect(created.status).toBe(201)
    const url = `/company/interviews/${created.body.data.id}/reschedule`
    const reschedules = 12
    for (let n = 1; n <= reschedules; n++) {
      const res = await call(t.app, {
        method: 'POST',
        url,
        token: company.token,
        payload: proposalOn(3 + n),
      })
      expect(res.status, `reschedule ${n}`).toBe(200)
    }
    const { max } = RECIPIENT_LIMITS.interviewMails
    // Every change happened: the interview offers the last times.
    const [row] = await t.database.db
      .select()
      .from(interviews)
      .where(eq(interviews.applicationId, applicationId))
    expect(row?.slots.map((slot) => slot.startsAt)).toEqual([watTen(3 + reschedules)])
    // The invitation and the first new times came at once; the rest is held.
    expect(mailsTo(intern.account.email)).toHaveLength(max)

    await endWindows()
    const received = mailsTo(intern.account.email)
    expect(received).toHaveLength(max + 1)
    const latest = received.at(-1)!
    expect(latest.subject).toMatch(/^New interview times/)
    expect(latest.text).toContain(formatWat(watTen(3 + reschedules)))
  })

  it('a mail sent after a held one makes the held one stale: nothing older arrives late', async () => {
    const { company, intern, applicationId } = await applied(t)
    const created = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/interviews`,
      token: company.token,
      payload: proposalOn(3),
    })
    const url = `/company/interviews/${created.body.data.id}/reschedule`
    const { max } = RECIPIENT_LIMITS.interviewMails
    for (let n = 1; n <= max; n++) {
      await call(t.app, { method: 'POST', url, token: company.token, payload: proposalOn(3 + n) })
    }
    expect(mailsTo(intern.account.email)).toHaveLength(max)
    // The window ends (its counter is gone) and the next change is mailed at once.
    await t.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'recipient:%'`)
    await call(t.app, { method: 'POST', url, token: company.token, payload: proposalOn(20) })
    expect(mailsTo(intern.account.email)).toHaveLength(max + 1)
    await endWindows()
    expect(mailsTo(intern.account.email)).toHaveLength(max + 1)
  })
})

describe('letter mails per recipient', () => {
  it('reissuing goes through each time; the intern gets a few mails, then one naming the latest letter', async () => {
    const { company, intern, applicationId } = await applied(t)
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/accept`,
      token: company.token,
    })
    const common = {
      internName: 'Ada Okafor',
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
      startDate: '2026-06-01',
    }
    const offer = {
      ...common,
      kind: 'offer',
      roleTitle: 'Front-End Developer Intern',
      durationMonths: 6,
      monthlyStipend: null,
    }
    const nysc = {
      ...common,
      kind: 'nysc',
      ppaAddress: '12 Admiralty Way, Lekki',
      accommodationProvided: false,
      transportProvided: false,
    }
    t.mail.mails.length = 0
    for (let n = 0; n < 10; n++) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/company/applications/${applicationId}/letter`,
        token: company.token,
        payload: n === 9 ? nysc : offer,
      })
      expect(res.status).toBe(201)
    }
    const [letter] = await t.database.db
      .select()
      .from(letters)
      .where(eq(letters.applicationId, applicationId))
    expect(letter?.kind).toBe('nysc')
    const { max } = RECIPIENT_LIMITS.letterMails
    expect(mailsTo(intern.account.email)).toHaveLength(max)

    await endWindows()
    const received = mailsTo(intern.account.email)
    expect(received).toHaveLength(max + 1)
    expect(received.at(-1)?.subject).toBe('NYSC PPA acceptance letter: Front-End Developer Intern')
  })
})

describe('account-change codes per address', () => {
  it('reach one address a few times an hour, from any account; then 429 and no mail', async () => {
    const victim = uniqueEmail('victim')
    const { max } = RECIPIENT_LIMITS.changeCodes
    const ask = async () => {
      const { token } = await createAccount(t.database.db, 'company', {
        company: { ...COMPLETE_COMPANY },
      })
      // Past the 30 seconds between two codes to one address: the hourly cap is what is left.
      await t.database.db.execute(
        sql`UPDATE code_challenges SET created_at = created_at - interval '1 minute'`,
      )
      return call(t.app, {
        method: 'POST',
        url: '/account/changes',
        token,
        payload: { field: 'email', value: victim },
      })
    }
    for (let n = 0; n < max; n++) expect((await ask()).status).toBe(200)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(
      /^Many verification codes have been sent to this address\. Try again in \d+ minutes?\./,
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(mailsTo(victim)).toHaveLength(max)
    const challenges = await t.database.db
      .select()
      .from(codeChallenges)
      .where(eq(codeChallenges.email, victim))
    expect(challenges).toHaveLength(max)
  })

  it('asking for changes is limited per account too', async () => {
    const { token } = await createAccount(t.database.db, 'company', {
      company: { ...COMPLETE_COMPANY },
    })
    let last = 0
    for (let n = 0; n < 11; n++) {
      // Each asks with a new address, as the 30-second spacing is per address and per account.
      await t.database.db.execute(
        sql`UPDATE code_challenges SET created_at = created_at - interval '1 minute'`,
      )
      last = (
        await call(t.app, {
          method: 'POST',
          url: '/account/changes',
          token,
          payload: { field: 'email', value: uniqueEmail('new') },
        })
      ).status
    }
    expect(last).toBe(429)
  })
})
