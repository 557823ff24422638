import { z } from 'zod'
import { singleLine } from '../shared/single-line.js'

/** Screening questions on a role (issue 31, decision 069). */
export const SCREENING_QUESTION_KINDS = ['yes_no', 'choice', 'number', 'text'] as const
export type ScreeningQuestionKind = (typeof SCREENING_QUESTION_KINDS)[number]

export const SCREENING_QUESTIONS_MAX = 5
export const SCREENING_QUESTION_TEXT_MAX_LENGTH = 200
export const SCREENING_CHOICES_MIN = 2
export const SCREENING_CHOICES_MAX = 6
export const SCREENING_CHOICE_MAX_LENGTH = 80
export const SCREENING_TEXT_ANSWER_MAX_LENGTH = 500
export const SCREENING_NUMBER_MAX = 1_000_000

export const SCREENING_KIND_LABELS: Record<ScreeningQuestionKind, string> = {
  yes_no: 'Yes or no',
  choice: 'One choice of several',
  number: 'A number',
  text: 'A short answer',
}

export const SCREENING_MESSAGES = {
  tooMany: `A role takes at most ${SCREENING_QUESTIONS_MAX} screening questions`,
  kindRequired: 'Choose yes/no, one choice, a number or a short answer',
  textRequired: 'Write the question',
  textTooLong: `A question must be at most ${SCREENING_QUESTION_TEXT_MAX_LENGTH} characters`,
  choicesRequired: `Give ${SCREENING_CHOICES_MIN} to ${SCREENING_CHOICES_MAX} choices`,
  choiceTooLong: `Each choice must be at most ${SCREENING_CHOICE_MAX_LENGTH} characters`,
  choicesRepeated: 'Each choice must be different',
  choicesNotAsked: 'Only a choice question has choices',
  textDealBreaker: 'A short answer cannot be a deal-breaker',
  dealBreakerYesNo: 'Choose Yes or No as the required answer',
  dealBreakerChoice: 'The required answer must be one of the choices',
  dealBreakerNumber: 'Enter the least number an applicant must give',
  repeatedId: 'Each question must have its own id',
  answerRequired: 'Answer this question',
  answerYesNo: 'Answer Yes or No',
  answerChoice: 'Choose one of the choices',
  answerNumber: 'Enter a number',
  answerText: `Answer in at most ${SCREENING_TEXT_ANSWER_MAX_LENGTH} characters`,
  unknownQuestion: 'This role has no such question',
  repeatedAnswer: 'Answer each question once',
  lockedQuestion:
    'Someone has already answered this question, so it cannot be changed. Remove it and add a new one instead.',
  meetsAll: 'Meets all deal-breakers',
  missesOne: 'Misses a deal-breaker',
} as const

/** An answer: Yes/No as a boolean, a choice or a short answer as text, a number as a number. */
export const ScreeningAnswerValueSchema = z.union([z.boolean(), z.string(), z.number()], {
  message: SCREENING_MESSAGES.answerRequired,
})
export type ScreeningAnswerValue = z.infer<typeof ScreeningAnswerValueSchema>

const questionFields = {
  kind: z.enum(SCREENING_QUESTION_KINDS, { message: SCREENING_MESSAGES.kindRequired }),
  text: singleLine(
    z
      .string({ message: SCREENING_MESSAGES.textRequired })
      .trim()
      .min(1, SCREENING_MESSAGES.textRequired)
      .max(SCREENING_QUESTION_TEXT_MAX_LENGTH, SCREENING_MESSAGES.textTooLong),
  ),
  // Blank choices (a form's empty lines) are dropped.
  choices: z
    .array(z.string({ message: SCREENING_MESSAGES.choicesRequired }), {
      message: SCREENING_MESSAGES.choicesRequired,
    })
    .transform((choices) => choices.map((choice) => choice.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(SCREENING_CHOICE_MAX_LENGTH, SCREENING_MESSAGES.choiceTooLong))
        .max(SCREENING_CHOICES_MAX, SCREENING_MESSAGES.choicesRequired),
    )
    .nullish()
    .transform((choices) => choices ?? null),
  required: z.boolean({ message: 'required must be true or false' }).optional().default(false),
  dealBreaker: z
    .object({ answer: ScreeningAnswerValueSchema })
    .nullish()
    .transform((dealBreaker) => dealBreaker ?? null),
}

type QuestionShape = {
  kind: ScreeningQuestionKind
  choices: string[] | null
  dealBreaker: { answer: ScreeningAnswerValue } | null
}

/** What is wrong with a question's choices and deal-breaker for its kind, as [field, message]. */
export function questionShapeIssue(question: QuestionShape): [string, string] | null {
  const { kind, choices, dealBreaker } = question
  if (kind === 'choice') {
    if (!choices || choices.length < SCREENING_CHOICES_MIN)
      return ['choices', SCREENING_MESSAGES.choicesRequired]
    if (new Set(choices.map((c) => c.toLowerCase())).size !== choices.length)
      return ['choices', SCREENING_MESSAGES.choicesRepeated]
  } else if (choices && choices.length > 0) return ['choices', SCREENING_MESSAGES.choicesNotAsked]
  if (!dealBreaker) return null
  const { answer } = dealBreaker
  switch (kind) {
    case 'text':
      return ['dealBreaker', SCREENING_MESSAGES.textDealBreaker]
    case 'yes_no':
      return typeof answer === 'boolean'
        ? null
        : ['dealBreaker', SCREENING_MESSAGES.dealBreakerYesNo]
    case 'choice':
      return typeof answer === 'string' && choices?.includes(answer)
        ? null
        : ['dealBreaker', SCREENING_MESSAGES.dealBreakerChoice]
    case 'number':
      return typeof answer === 'number' && Number.isFinite(answer)
        ? null
        : ['dealBreaker', SCREENING_MESSAGES.dealBreakerNumber]
  }
}

const withShapeRule = <T extends z.ZodType<QuestionShape>>(schema: T) =>
  schema.superRefine((question, ctx) => {
    const issue = questionShapeIssue(question)
    if (issue) ctx.addIssue({ code: 'custom', path: [issue[0]], message: issue[1] })
  })

/**
 * A question as the role form sends it: a question kept from before sends its `id`; a new one
 * sends none and the server gives it one.
 */
export const ScreeningQuestionInputSchema = withShapeRule(
  z.object({ id: z.uuid({ message: 'id must be a question id' }).optional(), ...questionFields }),
)
export type ScreeningQuestionInput = z.input<typeof ScreeningQuestionInputSchema>

const noRepeatedIds = (questions: { id?: string | undefined }[]) => {
  const ids = questions.flatMap((q) => (q.id ? [q.id] : []))
  return new Set(ids).size === ids.length
}

export const ScreeningQuestionsInputSchema = z
  .array(ScreeningQuestionInputSchema, { message: SCREENING_MESSAGES.tooMany })
  .max(SCREENING_QUESTIONS_MAX, SCREENING_MESSAGES.tooMany)
  .refine(noRepeatedIds, SCREENING_MESSAGES.repeatedId)

/** A question as stored with the role and read by everyone who sees the role. */
export const ScreeningQuestionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SCREENING_QUESTION_KINDS),
  text: z.string(),
  choices: z.array(z.string()).nullable(),
  required: z.boolean(),
  dealBreaker: z.object({ answer: ScreeningAnswerValueSchema }).nullable(),
})
export type ScreeningQuestion = z.infer<typeof ScreeningQuestionSchema>

/** One answer as applying sends it. */
export const ScreeningAnswerInputSchema = z.object({
  questionId: z.uuid({ message: SCREENING_MESSAGES.unknownQuestion }),
  answer: ScreeningAnswerValueSchema,
})
export type ScreeningAnswer = z.infer<typeof ScreeningAnswerInputSchema>

export const ScreeningAnswersInputSchema = z
  .array(ScreeningAnswerInputSchema, { message: SCREENING_MESSAGES.answerRequired })
  .max(SCREENING_QUESTIONS_MAX, SCREENING_MESSAGES.tooMany)

/** An answer as the company reads it: with the question's text as it was asked. */
export const ScreeningAnswerViewSchema = z.object({
  questionId: z.uuid(),
  question: z.string(),
  kind: z.enum(SCREENING_QUESTION_KINDS),
  answer: ScreeningAnswerValueSchema,
  /** Whether this answer meets the question's deal-breaker; null when it has none. */
  meetsDealBreaker: z.boolean().nullable(),
})
export type ScreeningAnswerView = z.infer<typeof ScreeningAnswerViewSchema>
