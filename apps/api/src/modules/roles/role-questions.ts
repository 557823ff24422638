import { randomUUID } from 'node:crypto'
import {
  SCREENING_MESSAGES,
  changedAnsweredQuestion,
  type ScreeningQuestion,
  type ScreeningQuestionsInputSchema,
} from '@app/domain'
import type { z } from 'zod'
import type { Tx } from '../../db/client.js'
import { AppError } from '../../lib/errors.js'
import { lockedRoleQuestions } from './roles.queries.js'

type QuestionValues = z.output<typeof ScreeningQuestionsInputSchema>

/**
 * The questions to store: a question keeps its id when the role already had it; a new one (or an
 * id the role never had) gets a new id, so an id names one question for good.
 */
export function questionsToStore(
  input: QuestionValues,
  previous: readonly ScreeningQuestion[] = [],
): ScreeningQuestion[] {
  return input.map(({ id, kind, text, choices, required, dealBreaker }) => ({
    id: id && previous.some((one) => one.id === id) ? id : randomUUID(),
    kind,
    text,
    choices: kind === 'choice' ? choices : null,
    required,
    dealBreaker,
  }))
}

/**
 * The edited questions to store, under the role's lock: an edit that changes a question someone
 * has answered is refused; adding and removing are fine.
 */
export async function questionsToSave(tx: Tx, roleId: string, input: QuestionValues) {
  const stored = await lockedRoleQuestions(tx, roleId)
  const next = questionsToStore(input, stored.questions)
  const index = stored.isAnswered ? changedAnsweredQuestion(stored.questions, next) : null
  if (index === null) return next
  const message = SCREENING_MESSAGES.lockedQuestion
  throw new AppError('VALIDATION_FAILED', message, { errors: { [`questions.${index}`]: message } })
}
