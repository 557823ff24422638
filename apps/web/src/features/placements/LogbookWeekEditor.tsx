import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { onlineManager } from '@tanstack/react-query'
import {
  formatDay,
  formatLogbookDay,
  lagosDayLabel,
  LOGBOOK_ACTIVITIES_MAX_LENGTH,
  logbookDaysOf,
  todayInLagos,
  weekdayOf,
  type LogbookDay,
  type LogbookPeriod,
  type LogbookWeek,
} from '@app/domain'
import { controlClass } from '../../components/profile/FormFields'
import { useFormDraft } from '../../components/profile/useFormDraft'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { ApiError, hasMessageForPeople } from '../../lib/api-client'
import { useIsOnline } from '../../lib/online'
import { useSaveLogbookWeek, useSubmitLogbookWeek } from './logbook.api'

/** How long after the last key a day's words go to the server; the device keeps them at once. */
export const LOGBOOK_SAVE_DELAY_MS = 1000

const FAILED = 'The week could not be saved. Please try again.'
type Days = Record<string, string>
type Sync = 'saved' | 'saving' | 'kept' | { error: string }

const daysOf = (week: LogbookWeek): Days =>
  Object.fromEntries(week.days.map((day) => [day.date, day.activities]))

const sameDays = (a: Days, b: Days) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every(
    (date) => (a[date] ?? '').trim() === (b[date] ?? '').trim(),
  )

/** The draft's key: one placement's week; only its intern writes it. */
export const logbookDraftKey = (placementId: string, weekStart: string) =>
  `logbookDraft.${placementId}.${weekStart}`

const SYNC_WORDS: Record<Exclude<Sync, { error: string }>, string> = {
  saved: 'All changes saved.',
  saving: 'Saving…',
  kept: 'Kept on this device. It will be saved when you are back online.',
}

interface EditorProps {
  placementId: string
  week: LogbookWeek
  period: LogbookPeriod
  supervisorName: string | null
}

/**
 * A week of the intern's logbook: a text area per working day (Saturday optional), kept on this
 * device as they type (useFormDraft) and saved to the server a moment later, or once the network
 * is back; then sent to the supervisor (decision 061).
 */
export function LogbookWeekEditor({ placementId, week, period, supervisorName }: EditorProps) {
  const today = todayInLagos()
  const writable = logbookDaysOf(week.weekStart, period).filter((day) => day <= today)
  const draft = useFormDraft<Days>(logbookDraftKey(placementId, week.weekStart))
  const [values, setValues] = useState<Days>(() => ({ ...daysOf(week), ...draft.draft }))
  const latest = useRef(values)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const isOnline = useIsOnline()
  const save = useSaveLogbookWeek(placementId, week.weekStart)
  const submit = useSubmitLogbookWeek(placementId, week.weekStart)
  const [sync, setSync] = useState<Sync>(draft.draft ? 'kept' : 'saved')
  const { clear: clearDraft, save: keepDraft } = draft

  const daysToSend = useCallback(
    (days: Days): LogbookDay[] =>
      writable
        .map((date) => ({ date, activities: (days[date] ?? '').trim() }))
        .filter((day) => day.activities !== ''),
    // The writable days change only with the week.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [week.weekStart, today],
  )

  const push = useCallback(
    async (days: Days) => {
      clearTimeout(timer.current)
      if (!onlineManager.isOnline()) return setSync('kept')
      setSync('saving')
      try {
        await save.mutateAsync(daysToSend(days))
        // Typed more while it was on its way: that waits for its own save.
        if (latest.current !== days) return
        clearDraft()
        setSync('saved')
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) return setSync('kept')
        setSync({ error: hasMessageForPeople(error) ? error.message : FAILED })
      }
    },
    [save, daysToSend, clearDraft],
  )

  // What was written offline (or before a reload) goes as soon as the network is there.
  useEffect(() => {
    if (isOnline && draft.draft && latest.current === values) void push(values)
    // Only when the network comes back, or the week opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOnline])
  useEffect(() => () => clearTimeout(timer.current), [])

  const change = (date: string, text: string) => {
    const next = { ...latest.current, [date]: text }
    latest.current = next
    setValues(next)
    keepDraft(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void push(next), LOGBOOK_SAVE_DELAY_MS)
    if (!onlineManager.isOnline()) setSync('kept')
  }

  const written = daysToSend(values).length > 0
  const isDue = today >= week.submittableFrom
  const send = async () => {
    if (!sameDays(values, daysOf(week)) || draft.draft) await push(latest.current)
    submit.mutate(undefined, {
      onSuccess: () => toast.success('Sent to your supervisor to sign.'),
    })
  }

  return (
    <div className="space-y-4">
      {week.status === 'submitted' && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Sent to {supervisorName ?? 'your supervisor'} to sign
          {week.submittedAt ? ` on ${lagosDayLabel(new Date(week.submittedAt))}` : ''}. Changing a
          day takes the week back to a draft: you will need to send it again.
        </p>
      )}
      {writable.length === 0 ? (
        <p className="text-sm text-slate-600">No day of this week can be written yet.</p>
      ) : (
        writable.map((date) => (
          <DayField
            key={date}
            date={date}
            value={values[date] ?? ''}
            onChange={(text) => change(date, text)}
          />
        ))
      )}
      <p
        role="status"
        aria-live="polite"
        className={`text-sm ${typeof sync === 'object' ? 'text-red-700' : 'text-slate-600'}`}
      >
        {typeof sync === 'object' ? sync.error : SYNC_WORDS[sync]}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void send()}
          disabled={!written || !isDue || submit.isPending || !isOnline}
        >
          {submit.isPending
            ? 'Sending…'
            : week.status === 'submitted'
              ? 'Send the link again'
              : 'Submit to supervisor'}
        </Button>
        {!isDue && (
          <p className="text-sm text-slate-600">
            You can send this week from {formatDay(week.submittableFrom)}.
          </p>
        )}
      </div>
      {submit.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(submit.error) ? submit.error.message : FAILED}
        </p>
      )}
    </div>
  )
}

function DayField({
  date,
  value,
  onChange,
}: {
  date: string
  value: string
  onChange: (text: string) => void
}) {
  const id = useId()
  const isSaturday = weekdayOf(date) === 6
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {formatLogbookDay(date)}
        {isSaturday && <span className="font-normal text-slate-500"> (if you worked)</span>}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={LOGBOOK_ACTIVITIES_MAX_LENGTH}
        value={value}
        placeholder="What did you do and learn today?"
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass(false)} resize-y`}
      />
    </div>
  )
}
