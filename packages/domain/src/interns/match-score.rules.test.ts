import { describe, expect, it } from 'vitest'
import {
  compareByMatch,
  matchScore,
  roleMatchFeatures,
  significantWords,
  type MatchIntern,
  type MatchRole,
} from './match-score.rules.js'

const ada: MatchIntern = {
  fieldOfStudy: 'Computer Science',
  skills: ['React', 'Microsoft Excel', 'SQL'],
  preferredIndustry: 'Technology',
  locationPreference: 'Lagos',
  intendedDuration: 6,
}
const frontEnd: MatchRole = {
  title: 'Front-End Developer Intern',
  roleSummary: 'Build the dashboard our merchants use.',
  requirements: ['Basic knowledge of React', 'A computer of your own', 'Good written English'],
  location: 'Yaba, Lagos',
  type: 'on_site',
  durationMonths: 6,
  companyIndustry: 'Technology',
}

const scoreOf = (intern: MatchIntern, role: MatchRole) => matchScore(intern, role)?.score ?? null

const empty: MatchIntern = {
  fieldOfStudy: null,
  skills: [],
  preferredIndustry: null,
  locationPreference: null,
  intendedDuration: null,
}

describe('matchScore', () => {
  it('worked example: two of three requirements, field, industry, place and length', () => {
    // requirements: React ✓, 'computer' from Computer Science ✓, English ✗ → 40 × 2/3 = 26.7
    // field of study: 'computer' appears in the role → 20; industry 15; Lagos 15; 6 = 6 months → 10
    expect(scoreOf(ada, frontEnd)).toBe(87)
  })

  it('names the requirements met and missed, and gives each part its points out of its weight', () => {
    expect(matchScore(ada, frontEnd)).toEqual({
      score: 87,
      requirementsMet: ['Basic knowledge of React', 'A computer of your own'],
      requirementsMissing: ['Good written English'],
      parts: {
        requirements: { points: 26.7, of: 40, hasBasis: true },
        fieldOfStudy: { points: 20, of: 20, hasBasis: true },
        duration: { points: 10, of: 10, hasBasis: true },
        location: { points: 15, of: 15, hasBasis: true },
        industry: { points: 15, of: 15, hasBasis: true },
      },
    })
  })

  it('is not 100 for an intern who meets every requirement: the preferences are parts too', () => {
    const match = matchScore(
      {
        ...ada,
        preferredIndustry: 'Agriculture',
        locationPreference: 'Kano',
        intendedDuration: 24,
      },
      { ...frontEnd, requirements: ['React', 'SQL', 'Microsoft Excel'] },
    )
    // 40 for the requirements; the field of study is not in this role's words; the rest differ.
    expect(match?.score).toBe(40)
    expect(match?.requirementsMissing).toEqual([])
    expect(match?.requirementsMet).toEqual(['React', 'SQL', 'Microsoft Excel'])
    expect(match?.parts.requirements).toEqual({ points: 40, of: 40, hasBasis: true })
    expect(match?.parts.industry).toEqual({ points: 0, of: 15, hasBasis: true })
  })

  it('gives no score when the profile gives no basis for one', () => {
    expect(matchScore(empty, frontEnd)).toBeNull()
    expect(matchScore(empty, { ...frontEnd, requirements: [] })).toBeNull()
  })

  it.each([
    ['field of study', { fieldOfStudy: 'Computer Science' }, 'fieldOfStudy'],
    ['skills', { skills: ['React'] as string[] }, 'requirements'],
    ['industry', { preferredIndustry: 'Technology' }, 'industry'],
    ['location', { locationPreference: 'Lagos' }, 'location'],
    ['duration', { intendedDuration: 6 }, 'duration'],
  ] as [string, Partial<MatchIntern>, string][])(
    '%s alone is a basis, and only its part says so',
    (_, filled, name) => {
      const match = matchScore({ ...empty, ...filled }, frontEnd)
      expect(match).not.toBeNull()
      const withBasis = Object.entries(match!.parts)
        .filter(([, p]) => p.hasBasis)
        .map(([n]) => n)
      expect(withBasis).toContain(name)
    },
  )

  it('gives the requirements part in full to a role without requirements', () => {
    expect(scoreOf({ ...empty, intendedDuration: 36 }, { ...frontEnd, requirements: [] })).toBe(40)
  })

  it.each([
    ['Open to Any Location', { location: 'Kano', type: 'on_site' as const }, 15],
    ['Remote', { location: 'Remote', type: 'remote' as const }, 15],
    ['Remote', { location: 'Kano', type: 'on_site' as const }, 0],
    ['Hybrid', { location: 'Abuja', type: 'hybrid' as const }, 15],
    ['Hybrid', { location: 'Remote', type: 'remote' as const }, 8],
    ['Abuja FCT', { location: 'Wuse, Abuja', type: 'on_site' as const }, 15],
    ['Kano', { location: 'Remote', type: 'remote' as const }, 15],
    ['Kano', { location: 'Ikeja, Lagos', type: 'on_site' as const }, 0],
  ])('place: %s preferred, role at %o → %i points', (preference, place, points) => {
    const only = {
      fieldOfStudy: null,
      skills: [],
      preferredIndustry: null,
      locationPreference: preference,
      intendedDuration: null,
    }
    expect(scoreOf(only, { ...frontEnd, requirements: ['x'], ...place })).toBe(points)
  })

  it.each([
    [6, 6, 10],
    [6, 9, 10],
    [6, 12, 5],
    [3, 24, 0],
  ])('length: %i months wanted, %i offered → %i points', (wanted, offered, points) => {
    const only = {
      fieldOfStudy: null,
      skills: [],
      preferredIndustry: null,
      locationPreference: null,
      intendedDuration: wanted,
    }
    expect(scoreOf(only, { ...frontEnd, requirements: ['x'], durationMonths: offered })).toBe(
      points,
    )
  })

  it('matches a multi-word skill only when every word is there', () => {
    const excel = {
      ...ada,
      fieldOfStudy: null,
      preferredIndustry: null,
      locationPreference: null,
      intendedDuration: null,
      skills: ['Microsoft Excel'],
    }
    expect(scoreOf(excel, { ...frontEnd, requirements: ['Microsoft Excel and Word'] })).toBe(40)
    expect(scoreOf(excel, { ...frontEnd, requirements: ['Microsoft Word'] })).toBe(0)
  })
})

describe('significantWords', () => {
  it('drops short and common words and keeps C++ and C#', () => {
    expect(significantWords('Basic knowledge of C++ and the Python language')).toEqual([
      'c++',
      'python',
      'language',
    ])
  })
})

describe('roleMatchFeatures', () => {
  it('keeps the significant words of the whole role, and of each requirement on its own', () => {
    expect(
      roleMatchFeatures({
        title: 'Data Analyst Intern',
        roleSummary: 'Join our data team in Lagos.',
        requirements: ['Microsoft Excel', 'Good knowledge of SQL and Excel', 'A laptop'],
      }),
    ).toEqual({
      matchWords: [
        'data',
        'analyst',
        'intern',
        'join',
        'our',
        'team',
        'lagos',
        'microsoft',
        'excel',
        'sql',
        'laptop',
      ],
      requirementWords: [['microsoft', 'excel'], ['sql', 'excel'], ['laptop']],
    })
  })
})

describe('compareByMatch', () => {
  const at = (iso: string) => new Date(iso)
  it('puts the higher score first, a role without one last, then the newer role, then the higher id', () => {
    const roles = [
      { id: 'a', score: null, createdAt: at('2026-11-20T10:00:00Z') },
      { id: 'b', score: 40, createdAt: at('2026-11-01T10:00:00Z') },
      { id: 'c', score: 40, createdAt: at('2026-11-02T10:00:00Z') },
      { id: 'd', score: 40, createdAt: at('2026-11-02T10:00:00Z') },
      { id: 'e', score: 0, createdAt: at('2026-11-03T10:00:00Z') },
    ]
    expect(roles.sort(compareByMatch).map((role) => role.id)).toEqual(['d', 'c', 'b', 'e', 'a'])
  })
})

describe('the location part', () => {
  it('finds a state preference in the location with A–Z case folded, and Abuja for Abuja FCT', () => {
    const role = { ...frontEnd, type: 'on_site' as const }
    const location = (preference: string, place: string) =>
      matchScore({ ...empty, locationPreference: preference }, { ...role, location: place })?.parts
        .location.points
    expect(location('Lagos', 'IKEJA, LAGOS')).toBe(15)
    expect(location('Abuja FCT', 'Wuse, Abuja')).toBe(15)
    expect(location('Kano', 'Ikeja, Lagos')).toBe(0)
  })
})
