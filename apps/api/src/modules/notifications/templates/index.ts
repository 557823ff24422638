import type { NoticeEventName } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'
import { applicationDecided } from './application-decided.js'
import { applicationInReview } from './application-in-review.js'

/** Every event's template; an event of the catalogue without one does not compile. */
export const NOTICE_TEMPLATES: { [Name in NoticeEventName]: NoticeTemplate<Name> } = {
  'application-decided': applicationDecided,
  'application-in-review': applicationInReview,
}
