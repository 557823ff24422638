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
import { signInCode } from './sign-in-code.js'
import { signInEmailChanged } from './sign-in-email-changed.js'
import { subscriptionConfirm } from './subscription-confirm.js'
import { weeklyRoles } from './weekly-roles.js'

/** Every event's template; an event of the catalogue without one does not compile. */
export const NOTICE_TEMPLATES: { [Name in NoticeEventName]: NoticeTemplate<Name> } = {
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
}
