import { describe, expect, it } from 'vitest'
import { roleMatchFeatures, significantWords } from '../interns/match-score.rules.js'
import {
  listOf,
  listsSkill,
  profileCoach,
  PROFILE_COACH_TIP_IDS,
  PROFILE_COACH_WEIGHTS,
  ProfileCoachSchema,
  profileScoreLabel,
  SKILL_VOCABULARY,
  skillsAskedBy,
  topDemandedSkills,
  type CoachProfile,
  type SkillDemand,
} from './profile-coach.rules.js'
import { wordCount } from '../shared/words.js'

const EMPTY: CoachProfile = {
  firstName: null,
  lastName: null,
  phoneNumber: null,
  dateOfBirth: null,
  gender: null,
  address: null,
  bio: null,
  profileImageUrl: null,
  institutionName: null,
  fieldOfStudy: null,
  yearOfEntry: null,
  yearOfGraduation: null,
  isPostgraduate: false,
  preferredIndustry: null,
  intendedDuration: null,
  locationPreference: null,
  skills: [],
  resumeUrl: null,
  mediaUrls: [],
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

const FULL: CoachProfile = {
  firstName: 'Ada',
  lastName: 'Okafor',
  phoneNumber: '8034567890',
  dateOfBirth: '2002-05-14',
  gender: 'female',
  address: '15 Herbert Macaulay Way, Yaba, Lagos',
  bio: words(50),
  profileImageUrl: '/api/v1/files/photo.png',
  institutionName: 'University of Lagos',
  fieldOfStudy: 'Statistics',
  yearOfEntry: 2021,
  yearOfGraduation: 2025,
  isPostgraduate: false,
  preferredIndustry: 'Data Science',
  intendedDuration: 6,
  locationPreference: 'Lagos',
  skills: ['SQL', 'Microsoft Excel', 'Python', 'Tableau', 'Statistics'],
  resumeUrl: '/api/v1/files/cv.pdf',
  mediaUrls: ['/api/v1/files/poster.png'],
}

const DATA_SCIENCE: SkillDemand = {
  industry: 'Data Science',
  skills: [
    { skill: 'Tableau', roles: 2 },
    { skill: 'SQL', roles: 9 },
    { skill: 'Excel', roles: 7 },
    { skill: 'Python', roles: 7 },
  ],
}

const tipOf = (profile: CoachProfile, id: string, demand: SkillDemand = DATA_SCIENCE) =>
  profileCoach(profile, demand).tips.find((tip) => tip.id === id)

describe('the skills vocabulary', () => {
  it('gives every skill significant words, once, and no skill the words of another', () => {
    const wordSets = SKILL_VOCABULARY.map((skill) => new Set(significantWords(skill)))
    expect(SKILL_VOCABULARY.filter((_, i) => wordSets[i]?.size === 0)).toEqual([])
    const clashes = SKILL_VOCABULARY.flatMap((skill, i) =>
      SKILL_VOCABULARY.filter(
        (_, j) => i !== j && [...(wordSets[i] ?? [])].every((word) => wordSets[j]?.has(word)),
      ).map((other) => `${other} holds ${skill}`),
    )
    expect(clashes).toEqual([])
  })
})

describe('which skills a role asks for', () => {
  it.each([
    // requirements, skills asked for
    [
      ['Microsoft Excel', 'Good SQL skills'],
      ['SQL', 'Excel'],
    ],
    [['Supply chain management experience'], ['Supply chain management']],
    // A skill's words must be in one requirement, not spread over two.
    [['Supply chain', 'Inventory management'], ['Inventory management']],
    [['Strong communication and teamwork'], ['Teamwork', 'Communication']],
    [['C++ or Python'], ['Python', 'C++']],
    [['A degree in any field'], []],
    [[], []],
  ])('%j asks for %j', (requirements, asked) => {
    const features = roleMatchFeatures({ title: 'Intern', roleSummary: 'Work', requirements })
    expect(skillsAskedBy(features.requirementWords)).toEqual(
      SKILL_VOCABULARY.filter((skill) => (asked as string[]).includes(skill)),
    )
  })
})

describe('whether the intern lists a skill', () => {
  it.each([
    [['Microsoft Excel'], 'Excel', true],
    [['advanced excel'], 'Excel', true],
    [['SQL (PostgreSQL)'], 'SQL', true],
    [['Supply chain'], 'Supply chain management', false],
    [['Marketing'], 'Social media', false],
    [[], 'SQL', false],
    [['C#'], 'C#', false],
  ])('%j lists %s: %s', (skills, skill, lists) => {
    expect(listsSkill(skills, skill)).toBe(lists)
  })
})

describe('the profile coach', () => {
  it('scores an empty profile 0 and a full one 100, within its schema', () => {
    const empty = profileCoach(EMPTY, DATA_SCIENCE)
    expect(empty.score).toBe(0)
    expect(empty.tips.every((tip) => !tip.done)).toBe(true)
    const full = profileCoach(FULL, DATA_SCIENCE)
    expect(full.score).toBe(100)
    expect(full.tips.every((tip) => tip.done)).toBe(true)
    expect(ProfileCoachSchema.parse(full)).toEqual(full)
    expect(ProfileCoachSchema.parse(empty)).toEqual(empty)
  })

  it('weighs its items to 100 in one place, one weight per item', () => {
    expect(Object.values(PROFILE_COACH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100)
    expect(Object.keys(PROFILE_COACH_WEIGHTS).sort()).toEqual([...PROFILE_COACH_TIP_IDS].sort())
  })

  it('leaves the skills in demand out while no open role asks for a known skill', () => {
    const coach = profileCoach(FULL, { industry: 'Law', skills: [] })
    expect(coach.tips.map((tip) => tip.id)).not.toContain('skills-in-demand')
    expect(coach.score).toBe(100)
    // Without demand, every other item still counts: a phone is 8 of 84.
    expect(profileCoach({ ...FULL, phoneNumber: null }).score).toBe(Math.round(100 * (76 / 84)))
  })

  it.each<[string, Partial<CoachProfile>, string, string]>([
    ['phone', { phoneNumber: null }, 'Add a phone number', 'Your phone number is on your profile'],
    ['phone', { phoneNumber: '  ' }, 'Add a phone number', ''],
    ['photo', { profileImageUrl: null }, 'Add a profile photo', 'Your profile has a photo'],
    ['resume', { resumeUrl: null }, 'Upload a CV or build one', 'Your CV is on your profile'],
    ['name', { lastName: null }, 'Add your first and last name', 'Your name is on your profile'],
    ['details', { gender: null, address: '' }, 'Add your gender and address', ''],
    [
      'details',
      { dateOfBirth: null, gender: null, address: null },
      'Add your date of birth, gender and address',
      'Your date of birth, gender and address are on your profile',
    ],
    ['bio', { bio: null }, 'Write a short bio about yourself: 40–80 words reads well', ''],
    ['bio', { bio: words(12) }, 'Your bio is 12 words; 40–80 reads better', ''],
    ['bio', { bio: 'Curious.' }, 'Your bio is 1 word; 40–80 reads better', ''],
    ['bio', { bio: words(81) }, 'Your bio is 81 words; 40–80 reads better', ''],
    ['skills', { skills: [] }, 'List at least 5 skills', ''],
    ['skills', { skills: ['SQL', 'Excel'] }, 'List at least 5 skills; you have 2', ''],
    [
      'education',
      { institutionName: null, yearOfGraduation: null },
      'Add your institution and year of graduation',
      'Your education is complete',
    ],
    [
      'preferences',
      { preferredIndustry: null, intendedDuration: null },
      'Choose your preferred industry and intended duration: recommended roles are matched on them',
      'Your preferences are chosen',
    ],
    [
      'media',
      { mediaUrls: [] },
      'Add photos or documents of your work to your media',
      'Your media shows your work',
    ],
  ])('%s: %j reads %s', (id, change, advice, doneText) => {
    const tip = tipOf({ ...FULL, ...change }, id)
    expect(tip).toEqual({ id, text: advice, done: false })
    if (doneText) expect(tipOf(FULL, id)).toEqual({ id, text: doneText, done: true })
  })

  it('counts a postgraduate without a graduation year as educated', () => {
    expect(
      tipOf({ ...FULL, yearOfGraduation: null, isPostgraduate: true }, 'education')?.done,
    ).toBe(true)
  })

  it('marks a bio of 40 to 80 words done, saying how long it is', () => {
    expect(tipOf({ ...FULL, bio: words(40) }, 'bio')).toEqual({
      id: 'bio',
      text: 'Your bio is 40 words, within 40–80',
      done: true,
    })
    expect(tipOf({ ...FULL, bio: words(80) }, 'bio')?.done).toBe(true)
  })

  it.each<[string[], SkillDemand, string, boolean]>([
    [
      ['Python'],
      DATA_SCIENCE,
      'Add two skills that roles in Data Science ask for, if you have them: SQL, Excel',
      false,
    ],
    [
      ['Python', 'SQL'],
      DATA_SCIENCE,
      'Add one skill that roles in Data Science ask for, if you have them: Excel',
      false,
    ],
    [
      [],
      DATA_SCIENCE,
      'Add three skills that roles in Data Science ask for, if you have them: SQL, Excel, Python',
      false,
    ],
    [
      ['sql', 'MS Excel', 'Python 3'],
      DATA_SCIENCE,
      'Your skills include what roles in Data Science ask for most: SQL, Excel, Python',
      true,
    ],
    [
      ['Excel'],
      { industry: null, skills: [{ skill: 'Customer service', roles: 4 }] },
      'Add one skill that open roles ask for, if you have them: Customer service',
      false,
    ],
  ])('skills %j against the demand reads %s', (skills, demand, text, done) => {
    expect(tipOf({ ...FULL, skills }, 'skills-in-demand', demand)).toEqual({
      id: 'skills-in-demand',
      text,
      done,
    })
  })

  it('checks the three most asked-for skills, ties by name, none asked by no role', () => {
    expect(topDemandedSkills(DATA_SCIENCE)).toEqual(['SQL', 'Excel', 'Python'])
    expect(
      topDemandedSkills({
        industry: null,
        skills: [
          { skill: 'SQL', roles: 0 },
          { skill: 'Excel', roles: 1 },
        ],
      }),
    ).toEqual(['Excel'])
  })

  it('scores a missing skill in demand as its share of the weight', () => {
    // One of three skills in demand missing: 16 / 3 points of 100.
    const coach = profileCoach({ ...FULL, skills: ['SQL', 'Python', 'a', 'b', 'c'] }, DATA_SCIENCE)
    expect(coach.score).toBe(Math.round(100 - 16 / 3))
    // A bio of the wrong length keeps half its 12.
    expect(profileCoach({ ...FULL, bio: words(10) }, DATA_SCIENCE).score).toBe(94)
  })

  it('orders what raises the score most first, and what is done last', () => {
    const coach = profileCoach(
      {
        ...FULL,
        phoneNumber: null,
        resumeUrl: null,
        mediaUrls: [],
        skills: ['SQL', 'Excel', 'Python', 'Tableau'],
        bio: words(20),
      },
      DATA_SCIENCE,
    )
    expect(coach.tips.map((tip) => [tip.id, tip.done])).toEqual([
      ['resume', false], // 15
      ['phone', false], // 8
      ['bio', false], // 6
      ['media', false], // 5
      ['skills', false], // 2
      ['skills-in-demand', true],
      ['education', true],
      ['photo', true],
      ['preferences', true],
      ['name', true],
      ['details', true],
    ])
    expect(coach.score).toBe(100 - 15 - 8 - 6 - 5 - 2)
  })

  it('labels scores in bands', () => {
    expect([0, 39, 40, 69, 70, 89, 90, 100].map(profileScoreLabel)).toEqual([
      'Needs work',
      'Needs work',
      'Getting there',
      'Getting there',
      'Good',
      'Good',
      'Excellent',
      'Excellent',
    ])
  })

  it('counts words as a reader does, and lists as English does', () => {
    expect(wordCount('  I build   web apps — in Lagos. ')).toBe(6)
    expect(wordCount(null)).toBe(0)
    expect(listOf(['a'])).toBe('a')
    expect(listOf(['a', 'b'])).toBe('a and b')
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c')
  })
})
