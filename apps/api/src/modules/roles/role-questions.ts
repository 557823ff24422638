import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import {
  SCREENING_MESSAGES,
  changedAnsweredQuestion,
  type ScreeningQuestion,
  type ScreeningQuestionsInputSchema,
} from '@app/domain'
import type { z } from 'zod'
import { applications, roles } from '../../db/schema.js'
import { AppError } from '../../lib/errors.js'

type QuestionValues = z.output<typeof ScreeningQuestionsInputSchema>

/**
 * Whether anyone applied with answers to the role's questions (decision 069): its kept questions are
 * locked then. Read with the role; applications_role_intern_key serves `role_id =`.
 */
export const questionsAnsweredSql = sql<boolean>`exists(select 1 from ${applications}
  where ${and(eq(applications.roleId, roles.id), sql`${applications.answers} <> '[]'::jsonb`)})`

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

/** Refuses an edit that changes a question someone has answered; adding and removing are fine. */
export function checkQuestionLock(
  previous: readonly ScreeningQuestion[],
  next: readonly ScreeningQuestion[],
  isAnswered: boolean,
) {
  if (!isAnswered) return
  const index = changedAnsweredQuestion(previous, next)
  if (index === null) return
  const message = SCREENING_MESSAGES.lockedQuestion
  throw new AppError('VALIDATION_FAILED', message, { errors: { [`questions.${index}`]: message } })
}
