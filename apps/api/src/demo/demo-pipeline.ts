import { randomUUID } from 'node:crypto'
import {
  INTERVIEW_MODE_LABELS,
  formatWat,
  watToIso,
  type LetterInput,
  type LetterKind,
} from '@app/domain'
import type { interviews, letters, LetterCompany } from '../db/schema.js'
import { daysAgo, dateInDays } from './demo-time.js'
import type { DemoCompany, DemoInterview, DemoLetter } from './demo-types.js'

/** 10:00 in Lagos (09:00 UTC), `days` whole days after start-up's day. */
function watTenInDays(now: Date, days: number): Date {
  return new Date(watToIso(dateInDays(now, days), '10:00')!)
}

/** The demo application an interview or a letter belongs to, with both parties' ids. */
export interface PipelineParties {
  applicationId: string
  companyId: string
  internId: string
  internName: string
  roleTitle: string
  company: DemoCompany
}

/** A system line in the chat, as each interview step writes one (decision 030). */
export interface PipelineLine {
  sender: 'company' | 'user'
  body: string
  createdAt: Date
}

/** A notification of an interview step or a letter, for the side that did not act. */
export interface PipelineNotice {
  accountId: string
  type: 'interview' | 'status'
  title: string
  description: string
  createdAt: Date
}

/** The interview row, its chat lines and notices, laid out as the steps would have made them. */
export function interviewRows(now: Date, parties: PipelineParties, interview: DemoInterview) {
  const slots = interview.slotsInDays.map((days) => ({
    id: randomUUID(),
    startsAt: watTenInDays(now, days).toISOString(),
    durationMinutes: interview.durationMinutes,
  }))
  const proposedAt = daysAgo(now, interview.proposedDaysAgo)
  const chosen =
    interview.status === 'scheduled' && interview.chosenSlot !== undefined
      ? slots[interview.chosenSlot]
      : undefined
  const isVideo = interview.mode === 'video'
  const companyName = parties.company.companyName
  const lines: PipelineLine[] = [
    {
      sender: 'company',
      body: `Interview proposed: ${slots.length} ${slots.length === 1 ? 'time' : 'times'} to choose from`,
      createdAt: proposedAt,
    },
  ]
  const notices: PipelineNotice[] = [
    {
      accountId: parties.internId,
      type: 'interview',
      title: 'Interview invitation',
      description: `${companyName} proposed interview times for ${parties.roleTitle}`,
      createdAt: proposedAt,
    },
  ]
  let updatedAt = proposedAt
  if (chosen && interview.chosenDaysAgo !== undefined) {
    updatedAt = daysAgo(now, interview.chosenDaysAgo)
    const when = formatWat(chosen.startsAt)
    lines.push({
      sender: 'user',
      body: `Interview scheduled for ${when} (${INTERVIEW_MODE_LABELS[interview.mode].toLowerCase()})`,
      createdAt: updatedAt,
    })
    notices.push({
      accountId: parties.companyId,
      type: 'interview',
      title: 'Interview scheduled',
      description: `${parties.internName} chose ${when} for the ${parties.roleTitle} interview`,
      createdAt: updatedAt,
    })
  }
  if (interview.status === 'cancelled' && interview.cancelledDaysAgo !== undefined) {
    updatedAt = daysAgo(now, interview.cancelledDaysAgo)
  }
  const row: typeof interviews.$inferInsert = {
    applicationId: parties.applicationId,
    companyId: parties.companyId,
    internId: parties.internId,
    status: interview.status,
    mode: interview.mode,
    link: isVideo ? interview.where : null,
    location: isVideo ? null : interview.where,
    note: interview.note ?? null,
    cancelNote: interview.cancelNote ?? null,
    slots,
    chosenSlotId: chosen?.id ?? null,
    startsAt: chosen ? new Date(chosen.startsAt) : null,
    durationMinutes: chosen?.durationMinutes ?? null,
    sequence: interview.status === 'cancelled' ? 1 : 0,
    createdAt: proposedAt,
    updatedAt,
  }
  return { row, lines, notices }
}

/** As the letters service names a kind mid-sentence. */
const IN_A_SENTENCE: Record<LetterKind, string> = {
  offer: 'offer letter',
  siwes: 'SIWES/IT acceptance letter',
  nysc: 'NYSC PPA acceptance letter',
}

/** The company as its letter records it (letters.service's letterCompanyOf). */
function letterCompanyOf(company: DemoCompany): LetterCompany {
  const digits = company.phoneNumber
  return {
    name: company.companyName,
    address: [company.address, company.city, company.state].join(', '),
    phone: `+234 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    email: company.email,
    // The demo logos are SVG, which letters leave off (decision 031).
    logoUrl: null,
  }
}

/** The letter row and the intern's notice of it. */
export function letterRows(now: Date, parties: PipelineParties, letter: DemoLetter) {
  const issuedAt = daysAgo(now, letter.issuedDaysAgo)
  const input = {
    ...letter.input,
    internName: parties.internName,
    startDate: dateInDays(now, letter.startInDays),
  } as LetterInput
  const row: typeof letters.$inferInsert = {
    applicationId: parties.applicationId,
    kind: input.kind,
    input,
    company: letterCompanyOf(parties.company),
    issuedAt,
  }
  const notice: PipelineNotice = {
    accountId: parties.internId,
    type: 'status',
    title: 'Acceptance letter issued',
    description: `${parties.company.companyName} issued your ${IN_A_SENTENCE[input.kind]} for ${parties.roleTitle}`,
    createdAt: issuedAt,
  }
  return { row, notice }
}
