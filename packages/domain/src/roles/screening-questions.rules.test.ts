import { describe, expect, it } from 'vitest'
import {
  answerIssues,
  answersToKeep,
  changedAnsweredQuestion,
  dealBreakerWarning,
  meetsDealBreaker,
  meetsDealBreakers,
} from './screening-questions.rules.js'
import {
  SCREENING_MESSAGES,
  ScreeningQuestionsInputSchema,
  type ScreeningQuestion,
} from './screening-questions.schemas.js'

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`
const available: ScreeningQuestion = {
  id: id(1),
  kind: 'yes_no',
  text: 'Are you available for 24 weeks from June?',
  choices: null,
  required: true,
  dealBreaker: { answer: true },
}
const city: ScreeningQuestion = {
  id: id(2),
  kind: 'choice',
  text: 'Which office?',
  choices: ['Lagos', 'Abuja'],
  required: false,
  dealBreaker: { answer: 'Lagos' },
}
const years: ScreeningQuestion = {
  id: id(3),
  kind: 'number',
  text: 'Years of Excel?',
  choices: null,
  required: false,
  dealBreaker: { answer: 2 },
}
const why: ScreeningQuestion = {
  id: id(4),
  kind: 'text',
  text: 'Why us?',
  choices: null,
  required: true,
  dealBreaker: null,
}

describe('meetsDealBreaker', () => {
  it.each([
    ['Yes when Yes is needed', available, true, true],
    ['No when Yes is needed', available, false, false],
    ['no answer to a deal-breaker', available, undefined, false],
    ['the needed choice', city, 'Lagos', true],
    ['another choice', city, 'Abuja', false],
    ['exactly the least number', years, 2, true],
    ['more than the least number', years, 5, true],
    ['fewer than the least number', years, 1, false],
    ['any answer to a question without a deal-breaker', why, 'Because', true],
  ] as const)('%s', (_name, question, answer, expected) => {
    expect(meetsDealBreaker(question, answer)).toBe(expected)
  })

  it('a role without deal-breakers is met by no answers', () => {
    expect(meetsDealBreakers([why], [])).toBe(true)
  })

  it('one missed deal-breaker of several misses them all', () => {
    const answers = [
      { questionId: id(1), answer: true },
      { questionId: id(2), answer: 'Abuja' },
      { questionId: id(3), answer: 4 },
    ]
    expect(meetsDealBreakers([available, city, years], answers)).toBe(false)
  })
})

describe('answerIssues', () => {
  const questions = [available, city, years, why]
  const ok = [
    { questionId: id(1), answer: false },
    { questionId: id(4), answer: 'I like fintech' },
  ]
  it.each([
    ['right answers, optional ones left out', ok, {}],
    ['a required answer missing', [ok[0]!], { [id(4)]: SCREENING_MESSAGES.answerRequired }],
    [
      'a blank required short answer',
      [ok[0]!, { questionId: id(4), answer: '  ' }],
      { [id(4)]: SCREENING_MESSAGES.answerRequired },
    ],
    [
      'text for a yes/no question',
      [{ questionId: id(1), answer: 'yes' }, ok[1]!],
      { [id(1)]: SCREENING_MESSAGES.answerYesNo },
    ],
    [
      'a choice not among the choices',
      [...ok, { questionId: id(2), answer: 'Kano' }],
      { [id(2)]: SCREENING_MESSAGES.answerChoice },
    ],
    [
      'text for a number',
      [...ok, { questionId: id(3), answer: 'two' }],
      { [id(3)]: SCREENING_MESSAGES.answerNumber },
    ],
    [
      'an answer to a question the role does not ask',
      [...ok, { questionId: id(9), answer: true }],
      { [id(9)]: SCREENING_MESSAGES.unknownQuestion },
    ],
    [
      'a question answered twice',
      [...ok, { questionId: id(1), answer: true }],
      { [id(1)]: SCREENING_MESSAGES.repeatedAnswer },
    ],
  ] as const)('%s', (_name, answers, expected) => {
    expect(answerIssues(questions, answers)).toEqual(expected)
  })
})

describe('ScreeningQuestionsInputSchema', () => {
  const first = (input: unknown) =>
    ScreeningQuestionsInputSchema.safeParse(input).error?.issues[0]?.message
  it.each([
    [
      'a yes/no deal-breaker',
      [{ kind: 'yes_no', text: 'Available?', dealBreaker: { answer: true } }],
      undefined,
    ],
    [
      'a choice with one choice',
      [{ kind: 'choice', text: 'Where?', choices: ['Lagos'] }],
      SCREENING_MESSAGES.choicesRequired,
    ],
    [
      'repeated choices',
      [{ kind: 'choice', text: 'Where?', choices: ['Lagos', 'lagos'] }],
      SCREENING_MESSAGES.choicesRepeated,
    ],
    [
      'a deal-breaker not among the choices',
      [
        {
          kind: 'choice',
          text: 'Where?',
          choices: ['Lagos', 'Abuja'],
          dealBreaker: { answer: 'Kano' },
        },
      ],
      SCREENING_MESSAGES.dealBreakerChoice,
    ],
    [
      'a text deal-breaker',
      [{ kind: 'text', text: 'Why?', dealBreaker: { answer: 'x' } }],
      SCREENING_MESSAGES.textDealBreaker,
    ],
    [
      'a number deal-breaker that is text',
      [{ kind: 'number', text: 'Years?', dealBreaker: { answer: 'two' } }],
      SCREENING_MESSAGES.dealBreakerNumber,
    ],
    [
      'choices on a yes/no question',
      [{ kind: 'yes_no', text: 'Available?', choices: ['a', 'b'] }],
      SCREENING_MESSAGES.choicesNotAsked,
    ],
    ['an empty question', [{ kind: 'yes_no', text: ' ' }], SCREENING_MESSAGES.textRequired],
    ['an unknown kind', [{ kind: 'essay', text: 'Why?' }], SCREENING_MESSAGES.kindRequired],
    [
      'six questions',
      Array.from({ length: 6 }, () => ({ kind: 'text', text: 'Why?' })),
      SCREENING_MESSAGES.tooMany,
    ],
  ])('%s', (_name, input, message) => {
    expect(first(input)).toBe(message)
  })
})

describe('a question as the form sends it', () => {
  it('drops blank choices and gives no choices to other kinds', () => {
    const [question] = ScreeningQuestionsInputSchema.parse([
      { kind: 'choice', text: 'Which office?', choices: ['Lagos', ' ', 'Abuja '] },
    ])
    expect(question).toMatchObject({
      choices: ['Lagos', 'Abuja'],
      required: false,
      dealBreaker: null,
    })
  })
})

describe('changedAnsweredQuestion', () => {
  it.each([
    ['the same questions', [available, city], null],
    ['a question added and one removed', [city, years], null],
    ['required changed only', [{ ...available, required: false }], null],
    ['the text changed', [city, { ...available, text: 'Free in June?' }], 1],
    ['the kind changed', [{ ...years, id: id(2) }], 0],
    ['a choice added', [{ ...city, choices: ['Lagos', 'Abuja', 'Kano'] }], 0],
    ['the deal-breaker changed', [{ ...available, dealBreaker: { answer: false } }], 0],
    ['the deal-breaker dropped', [{ ...available, dealBreaker: null }], 0],
  ] as [string, ScreeningQuestion[], number | null][])('%s', (_name, next, expected) => {
    expect(changedAnsweredQuestion([available, city], next)).toBe(expected)
  })
})

describe('what is kept and said', () => {
  it('keeps each answer with its question as asked, trimmed, and whether it meets', () => {
    const kept = answersToKeep(
      [available, why],
      [
        { questionId: id(1), answer: false },
        { questionId: id(4), answer: ' Because ' },
      ],
    )
    expect(kept).toEqual([
      {
        questionId: id(1),
        question: available.text,
        kind: 'yes_no',
        answer: false,
        meetsDealBreaker: false,
      },
      {
        questionId: id(4),
        question: 'Why us?',
        kind: 'text',
        answer: 'Because',
        meetsDealBreaker: null,
      },
    ])
  })

  it('warns in words what the role needs', () => {
    expect(dealBreakerWarning(available)).toBe(
      "This role needs Yes to 'Are you available for 24 weeks from June?'; you can still send your application.",
    )
    expect(dealBreakerWarning(years)).toContain('needs at least 2 to')
  })
})
