import {
  APPLY_PAGE_WORDS,
  dealBreakerWarning,
  meetsDealBreaker,
  type ScreeningAnswer,
  type ScreeningAnswerValue,
  type ScreeningQuestion,
} from '@app/domain'

interface ScreeningAnswersSectionProps {
  questions: ScreeningQuestion[]
  answers: ScreeningAnswer[]
  onChange: (questionId: string, answer: ScreeningAnswerValue | undefined) => void
  /** Messages by question id, from the last attempt to send. */
  errors: Record<string, string>
}

const fieldClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:ring-4 focus:ring-brand-100 focus:outline-none sm:text-sm'

/**
 * The role's screening questions in the apply review (decision 069). An answer that misses a
 * deal-breaker is said at once; the intern may still send.
 */
export function ScreeningAnswersSection({
  questions,
  answers,
  onChange,
  errors,
}: ScreeningAnswersSectionProps) {
  if (questions.length === 0) return null
  return (
    <section
      aria-labelledby="screening-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="screening-title" className="text-lg font-semibold text-brand-900">
        {APPLY_PAGE_WORDS.screeningTitle}
      </h2>
      {questions.map((question) => {
        const id = `answer-${question.id}`
        const answer = answers.find((one) => one.questionId === question.id)?.answer
        const error = errors[question.id]
        const isMissed = answer !== undefined && !meetsDealBreaker(question, answer)
        const described = [error && `${id}-error`, isMissed && `${id}-warning`]
          .filter(Boolean)
          .join(' ')
        const common = {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described || undefined,
          'aria-required': question.required || undefined,
        }
        return (
          <div key={question.id} className="space-y-1.5">
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {question.text}
              {!question.required && (
                <span className="font-normal text-slate-500"> {APPLY_PAGE_WORDS.optional}</span>
              )}
            </label>
            {question.kind === 'yes_no' || question.kind === 'choice' ? (
              <select
                {...common}
                className={fieldClass}
                value={answer === undefined ? '' : String(answer)}
                onChange={(event) => {
                  const raw = event.target.value
                  const value =
                    raw === '' ? undefined : question.kind === 'yes_no' ? raw === 'true' : raw
                  onChange(question.id, value)
                }}
              >
                <option value="">{APPLY_PAGE_WORDS.choose}</option>
                {question.kind === 'yes_no' ? (
                  <>
                    <option value="true">{APPLY_PAGE_WORDS.yes}</option>
                    <option value="false">{APPLY_PAGE_WORDS.no}</option>
                  </>
                ) : (
                  question.choices?.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))
                )}
              </select>
            ) : question.kind === 'number' ? (
              <input
                {...common}
                type="number"
                inputMode="numeric"
                className={fieldClass}
                value={typeof answer === 'number' ? answer : ''}
                onChange={(event) =>
                  onChange(
                    question.id,
                    event.target.value === '' ? undefined : Number(event.target.value),
                  )
                }
              />
            ) : (
              <input
                {...common}
                className={fieldClass}
                value={typeof answer === 'string' ? answer : ''}
                onChange={(event) => onChange(question.id, event.target.value || undefined)}
              />
            )}
            {isMissed && (
              <p id={`${id}-warning`} role="status" className="text-sm text-amber-800">
                {dealBreakerWarning(question)}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        )
      })}
    </section>
  )
}
