import {
  CompanyOperationsInputSchema,
  DEFAULT_ACTIVE_WEEKDAYS,
  DEFAULT_WORK_END,
  DEFAULT_WORK_START,
  WEEKDAYS,
  type CompanyMe,
  type Weekday,
} from '@app/domain'

export interface WorkHoursRow {
  day: Weekday
  start: string
  end: string
}
export interface Workdays {
  activeWeekDays: Weekday[]
  workHours: WorkHoursRow[]
}

const isWeekday = (day: string): day is Weekday => (WEEKDAYS as readonly string[]).includes(day)
const byWeekOrder = (a: WorkHoursRow, b: WorkHoursRow) =>
  WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day)
const defaultRow = (day: Weekday): WorkHoursRow => ({
  day,
  start: DEFAULT_WORK_START,
  end: DEFAULT_WORK_END,
})

/** The stored schedule, or Monday to Friday 09:00–17:00 when there is none (spec §9). */
export function workdaysOf(company: Pick<CompanyMe, 'activeWeekDays' | 'workHours'>): Workdays {
  const days = (company.activeWeekDays ?? []).filter(isWeekday)
  if (days.length === 0) {
    const activeWeekDays = DEFAULT_ACTIVE_WEEKDAYS.filter(isWeekday)
    return { activeWeekDays, workHours: activeWeekDays.map(defaultRow) }
  }
  const stored = (company.workHours ?? []).filter((row): row is WorkHoursRow => isWeekday(row.day))
  return {
    activeWeekDays: WEEKDAYS.filter((day) => days.includes(day)),
    workHours: days.map((day) => stored.find((row) => row.day === day) ?? defaultRow(day)),
  }
}

/** Turning a day on adds its 09:00–17:00 row; turning it off removes that row (spec §4). */
export function toggleWorkday(workdays: Workdays, day: Weekday): Workdays {
  if (workdays.activeWeekDays.includes(day)) {
    return {
      activeWeekDays: workdays.activeWeekDays.filter((d) => d !== day),
      workHours: workdays.workHours.filter((row) => row.day !== day),
    }
  }
  return {
    activeWeekDays: WEEKDAYS.filter((d) => d === day || workdays.activeWeekDays.includes(d)),
    workHours: [...workdays.workHours, defaultRow(day)].sort(byWeekOrder),
  }
}

export function setHours(
  workdays: Workdays,
  day: Weekday,
  edge: 'start' | 'end',
  time: string,
): Workdays {
  return {
    ...workdays,
    workHours: workdays.workHours.map((row) => (row.day === day ? { ...row, [edge]: time } : row)),
  }
}

/** Messages per day ('Monday' → '…') and for the whole schedule ('' key), from the shared schema. */
export function workdayProblems(workdays: Workdays): Record<string, string> {
  const result = CompanyOperationsInputSchema.safeParse(workdays)
  if (result.success) return {}
  const problems: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const [field, index] = issue.path
    const day =
      field === 'workHours' && typeof index === 'number' ? workdays.workHours[index]?.day : ''
    problems[day ?? ''] ??= issue.message
  }
  return problems
}
