import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SENDS_KEPT_DAYS, USSD_ANSWER_MAX_LENGTH } from '@app/domain'
import { interviews, notifications, phoneReplies, roles } from '../../db/schema.js'
import { runSweep } from '../../lib/jobs.js'

import {
  accountChoices,
  postToAfricasTalking,
  smsReply,
  ussd,
  verifyPhone,
  whatsAppReply,
  useAppWithPhoneProviders,
} from '../../../test/phone-fixtures.js'
import { applied, companyWithRole } from '../../../test/conversation-fixtures.js'
import { propose, schedule, watTen } from '../../../test/interview-fixtures.js'

const { t, providers } = useAppWithPhoneProviders()

const PHONE = '+2348031234567'
const STRANGER = '+2348059876543'

/** Ada applied to Kobo Ledger and verified her number; the providers' inboxes start empty. */
async function internWithPhone(choices: { whatsappNotices?: boolean } = {}) {
  const setup = await applied(t)
  await verifyPhone(t, setup.intern.account.id, PHONE, choices)
  providers.reset()
  t.mail.mails.length = 0
  return setup
}

const smsTo = (phone: string) => providers.sms.filter((sms) => sms.to === phone)

const noticesOf = (accountId: string) =>
  t.database.db
    .select({ title: notifications.title, description: notifications.description })
    .from(notifications)
    .where(eq(notifications.accountId, accountId))

const interviewRow = async (id: string) => {
  const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, id))
  return row!
}

describe('STOP and START', () => {
  it('turns SMS off and on again for that number, confirming each by SMS', async () => {
    const { intern } = await internWithPhone()
    expect((await smsReply(t, PHONE, ' stop ')).status).toBe(200)
    expect(await accountChoices(t, intern.account.id)).toMatchObject({ smsNotices: false })
    expect(smsTo(PHONE).map((sms) => sms.message)).toEqual([
      'Internplace: you will get no more SMS messages from us. Reply START to turn them back on.',
    ])

    expect((await smsReply(t, PHONE, 'Start')).status).toBe(200)
    expect(await accountChoices(t, intern.account.id)).toMatchObject({ smsNotices: true })
    expect(smsTo(PHONE).at(-1)?.message).toBe(
      'Internplace: SMS messages are on again. Reply STOP to turn them off.',
    )
  })

  it('turns WhatsApp off from a WhatsApp reply, confirmed there in free text (the window is open)', async () => {
    const { intern } = await internWithPhone({ whatsappNotices: true })
    expect((await whatsAppReply(t, PHONE, 'STOP')).status).toBe(200)
    const choices = await accountChoices(t, intern.account.id)
    expect(choices).toMatchObject({ whatsappNotices: false, smsNotices: true })
    const window = choices!.whatsappWindowUntil!.getTime() - Date.now()
    expect(window).toBeGreaterThan(23 * 60 * 60 * 1000)
    expect(window).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
    expect(providers.whatsapp).toEqual([
      expect.objectContaining({
        to: PHONE.slice(1),
        type: 'text',
        text: 'Internplace: you will get no more WhatsApp messages from us. Reply START to turn them back on.',
      }),
    ])
    expect(providers.sms).toHaveLength(0)

    await whatsAppReply(t, PHONE, 'start')
    expect(await accountChoices(t, intern.account.id)).toMatchObject({ whatsappNotices: true })
    expect(providers.whatsapp.at(-1)?.text).toContain('WhatsApp messages are on again')
  })

  it('acts once on a message the provider posts twice', async () => {
    const { intern } = await internWithPhone()
    for (let i = 0; i < 2; i++) {
      expect((await smsReply(t, PHONE, 'STOP', 'ATXid_same')).status).toBe(200)
    }
    expect(smsTo(PHONE)).toHaveLength(1)
    // The same id on the other channel is another message.
    await whatsAppReply(t, PHONE, 'START', 'ATXid_same')
    expect(await accountChoices(t, intern.account.id)).toMatchObject({ whatsappNotices: true })
    const replies = await t.database.db.select().from(phoneReplies)
    expect(replies.map((reply) => [reply.channel, reply.outcome]).sort()).toEqual([
      ['sms', 'stopped'],
      ['whatsapp', 'started'],
    ])
  })
})

describe('a slot number', () => {
  it('chooses that time of the newest proposal, as the app does: the company hears of it', async () => {
    const { company, applicationId } = await internWithPhone()
    const slots = [
      { startsAt: watTen(3), durationMinutes: 45 },
      { startsAt: watTen(4), durationMinutes: 45 },
    ]
    const proposed = await propose(t, company.token, applicationId, slots)
    expect(proposed.status).toBe(201)
    // The proposal came by SMS, with the times numbered.
    expect(smsTo(PHONE).at(-1)?.message).toMatch(/Reply with a number to choose: 1\) .*, 2\) /)
    t.mail.mails.length = 0

    expect((await smsReply(t, PHONE, '2')).status).toBe(200)
    const row = await interviewRow(proposed.body.data.id)
    expect(row.status).toBe('scheduled')
    expect(row.chosenSlotId).toBe(proposed.body.data.slots[1].id)
    expect(row.startsAt?.toISOString()).toBe(slots[1]!.startsAt)
    expect((await noticesOf(company.account.id)).map((n) => n.title)).toContain(
      'Interview scheduled',
    )
    const companyMail = t.mail.mails.find((mail) => mail.to === company.account.email)
    expect(companyMail?.subject).toContain('Front-End Developer Intern')
    expect(smsTo(PHONE).at(-1)?.message).toMatch(
      /^Internplace: your interview with Kobo Ledger Technologies is booked for \w{3} \d{1,2} \w{3}, 10:00\.$/,
    )

    // Nothing is left to choose: another number gets the help text.
    await smsReply(t, PHONE, '1')
    expect(smsTo(PHONE).at(-1)?.message).toMatch(/^Internplace: reply with a slot number/)
    expect((await interviewRow(proposed.body.data.id)).chosenSlotId).toBe(
      proposed.body.data.slots[1].id,
    )
  })
})

describe('YES and NO', () => {
  it('confirms attendance of the next interview, and the company sees it in the app and by mail', async () => {
    const { company, intern, applicationId } = await internWithPhone()
    const interviewId = await schedule(t, company, intern, applicationId, {
      startsAt: watTen(2),
      durationMinutes: 30,
    })
    t.mail.mails.length = 0
    providers.reset()

    expect((await smsReply(t, PHONE, 'yes')).status).toBe(200)
    const row = await interviewRow(interviewId)
    expect(row.attendance).toBe('confirmed')
    expect(row.attendanceAt).toBeInstanceOf(Date)
    expect((await noticesOf(company.account.id)).map((n) => n.title)).toContain(
      'Interview attendance confirmed',
    )
    const mails = t.mail.mails.filter((mail) => mail.to === company.account.email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Attendance confirmed: Ada Okafor, Front-End Developer Intern',
    ])
    expect(smsTo(PHONE).map((sms) => sms.message)).toEqual([
      expect.stringMatching(
        /^Internplace: thank you\. Kobo Ledger Technologies knows you will attend on /,
      ),
    ])

    // The same answer again tells the company nothing new; NO does.
    await smsReply(t, PHONE, 'YES')
    expect(t.mail.mails.filter((mail) => mail.to === company.account.email)).toHaveLength(1)
    await smsReply(t, PHONE, 'No')
    expect((await interviewRow(interviewId)).attendance).toBe('not_coming')
    expect(t.mail.mails.filter((mail) => mail.to === company.account.email).at(-1)?.subject).toBe(
      'Cannot attend: Ada Okafor, Front-End Developer Intern',
    )
    expect((await noticesOf(company.account.id)).map((n) => n.title)).toContain(
      'Applicant cannot attend',
    )
    expect(smsTo(PHONE).at(-1)?.message).toMatch(
      /knows you cannot attend on .*They may propose a new time\.$/,
    )
  })

  it('gets the help text when no interview is coming up', async () => {
    await internWithPhone()
    await smsReply(t, PHONE, 'YES')
    expect(smsTo(PHONE).map((sms) => sms.message)).toEqual([
      'Internplace: reply with a slot number to choose an interview time, YES or NO to a reminder, or STOP. Everything else: https://internplace.example/app/',
    ])
  })
})

describe('anything else', () => {
  it('gets the help text with the link', async () => {
    const { intern } = await internWithPhone()
    await smsReply(t, PHONE, 'Hello, is this Internplace?')
    expect(smsTo(PHONE).at(-1)?.message).toMatch(
      /^Internplace: reply with a slot number.*https:\/\/internplace\.example\/app\/$/,
    )
    const [reply] = await t.database.db.select().from(phoneReplies)
    expect(reply).toMatchObject({ channel: 'sms', accountId: intern.account.id, outcome: 'help' })
  })

  it('answers a number it does not know once a day at most', async () => {
    for (const text of ['STOP', 'hi', 'YES']) {
      expect((await smsReply(t, STRANGER, text)).status).toBe(200)
    }
    expect(smsTo(STRANGER)).toHaveLength(1)
    expect(smsTo(STRANGER)[0]!.message).toMatch(/^Internplace: reply with a slot number/)
  })

  it('leaves a number that is not a Nigerian mobile unanswered', async () => {
    expect((await smsReply(t, '+14155550123', 'hello')).status).toBe(200)
    expect(providers.sms).toHaveLength(0)
  })
})

describe('erasing old replies', () => {
  it('erases replies received before the sends kept (SENDS_KEPT_DAYS), with the sends', async () => {
    const old = new Date(Date.now() - (SENDS_KEPT_DAYS + 1) * 24 * 60 * 60 * 1000)
    await t.database.db.insert(phoneReplies).values([
      { channel: 'sms', providerId: 'old', outcome: 'help', receivedAt: old },
      { channel: 'sms', providerId: 'recent', outcome: 'help' },
    ])
    await runSweep(t.app.ctx, 'notice-sends')
    const left = await t.database.db.select().from(phoneReplies)
    expect(left.map((reply) => reply.providerId)).toEqual(['recent'])
  })
})

describe('USSD', () => {
  const fitsOneScreen = (text: string) => {
    expect(text.length).toBeLessThanOrEqual(USSD_ANSWER_MAX_LENGTH)
    expect(text).toMatch(/^(CON|END) [\x20-\x7e\n]+$/)
  }

  it('points a number it does not know to the site, in one line', async () => {
    const res = await ussd(t, STRANGER, '')
    expect(res.status).toBe(200)
    expect(res.type).toMatch(/^text\/plain/)
    expect(res.text).toBe(
      'END Add and verify this number in Settings on internplace.example to use this menu.',
    )
  })

  it('shows the menu, the applications, the next interview, and confirms it', async () => {
    const { company, intern, applicationId } = await internWithPhone()
    const menu = await ussd(t, PHONE, '')
    expect(menu.text).toBe('CON Internplace\n1 My applications\n2 Next interview')

    const list = await ussd(t, PHONE, '1')
    fitsOneScreen(list.text)
    expect(list.text).toBe('END Front-End Developer Intern, Kobo Ledger Technologies: Pending')

    const none = await ussd(t, PHONE, '2')
    expect(none.text).toBe('END You have no interview coming up. See internplace.example')

    const interviewId = await schedule(t, company, intern, applicationId, {
      startsAt: watTen(2),
      durationMinutes: 30,
    })
    t.mail.mails.length = 0
    const next = await ussd(t, PHONE, '2')
    fitsOneScreen(next.text)
    expect(next.text).toMatch(
      /^CON Front-End Developer Intern, Kobo Ledger Technologies\n\w{3} \d{1,2} \w{3}, 10:00\n1 Confirm\n2 Cannot attend$/,
    )

    const confirmed = await ussd(t, PHONE, '2*1')
    fitsOneScreen(confirmed.text)
    expect(confirmed.text).toMatch(
      /^END Thank you\. Kobo Ledger Technologies knows you will attend on \w{3} \d{1,2} \w{3}, 10:00\.$/,
    )
    expect((await interviewRow(interviewId)).attendance).toBe('confirmed')
    expect(t.mail.mails.map((mail) => mail.subject)).toEqual([
      'Attendance confirmed: Ada Okafor, Front-End Developer Intern',
    ])
    expect((await ussd(t, PHONE, '2')).text).toContain('10:00 (confirmed)')

    for (const text of ['3', '1*1', '2*3', '2*1*1', 'abc']) {
      const bad = await ussd(t, PHONE, text)
      fitsOneScreen(bad.text)
      expect(bad.text).toBe('END That is not an option. Dial again to start over.')
    }
  })

  it('fits the latest three applications with long, non-ASCII names on one ASCII screen', async () => {
    const { intern } = await internWithPhone()
    for (const name of [
      'Société Générale d’Investissement Nigéria — Lagos Branch',
      'Ọ̀yọ́ Agritech Cooperative “Harvest” Limited of Ibadan',
      'Kaduna Solar & Power Systems Integrated Services Ltd',
    ]) {
      const company = await companyWithRole(t, name)
      await t.database.db
        .update(roles)
        .set({ title: 'Graduate Trainee – Data Analysis and Business Intelligence (₦80,000)' })
        .where(eq(roles.id, company.roleId))
      const applied = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/roles/${company.roleId}/apply`,
        headers: { authorization: `Bearer ${intern.token}` },
        payload: { resumeUrl: intern.resumeUrl },
      })
      expect(applied.statusCode).toBe(201)
    }
    const list = await ussd(t, PHONE, '1')
    fitsOneScreen(list.text)
    const lines = list.text.split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(
      /^END Graduate Trainee - Da.*\.\., Kaduna Solar & Power.*\.\.: Pending$/,
    )
    expect(lines[1]).toMatch(/, Oyo Agritech Coopera.*: Pending$/)
    expect(lines[2]).toMatch(/, Societe Generale d'I.*: Pending$/)
  })

  it('refuses a wrong secret with 401', async () => {
    const res = await ussd(t, PHONE, '')
    expect(res.status).toBe(200)
    const refused = await postToAfricasTalking(
      t,
      'ussd',
      { sessionId: 's', phoneNumber: PHONE, text: '' },
      'not-the-secret-0123456789',
    )
    expect(refused.status).toBe(401)
  })
})
