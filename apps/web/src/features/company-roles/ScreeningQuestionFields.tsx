import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import {
  SCREENING_KIND_LABELS,
  SCREENING_MESSAGES,
  SCREENING_QUESTION_KINDS,
  SCREENING_QUESTIONS_MAX,
  type RoleValues,
  type ScreeningAnswerValue,
  type ScreeningQuestionKind,
} from '@app/domain'
import type { RoleFormValues } from './role-form'
import { FormSection, inputClass, RoleField } from './RoleField'

interface ScreeningQuestionFieldsProps {
  form: UseFormReturn<RoleFormValues, unknown, RoleValues>
  /** Someone has answered the role's questions: kept ones can only be removed (decision 069). */
  isAnswered?: boolean
}

/** The deal-breaker's required answer as the select holds it: '' is none. */
const dealBreakerValue = (answer: ScreeningAnswerValue | undefined) =>
  answer === undefined ? '' : String(answer)

function requiredAnswer(kind: ScreeningQuestionKind, raw: string): ScreeningAnswerValue | null {
  if (raw === '') return null
  if (kind === 'yes_no') return raw === 'true'
  if (kind === 'number') return Number(raw)
  return raw
}

/** 'Screening questions': up to five, each with its kind, choices, and a deal-breaker answer. */
export function ScreeningQuestionFields({
  form,
  isAnswered = false,
}: ScreeningQuestionFieldsProps) {
  const { control, register, watch, setValue, formState } = form
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' })
  const questions = watch('questions') ?? []
  const errors = formState.errors.questions
  const isFull = fields.length >= SCREENING_QUESTIONS_MAX
  return (
    <FormSection title="Screening questions">
      <p id="screening-hint" className="text-sm text-slate-600">
        Ask up to {SCREENING_QUESTIONS_MAX} questions when interns apply. A deal-breaker does not
        stop anyone applying; you can filter by it.
        {isAnswered &&
          ' Someone has answered these questions: you can remove them or add new ones, not change them.'}
      </p>
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const id = `question-${index}`
          const question = questions[index]
          const kind = question?.kind ?? 'yes_no'
          const choices = (question?.choices ?? []).filter((c) => c.trim() !== '')
          const issue = errors?.[index]
          const db = question?.dealBreaker?.answer
          const setDealBreaker = (raw: string) =>
            setValue(`questions.${index}.dealBreaker`, dealBreakerOf(kind, raw))
          return (
            <li key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
              <fieldset className="space-y-3">
                <legend className="text-sm font-semibold text-slate-900">
                  Question {index + 1}
                </legend>
                <RoleField id={`${id}-kind`} label="Kind of answer" error={issue?.kind?.message}>
                  <select
                    id={`${id}-kind`}
                    className={inputClass(Boolean(issue?.kind))}
                    {...register(`questions.${index}.kind`, {
                      onChange: () => setValue(`questions.${index}.dealBreaker`, null),
                    })}
                  >
                    {SCREENING_QUESTION_KINDS.map((one) => (
                      <option key={one} value={one}>
                        {SCREENING_KIND_LABELS[one]}
                      </option>
                    ))}
                  </select>
                </RoleField>
                <RoleField id={`${id}-text`} label="Question" error={issue?.text?.message}>
                  <input
                    id={`${id}-text`}
                    className={inputClass(Boolean(issue?.text))}
                    {...register(`questions.${index}.text`)}
                  />
                </RoleField>
                {kind === 'choice' && (
                  <RoleField
                    id={`${id}-choices`}
                    label="Choices"
                    hint="One per line"
                    error={issue?.choices?.message}
                  >
                    <textarea
                      id={`${id}-choices`}
                      rows={3}
                      className={inputClass(Boolean(issue?.choices))}
                      value={(question?.choices ?? []).join('\n')}
                      onChange={(event) =>
                        setValue(`questions.${index}.choices`, event.target.value.split('\n'))
                      }
                    />
                  </RoleField>
                )}
                <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-brand-900"
                    {...register(`questions.${index}.required`)}
                  />
                  Required
                </label>
                {kind !== 'text' && (
                  <RoleField
                    id={`${id}-deal-breaker`}
                    label={kind === 'number' ? 'Deal-breaker: at least' : 'Deal-breaker: must be'}
                    isOptional
                    error={issue?.dealBreaker?.message}
                  >
                    {kind === 'number' ? (
                      <input
                        id={`${id}-deal-breaker`}
                        type="number"
                        inputMode="numeric"
                        className={inputClass(Boolean(issue?.dealBreaker))}
                        value={dealBreakerValue(db)}
                        onChange={(event) => setDealBreaker(event.target.value)}
                      />
                    ) : (
                      <select
                        id={`${id}-deal-breaker`}
                        className={inputClass(Boolean(issue?.dealBreaker))}
                        value={dealBreakerValue(db)}
                        onChange={(event) => setDealBreaker(event.target.value)}
                      >
                        <option value="">No deal-breaker</option>
                        {kind === 'yes_no' ? (
                          <>
                            <option value="true">Yes</option>
                            <option value="false">No</option>
                          </>
                        ) : (
                          choices.map((choice) => (
                            <option key={choice} value={choice}>
                              {choice}
                            </option>
                          ))
                        )}
                      </select>
                    )}
                  </RoleField>
                )}
              </fieldset>
              {(issue?.message ?? issue?.root?.message) && (
                <p role="alert" className="text-sm text-red-700">
                  {issue?.message ?? issue?.root?.message}
                </p>
              )}
              <button
                type="button"
                className="min-h-11 text-sm font-medium text-red-700 underline"
                onClick={() => remove(index)}
              >
                Remove question {index + 1}
              </button>
            </li>
          )
        })}
      </ol>
      {isFull ? (
        <p className="text-sm text-slate-600">{SCREENING_MESSAGES.tooMany}.</p>
      ) : (
        <button
          type="button"
          aria-describedby="screening-hint"
          className="min-h-11 rounded-lg border border-brand-900 px-4 text-sm font-medium text-brand-900"
          onClick={() =>
            append({ kind: 'yes_no', text: '', choices: null, required: true, dealBreaker: null })
          }
        >
          Add a screening question
        </button>
      )}
    </FormSection>
  )
}

const dealBreakerOf = (kind: ScreeningQuestionKind, raw: string) => {
  const answer = requiredAnswer(kind, raw)
  return answer === null ? null : { answer }
}
