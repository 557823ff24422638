import { describe, expect, it } from 'vitest'
import {
  compatibility,
  significantWords,
  type CompatibilityIntern,
  type CompatibilityRole,
} from './compatibility.rules.js'

const ada: CompatibilityIntern = {
  fieldOfStudy: 'Computer Science',
  skills: ['React', 'Microsoft Excel', 'SQL'],
  preferredIndustry: 'Technology',
  locationPreference: 'Lagos',
  intendedDuration: 6,
}
const frontEnd: CompatibilityRole = {
  title: 'Front-End Developer Intern',
  roleSummary: 'Build the dashboard our merchants use.',
  requirements: ['Basic knowledge of React', 'A computer of your own', 'Good written English'],
  location: 'Yaba, Lagos',
  type: 'on_site',
  durationMonths: 6,
  companyIndustry: 'Technology',
}

describe('compatibility', () => {
  it('worked example: two of three requirements, field, industry, place and length', () => {
    // requirements: React ✓, 'computer' from Computer Science ✓, English ✗ → 40 × 2/3 = 26.7
    // field of study: 'computer' appears in the role → 20; industry 15; Lagos 15; 6 = 6 months → 10
    expect(compatibility(ada, frontEnd)).toBe(87)
  })

  it('scores nothing for parts an empty profile has not filled', () => {
    const empty = {
      fieldOfStudy: null,
      skills: [],
      preferredIndustry: null,
      locationPreference: null,
      intendedDuration: null,
    }
    expect(compatibility(empty, frontEnd)).toBe(0)
  })

  it('gives the requirements part in full to a role without requirements', () => {
    const empty = {
      fieldOfStudy: null,
      skills: [],
      preferredIndustry: null,
      locationPreference: null,
      intendedDuration: null,
    }
    expect(compatibility(empty, { ...frontEnd, requirements: [] })).toBe(40)
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
    expect(compatibility(only, { ...frontEnd, requirements: ['x'], ...place })).toBe(points)
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
    expect(compatibility(only, { ...frontEnd, requirements: ['x'], durationMonths: offered })).toBe(
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
    expect(compatibility(excel, { ...frontEnd, requirements: ['Microsoft Excel and Word'] })).toBe(
      40,
    )
    expect(compatibility(excel, { ...frontEnd, requirements: ['Microsoft Word'] })).toBe(0)
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
