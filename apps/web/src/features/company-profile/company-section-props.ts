import type { CompanyMe } from '@app/domain'

/** What the profile page gives each editor section. */
export interface EditorSectionProps {
  company: CompanyMe
  /** After a save: the Changes Saved dialog shows this text. */
  onSaved: (text: string) => void
  /** After a failed save: the red message at the top shows this text; null clears it. */
  onFailed: (text: string | null) => void
}
