import type { InternMe } from '@app/domain'

/** What the profile page gives each of its sections. */
export interface InternSectionProps {
  intern: InternMe
  /** After a save: the 'Changes Saved' dialog. */
  onSaved: () => void
  /** After a failed save: the 'Error Saving Changes' dialog. */
  onFailed: (error: unknown) => void
  /** The id of the section's open form, or null when it is closed. */
  onEditingChange?: (formId: string | null) => void
}
