// The questions' schemas ride with their rules: one line in the domain index.
export * from './screening-questions.schemas.js'
import {
  SCREENING_MESSAGES,
  SCREENING_NUMBER_MAX,
  SCREENING_TEXT_ANSWER_MAX_LENGTH,
  type ScreeningAnswer,
  type ScreeningAnswerValue,
  type ScreeningAnswerView,
  type ScreeningQuestion,
} from './screening-questions.schemas.js'

const answerOf = (answers: readonly ScreeningAnswer[], questionId: string) =>
  answers.find((one) => one.questionId === questionId)?.answer

/**
 * Whether one answer meets its question's deal-breaker (decision 069): Yes/No and a choice must be
 * the required answer; a number must be at least the required number (years of experience, weeks
 * available). A question without a deal-breaker is met by any answer; a missing answer meets none.
 */
export function meetsDealBreaker(
  question: Pick<ScreeningQuestion, 'kind' | 'dealBreaker'>,
  answer: ScreeningAnswerValue | undefined,
): boolean {
  const required = question.dealBreaker?.answer
  if (required === undefined) return true
  if (answer === undefined) return false
  if (question.kind === 'number')
    return typeof answer === 'number' && typeof required === 'number' && answer >= required
  return answer === required
}

/** The role's deal-breaker questions the answers do not meet. */
export const missedDealBreakers = (
  questions: readonly ScreeningQuestion[],
  answers: readonly ScreeningAnswer[],
) => questions.filter((q) => !meetsDealBreaker(q, answerOf(answers, q.id)))

/** Every deal-breaker is met (a role without any: true). */
export const meetsDealBreakers = (
  questions: readonly ScreeningQuestion[],
  answers: readonly ScreeningAnswer[],
) => missedDealBreakers(questions, answers).length === 0

/** A deal-breaker's required answer in words: 'Yes', 'Lagos', 'at least 3'. */
export function requiredAnswerText(question: Pick<ScreeningQuestion, 'kind' | 'dealBreaker'>) {
  const required = question.dealBreaker?.answer
  if (required === undefined) return ''
  if (typeof required === 'boolean') return required ? 'Yes' : 'No'
  return question.kind === 'number' ? `at least ${required}` : String(required)
}

/** What the intern is told before sending an answer that misses a deal-breaker. */
export const dealBreakerWarning = (question: ScreeningQuestion) =>
  `This role needs ${requiredAnswerText(question)} to '${question.text}'; you can still send your application.`

/** An answer in words, as the company reads it. */
export const answerText = (answer: ScreeningAnswerValue) =>
  typeof answer === 'boolean' ? (answer ? 'Yes' : 'No') : String(answer)

function answerIssue(question: ScreeningQuestion, answer: ScreeningAnswerValue | undefined) {
  const isEmpty = answer === undefined || (typeof answer === 'string' && answer.trim() === '')
  if (isEmpty) return question.required ? SCREENING_MESSAGES.answerRequired : null
  switch (question.kind) {
    case 'yes_no':
      return typeof answer === 'boolean' ? null : SCREENING_MESSAGES.answerYesNo
    case 'choice':
      return typeof answer === 'string' && question.choices?.includes(answer)
        ? null
        : SCREENING_MESSAGES.answerChoice
    case 'number':
      return typeof answer === 'number' &&
        Number.isFinite(answer) &&
        Math.abs(answer) <= SCREENING_NUMBER_MAX
        ? null
        : SCREENING_MESSAGES.answerNumber
    case 'text':
      return typeof answer === 'string' && answer.trim().length <= SCREENING_TEXT_ANSWER_MAX_LENGTH
        ? null
        : SCREENING_MESSAGES.answerText
  }
}

/**
 * What is wrong with the answers to a role's questions, by question id (empty when nothing is):
 * required ones present, each of its question's kind, choices among the choices, no answer to a
 * question the role does not ask, none answered twice.
 */
export function answerIssues(
  questions: readonly ScreeningQuestion[],
  answers: readonly ScreeningAnswer[],
): Record<string, string> {
  const issues: Record<string, string> = {}
  const seen = new Set<string>()
  for (const { questionId } of answers) {
    if (!questions.some((q) => q.id === questionId))
      issues[questionId] = SCREENING_MESSAGES.unknownQuestion
    else if (seen.has(questionId)) issues[questionId] = SCREENING_MESSAGES.repeatedAnswer
    seen.add(questionId)
  }
  for (const question of questions) {
    const issue = answerIssue(question, answerOf(answers, question.id))
    if (issue) issues[question.id] ??= issue
  }
  return issues
}

/**
 * The answers as they are kept with the application: each answered question's text and kind as
 * asked, so the company reads them even after the question is removed. Empty answers are dropped.
 */
export const answersToKeep = (
  questions: readonly ScreeningQuestion[],
  answers: readonly ScreeningAnswer[],
): ScreeningAnswerView[] =>
  questions.flatMap((question) => {
    const raw = answerOf(answers, question.id)
    if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return []
    const answer = typeof raw === 'string' ? raw.trim() : raw
    return [
      {
        questionId: question.id,
        question: question.text,
        kind: question.kind,
        answer,
        meetsDealBreaker: question.dealBreaker ? meetsDealBreaker(question, answer) : null,
      },
    ]
  })

const sameQuestion = (a: ScreeningQuestion, b: ScreeningQuestion) =>
  a.kind === b.kind &&
  a.text === b.text &&
  JSON.stringify(a.choices ?? []) === JSON.stringify(b.choices ?? []) &&
  JSON.stringify(a.dealBreaker) === JSON.stringify(b.dealBreaker)

/**
 * Once anyone has answered a role's questions, a kept question (same id) must keep its text, kind,
 * choices and deal-breaker: answers already given would otherwise answer another question. Questions
 * may still be added or removed, and whether one is required may change. Answers the index of the
 * first changed question, or null.
 */
export function changedAnsweredQuestion(
  previous: readonly ScreeningQuestion[],
  next: readonly ScreeningQuestion[],
): number | null {
  const index = next.findIndex((question) => {
    const before = previous.find((one) => one.id === question.id)
    return before !== undefined && !sameQuestion(before, question)
  })
  return index === -1 ? null : index
}
