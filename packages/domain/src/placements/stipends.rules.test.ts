import { describe, expect, it } from 'vitest'
import {
  addMonths,
  askDayOf,
  canChangeStipendAnswer,
  disputeAnswerBy,
  disputeStatus,
  dueStipendMonths,
  isMonthDue,
  lastDayOf,
  newestDueMonth,
  paysOnTime,
  promisedStipend,
  stipendMonthLabel,
} from './stipends.rules.js'
import { STIPEND_MESSAGES, StipendAnswerInputSchema } from './stipends.schemas.js'

describe('stipend months', () => {
  it('moves months across years and knows their last day', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-05', -6)).toBe('2025-11')
    expect(lastDayOf('2026-02')).toBe('2026-02-28')
    expect(lastDayOf('2028-02')).toBe('2028-02-29')
    expect(lastDayOf('2026-12')).toBe('2026-12-31')
    expect(stipendMonthLabel('2026-05')).toBe('May 2026')
  })

  it('asks about a month on the 3rd of the next, in Lagos days', () => {
    expect(askDayOf('2026-05')).toBe('2026-06-03')
    expect(askDayOf('2026-12')).toBe('2027-01-03')
    expect(isMonthDue('2026-05', '2026-06-02')).toBe(false)
    expect(isMonthDue('2026-05', '2026-06-03')).toBe(true)
    expect(newestDueMonth('2026-06-02')).toBe('2026-04')
    expect(newestDueMonth('2026-06-03')).toBe('2026-05')
    expect(newestDueMonth('2026-01-15')).toBe('2025-12')
  })

  it.each([
    // start, end, today, months due (newest first)
    ['2026-03-16', '2026-08-14', '2026-06-03', ['2026-05', '2026-04', '2026-03']],
    ['2026-03-16', '2026-08-14', '2026-06-02', ['2026-04', '2026-03']],
    ['2026-03-16', '2026-04-10', '2026-09-20', ['2026-04', '2026-03']],
    ['2026-06-01', '2026-12-01', '2026-06-20', []],
    ['2025-11-20', '2026-02-10', '2026-03-05', ['2026-02', '2026-01', '2025-12', '2025-11']],
  ])('a placement from %s to %s has on %s the months %j', (start, end, today, months) => {
    expect(dueStipendMonths(start, end, today)).toEqual(months)
  })

  it('has no months until it has dates', () => {
    expect(dueStipendMonths(null, '2026-08-14', '2026-09-20')).toEqual([])
    expect(dueStipendMonths('2026-03-16', null, '2026-09-20')).toEqual([])
  })

  it('reads the promised stipend from the role: its minimum, or its "up to", or none', () => {
    expect(promisedStipend(50_000, 80_000)).toBe(50_000)
    expect(promisedStipend(0, 30_000)).toBe(30_000)
    expect(promisedStipend(0, null)).toBeNull()
    expect(promisedStipend(0, 0)).toBeNull()
  })
})

describe('disputes', () => {
  it('are due 7 days after they open, on the Lagos day of that moment', () => {
    expect(disputeAnswerBy('2026-06-05T10:00:00.000Z')).toBe('2026-06-12')
    // 23:30 UTC is already the next day in Lagos.
    expect(disputeAnswerBy('2026-06-05T23:30:00.000Z')).toBe('2026-06-13')
  })

  it.each([
    [{ companyAnsweredAt: null, overdueAt: null, closedAt: null }, 'open'],
    [{ companyAnsweredAt: null, overdueAt: 'x', closedAt: null }, 'overdue'],
    [{ companyAnsweredAt: 'x', overdueAt: 'x', closedAt: null }, 'answered'],
    [{ companyAnsweredAt: 'x', overdueAt: null, closedAt: 'x' }, 'closed'],
  ] as const)('stand as %j → %s', (moments, status) => {
    expect(disputeStatus(moments)).toBe(status)
  })

  it.each([
    [null, { paid: 'no', amount: null }, true],
    [{ paid: 'yes', amount: 50_000 }, { paid: 'yes', amount: 50_000 }, false],
    [{ paid: 'yes', amount: 50_000 }, { paid: 'no', amount: null }, false],
    [{ paid: 'no', amount: 0 }, { paid: 'yes', amount: null }, true],
    [{ paid: 'no', amount: 0 }, { paid: 'partly', amount: 10_000 }, true],
    [{ paid: 'no', amount: 0 }, { paid: 'no', amount: null }, false],
    [{ paid: 'partly', amount: 20_000 }, { paid: 'partly', amount: 30_000 }, true],
    [{ paid: 'partly', amount: 20_000 }, { paid: 'partly', amount: 20_000 }, false],
    [{ paid: 'partly', amount: 20_000 }, { paid: 'no', amount: null }, false],
    [{ paid: 'partly', amount: 20_000 }, { paid: 'yes', amount: null }, true],
  ] as const)('after %j, %j may follow: %s', (given, next, allowed) => {
    expect(canChangeStipendAnswer(given, next)).toBe(allowed)
  })
})

describe('pays stipends on time', () => {
  const now = '2026-12'
  it.each([
    ['no record', null, null],
    ['2 months on time', { onTimeMonths: 2, lastLateMonth: null }, null],
    ['2 on time and a late one', { onTimeMonths: 2, lastLateMonth: '2026-11' }, null],
    ['3 on time, never late', { onTimeMonths: 3, lastLateMonth: null }, true],
    ['3 on time, late last month', { onTimeMonths: 3, lastLateMonth: '2026-11' }, false],
    ['3 on time, late 6 months before', { onTimeMonths: 3, lastLateMonth: '2026-06' }, false],
    ['3 on time, late 7 months before', { onTimeMonths: 3, lastLateMonth: '2026-05' }, true],
    ['10 on time, late a year before', { onTimeMonths: 10, lastLateMonth: '2025-12-01' }, true],
  ] as const)('%s → %s', (_, record, expected) => {
    expect(paysOnTime(record, now)).toBe(expected)
  })
})

describe('the intern’s answer', () => {
  const parse = (body: object) => StipendAnswerInputSchema.safeParse(body)
  const messageOf = (body: object) => parse(body).error?.issues[0]?.message

  it('takes yes, partly with an amount, and no', () => {
    expect(parse({ month: '2026-05', paid: 'yes' }).success).toBe(true)
    expect(parse({ month: '2026-05', paid: 'partly', amount: 20_000 }).success).toBe(true)
    expect(parse({ month: '2026-05', paid: 'no', amount: null }).success).toBe(true)
  })

  it.each([
    [{ month: '2026-13', paid: 'yes' }, STIPEND_MESSAGES.month],
    [{ month: 'May 2026', paid: 'yes' }, STIPEND_MESSAGES.month],
    [{ month: '2026-05', paid: 'maybe' }, STIPEND_MESSAGES.paid],
    [{ month: '2026-05', paid: 'partly' }, STIPEND_MESSAGES.amountForPartly],
    [{ month: '2026-05', paid: 'partly', amount: 0 }, STIPEND_MESSAGES.amountForPartly],
    [{ month: '2026-05', paid: 'partly', amount: 1.5 }, STIPEND_MESSAGES.amount],
    [{ month: '2026-05', paid: 'yes', amount: -1 }, STIPEND_MESSAGES.amount],
    [{ month: '2026-05', paid: 'no', amount: 5_000 }, STIPEND_MESSAGES.amountForNo],
  ])('refuses %j: %s', (body, message) => {
    expect(messageOf(body)).toBe(message)
  })
})
