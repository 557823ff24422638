import { ownPageAddress, type AccountKind, type Session, type SessionEndReason } from '@app/domain'

/** The keys the spec stores in localStorage, plus the account kind. */
const KEYS = [
  'userId',
  'userEmail',
  'authToken',
  'sessionExpiry',
  'profileCompleted',
  'accountKind',
] as const

/** The email typed at sign-in, so the code screen can resend. */
const PENDING_EMAIL_KEY = 'userEmail'

export interface StoredSession {
  userId: string
  userEmail: string
  authToken: string
  sessionExpiry: number
  profileCompleted: boolean
  accountKind: AccountKind
}

/**
 * Every kind (ACCOUNT_KINDS), spelled here so that every page's first script does not also load
 * the module of the sign-in schemas, and zod with it (decision 032). The type keeps it complete.
 */
const ACCOUNT_KINDS: Record<AccountKind, true> = { intern: true, company: true, admin: true }

const isAccountKind = (kind: unknown): kind is AccountKind =>
  typeof kind === 'string' && Object.hasOwn(ACCOUNT_KINDS, kind)

/** Where each account's offline copy of its data is kept (lib/offline-cache.ts). */
export const OFFLINE_COPY_PREFIX = 'internplace.offline.'

/**
 * Where /early.js keeps the account's last first roles (early/early-roles.ts): a part of its
 * offline copy, so it goes when the copy goes.
 */
export const keptFirstRolesKey = (accountId: string) => `${OFFLINE_COPY_PREFIX}${accountId}.early`

/** Removes the offline copies of every account but `keep`: they are that person's data alone. */
function forgetOfflineCopies(keep?: string): void {
  const kept = keep === undefined ? null : `${OFFLINE_COPY_PREFIX}${keep}`
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index))
  for (const key of keys) {
    if (!key?.startsWith(OFFLINE_COPY_PREFIX)) continue
    if (kept !== null && (key === kept || key.startsWith(`${kept}.`))) continue
    localStorage.removeItem(key)
  }
}

export function saveSession(session: Session): void {
  forgetOfflineCopies(session.account.id)
  localStorage.setItem('userId', session.account.id)
  localStorage.setItem('userEmail', session.account.email)
  localStorage.setItem('authToken', session.token)
  localStorage.setItem('sessionExpiry', String(Date.parse(session.expiresAt)))
  localStorage.setItem('profileCompleted', String(session.account.profileComplete))
  localStorage.setItem('accountKind', session.account.kind)
}

export function readSession(): StoredSession | null {
  const authToken = localStorage.getItem('authToken')
  const userId = localStorage.getItem('userId')
  const kind = localStorage.getItem('accountKind')
  if (!authToken || !userId || !isAccountKind(kind)) return null
  return {
    userId,
    userEmail: localStorage.getItem('userEmail') ?? '',
    authToken,
    sessionExpiry: Number(localStorage.getItem('sessionExpiry') ?? 0),
    profileCompleted: localStorage.getItem('profileCompleted') === 'true',
    accountKind: kind,
  }
}

export const isSessionLive = (session: StoredSession | null, now = Date.now()) =>
  !!session && session.sessionExpiry > now

export function clearSession(): void {
  for (const key of KEYS) localStorage.removeItem(key)
  forgetOfflineCopies()
}

export const rememberPendingEmail = (email: string) =>
  localStorage.setItem(PENDING_EMAIL_KEY, email)
export const pendingEmail = () => localStorage.getItem(PENDING_EMAIL_KEY)

export const authToken = () => localStorage.getItem('authToken')

/** What the sign-in journey carries, so that it can end on the page the visitor asked for. */
export interface SignInReturn {
  returnTo: string
}

/** The page to return to after signing in, if navigation state holds one of our own paths. */
export function returnToOf(state: unknown): string | null {
  return ownPageAddress((state as Partial<SignInReturn> | null)?.returnTo)
}

/**
 * What onboarding is told when a session ended: whose it was, so that sign-in is offered again,
 * and why, when the server said (a suspension).
 */
export interface SessionEnded {
  sessionTimedOut: true
  accountKind: AccountKind
  reason?: SessionEndReason
}

export const sessionEnded = (
  accountKind: AccountKind,
  reason?: SessionEndReason,
): SessionEnded => ({
  sessionTimedOut: true,
  accountKind,
  ...(reason && { reason }),
})

/** Whether navigation state says a session ended; the kind is null when it is not known. */
export function sessionEndedOf(
  state: unknown,
): { accountKind: AccountKind | null; reason: SessionEndReason | null } | null {
  const ended = state as Partial<SessionEnded> | null
  if (ended?.sessionTimedOut !== true) return null
  const kind = ended.accountKind
  return {
    accountKind: isAccountKind(kind) ? kind : null,
    reason: ended.reason === 'suspended' ? 'suspended' : null,
  }
}

type SessionEndListener = (reason: SessionEndReason) => void
const sessionEndListeners = new Set<SessionEndListener>()

/**
 * The app's one handler of a session the server ended (App.tsx): the event stream, which knows
 * first, tells it here rather than reaching up into the router.
 */
export function onSessionEndedByServer(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener)
  return () => sessionEndListeners.delete(listener)
}

export function announceSessionEnded(reason: SessionEndReason): void {
  for (const listener of sessionEndListeners) listener(reason)
}
