import { useId, useState, type FormEvent } from 'react'
import {
  INTERVIEW_DURATION_DEFAULT,
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_SLOTS_MAX,
  InterviewProposalSchema,
  MS_PER_DAY,
  todayInLagos,
  watToIso,
  type Interview,
  type InterviewMode,
  type InterviewProposalInput,
} from '@app/domain'
import { InterviewModeChoice } from '../../components/interviews/InterviewModeChoice'
import { Button } from '../../components/ui/Button'
import { ApiError } from '../../lib/api-client'

interface SlotRow {
  key: number
  date: string
  time: string
  duration: string
}

/** Tomorrow in Lagos, 'YYYY-MM-DD'. */
const tomorrowInLagos = () => todayInLagos(new Date(Date.now() + MS_PER_DAY))

let nextKey = 0
const newRow = (from?: Partial<SlotRow>): SlotRow => ({
  key: ++nextKey,
  date: from?.date ?? tomorrowInLagos(),
  time: from?.time ?? '10:00',
  duration: from?.duration ?? String(INTERVIEW_DURATION_DEFAULT),
})

const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-brand-900 focus:border-brand-700 focus:outline-none aria-[invalid=true]:border-red-600'

/**
 * The times a company proposes for an interview (1–5 rows of date, time in West Africa Time and
 * length), how it happens (in person with an address, video with a link, phone) and a note.
 * Checked with the API's own schema before it is sent; the API's answer is shown the same way.
 */
export function InterviewSlotForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  /** An interview being rescheduled: its mode, place, note and length are kept. */
  initial?: Pick<Interview, 'mode' | 'location' | 'link' | 'note' | 'slots' | 'scheduled'>
  submitLabel: string
  onSubmit: (body: InterviewProposalInput) => Promise<unknown>
  onCancel: () => void
}) {
  const formId = useId()
  const [rows, setRows] = useState<SlotRow[]>(() => {
    const length = initial?.scheduled?.durationMinutes ?? initial?.slots[0]?.durationMinutes
    return [newRow(length === undefined ? undefined : { duration: String(length) })]
  })
  const [mode, setMode] = useState<InterviewMode>(initial?.mode ?? 'video')
  const [location, setLocation] = useState(initial?.location ?? '')
  const [link, setLink] = useState(initial?.link ?? '')
  const [note, setNote] = useState(initial?.note ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)

  const update = (key: number, change: Partial<SlotRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))

  const body = (): InterviewProposalInput => ({
    slots: rows.map((row) => ({
      startsAt: watToIso(row.date, row.time) ?? '',
      durationMinutes: Number(row.duration),
    })),
    mode,
    ...(mode === 'in_person' && { location }),
    ...(mode === 'video' && { link }),
    ...(note.trim() && { note }),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const input = body()
    const checked = InterviewProposalSchema.safeParse(input)
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues) {
        const path = issue.path.join('.')
        found[path] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    setIsSending(true)
    try {
      await onSubmit(input)
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors)
      setFormError(error instanceof Error ? error.message : 'The times were not sent.')
    } finally {
      setIsSending(false)
    }
  }

  const errorOf = (path: string) => errors[path]
  const describedBy = (path: string) => (errors[path] ? `${formId}-${path}-error` : undefined)
  const fieldError = (path: string) =>
    errors[path] ? (
      <p id={`${formId}-${path}-error`} className="text-xs font-medium text-red-700">
        {errors[path]}
      </p>
    ) : null

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Interview times"
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-brand-900">
          Times to choose from (West Africa Time, WAT)
        </legend>
        {rows.map((row, index) => {
          const n = index + 1
          const startPath = `slots.${index}.startsAt`
          const durationPath = `slots.${index}.durationMinutes`
          return (
            <div
              key={row.key}
              role="group"
              aria-label={`Time ${n}`}
              className="flex flex-wrap items-end gap-2"
            >
              <label className="block min-w-40 flex-1 space-y-1 text-xs font-medium text-slate-700">
                Date {n}
                <input
                  type="date"
                  value={row.date}
                  onChange={(event) => update(row.key, { date: event.target.value })}
                  aria-invalid={Boolean(errorOf(startPath))}
                  aria-describedby={describedBy(startPath)}
                  className={inputClass}
                />
              </label>
              <label className="block w-36 space-y-1 text-xs font-medium text-slate-700">
                Time {n} (WAT)
                <input
                  type="time"
                  value={row.time}
                  onChange={(event) => update(row.key, { time: event.target.value })}
                  aria-invalid={Boolean(errorOf(startPath))}
                  aria-describedby={describedBy(startPath)}
                  className={inputClass}
                />
              </label>
              <label className="block w-24 space-y-1 text-xs font-medium text-slate-700">
                Minutes {n}
                <input
                  type="number"
                  inputMode="numeric"
                  min={INTERVIEW_DURATION_MIN}
                  max={INTERVIEW_DURATION_MAX}
                  step={5}
                  value={row.duration}
                  onChange={(event) => update(row.key, { duration: event.target.value })}
                  aria-invalid={Boolean(errorOf(durationPath))}
                  aria-describedby={describedBy(durationPath)}
                  className={inputClass}
                />
              </label>
              <Button
                variant="ghost"
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                aria-label={`Remove time ${n}`}
                className="px-3"
              >
                Remove
              </Button>
              <div className="basis-full">
                {fieldError(startPath)}
                {fieldError(durationPath)}
              </div>
            </div>
          )
        })}
        {fieldError('slots')}
        {rows.length < INTERVIEW_SLOTS_MAX && (
          <Button
            variant="secondary"
            onClick={() => setRows((current) => [...current, newRow(current.at(-1))])}
          >
            Add another time
          </Button>
        )}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-brand-900">How</legend>
        <InterviewModeChoice name={`${formId}-mode`} mode={mode} onChange={setMode} />
        {fieldError('mode')}
        {mode === 'in_person' && (
          <>
            <label className="block space-y-1 text-sm font-medium text-slate-700">
              Address
              <input
                type="text"
                value={location}
                onChange={(event) => setLocation(event.target.value)}
                placeholder="12 Herbert Macaulay Way, Yaba, Lagos"
                aria-invalid={Boolean(errorOf('location'))}
                aria-describedby={describedBy('location')}
                className={inputClass}
              />
            </label>
            {fieldError('location')}
          </>
        )}
        {mode === 'video' && (
          <>
            <label className="block space-y-1 text-sm font-medium text-slate-700">
              Video link
              <input
                type="url"
                inputMode="url"
                value={link}
                onChange={(event) => setLink(event.target.value)}
                placeholder="https://meet.google.com/abc-defg-hij"
                aria-invalid={Boolean(errorOf('link'))}
                aria-describedby={describedBy('link')}
                className={inputClass}
              />
            </label>
            {fieldError('link')}
          </>
        )}
      </fieldset>

      <label className="block space-y-1 text-sm font-medium text-slate-700">
        Note for the applicant (optional)
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          aria-invalid={Boolean(errorOf('note'))}
          className={`${inputClass} min-h-20`}
        />
      </label>
      {fieldError('note')}

      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={isSending}>
          {isSending ? 'Sending…' : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
