import { todayInLagos } from '../shared/format.js'
import { isTakingApplications } from './roles.rules.js'
import { isRoleFull } from './applicant-cap.rules.js'

/**
 * Where a role stands, one word for every screen (issue 26): its company, its applicants and the
 * console read the same state, so a role closed early never says 'Closes in 3 days' and a removed
 * role never looks live. Listed from the strongest: a deleted role is deleted whatever else holds.
 */
export const ROLE_STATES = [
  'deleted',
  'removed',
  'held',
  'closed_early',
  'expired',
  'full',
  'awaiting_verification',
  'open',
] as const
export type RoleState = (typeof ROLE_STATES)[number]

type Moment = Date | string | null | undefined

export interface RoleStateFacts {
  /** Deleted by its company. */
  deletedAt?: Moment
  /** Taken down by an operator. */
  removedAt?: Moment
  /** Held by the no-fee policy until an operator releases it (decision 022). */
  heldForReviewAt?: Moment
  /** Closed early by its company (decision 029). */
  closedAt?: Moment
  applicationDeadline: string | null
  /**
   * False while its company's roles are not public (REQUIRE_VERIFIED_COMPANIES and no
   * verification yet, decision 021); left out where the reader cannot tell.
   */
  isCompanyPublished?: boolean
  /** Places its applicant cap leaves (decision 071); null or left out: no cap, or not known. */
  placesLeft?: number | null
}

/** The one rule for a role's state; the API computes it, the web reads it (or the same rule). */
export function roleState(role: RoleStateFacts, today: string = todayInLagos()): RoleState {
  if (role.deletedAt) return 'deleted'
  if (role.removedAt) return 'removed'
  if (role.heldForReviewAt) return 'held'
  if (role.closedAt) return 'closed_early'
  if (!isTakingApplications(role.applicationDeadline, today)) return 'expired'
  if (isRoleFull(role.placesLeft)) return 'full'
  if (role.isCompanyPublished === false) return 'awaiting_verification'
  return 'open'
}

/** Its company may still change it: not once deleted or removed by an operator. */
export const canEditRole = (state: RoleState) => state !== 'deleted' && state !== 'removed'

/** Close role is offered while it would take applications (held, waiting or full, too). */
export const canCloseRole = (state: RoleState) =>
  state === 'open' || state === 'awaiting_verification' || state === 'held' || state === 'full'

/**
 * Reopen role is offered for a role closed early while its deadline is ahead: after it, the
 * role stays closed whatever the company does.
 */
export const canReopenRole = (
  role: Pick<RoleStateFacts, 'applicationDeadline'>,
  state: RoleState,
  today: string = todayInLagos(),
) => state === 'closed_early' && isTakingApplications(role.applicationDeadline, today)

/** The role takes applications now, or will once its company is verified or it is released. */
export const isRoleActive = (state: RoleState) =>
  state === 'open' || state === 'awaiting_verification' || state === 'held'
