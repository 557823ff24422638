import { WEEKDAYS } from '@app/domain'
import { controlClass } from '../../components/profile/FormFields'
import { setHours, toggleWorkday, type Workdays } from './workdays'

interface WorkdaysFieldsProps {
  value: Workdays
  onChange: (value: Workdays) => void
  /** From workdayProblems: per day, and '' for the whole schedule. */
  problems: Record<string, string>
}

/** Weekday toggles and, for each day that is on, its opening and closing times. */
export function WorkdaysFields({ value, onChange, problems }: WorkdaysFieldsProps) {
  const overall = problems['']
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Active weekdays</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {WEEKDAYS.map((day) => {
            const isOn = value.activeWeekDays.includes(day)
            return (
              <button
                key={day}
                type="button"
                aria-pressed={isOn}
                onClick={() => onChange(toggleWorkday(value, day))}
                className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors ${
                  isOn
                    ? 'border-brand-900 bg-brand-900 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500'
                }`}
              >
                {day}
              </button>
            )
          })}
        </div>
        {overall && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {overall}
          </p>
        )}
      </fieldset>

      {value.workHours.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Work hours</legend>
          <ul className="mt-2 space-y-3">
            {value.workHours.map((row) => {
              const problem = problems[row.day]
              const errorId = `work-hours-${row.day}-error`
              return (
                <li
                  key={row.day}
                  className="rounded-xl border border-slate-200 bg-white p-2.5 sm:p-3"
                  data-testid={`work-hours-${row.day}`}
                >
                  <p className="text-sm font-semibold text-brand-900">{row.day}</p>
                  <div className="mt-1 grid grid-cols-2 gap-3">
                    {(['start', 'end'] as const).map((edge) => (
                      <label key={edge} className="text-xs text-slate-600">
                        {edge === 'start' ? 'Opens' : 'Closes'}
                        <input
                          type="time"
                          value={row[edge]}
                          aria-label={`${row.day} ${edge === 'start' ? 'opening' : 'closing'} time`}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? errorId : undefined}
                          onChange={(event) =>
                            onChange(setHours(value, row.day, edge, event.target.value))
                          }
                          className={controlClass(!!problem, 'compact')}
                        />
                      </label>
                    ))}
                  </div>
                  {problem && (
                    <p id={errorId} className="mt-1.5 text-sm text-red-600">
                      {problem}
                    </p>
                  )}
                </li>
              )
            })}
          </ul>
        </fieldset>
      )}
    </div>
  )
}
