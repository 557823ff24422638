import { eq } from 'drizzle-orm'
import { toNigerianMobile, USSD_ANSWER_MAX_LENGTH, type AtUssdStep } from '@app/domain'
import { accounts } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { shortWat } from '../../lib/phone-times.js'
import {
  latestApplicationsOf,
  nextInterviewOf,
  recordAttendance,
} from '../applications/interviews/interview-replies.queries.js'

/**
 * The USSD menu (DESIGN §11 Channels): a phone without data dials the service code and, in at
 * most three steps, sees its applications' statuses and its next interview, and can confirm it.
 * Africa's Talking posts each step with every input so far joined by '*'; we answer `CON …` to
 * ask for more or `END …` to close, in plain ASCII within one screen (182 characters).
 */

/**
 * How many applications fit on one screen with their role, company and status: with four, a long
 * role and company name were cut to 14 characters each, too short to tell them apart.
 */
const APPLICATIONS_SHOWN = 3

type Screen = { end: boolean; lines: string[] }

const con = (...lines: string[]): Screen => ({ end: false, lines })
const end = (...lines: string[]): Screen => ({ end: true, lines })

export async function ussdAnswer(ctx: AppContext, step: AtUssdStep): Promise<string> {
  return render(await screenOf(ctx, step))
}

async function screenOf(ctx: AppContext, step: AtUssdStep): Promise<Screen> {
  const site = new URL(ctx.config.PUBLIC_URL).host
  const phone = toNigerianMobile(step.phoneNumber)
  const [account] = phone
    ? await ctx.db
        .select({ id: accounts.id, kind: accounts.kind })
        .from(accounts)
        .where(eq(accounts.phone, phone))
    : []
  if (!account) return end(`Add and verify this number in Settings on ${site} to use this menu.`)
  if (account.kind !== 'intern') return end(`This menu is for interns. See ${site}`)
  const inputs = step.text.trim() === '' ? [] : step.text.trim().split('*')
  const [first, second, ...rest] = inputs
  if (first === undefined) return con('Internplace', '1 My applications', '2 Next interview')
  if (first === '1' && second === undefined) {
    const lines = await latestApplicationsOf(ctx.db, account.id, APPLICATIONS_SHOWN)
    if (lines.length === 0) return end(`You have no applications yet. Find roles on ${site}`)
    const budget = lineBudget(lines.length)
    return end(
      ...lines.map(({ roleTitle, companyName, statusLabel }) => {
        const status = `: ${statusLabel}`
        const [role, company] = shareOut(roleTitle, companyName, budget - status.length - 2)
        return `${role}, ${company}${status}`
      }),
    )
  }
  if (first === '2') {
    const next = await nextInterviewOf(ctx.db, account.id)
    if (!next) return end(`You have no interview coming up. See ${site}`)
    const when = shortWat(next.startsAt)
    const what = clip(`${next.roleTitle}, ${next.companyName}`, 100)
    if (second === undefined) {
      const said = next.attendance === 'confirmed' ? ' (confirmed)' : ''
      return con(what, `${when}${said}`, '1 Confirm', '2 Cannot attend')
    }
    if ((second === '1' || second === '2') && rest.length === 0) {
      const attending = second === '1'
      const answered = await recordAttendance(ctx, account.id, attending, next.id)
      if (!answered) return end(`That interview can no longer be answered. See ${site}`)
      const company = clip(answered.companyName, 60)
      return end(
        attending
          ? `Thank you. ${company} knows you will attend on ${when}.`
          : `${company} knows you cannot attend on ${when}. They may propose a new time.`,
      )
    }
  }
  return end('That is not an option. Dial again to start over.')
}

/** What each of `count` lines may hold for them all to fit one END screen. */
const lineBudget = (count: number) =>
  Math.floor((USSD_ANSWER_MAX_LENGTH - 'END '.length - (count - 1)) / count)

/** Two texts cut to fit `total` together: each gets half, and what one leaves goes to the other. */
function shareOut(first: string, second: string, total: number): [string, string] {
  const [a, b] = [toAscii(first), toAscii(second)]
  const half = Math.floor(total / 2)
  const firstMax = Math.max(half, total - b.length)
  const firstText = clip(a, firstMax)
  return [firstText, clip(b, total - firstText.length)]
}

/** Text cut to `max` characters, marked when cut. */
function clip(text: string, max: number): string {
  const plain = toAscii(text)
  return plain.length <= max ? plain : `${plain.slice(0, Math.max(0, max - 2)).trimEnd()}..`
}

/** Phones without data show ASCII reliably; everything else is spelled out or left out. */
export function toAscii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’ʼ′]/g, "'")
    .replace(/[“”″]/g, '"')
    .replace(/[‐-―]/g, '-')
    .replace(/₦/g, 'NGN ')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
}

function render(screen: Screen): string {
  const text = `${screen.end ? 'END' : 'CON'} ${screen.lines.map(toAscii).join('\n')}`
  // The lines are sized to fit; this only guards against a screen written too long.
  return text.slice(0, USSD_ANSWER_MAX_LENGTH)
}
