const MINUTE_MS = 60_000

export interface WriteLimit {
  /** How many writes one account may make in the window. */
  perAccount?: { max: number; windowMs: number }
  /**
   * How many writes one network address may make in the window. Many people share one address
   * behind a mobile carrier's NAT, so this is a ceiling for abuse, well above one person's use.
   */
  perAddress: { max: number; windowMs: number }
  /** Said when the limit is reached, before 'Try again in …'. */
  message: string
}

/**
 * The limits of writes other than sign-in (whose limits are in auth.schemas.ts), each high enough
 * that a person never meets it and low enough that a script cannot flood others with it. A route
 * takes one with `config: { writeLimit: '<name>' }`.
 */
export const WRITE_LIMITS = {
  messages: {
    perAccount: { max: 30, windowMs: MINUTE_MS },
    perAddress: { max: 300, windowMs: MINUTE_MS },
    message: 'You are sending messages faster than anyone can read them.',
  },
  /** Applying to roles, by the API or the server's review form (each tells a company). */
  applications: {
    perAccount: { max: 60, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 600, windowMs: 10 * MINUTE_MS },
    message: 'You have sent many applications in a short time.',
  },
  uploads: {
    perAccount: { max: 20, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 100, windowMs: 10 * MINUTE_MS },
    message: 'You have uploaded many files in a short time.',
  },
  /** Every operator action in the console (verify, reject, suspend, restore, remove, resolve). */
  admin: {
    perAccount: { max: 120, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 10 * MINUTE_MS },
    message: 'You have made many console actions in a short time.',
  },
  contact: {
    perAddress: { max: 10, windowMs: 60 * MINUTE_MS },
    message: 'Many messages have been sent from your network.',
  },
  alerts: {
    perAccount: { max: 30, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 10 * MINUTE_MS },
    message: 'You have changed your alerts many times in a short time.',
  },
  /** The home page's email box: each request may mail a confirmation to someone. */
  subscriptions: {
    perAddress: { max: 10, windowMs: 60 * MINUTE_MS },
    message: 'Many subscriptions have been requested from your network.',
  },
  /** Links from mail, signed in or not (unsubscribe, confirm). */
  mailLinks: {
    perAddress: { max: 60, windowMs: 60 * MINUTE_MS },
    message: 'Many email links have been opened from your network.',
  },
  /** Proposing, choosing, rescheduling and cancelling interviews: each mails the other side. */
  interviews: {
    perAccount: { max: 60, windowMs: 60 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 60 * MINUTE_MS },
    message: 'You have changed interviews many times in a short time.',
  },
  /** Interviews the intern books (decision 072): availability saved, invitations, bookings. */
  interviewBooking: {
    perAccount: { max: 30, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 10 * MINUTE_MS },
    message: 'You have changed interview bookings many times in a short time.',
  },
  /** Posting roles: each new role may mail every intern whose alert matches it (decision 046). */
  roles: {
    perAccount: { max: 20, windowMs: 60 * MINUTE_MS },
    perAddress: { max: 100, windowMs: 60 * MINUTE_MS },
    message: 'You have posted many roles in a short time.',
  },
  /** Saving and unsaving roles, from the app or the server's pages (decision 079). */
  savedRoles: {
    perAccount: { max: 60, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 600, windowMs: 10 * MINUTE_MS },
    message: 'You have saved and unsaved roles many times in a short time.',
  },
  /** Reports of roles, companies, applicants and messages (decision 022). */
  reports: {
    perAccount: { max: 10, windowMs: 60 * MINUTE_MS },
    perAddress: { max: 100, windowMs: 60 * MINUTE_MS },
    message: 'You have sent many reports in a short time.',
  },
  /** Downloads of one's own data: a large read, so it is limited like a write. */
  exports: {
    perAccount: { max: 5, windowMs: 60 * MINUTE_MS },
    perAddress: { max: 50, windowMs: 60 * MINUTE_MS },
    message: 'You have downloaded your data several times in a short time.',
  },
  /** A company's hiring actions: rejections with a reason, bulk rejections, closing and reopening roles. */
  pipeline: {
    perAccount: { max: 120, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 10 * MINUTE_MS },
    message: 'You have made many hiring changes in a short time.',
  },
  /** 'Keep it open' on a role that would close itself (decision 070): once a month per role. */
  keepOpen: {
    perAccount: { max: 30, windowMs: 60 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 60 * MINUTE_MS },
    message: 'You have kept roles open many times in a short time.',
  },
  /** A role's applicants as CSV: a large read, limited like a write. */
  applicantExports: {
    perAccount: { max: 30, windowMs: 60 * MINUTE_MS },
    perAddress: { max: 100, windowMs: 60 * MINUTE_MS },
    message: 'You have downloaded applicant lists many times in a short time.',
  },
  /** Issuing acceptance letters (decision 031) and NYSC rejection letters (decision 062). */
  letters: {
    perAccount: { max: 30, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 10 * MINUTE_MS },
    message: 'You have issued many letters in a short time.',
  },
  /** Completing a placement: the company's dates and supervisor, a SIWES student's school details. */
  placements: {
    perAccount: { max: 60, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 10 * MINUTE_MS },
    message: 'You have changed placements many times in a short time.',
  },
  /** A SIWES form signed or marked submitted (decision 060): each tells the other party. */
  siwesPapers: {
    perAccount: { max: 30, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 10 * MINUTE_MS },
    message: 'You have signed or marked SIWES forms many times in a short time.',
  },
  /** SCAF and ITF Form 8 downloads: each one draws a PDF, so it is limited like a write. */
  siwesDownloads: {
    perAccount: { max: 60, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 600, windowMs: 10 * MINUTE_MS },
    message: 'You have downloaded SIWES forms many times in a short time.',
  },
  /** A SIWES/IT student's logbook: each day typed saves the week's draft, so the ceiling is high. */
  logbook: {
    perAccount: { max: 300, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 1200, windowMs: 10 * MINUTE_MS },
    message: 'You have saved your logbook many times in a short time.',
  },
  /** Sending a logbook week to the supervisor: each one mails and texts them (decision 061). */
  logbookSubmissions: {
    perAccount: { max: 20, windowMs: 60 * MINUTE_MS },
    perAddress: { max: 200, windowMs: 60 * MINUTE_MS },
    message: 'You have sent your logbook to your supervisor many times in a short time.',
  },
  /** The supervisor's signing link, read and signed without an account (decision 061). */
  logbookLinks: {
    perAddress: { max: 60, windowMs: 60 * MINUTE_MS },
    message: 'Many logbook links have been opened from your network.',
  },
  /** Asking for an NYSC clearance letter and issuing one: each tells the other side (decision 062). */
  clearanceLetters: {
    perAccount: { max: 30, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 10 * MINUTE_MS },
    message: 'You have asked for or issued many clearance letters in a short time.',
  },
  /** Stipend answers: the intern's month by month, the company's word on a dispute (063). */
  stipends: {
    perAccount: { max: 30, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 300, windowMs: 10 * MINUTE_MS },
    message: 'You have answered about stipends many times in a short time.',
  },
  /** Asking for a change of name, email or phone: each mails a code, maybe to a new address. */
  accountChanges: {
    perAccount: { max: 10, windowMs: 60 * MINUTE_MS },
    perAddress: { max: 100, windowMs: 60 * MINUTE_MS },
    message: 'You have asked for many account changes in a short time.',
  },
  /** Adding, confirming and removing a mobile number, and the phone channel choices. */
  phoneChanges: {
    perAccount: { max: 20, windowMs: 60 * MINUTE_MS },
    perAddress: { max: 200, windowMs: 60 * MINUTE_MS },
    message: 'You have changed your phone settings many times in a short time.',
  },
  /**
   * What the SMS and WhatsApp providers post to us (delivery reports, replies, USSD steps): from a
   * few addresses of theirs, so the ceiling is high; it stops a leaked secret from flooding us.
   */
  providerCallbacks: {
    perAddress: { max: 1200, windowMs: MINUTE_MS },
    message: 'Too many callbacks from this address.',
  },
  /** Letter downloads: each one draws a PDF, so it is limited like a write. */
  letterDownloads: {
    perAccount: { max: 60, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 600, windowMs: 10 * MINUTE_MS },
    message: 'You have downloaded letters many times in a short time.',
  },
  /** The CV builder: saving, drawing the PDF and 'Use as my CV' (each use stores a file). */
  cv: {
    perAccount: { max: 120, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 600, windowMs: 10 * MINUTE_MS },
    message: 'You have saved or downloaded your CV many times in a short time.',
  },
  /** An intern's own letters written, edited and deleted (decision 065); downloads are letterDownloads. */
  applicationLetters: {
    perAccount: { max: 60, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 600, windowMs: 10 * MINUTE_MS },
    message: 'You have written or changed many letters in a short time.',
  },
} as const satisfies Record<string, WriteLimit>

export type WriteLimitName = keyof typeof WRITE_LIMITS

/**
 * How many mails of one kind one person receives in a window, whoever sends them: the write limits
 * bound each sender, these bound what lands in one inbox (decision 048). Past `max`:
 * - `refuse`: the request is refused with 429 and `message` (a code mail: nothing else happens);
 * - `hold`: the action still happens and is shown in the app; the newest mail about each subject
 *   (an interview, a letter) waits for the window's end, and older ones about it are dropped, so
 *   the person gets a bounded number of mails and the last one tells the latest state.
 */
export type RecipientLimit =
  | { max: number; windowMs: number; overflow: 'refuse'; message: string }
  | { max: number; windowMs: number; overflow: 'hold' }

export const RECIPIENT_LIMITS = {
  /** Interview proposals, new times, choices and cancellations, to either side. */
  interviewMails: { max: 5, windowMs: 15 * MINUTE_MS, overflow: 'hold' },
  /** 'Your letter was issued' mails to an intern. */
  letterMails: { max: 3, windowMs: 15 * MINUTE_MS, overflow: 'hold' },
  /** Codes confirming an account change, per address they go to (any address can be typed). */
  changeCodes: {
    max: 5,
    windowMs: 60 * MINUTE_MS,
    overflow: 'refuse',
    message: 'Many verification codes have been sent to this address.',
  },
  /** Codes confirming a mobile number, per number (any number can be typed; each SMS costs). */
  phoneCodes: {
    max: 5,
    windowMs: 60 * MINUTE_MS,
    overflow: 'refuse',
    message: 'Many codes have been sent to this number. Try again in an hour.',
  },
} as const satisfies Record<string, RecipientLimit>

export type RecipientLimitName = keyof typeof RECIPIENT_LIMITS

/** The limits that refuse the change ('refuse'), or hold the mail until the window ends ('hold'). */
export type RecipientLimitsThat<Overflow extends RecipientLimit['overflow']> = {
  [Name in RecipientLimitName]: (typeof RECIPIENT_LIMITS)[Name]['overflow'] extends Overflow
    ? Name
    : never
}[RecipientLimitName]

/** 'Try again in 45 seconds.', 'Try again in 3 minutes.' */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
  const minutes = Math.ceil(seconds / 60)
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
