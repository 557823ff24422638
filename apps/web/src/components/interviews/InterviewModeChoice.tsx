import { INTERVIEW_MODE_LABELS, INTERVIEW_MODES, type InterviewMode } from '@app/domain'

/** How an interview happens (video, phone, in person): one radio button each, side by side. */
export function InterviewModeChoice({
  name,
  mode,
  onChange,
}: {
  name: string
  mode: InterviewMode
  onChange: (mode: InterviewMode) => void
}) {
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-2">
      {INTERVIEW_MODES.map((option) => (
        <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={option}
            checked={mode === option}
            onChange={() => onChange(option)}
            className="h-4 w-4 accent-brand-900"
          />
          {INTERVIEW_MODE_LABELS[option]}
        </label>
      ))}
    </div>
  )
}
