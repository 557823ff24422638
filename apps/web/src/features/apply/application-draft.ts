import { readSession } from '../../lib/session'

/**
 * The role the intern last reached the review page for, so /app-review and /app-edit can pick the
 * application up again. Kept per account, so a shared browser does not mix two interns' drafts.
 */
const draftKey = () => `applicationDraft:${readSession()?.userId ?? 'anonymous'}`

export const rememberDraft = (roleId: string) => localStorage.setItem(draftKey(), roleId)
export const draftRoleId = () => localStorage.getItem(draftKey())
export const forgetDraft = () => localStorage.removeItem(draftKey())
