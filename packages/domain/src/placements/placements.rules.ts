import { PLACEMENT_TYPES, type PlacementType } from '../roles/placement-types.js'
import { dayNumber, formatDay } from '../shared/format.js'
import { siwesPaperStep, type SiwesPaperFacts, type SiwesStudentDetails } from './siwes.rules.js'

/**
 * What comes after an accepted application (issue 29, decision 059): the placement, of the kind
 * its role was posted as. No zod here, so a page that only shows a placement loads none.
 */
export const PLACEMENT_KINDS = PLACEMENT_TYPES
export type PlacementKind = PlacementType

/** Not yet dated, dated but not begun, under way, over. */
export const PLACEMENT_STAGES = ['unscheduled', 'upcoming', 'ongoing', 'ended'] as const
export type PlacementStage = (typeof PLACEMENT_STAGES)[number]

/** The longest placement the dates may describe: three years, as the longest letter. */
export const PLACEMENT_MAX_DAYS = 3 * 366

export type PlacementSide = 'company' | 'intern'

/** What the progress is worked out from: the stored placement, whoever reads it. */
export interface PlacementFacts {
  kind: PlacementKind
  startDate: string | null
  endDate: string | null
  /** SIWES/IT: the role's weeks (16 or 24); ignored for other kinds, whose weeks come from the dates. */
  siwesWeeks: number | null
  /**
   * SIWES/IT: the logbook weeks the industry supervisor signed (decision 061). Given, they are the
   * weeks done, as the ITF counts them; the calendar still says which week it is.
   */
  signedWeeks?: number | null
  supervisor: { name: string | null; email: string | null; phone: string | null }
  student: SiwesStudentDetails | null
  /** A SIWES placement's SCAF and ITF Form 8 (decision 060); left out, they ask nothing. */
  siwesPapers?: SiwesPaperFacts
}

export interface PlacementProgress {
  weeksDone: number
  weeksTotal: number | null
  stage: PlacementStage
  next: string
}

/** 'a', 'a and b', 'a, b and c'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** What the company still has to give: the dates and the supervisor. */
function companyMissing(facts: PlacementFacts): string[] {
  const { supervisor } = facts
  return [
    ...(!facts.startDate || !facts.endDate ? ['the start and end dates'] : []),
    ...(!supervisor.name || !supervisor.email || !supervisor.phone ? ['the supervisor'] : []),
  ]
}

/** What a SIWES/IT student still has to give; nothing for other kinds. */
function studentMissing(facts: PlacementFacts): string[] {
  if (facts.kind !== 'siwes') return []
  const student = facts.student
  return [
    ...(!student?.matricNumber ? ['matriculation number'] : []),
    ...(!student?.institution ? ['institution'] : []),
    ...(!student?.course ? ['course'] : []),
    ...(!student?.programme ? ['programme'] : []),
  ]
}

/**
 * The weeks done and in all, the stage on `today` (a Lagos day, 'YYYY-MM-DD') and what is due
 * next for the side that reads it: each side's own step first, then what it waits for.
 */
export function placementProgress(
  facts: PlacementFacts,
  today: string,
  side: PlacementSide = 'intern',
): PlacementProgress {
  const { startDate, endDate } = facts
  const scheduled = startDate !== null && endDate !== null
  const lengthDays = scheduled ? dayNumber(endDate) - dayNumber(startDate) + 1 : null
  const weeksTotal =
    facts.kind === 'siwes'
      ? facts.siwesWeeks
      : lengthDays !== null
        ? Math.ceil(lengthDays / 7)
        : null

  const now = dayNumber(today)
  let stage: PlacementStage = 'unscheduled'
  let weeksDone = 0
  if (scheduled && lengthDays !== null) {
    const start = dayNumber(startDate)
    const end = dayNumber(endDate)
    if (now < start) stage = 'upcoming'
    else if (now <= end) {
      stage = 'ongoing'
      weeksDone = Math.floor((now - start) / 7)
    } else {
      stage = 'ended'
      weeksDone = Math.ceil(lengthDays / 7)
    }
    if (weeksTotal !== null) weeksDone = Math.min(weeksDone, weeksTotal)
  }
  const calendarWeeks = weeksDone
  if (facts.kind === 'siwes' && typeof facts.signedWeeks === 'number') {
    weeksDone = Math.min(facts.signedWeeks, weeksTotal ?? facts.signedWeeks)
  }

  const next = nextStep(facts, side, stage, calendarWeeks, weeksTotal, today)
  return { weeksDone, weeksTotal, stage, next }
}

function nextStep(
  facts: PlacementFacts,
  side: PlacementSide,
  stage: PlacementStage,
  /** Whole weeks since the start by the calendar (not the signed weeks). */
  weeksPassed: number,
  weeksTotal: number | null,
  today: string,
): string {
  const company = companyMissing(facts)
  const student = studentMissing(facts)
  const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)
  if (side === 'company') {
    if (company.length > 0) return `Add ${listInWords(company)}`
    if (student.length > 0) return `Waiting for the student's ${listInWords(student)}`
  } else {
    if (student.length > 0) return `Fill in your ${listInWords(student)}`
    if (company.length > 0) return `Waiting for the company to add ${listInWords(company)}`
  }
  const papers = facts.kind === 'siwes' && facts.siwesPapers
  const paperStep = papers && siwesPaperStep(papers, side, { stage, endDate: facts.endDate }, today)
  if (paperStep) return paperStep
  const start = formatDay(facts.startDate ?? '')
  const end = formatDay(facts.endDate ?? '')
  if (stage === 'upcoming') return `Starts ${start}`
  if (stage === 'ongoing') {
    const week = weeksTotal === null ? weeksPassed + 1 : Math.min(weeksPassed + 1, weeksTotal)
    return capitalised(`week ${week}${weeksTotal ? ` of ${weeksTotal}` : ''}; ends ${end}`)
  }
  if (stage === 'ended') return `Ended ${end}`
  return 'Nothing is due'
}

export type PlacementStepState = 'done' | 'current' | 'later'

export interface PlacementStep {
  key: 'accepted' | 'starts' | 'weeks' | 'ends'
  label: string
  /** '14 May 2026', or '' when not known yet. */
  date: string
  state: PlacementStepState
}

/** The placement's timeline as both pages show it: accepted → starts → weeks → ends. */
export function placementTimeline(
  placement: {
    acceptedAt: string
    startDate: string | null
    endDate: string | null
    weeksDone: number
    weeksTotal: number | null
    stage: PlacementStage
  },
  today: string,
): PlacementStep[] {
  const { stage, weeksDone, weeksTotal } = placement
  const started = stage === 'ongoing' || stage === 'ended'
  const startsToday = placement.startDate !== null && placement.startDate === today
  return [
    { key: 'accepted', label: 'Accepted', date: formatDay(placement.acceptedAt), state: 'done' },
    {
      key: 'starts',
      label: started && !startsToday ? 'Started' : 'Starts',
      date: placement.startDate ? formatDay(placement.startDate) : '',
      state: started ? 'done' : 'current',
    },
    {
      key: 'weeks',
      label:
        weeksTotal === null
          ? 'Weeks'
          : `${weeksDone} of ${weeksTotal} week${weeksTotal === 1 ? '' : 's'} done`,
      date: '',
      state: stage === 'ended' ? 'done' : stage === 'ongoing' ? 'current' : 'later',
    },
    {
      key: 'ends',
      label: stage === 'ended' ? 'Ended' : 'Ends',
      date: placement.endDate ? formatDay(placement.endDate) : '',
      state: stage === 'ended' ? 'done' : 'later',
    },
  ]
}
