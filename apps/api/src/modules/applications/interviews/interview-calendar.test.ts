import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applications, companies, interviews, roles } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { applied } from '../../../../test/conversation-fixtures.js'
import { foldLine, icsParam, icsText, icsUri } from '../../../lib/calendar-text.js'

const t = useTestApp()

describe('the escaping of calendar values (RFC 5545)', () => {
  it('writes every line break of a TEXT value as \\n, and escapes \\ ; ,', () => {
    expect(icsText('a\r\nb\rc\nd\u2028e')).toBe('a\\nb\\nc\\nd\\ne')
    expect(icsText('Yaba, Lagos; back\\slash')).toBe('Yaba\\, Lagos\\; back\\\\slash')
    expect(icsText('bell\u0007 and tab\t')).toBe('bell and tab\t')
  })

  it('quotes a parameter value with caret escapes: no DQUOTE, no line break inside', () => {
    expect(icsParam('Ada "Q" Okafor')).toBe(`"Ada ^'Q^' Okafor"`)
    expect(icsParam('Kobo\r\nURL:x\r^')).toBe('"Kobo^nURL:x^n^^"')
  })

  it('percent-encodes what a URI may not hold', () => {
    expect(icsUri('https://meet.example.com/a b\r\nATTENDEE:x')).toBe(
      'https://meet.example.com/a%20b%0D%0AATTENDEE:x',
    )
    expect(icsUri('ada@example.com')).toBe('ada@example.com')
  })

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Ọ̀ṣun '.repeat(30)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line)
    expect(folded).not.toContain('\uFFFD')
  })
})

/** 10:00 in Lagos `days` from today. */
function watTen(days: number) {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 0),
  ).toISOString()
}

/**
 * The content lines of a calendar text as any reader may split them: at CRLF, and also at a lone
 * CR or LF, which lenient readers honour. Folded lines are joined back.
 */
const contentLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split(/\r\n|\r|\n/)

const HOSTILE = {
  company: 'Kobo\r\nATTENDEE:mailto:attacker@evil.example\r\nURL:https://evil.example/co',
  role: 'Intern\nATTENDEE:mailto:attacker@evil.example',
  firstName: 'Ada "Q"\rATTENDEE:mailto:attacker@evil.example',
  lastName: 'Okafor\r\nURL:https://evil.example/name',
  location: 'Yaba\rURL:https://evil.example/where',
  note: 'Bring\rATTENDEE:mailto:attacker@evil.example',
  link: 'https://meet.example.com/x\r\nATTENDEE:mailto:attacker@evil.example',
}

/**
 * An interview proposed through the API, whose names, place, note and link are then overwritten
 * in the database directly: the calendar must be safe whatever input validation let in, then or
 * in an older version.
 */
async function hostileInterview(mode: 'in_person' | 'video') {
  const setup = await applied(t)
  const res = await call(t.app, {
    method: 'POST',
    url: `/company/applications/${setup.applicationId}/interviews`,
    token: setup.company.token,
    payload: {
      slots: [{ startsAt: watTen(3), durationMinutes: 45 }],
      mode,
      location: '12 Herbert Macaulay Way',
      link: 'https://meet.example.com/x',
    },
  })
  expect(res.status).toBe(201)
  const db = t.database.db
  await db
    .update(companies)
    .set({ companyName: HOSTILE.company })
    .where(eq(companies.accountId, setup.company.account.id))
  await db.update(roles).set({ title: HOSTILE.role }).where(eq(roles.id, setup.company.roleId))
  await db
    .update(applications)
    .set({
      applicantSnapshot: sql`${applications.applicantSnapshot} || ${JSON.stringify({
        firstName: HOSTILE.firstName,
        lastName: HOSTILE.lastName,
      })}::jsonb`,
    })
    .where(eq(applications.id, setup.applicationId))
  await db
    .update(interviews)
    .set({
      note: HOSTILE.note,
      ...(mode === 'in_person' ? { location: HOSTILE.location } : { link: HOSTILE.link }),
    })
    .where(eq(interviews.id, res.body.data.id))
  t.mail.mails.length = 0
  const chosen = await call(t.app, {
    method: 'POST',
    url: `/users/interviews/${res.body.data.id}/choose`,
    token: setup.intern.token,
    payload: { slotId: res.body.data.slots[0].id },
  })
  expect(chosen.status).toBe(200)
  return { ...setup, interviewId: res.body.data.id as string }
}

/** What must hold of every calendar text made from the hostile values. */
function expectNoInjectedLines(text: string, internEmail: string, hasUrl: boolean) {
  const lines = contentLines(text).filter(Boolean)
  // Every line is a property of ours, each named once per event.
  const names = lines.map((line) => /^[A-Z-]+/.exec(line)?.[0])
  expect(names).toEqual([
    'BEGIN',
    'VERSION',
    'CALSCALE',
    'PRODID',
    'METHOD',
    'BEGIN',
    'UID',
    'SEQUENCE',
    'DTSTAMP',
    'DTSTART',
    'DURATION',
    'SUMMARY',
    'DESCRIPTION',
    'LOCATION',
    ...(hasUrl ? ['URL'] : []),
    'STATUS',
    'ORGANIZER',
    'ATTENDEE',
    'END',
    'END',
  ])
  const attendee = lines.find((line) => line.startsWith('ATTENDEE'))!
  expect(attendee.endsWith(`:mailto:${internEmail}`)).toBe(true)
  expect(attendee).toContain(`CN="Ada ^'Q^'^nATTENDEE:mailto:attacker@evil.example Okafor^nURL:`)
  expect(text).not.toContain('\\"')
  const organizer = lines.find((line) => line.startsWith('ORGANIZER'))!
  expect(organizer).toMatch(/^ORGANIZER;CN="Kobo\^nATTENDEE:mailto:attacker@evil\.example\^nURL:/)
  if (hasUrl) {
    expect(lines.find((line) => line.startsWith('URL'))).toBe(
      'URL:https://meet.example.com/x%0D%0AATTENDEE:mailto:attacker@evil.example',
    )
  }
}

describe('calendar files made from hostile stored values (issue 26)', () => {
  it('keeps names, place and note inside their own lines in the mailed invitations and the download', async () => {
    const { intern, company, interviewId } = await hostileInterview('in_person')
    const calendars = t.mail.mails
      .filter((mail) => mail.subject.startsWith('Interview scheduled'))
      .map((mail) => mail.attachments.find((a) => a.contentType.startsWith('text/calendar')))
    expect(calendars).toHaveLength(2)
    for (const calendar of calendars) {
      expectNoInjectedLines(calendar!.content, intern.account.email, false)
      const location = contentLines(calendar!.content).find((l) => l.startsWith('LOCATION'))
      expect(location).toBe('LOCATION:Yaba\\nURL:https://evil.example/where')
    }
    for (const [url, token] of [
      [`/users/interviews/${interviewId}/invite.ics`, intern.token],
      [`/company/interviews/${interviewId}/invite.ics`, company.token],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(200)
      expectNoInjectedLines(res.body, intern.account.email, false)
    }
  })

  it('percent-encodes a stored video link with a line break in it', async () => {
    const { intern, interviewId } = await hostileInterview('video')
    const invite = t.mail.mails.find((mail) => mail.to === intern.account.email)
    const calendar = invite!.attachments.find((a) => a.contentType.startsWith('text/calendar'))
    expectNoInjectedLines(calendar!.content, intern.account.email, true)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/interviews/${interviewId}/invite.ics`,
      headers: { authorization: `Bearer ${intern.token}` },
    })
    expectNoInjectedLines(res.body, intern.account.email, true)
  })
})
