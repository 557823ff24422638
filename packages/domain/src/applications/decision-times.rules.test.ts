import { describe, expect, test } from 'vitest'
import {
  decidedInTimeLabel,
  decidedInTimePercent,
  meetsDecisionTarget,
} from './decision-times.rules.js'
import { DecisionTimesQuerySchema } from './decision-times.schemas.js'

describe('decidedInTimePercent', () => {
  test.each([
    [0, 0, null],
    [4, 5, 80],
    [5, 5, 100],
    [0, 3, 0],
    // 94.5 % is not the target: rounded down, it reads 94.
    [189, 200, 94],
    [19, 20, 95],
  ])('%s of %s decided in time is %s %%', (decided, counted, expected) => {
    expect(decidedInTimePercent(decided, counted)).toBe(expected)
  })
})

test('the target is met at 95 % and above', () => {
  expect(meetsDecisionTarget(95)).toBe(true)
  expect(meetsDecisionTarget(94)).toBe(false)
  expect(meetsDecisionTarget(null)).toBe(false)
})

test('the dashboard line says the share beside the target, or that there is nothing to count', () => {
  expect(decidedInTimeLabel(80)).toBe('80 % decided within 21 days · target 95 %')
  expect(decidedInTimeLabel(null)).toBe(
    'No applications to measure from the last 90 days · target 95 %',
  )
})

describe('DecisionTimesQuerySchema', () => {
  const a = '3f1c1d2e-8d43-4f4e-9a51-1a2b3c4d5e6f'
  const b = '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d'
  test('takes role ids separated by commas, each once', () => {
    expect(DecisionTimesQuerySchema.parse({ roleIds: `${a}, ${b},${a}` }).roleIds).toEqual([a, b])
  })
  test.each([
    ['', 'none'],
    ['not-an-id', 'a malformed id'],
    [Array.from({ length: 11 }, (_, i) => a.replace(/.$/, i.toString(16))).join(','), 'eleven'],
  ])('refuses %j (%s) with the field message', (roleIds) => {
    const result = DecisionTimesQuerySchema.safeParse({ roleIds })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(
      'roleIds must be 1 to 10 role ids, separated by commas',
    )
  })
})
