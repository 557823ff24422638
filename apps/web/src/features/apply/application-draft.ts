import { useState } from 'react'
import { ApplicationContactSchema, type ApplicationContact, type InternMe } from '@app/domain'
import { useFormDraft } from '../../components/profile/useFormDraft'
import { readSession } from '../../lib/session'
import { contactValuesOf } from './ContactDetailsForm'

/**
 * The role the intern last reached the review page for, so /app-review and /app-edit can pick the
 * application up again. Kept per account, so a shared browser does not mix two interns' drafts.
 */
const draftKey = () => `applicationDraft:${readSession()?.userId ?? 'anonymous'}`
/** Contact details edited for one application (decision 009); they wait here until it is sent. */
const contactKey = (roleId: string) =>
  `applicationContact:${readSession()?.userId ?? 'anonymous'}:${roleId}`

/** The cover note typed for one application (decision 065), kept until it is sent. */
const coverNoteKey = (roleId: string) =>
  `applicationCoverNote:${readSession()?.userId ?? 'anonymous'}:${roleId}`

/** Details being edited for one application, kept as they are typed until saved or cancelled. */
const editKey = (roleId: string) =>
  `applicationContactEdit:${readSession()?.userId ?? 'anonymous'}:${roleId}`

export const rememberDraft = (roleId: string) => localStorage.setItem(draftKey(), roleId)
export const draftRoleId = () => localStorage.getItem(draftKey())
export const forgetDraft = () => {
  const roleId = draftRoleId()
  if (roleId) {
    localStorage.removeItem(contactKey(roleId))
    localStorage.removeItem(editKey(roleId))
    localStorage.removeItem(coverNoteKey(roleId))
  }
  localStorage.removeItem(draftKey())
}

function storedContact(roleId: string): ApplicationContact | null {
  try {
    const parsed = ApplicationContactSchema.safeParse(
      JSON.parse(localStorage.getItem(contactKey(roleId)) ?? 'null'),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The contact details this application carries: the profile's, until the intern edits them for
 * this application. `edited` is what to send with it (nothing when unedited).
 */
export function useApplicationContact(roleId: string, me: InternMe) {
  const [edited, setEdited] = useState(() => storedContact(roleId))
  const save = (contact: ApplicationContact) => {
    localStorage.setItem(contactKey(roleId), JSON.stringify(contact))
    setEdited(contact)
  }
  return { contact: edited ?? contactValuesOf(me), edited, save }
}

/**
 * The details form as typed, before it is saved, so that a reload or going offline mid-edit loses
 * nothing (decision 033). Saving or cancelling the edit drops it.
 */
export const useContactEditDraft = (roleId: string) =>
  useFormDraft<ApplicationContact>(editKey(roleId))

/**
 * The cover note of one application, kept on this device as it is typed (decision 033), so that
 * a reload or a lost connection loses nothing; sending the application drops it.
 */
export function useCoverNote(roleId: string) {
  const [note, setNote] = useState(() => localStorage.getItem(coverNoteKey(roleId)) ?? '')
  const change = (text: string) => {
    try {
      if (text) localStorage.setItem(coverNoteKey(roleId), text)
      else localStorage.removeItem(coverNoteKey(roleId))
    } catch {
      // Storage full or blocked: the field still works, only the reload safety net is lost.
    }
    setNote(text)
  }
  return { note, change }
}
