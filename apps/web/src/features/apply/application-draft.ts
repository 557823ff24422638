import { useState } from 'react'
import {
  ApplicationContactSchema,
  ScreeningAnswersInputSchema,
  type ApplicationContact,
  type InternMe,
  type ScreeningAnswer,
  type ScreeningAnswerValue,
} from '@app/domain'
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

/** The answers to the role's screening questions (decision 069), kept until it is sent. */
const answersKey = (roleId: string) =>
  `applicationAnswers:${readSession()?.userId ?? 'anonymous'}:${roleId}`

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
    localStorage.removeItem(answersKey(roleId))
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

function storedAnswers(roleId: string): ScreeningAnswer[] {
  try {
    const parsed = ScreeningAnswersInputSchema.safeParse(
      JSON.parse(localStorage.getItem(answersKey(roleId)) ?? '[]'),
    )
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/**
 * The answers to one application's screening questions, kept on this device as they are given
 * (decision 033), so a reload loses nothing; sending the application drops them. An empty answer
 * (undefined) removes the question's.
 */
export function useScreeningAnswers(roleId: string) {
  const [answers, setAnswers] = useState(() => storedAnswers(roleId))
  const change = (questionId: string, answer: ScreeningAnswerValue | undefined) => {
    const next = answers.filter((one) => one.questionId !== questionId)
    if (answer !== undefined) next.push({ questionId, answer })
    try {
      localStorage.setItem(answersKey(roleId), JSON.stringify(next))
    } catch {
      // Storage full or blocked: the answers still work, only the reload safety net is lost.
    }
    setAnswers(next)
  }
  return { answers, change }
}
