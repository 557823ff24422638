// Words of the profile coach that pages show without its schema, so a page that only shows them
// does not load zod (decision 051). profile-coach.rules.ts re-exports them.

/**
 * What the coach checks, in the order a checklist shows items of equal worth. Each is worth its
 * weight in PROFILE_COACH_WEIGHTS.
 */
export const PROFILE_COACH_TIP_IDS = [
  'skills-in-demand',
  'resume',
  'bio',
  'skills',
  'education',
  'phone',
  'photo',
  'preferences',
  'media',
  'name',
  'details',
] as const
export type ProfileCoachTipId = (typeof PROFILE_COACH_TIP_IDS)[number]

/**
 * The score's weights, in one place (decision 067): what companies and the match score read most
 * weighs most. They add up to 100; an item the coach cannot judge yet (no open roles to learn
 * demand from) is left out and the score is taken over the others.
 */
export const PROFILE_COACH_WEIGHTS: Record<ProfileCoachTipId, number> = {
  'skills-in-demand': 16,
  resume: 15,
  bio: 12,
  skills: 10,
  education: 10,
  phone: 8,
  photo: 8,
  preferences: 8,
  media: 5,
  name: 4,
  details: 4,
}

/** A bio within these many words reads well: long enough to say something, short enough to read. */
export const BIO_WORDS_MIN = 40
export const BIO_WORDS_MAX = 80
/** Skills a profile should list at least. */
export const COACH_SKILLS_MIN = 5
/** How many of a field's most asked-for skills the coach checks for. */
export const DEMAND_SKILLS_CHECKED = 3

export interface ScoreBand {
  /** The lowest score of the band. */
  from: number
  label: string
}

/** What a score is called, highest band first. */
export const PROFILE_SCORE_BANDS: readonly ScoreBand[] = [
  { from: 90, label: 'Excellent' },
  { from: 70, label: 'Good' },
  { from: 40, label: 'Getting there' },
  { from: 0, label: 'Needs work' },
]

export const profileScoreLabel = (score: number): string =>
  PROFILE_SCORE_BANDS.find((band) => score >= band.from)?.label ?? 'Needs work'

/** Labels of the coach's panel and the applications page's note, written once. */
export const PROFILE_COACH_TEXTS = {
  title: 'Profile coach',
  meterLabel: 'Profile score',
  scoreOf: (score: number) => `${score} of 100`,
  listLabel: 'Ways to improve your profile',
  allDone: 'Your profile has everything the coach looks for. Keep it up to date.',
  noTips: 'The coach has nothing to check yet.',
  loading: 'Checking your profile…',
  loadFailed: 'We could not check your profile just now.',
  done: 'Done:',
  openPrefix: 'To do:',
  applicationsTitle: 'Your profile',
  applicationsScore: (score: number) =>
    `Your profile scores ${score} of 100 (${profileScoreLabel(score)}).`,
  applicationsWhy:
    'Each company sees your profile as it is when you apply: your photo, bio, skills, education and CV. Your skills, field of study and preferences also decide which roles we recommend to you first.',
  applicationsLink: 'Improve your profile',
} as const
