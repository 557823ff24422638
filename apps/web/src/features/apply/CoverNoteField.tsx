import { useState } from 'react'
import { APPLY_PAGE_WORDS, COVER_NOTE_LABELS, COVER_NOTE_MAX_LENGTH } from '@app/domain'
import { Field } from '../../components/profile/FormFields'
import { Button } from '../../components/ui/Button'
import { hasMessageForPeople } from '../../lib/api-client'
import { useWriteCoverNote } from './apply.api'

const WRITE_FAILED = 'A cover note could not be written. Please try again, or write your own.'

interface CoverNoteFieldProps {
  roleId: string
  note: string
  onChange: (note: string) => void
  /** What the submit check or the server said of the note. */
  error?: string
}

/**
 * The cover note a role asks for (decision 065): typed here, or written from the profile with
 * 'Write one for me'. A written note replaces what was typed, which one click brings back.
 */
export function CoverNoteField({ roleId, note, onChange, error }: CoverNoteFieldProps) {
  const write = useWriteCoverNote(roleId)
  const [replaced, setReplaced] = useState<string | null>(null)

  const writeForMe = () =>
    write.mutate(undefined, {
      onSuccess: (letter) => {
        setReplaced(note.trim() ? note : null)
        onChange(letter.body.slice(0, COVER_NOTE_MAX_LENGTH))
      },
    })

  return (
    <section
      aria-labelledby="cover-note-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cover-note-title" className="text-lg font-semibold text-brand-900">
          {COVER_NOTE_LABELS.field}
        </h2>
        <Button variant="secondary" disabled={write.isPending} onClick={writeForMe}>
          {write.isPending ? COVER_NOTE_LABELS.writing : COVER_NOTE_LABELS.writeForMe}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{APPLY_PAGE_WORDS.coverNoteAsked}</p>
      <Field label={COVER_NOTE_LABELS.textarea} error={error} hint={COVER_NOTE_LABELS.fieldHint}>
        {(control) => (
          <textarea
            {...control}
            rows={8}
            maxLength={COVER_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => {
              setReplaced(null)
              onChange(event.target.value)
            }}
          />
        )}
      </Field>
      <p className="text-xs text-slate-500" aria-live="polite">
        {note.length.toLocaleString('en-NG')} of {COVER_NOTE_MAX_LENGTH.toLocaleString('en-NG')}{' '}
        characters
      </p>
      {write.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(write.error) ? write.error.message : WRITE_FAILED}
        </p>
      )}
      {replaced !== null && (
        <p className="text-sm text-slate-700">
          Your own words were replaced.{' '}
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-700 underline hover:text-brand-900"
            onClick={() => {
              onChange(replaced)
              setReplaced(null)
            }}
          >
            Bring them back
          </button>
        </p>
      )}
    </section>
  )
}
