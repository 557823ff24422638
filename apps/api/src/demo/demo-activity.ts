import { randomUUID } from 'node:crypto'
import {
  applicantSnapshotOf,
  maskName,
  REJECTION_REASON_LABELS,
  type ApplicantSnapshot,
} from '@app/domain'
import type { applications, interviews, letters, messages, notifications } from '../db/schema.js'
import { DEMO_APPLICATIONS } from './demo-applications.js'
import { companyOf, idOf, internOf, roleOf, type DemoIds } from './demo-rows.js'
import {
  interviewRows,
  letterRows,
  type PipelineNotice,
  type PipelineParties,
} from './demo-pipeline.js'
import { daysAgo } from './demo-time.js'
import type { DemoApplication, DemoIntern, DemoMessage } from './demo-types.js'

const HOUR_MS = 3_600_000
/** Older notifications have been seen; the last ten days' are still new. */
const READ_AFTER_DAYS = 10
const PREVIEW_LENGTH = 120

const preview = (text: string) =>
  text.length <= PREVIEW_LENGTH ? text : `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…`

const later = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR_MS)

export interface ActivityRows {
  applicationRows: (typeof applications.$inferInsert)[]
  messageRows: (typeof messages.$inferInsert)[]
  notificationRows: (typeof notifications.$inferInsert)[]
  interviewRows: (typeof interviews.$inferInsert)[]
  letterRows: (typeof letters.$inferInsert)[]
}

export function activityRows(ids: DemoIds, now: Date): ActivityRows {
  const rows: ActivityRows = {
    applicationRows: [],
    messageRows: [],
    notificationRows: [],
    interviewRows: [],
    letterRows: [],
  }
  for (const application of DEMO_APPLICATIONS) addApplication(rows, ids, now, application)
  return rows
}

function addApplication(rows: ActivityRows, ids: DemoIds, now: Date, app: DemoApplication) {
  const role = roleOf(app.role)
  const company = companyOf(role.company)
  const intern = internOf(app.intern)
  const profile = intern.profile
  if (!profile?.resumeUrl)
    throw new Error(`Demo intern ${app.intern} cannot apply without a resume`)
  const id = randomUUID()
  const companyId = idOf(ids.companies, role.company)
  const internId = idOf(ids.interns, app.intern)
  const at = (days: number | undefined) => (days === undefined ? null : daysAgo(now, days))
  const createdAt = daysAgo(now, app.appliedDaysAgo)
  const openedAt = at(app.openedDaysAgo)
  const decidedAt = at(app.decidedDaysAgo)
  const seenAt = (date: Date) =>
    now.getTime() - date.getTime() > READ_AFTER_DAYS * 24 * HOUR_MS ? later(date, 1) : null

  rows.applicationRows.push({
    id,
    roleId: idOf(ids.roles, app.role),
    internId,
    resumeUrl: profile.resumeUrl,
    applicantSnapshot: snapshotOf(intern),
    status: app.status,
    rejectionReason: app.rejection?.reason ?? null,
    rejectionNote: app.rejection?.note ?? null,
    openedAt,
    decidedAt,
    createdAt,
    updatedAt: decidedAt ?? openedAt ?? createdAt,
  })
  rows.notificationRows.push({
    accountId: companyId,
    type: 'application',
    title: 'New application',
    description: `${maskName(`${profile.firstName} ${profile.lastName}`)} applied for ${role.title}`,
    applicationId: id,
    readAt: openedAt,
    createdAt,
  })
  if (decidedAt && (app.status === 'accepted' || app.status === 'rejected')) {
    const isAccepted = app.status === 'accepted'
    rows.notificationRows.push({
      accountId: internId,
      type: 'status',
      title: isAccepted ? 'Application accepted' : 'Application update',
      description: isAccepted
        ? `${company.companyName} accepted your application for ${role.title}.`
        : `${company.companyName} has decided not to move forward with your application for ${role.title}${app.rejection ? `. Reason: ${REJECTION_REASON_LABELS[app.rejection.reason]}` : ''}`,
      applicationId: id,
      readAt: seenAt(decidedAt),
      createdAt: decidedAt,
    })
  }
  addPipeline(rows, now, app, {
    applicationId: id,
    companyId,
    internId,
    internName: `${profile.firstName} ${profile.lastName}`,
    roleTitle: role.title,
    company,
  })
  app.messages.forEach((message, index) => {
    const sentAt = daysAgo(now, message.daysAgo)
    rows.messageRows.push({
      applicationId: id,
      sender: message.sender,
      body: message.body,
      readAt: readAtOf(app.messages, index, now),
      createdAt: sentAt,
    })
    if (message.sender !== 'company') return
    rows.notificationRows.push({
      accountId: internId,
      type: 'message',
      title: `New message from ${company.companyName}`,
      description: preview(message.body),
      applicationId: id,
      readAt: seenAt(sentAt),
      createdAt: sentAt,
    })
  })
}

/** The application's interview and letter, with the chat lines and notices their steps wrote. */
function addPipeline(
  rows: ActivityRows,
  now: Date,
  app: DemoApplication,
  parties: PipelineParties,
) {
  const notices: PipelineNotice[] = []
  if (app.interview) {
    const interview = interviewRows(now, parties, app.interview)
    rows.interviewRows.push(interview.row)
    for (const line of interview.lines) {
      rows.messageRows.push({
        applicationId: parties.applicationId,
        sender: line.sender,
        body: line.body,
        type: 'system',
        readAt: seenLater(now, line.createdAt),
        createdAt: line.createdAt,
      })
    }
    notices.push(...interview.notices)
  }
  if (app.letter) {
    const letter = letterRows(now, parties, app.letter)
    rows.letterRows.push(letter.row)
    notices.push(letter.notice)
  }
  for (const notice of notices) {
    rows.notificationRows.push({
      ...notice,
      applicationId: parties.applicationId,
      readAt: seenLater(now, notice.createdAt),
    })
  }
}

/** Seen a couple of hours later when it is more than three days old; else still new. */
const seenLater = (now: Date, date: Date) =>
  now.getTime() - date.getTime() > 3 * 24 * HOUR_MS ? later(date, 2) : null

/** The photo is added with the demo files, which write it into the snapshot too. */
function snapshotOf({ email, profile }: DemoIntern): ApplicantSnapshot | null {
  if (!profile) return null
  return applicantSnapshotOf({
    ...profile,
    otherName: null,
    email,
    countryCode: '+234',
    isPostgraduate: false,
    profileImageUrl: null,
  })
}

/** A message was read when the other side answered it, or a while later if it is old. */
function readAtOf(thread: DemoMessage[], index: number, now: Date): Date | null {
  const message = thread[index]
  if (!message) return null
  const reply = thread.slice(index + 1).find((m) => m.sender !== message.sender)
  if (reply) return daysAgo(now, reply.daysAgo)
  return message.daysAgo > 3 ? later(daysAgo(now, message.daysAgo), 2) : null
}
