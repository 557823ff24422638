import type { NoticeEventName } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'
import { accountChangeCode } from './account-change-code.js'
import { accountRestored } from './account-restored.js'
import { accountSuspended } from './account-suspended.js'
import { alertDigest } from './alert-digest.js'
import { alertMatched } from './alert-matched.js'
import { applicationDecided } from './application-decided.js'
import { applicationInReview } from './application-in-review.js'
import { applicationOnHold } from './application-on-hold.js'
import { companyRejected } from './company-rejected.js'
import { companyVerified } from './company-verified.js'
import { immediateAlert } from './immediate-alert.js'
import { reportHandled } from './report-handled.js'
import { roleReleased } from './role-released.js'
import { roleRemoved } from './role-removed.js'
import { roleClosingItself } from './role-closing-itself.js'
import { roleClosedItself } from './role-closed-itself.js'
import { signInCode } from './sign-in-code.js'
import { signInEmailChanged } from './sign-in-email-changed.js'
import { subscriptionConfirm } from './subscription-confirm.js'
import { weeklyRoles } from './weekly-roles.js'
import { applicantsDigest } from './applicants-digest.js'
import { applicantsNearNoResponse } from './applicants-near-no-response.js'
import { applicantsWaiting } from './applicants-waiting.js'
import { applicationClosed } from './application-closed.js'
import { applicationNoResponse } from './application-no-response.js'
import { applicationReceived } from './application-received.js'
import { applicationWithdrawn } from './application-withdrawn.js'
import { interviewBookingInvited } from './interview-booking-invited.js'
import { interviewCalendar } from './interview-calendar.js'
import { interviewCancelled } from './interview-cancelled.js'
import { interviewChosen } from './interview-chosen.js'
import { interviewDeclined } from './interview-declined.js'
import { interviewMoved } from './interview-moved.js'
import { interviewOtherTimesAsked } from './interview-other-times-asked.js'
import { interviewProposed } from './interview-proposed.js'
import { interviewReminder } from './interview-reminder.js'
import { interviewAttendance } from './interview-attendance.js'
import { letterIssued } from './letter-issued.js'
import { logbookSignReminder } from './logbook-sign-reminder.js'
import { logbookSignRequested } from './logbook-sign-requested.js'
import { logbookWeekSigned } from './logbook-week-signed.js'
import { phoneCode } from './phone-code.js'
import { placementScheduled } from './placement-scheduled.js'
import { clearanceDue } from './clearance-due.js'
import { clearanceIssued } from './clearance-issued.js'
import { clearanceRequested } from './clearance-requested.js'
import { clearanceWaiting } from './clearance-waiting.js'
import { nyscRejectionIssued } from './nysc-rejection-issued.js'
import { phoneReply } from './phone-reply.js'
import { messageReceived } from './message-received.js'
import { messageWaiting } from './message-waiting.js'
import { savedRoleClosing } from './saved-role-closing.js'
import { itfForm8Signed } from './itf-form-8-signed.js'
import { scafReminder } from './scaf-reminder.js'
import { scafSigned } from './scaf-signed.js'
import { stipendAsked } from './stipend-asked.js'
import { stipendDisputeAnswered } from './stipend-dispute-answered.js'
import { stipendDisputeClosed } from './stipend-dispute-closed.js'
import { stipendDisputeOpened } from './stipend-dispute-opened.js'
import { stipendDisputeOverdue } from './stipend-dispute-overdue.js'

/** Every event's template; an event of the catalogue without one does not compile. */
export const NOTICE_TEMPLATES: { [Name in NoticeEventName]: NoticeTemplate<Name> } = {
  'interview-attendance': interviewAttendance,
  'role-closing-itself': roleClosingItself,
  'role-closed-itself': roleClosedItself,
  'phone-code': phoneCode,
  'phone-reply': phoneReply,
  'placement-scheduled': placementScheduled,
  'clearance-due': clearanceDue,
  'clearance-requested': clearanceRequested,
  'clearance-waiting': clearanceWaiting,
  'clearance-issued': clearanceIssued,
  'nysc-rejection-issued': nyscRejectionIssued,
  'stipend-asked': stipendAsked,
  'stipend-dispute-opened': stipendDisputeOpened,
  'stipend-dispute-answered': stipendDisputeAnswered,
  'stipend-dispute-overdue': stipendDisputeOverdue,
  'stipend-dispute-closed': stipendDisputeClosed,
  'application-decided': applicationDecided,
  'application-in-review': applicationInReview,
  'sign-in-code': signInCode,
  'account-change-code': accountChangeCode,
  'sign-in-email-changed': signInEmailChanged,
  'account-suspended': accountSuspended,
  'account-restored': accountRestored,
  'application-on-hold': applicationOnHold,
  'company-verified': companyVerified,
  'company-rejected': companyRejected,
  'role-removed': roleRemoved,
  'role-released': roleReleased,
  'report-handled': reportHandled,
  'alert-matched': alertMatched,
  'immediate-alert': immediateAlert,
  'alert-digest': alertDigest,
  'subscription-confirm': subscriptionConfirm,
  'weekly-roles': weeklyRoles,
  'applicants-digest': applicantsDigest,
  'applicants-near-no-response': applicantsNearNoResponse,
  'applicants-waiting': applicantsWaiting,
  'application-closed': applicationClosed,
  'application-no-response': applicationNoResponse,
  'application-received': applicationReceived,
  'application-withdrawn': applicationWithdrawn,
  'interview-booking-invited': interviewBookingInvited,
  'interview-calendar': interviewCalendar,
  'interview-cancelled': interviewCancelled,
  'interview-chosen': interviewChosen,
  'interview-declined': interviewDeclined,
  'interview-moved': interviewMoved,
  'interview-other-times-asked': interviewOtherTimesAsked,
  'interview-proposed': interviewProposed,
  'interview-reminder': interviewReminder,
  'letter-issued': letterIssued,
  'logbook-sign-requested': logbookSignRequested,
  'logbook-sign-reminder': logbookSignReminder,
  'logbook-week-signed': logbookWeekSigned,
  'message-received': messageReceived,
  'message-waiting': messageWaiting,
  'saved-role-closing': savedRoleClosing,
  'scaf-signed': scafSigned,
  'scaf-reminder': scafReminder,
  'itf-form-8-signed': itfForm8Signed,
}
