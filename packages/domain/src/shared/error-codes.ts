/**
 * Every error code the API answers with, and its HTTP status. The web app branches on these codes,
 * never on a message's text; the API's single error handler maps them to a status.
 */
export const ERROR_STATUS = {
  /** A body or query that breaks its schema; `errors` names the fields. */
  VALIDATION_FAILED: 400,
  /** A request the server could not read at all (malformed JSON, a bad path segment). */
  BAD_REQUEST: 400,
  WRONG_CODE: 400,
  CODE_EXPIRED: 400,
  SIGN_IN_LINK_INVALID: 400,
  CONTACT_ALREADY_SENT: 400,
  /** School details sent for a placement that is not SIWES/IT (issue 29). */
  NOT_SIWES_PLACEMENT: 400,
  /** An NYSC letter asked of a placement or an application that is not NYSC (decision 062). */
  NOT_NYSC_PLACEMENT: 400,
  /** A clearance month outside the placement's dates, or before it has any (decision 062). */
  CLEARANCE_MONTH_OUTSIDE: 400,
  /** A stipend answer for a placement accepted without a stipend (decision 063). */
  NO_STIPEND: 400,
  /** A stipend answer for a month the placement did not cover, or not due yet (decision 063). */
  STIPEND_MONTH_NOT_DUE: 400,
  /** An intern keeping APPLICATION_LETTERS_MAX letters writes another (decision 065). */
  APPLICATION_LETTERS_FULL: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 440,
  WRONG_ACCOUNT_KIND: 403,
  ACCOUNT_SUSPENDED: 403,
  /** An email, phone or RC number of a suspended account, or one deleted under moderation (049). */
  SIGN_UP_BLOCKED: 403,
  /** The action needs a complete profile first (DESIGN.md §5). */
  PROFILE_INCOMPLETE: 403,
  /** WhatsApp's webhook check (hub.verify_token) with a token that is not ours. */
  VERIFY_TOKEN_WRONG: 403,
  NOT_FOUND: 404,
  /** A logbook signing link that is not ours, or was never sent (decision 061). */
  LOGBOOK_LINK_INVALID: 404,
  ACCOUNT_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  REQUEST_TIMEOUT: 408,
  EMAIL_TAKEN: 409,
  /** A mobile number verified on another account: replies find their account by it. */
  PHONE_TAKEN: 409,
  ALREADY_APPLIED: 409,
  /** Accepted or rejected already: a decision is final, and ends withdrawal too. */
  APPLICATION_DECIDED: 409,
  /** The role takes no more applications or decisions (deadline passed, deleted, removed). */
  ROLE_CLOSED: 409,
  /** An operator action on something already in that state (verified twice, suspended twice). */
  ALREADY_DONE: 409,
  /** The reporter already has an open report of this target (decision 022). */
  ALREADY_REPORTED: 409,
  /** A report or contact message that an admin has already handled. */
  REPORT_HANDLED: 409,
  /** Release of a role that the no-fee policy is not holding. */
  ROLE_NOT_HELD: 409,
  /** An interview not in a state for this step (one in progress already, cancelled, scheduled). */
  INTERVIEW_STATE: 409,
  /** A time that overlaps another interview of the company or the intern (issue 26). */
  INTERVIEW_CLASH: 409,
  /** A free time another applicant booked a moment before (decision 072). */
  BOOKING_TIME_TAKEN: 409,
  /** An acceptance letter for an application that is not accepted (decision 031). */
  APPLICATION_NOT_ACCEPTED: 409,
  /** A SIWES form (SCAF, ITF Form 8) the placement lacks details for; the message names them (060). */
  SIWES_DETAILS_MISSING: 409,
  /** A SIWES form not in a state for this step: signed already, not signed yet, not open yet (060). */
  SIWES_PAPER_STATE: 409,
  /** The other party deleted their account: the chat is kept to read, not to answer (034). */
  CHAT_CLOSED: 409,
  /** A logbook week signed already: it is locked (decision 061). */
  LOGBOOK_WEEK_SIGNED: 409,
  /** The logbook waits for the placement's dates and supervisor. */
  LOGBOOK_NOT_READY: 409,
  /** A logbook week sent to the supervisor before its Friday. */
  LOGBOOK_WEEK_NOT_OVER: 409,
  /** A logbook signing link past its 14 days, or replaced by a newer one. */
  LOGBOOK_LINK_EXPIRED: 410,
  /** A logbook signing link whose week is signed already. */
  LOGBOOK_LINK_USED: 410,
  /** A clearance month not open yet: from the 24th of the month in Lagos (decision 062). */
  CLEARANCE_NOT_OPEN: 409,
  /** A clearance issued before the corps member asked for it, or issued twice (decision 062). */
  CLEARANCE_NOT_REQUESTED: 409,
  CLEARANCE_ALREADY_ISSUED: 409,
  /** An NYSC rejection letter for an application not rejected (decision 062). */
  APPLICATION_NOT_REJECTED: 409,
  /** A month answered already in a way the new answer may not follow (decision 063). */
  STIPEND_ANSWERED: 409,
  /** A stipend dispute answered already, or closed by the intern (decision 063). */
  STIPEND_DISPUTE_STATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_FILE_TYPE: 415,
  /** A body that is not JSON where JSON is expected. */
  UNSUPPORTED_CONTENT_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** The process is stopping or cannot reach its database; a load balancer sends requests elsewhere. */
  SERVICE_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]

/** HTTP status the server uses for an expired session (the spec's rule, not a standard code). */
export const SESSION_EXPIRED_STATUS = 440
