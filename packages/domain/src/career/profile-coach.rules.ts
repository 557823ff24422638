import { significantWords } from '../interns/match-score.rules.js'
import {
  BIO_WORDS_MAX,
  BIO_WORDS_MIN,
  COACH_SKILLS_MIN,
  DEMAND_SKILLS_CHECKED,
  PROFILE_COACH_TIP_IDS,
  PROFILE_COACH_WEIGHTS,
  type ProfileCoachTipId,
} from './profile-coach-words.js'
import type { ProfileCoach, ProfileCoachTip } from './profile-coach.schemas.js'
import { SKILL_VOCABULARY, type VocabularySkill } from './skill-vocabulary.js'
import { wordCount } from '../shared/words.js'

export * from './profile-coach-words.js'
export * from './profile-coach.schemas.js'
export * from './skill-vocabulary.js'

/** What the coach reads of the intern's profile: every field of it but the email. */
export interface CoachProfile {
  firstName: string | null
  lastName: string | null
  phoneNumber: string | null
  dateOfBirth: string | null
  gender: string | null
  address: string | null
  bio: string | null
  profileImageUrl: string | null
  institutionName: string | null
  fieldOfStudy: string | null
  yearOfEntry: number | null
  yearOfGraduation: number | null
  isPostgraduate: boolean
  preferredIndustry: string | null
  intendedDuration: number | null
  locationPreference: string | null
  skills: string[]
  resumeUrl: string | null
  mediaUrls: string[]
}

/**
 * What open roles ask for (decision 067): skills of SKILL_VOCABULARY with how many open roles
 * ask for each, those of the intern's preferred industry, or of every open role (`industry`
 * null) when the intern has chosen none or no open role of theirs asks for a known skill.
 */
export interface SkillDemand {
  industry: string | null
  skills: { skill: string; roles: number }[]
}

export const NO_DEMAND: SkillDemand = { industry: null, skills: [] }

// ---------------------------------------------------------------------------------------------
// How a role asks for a skill

interface KnownSkill {
  skill: VocabularySkill
  words: string[]
}

/** The vocabulary by the first of each skill's words: a requirement's words look up only theirs. */
const SKILLS_BY_WORD: ReadonlyMap<string, KnownSkill[]> = (() => {
  const byWord = new Map<string, KnownSkill[]>()
  for (const skill of SKILL_VOCABULARY) {
    const words = significantWords(skill)
    const first = words[0]
    if (first === undefined) continue
    byWord.set(first, [...(byWord.get(first) ?? []), { skill, words }])
  }
  return byWord
})()

/**
 * The skills of the vocabulary a role asks for: those whose words are all in one of its
 * requirements, as the match score finds a skill in a requirement (so an intern who adds one
 * meets that requirement in the match). `requirementWords` is the role's stored match feature
 * (roleMatchFeatures). In the vocabulary's order, each once.
 */
export function skillsAskedBy(requirementWords: readonly (readonly string[])[]): VocabularySkill[] {
  const asked = new Set<VocabularySkill>()
  for (const words of requirementWords) {
    const present = new Set(words)
    for (const word of present) {
      for (const known of SKILLS_BY_WORD.get(word) ?? []) {
        if (known.words.every((w) => present.has(w))) asked.add(known.skill)
      }
    }
  }
  return SKILL_VOCABULARY.filter((skill) => asked.has(skill))
}

/**
 * Whether the intern lists a skill: one of theirs holds all its words ('Microsoft Excel' and
 * 'Advanced Excel' are Excel). A skill with no significant words is never listed.
 */
export function listsSkill(internSkills: readonly string[], skill: string): boolean {
  const wanted = significantWords(skill)
  if (wanted.length === 0) return false
  return internSkills.some((own) => {
    const words = new Set(significantWords(own))
    return wanted.every((word) => words.has(word))
  })
}

// ---------------------------------------------------------------------------------------------
// The checklist

interface Check {
  id: ProfileCoachTipId
  /** 0–1: how much of the item the profile has. */
  share: number
  advice: string
  done: string
}

const isFilled = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && String(value).trim().length > 0

/** 'a', 'a and b', 'a, b and c'. */
export const listOf = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five']
const countOf = (n: number, noun: string) =>
  `${NUMBER_WORDS[n] ?? String(n)} ${noun}${n === 1 ? '' : 's'}`

/** The missing ones of some labelled fields, and the share filled. */
function missingOf(fields: [label: string, isPresent: boolean][]) {
  const missing = fields.filter(([, isPresent]) => !isPresent).map(([label]) => label)
  return { missing, share: (fields.length - missing.length) / fields.length }
}

function bioCheck(bio: string | null): Check {
  const words = wordCount(bio)
  const range = `${BIO_WORDS_MIN}–${BIO_WORDS_MAX}`
  const isWithin = words >= BIO_WORDS_MIN && words <= BIO_WORDS_MAX
  return {
    id: 'bio',
    // A bio of the wrong length still says something: half the worth.
    share: isWithin ? 1 : words > 0 ? 0.5 : 0,
    advice:
      words === 0
        ? `Write a short bio about yourself: ${range} words reads well`
        : `Your bio is ${words} word${words === 1 ? '' : 's'}; ${range} reads better`,
    done: `Your bio is ${words} words, within ${range}`,
  }
}

function skillsCheck(skills: readonly string[]): Check {
  const count = skills.length
  return {
    id: 'skills',
    share: Math.min(count, COACH_SKILLS_MIN) / COACH_SKILLS_MIN,
    advice:
      count === 0
        ? `List at least ${COACH_SKILLS_MIN} skills`
        : `List at least ${COACH_SKILLS_MIN} skills; you have ${count}`,
    done: `You list ${count} skills`,
  }
}

/** The demand's most asked-for skills, most first; ties by name, so the answer is stable. */
export const topDemandedSkills = (demand: SkillDemand): string[] =>
  demand.skills
    .filter((entry) => entry.roles > 0)
    .sort((a, b) => b.roles - a.roles || (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0))
    .slice(0, DEMAND_SKILLS_CHECKED)
    .map((entry) => entry.skill)

/** Null while no open role asks for a known skill: nothing to judge the profile against. */
function demandCheck(skills: readonly string[], demand: SkillDemand): Check | null {
  const top = topDemandedSkills(demand)
  if (top.length === 0) return null
  const missing = top.filter((skill) => !listsSkill(skills, skill))
  const where = demand.industry ? `roles in ${demand.industry}` : 'open roles'
  return {
    id: 'skills-in-demand',
    share: (top.length - missing.length) / top.length,
    advice: `Add ${countOf(missing.length, 'skill')} that ${where} ask for, if you have them: ${missing.join(', ')}`,
    done: `Your skills include what ${where} ask for most: ${top.join(', ')}`,
  }
}

function checksOf(profile: CoachProfile, demand: SkillDemand): Check[] {
  const details = missingOf([
    ['date of birth', isFilled(profile.dateOfBirth)],
    ['gender', isFilled(profile.gender)],
    ['address', isFilled(profile.address)],
  ])
  const education = missingOf([
    ['institution', isFilled(profile.institutionName)],
    ['field of study', isFilled(profile.fieldOfStudy)],
    ['year of entry', isFilled(profile.yearOfEntry)],
    ['year of graduation', isFilled(profile.yearOfGraduation) || profile.isPostgraduate],
  ])
  const preferences = missingOf([
    ['preferred industry', isFilled(profile.preferredIndustry)],
    ['location', isFilled(profile.locationPreference)],
    ['intended duration', isFilled(profile.intendedDuration)],
  ])
  const has = (value: string | null) => (isFilled(value) ? 1 : 0)
  const checks: (Check | null)[] = [
    demandCheck(profile.skills, demand),
    {
      id: 'resume',
      share: has(profile.resumeUrl),
      advice: 'Upload a CV or build one',
      done: 'Your CV is on your profile',
    },
    bioCheck(profile.bio),
    skillsCheck(profile.skills),
    {
      id: 'education',
      share: education.share,
      advice: `Add your ${listOf(education.missing)}`,
      done: 'Your education is complete',
    },
    {
      id: 'phone',
      share: has(profile.phoneNumber),
      advice: 'Add a phone number',
      done: 'Your phone number is on your profile',
    },
    {
      id: 'photo',
      share: has(profile.profileImageUrl),
      advice: 'Add a profile photo',
      done: 'Your profile has a photo',
    },
    {
      id: 'preferences',
      share: preferences.share,
      advice: `Choose your ${listOf(preferences.missing)}: recommended roles are matched on them`,
      done: 'Your preferences are chosen',
    },
    {
      id: 'media',
      share: profile.mediaUrls.length > 0 ? 1 : 0,
      advice: 'Add photos or documents of your work to your media',
      done: 'Your media shows your work',
    },
    {
      id: 'name',
      share: isFilled(profile.firstName) && isFilled(profile.lastName) ? 1 : 0,
      advice: 'Add your first and last name',
      done: 'Your name is on your profile',
    },
    {
      id: 'details',
      share: details.share,
      advice: `Add your ${listOf(details.missing)}`,
      done: 'Your date of birth, gender and address are on your profile',
    },
  ]
  return checks.filter((check): check is Check => check !== null)
}

/**
 * The profile coach (issue 30, decision 067): a score of 0–100, the weighted share of what the
 * profile has (PROFILE_COACH_WEIGHTS), and a checklist in plain words. Items not done come
 * first, those that would raise the score most before the others (ties in PROFILE_COACH_TIP_IDS
 * order); items done follow, marked so, in that order too.
 */
export function profileCoach(profile: CoachProfile, demand: SkillDemand = NO_DEMAND): ProfileCoach {
  const checks = checksOf(profile, demand)
  const weightOf = (check: Check) => PROFILE_COACH_WEIGHTS[check.id]
  const total = checks.reduce((sum, check) => sum + weightOf(check), 0)
  const earned = checks.reduce((sum, check) => sum + check.share * weightOf(check), 0)
  const score = total === 0 ? 0 : Math.round((100 * earned) / total)
  const gain = (check: Check) => (1 - check.share) * weightOf(check)
  const rank = (check: Check) => PROFILE_COACH_TIP_IDS.indexOf(check.id)
  const ordered = [...checks].sort((a, b) => {
    const isDoneA = a.share >= 1
    const isDoneB = b.share >= 1
    if (isDoneA !== isDoneB) return isDoneA ? 1 : -1
    return gain(b) - gain(a) || rank(a) - rank(b)
  })
  const tips: ProfileCoachTip[] = ordered.map((check) => {
    const done = check.share >= 1
    return { id: check.id, text: done ? check.done : check.advice, done }
  })
  return { score: Math.min(100, Math.max(0, score)), tips }
}
