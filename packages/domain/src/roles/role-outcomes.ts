import { VERIFICATION_TAKES } from '../admin/admin.schemas.js'
import { ROLE_HELD_MESSAGE } from '../messages/scam-signals.rules.js'
import { ROLE_MESSAGES } from './role-input.schemas.js'
import type { RoleState } from './role-state.rules.js'

export interface RoleSavedOutcome {
  /** The dialog's title. */
  title: string
  /** What the dialog says happened. */
  description: string
  /** The API answer's `message`. */
  message: string
  /** Candidates can find it and apply now. */
  isLive: boolean
}

const AWAITING = `Interns cannot see it yet: it goes live once we verify your company. We usually finish ${VERIFICATION_TAKES}.`

/**
 * What posting or editing a role did, from the state the API answered with (issue 26): 'Your role
 * is live' only when it is; a role waiting for the company's verification or held by the no-fee
 * policy says so.
 */
export function roleSavedOutcome(state: RoleState, isNew: boolean): RoleSavedOutcome {
  const saved = isNew ? 'Role Saved' : 'Changes Saved'
  switch (state) {
    case 'open':
      return isNew
        ? {
            title: 'Role Posted',
            description: 'Your role is live. Candidates can now find it and apply.',
            message: ROLE_MESSAGES.created,
            isLive: true,
          }
        : {
            title: 'Changes Saved',
            description: 'Your changes are live for candidates.',
            message: ROLE_MESSAGES.updated,
            isLive: true,
          }
    case 'awaiting_verification':
      return {
        title: saved,
        description: AWAITING,
        message: `${isNew ? 'Role saved' : 'Changes saved'}. ${AWAITING}`,
        isLive: false,
      }
    case 'held':
      return {
        title: 'Held for Review',
        description: ROLE_HELD_MESSAGE,
        message: ROLE_HELD_MESSAGE,
        isLive: false,
      }
    case 'closed_early':
      return {
        title: saved,
        description: 'The role is closed, so interns cannot apply. Reopen it to take applications.',
        message: ROLE_MESSAGES.updated,
        isLive: false,
      }
    case 'full':
      return {
        title: saved,
        description:
          'The role has as many applications as its cap allows, so interns cannot apply. Raise or clear the cap to take more.',
        message: ROLE_MESSAGES.updated,
        isLive: false,
      }
    default:
      return {
        title: saved,
        description: 'Interns cannot apply to this role any more.',
        message: ROLE_MESSAGES.updated,
        isLive: false,
      }
  }
}
