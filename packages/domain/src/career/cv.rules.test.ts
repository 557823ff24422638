import { describe, expect, it } from 'vitest'
import {
  CV_MESSAGES,
  CV_REFEREES_DEFAULT,
  CvInputSchema,
  cvDocument,
  cvFileName,
  defaultCvFields,
  placementExperience,
  shortenedCv,
  type CvProfile,
} from './cv.rules.js'

const TODAY = '2026-05-14'

const profile: CvProfile = {
  name: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  phone: '+234 8031234567',
  address: 'Yaba, Lagos',
  bio: 'A final-year student.',
  institution: 'University of Lagos',
  fieldOfStudy: 'Computer Science',
  yearOfEntry: 2022,
  yearOfGraduation: 2027,
  isPostgraduate: false,
  skills: ['SQL', 'Excel'],
  hasPhoto: true,
  placements: [],
}

const issuesOf = (input: unknown) => {
  const result = CvInputSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the CV-only fields', () => {
  it('take defaults, and an empty referees line reads Available on request', () => {
    const fields = CvInputSchema.parse({ referees: '  ' })
    expect(fields).toMatchObject({
      referees: CV_REFEREES_DEFAULT,
      look: 'classic',
      showPhoto: false,
    })
  })

  it.each([
    [{ summary: 'x'.repeat(601) }, 'summary', CV_MESSAGES.summary],
    [
      {
        experience: [{ organisation: 'Dangote', title: 'Intern', from: '2025-08', to: '2025-05' }],
      },
      'experience.0.to',
      CV_MESSAGES.monthOrder,
    ],
    [
      { experience: [{ organisation: 'Dangote', title: 'Intern', from: 'May 2025' }] },
      'experience.0.from',
      CV_MESSAGES.month,
    ],
    [
      {
        experience: [
          { organisation: 'A', title: 'B', from: '2025-01', bullets: Array(6).fill('Did it') },
        ],
      },
      'experience.0.bullets',
      CV_MESSAGES.bullets,
    ],
    [
      { projects: [{ name: 'Site', link: 'javascript:alert(1)' }] },
      'projects.0.link',
      CV_MESSAGES.link,
    ],
    [{ activities: [{ title: 'Line\nbreak' }] }, 'activities.0.title', undefined],
    [{ nyscStatus: 'completed' }, 'nyscYear', CV_MESSAGES.nyscYearNeeded],
    [{ showStateOfOrigin: true }, 'stateOfOrigin', CV_MESSAGES.stateToShow],
    [{ stateOfOrigin: 'Atlantis' }, 'stateOfOrigin', CV_MESSAGES.stateOfOrigin],
    [{ look: 'fancy' }, 'look', CV_MESSAGES.look],
  ])('refuse %j at %s', (input, field, message) => {
    const issues = issuesOf(input)
    expect(Object.keys(issues)).toContain(field)
    if (message) expect(issues[field]).toBe(message)
  })

  it('drop an NYSC year that no status goes with, and read an empty end month as still there', () => {
    const fields = CvInputSchema.parse({
      nyscStatus: 'not-yet',
      nyscYear: 2025,
      experience: [{ organisation: 'Kobo', title: 'Analyst', from: '2025-05', to: '' }],
    })
    expect(fields.nyscYear).toBeNull()
    expect(fields.experience[0]?.to).toBeNull()
  })
})

describe('cvDocument', () => {
  it('writes the sections in reading order and leaves out the empty ones', () => {
    const fields = CvInputSchema.parse({
      summary: 'I build dashboards.',
      experience: [
        {
          organisation: 'Kobo',
          title: 'Data intern',
          place: 'Lagos',
          from: '2025-05',
          to: '2025-08',
          bullets: ['Built a report'],
        },
      ],
      nyscStatus: 'not-yet',
    })
    const cv = cvDocument(fields, profile, TODAY)
    expect(cv.sections.map((section) => section.id)).toEqual([
      'summary',
      'experience',
      'education',
      'skills',
      'personal',
      'referees',
    ])
    expect(cv.sections[1]?.items[0]).toEqual({
      title: 'Data intern',
      subtitle: 'Kobo, Lagos',
      dates: 'May 2025 – Aug 2025',
      bullets: ['Built a report'],
    })
    expect(cv.sections[2]?.items[0]?.dates).toBe('2022 – 2027 (expected)')
    expect(cv.sections[3]?.items[0]?.text).toBe('SQL · Excel')
    expect(cv.sections[4]?.items[0]?.text).toBe('NYSC: Not yet served')
    expect(cv.contact).toEqual(['adaeze@example.com', '+234 8031234567', 'Yaba, Lagos'])
  })

  it('shows the state of origin and the photo only when chosen', () => {
    const hidden = cvDocument(CvInputSchema.parse({ stateOfOrigin: 'Enugu' }), profile, TODAY)
    expect(JSON.stringify(hidden)).not.toContain('Enugu')
    expect(hidden.showPhoto).toBe(false)
    const shown = cvDocument(
      CvInputSchema.parse({ stateOfOrigin: 'Enugu', showStateOfOrigin: true, showPhoto: true }),
      profile,
      TODAY,
    )
    expect(JSON.stringify(shown)).toContain('State of origin: Enugu')
    expect(shown.showPhoto).toBe(true)
    expect(
      cvDocument(CvInputSchema.parse({ showPhoto: true }), { ...profile, hasPhoto: false }, TODAY)
        .showPhoto,
    ).toBe(false)
  })

  it('puts placements among the typed experience, newest first', () => {
    const fields = CvInputSchema.parse({
      experience: [{ organisation: 'Family shop', title: 'Sales', from: '2023-01', to: '2023-06' }],
    })
    const cv = cvDocument(
      fields,
      {
        ...profile,
        placements: [
          {
            roleTitle: 'Data Analyst Intern',
            companyName: 'Kobo Ledger',
            kind: 'siwes',
            startDate: '2025-05-05',
            endDate: '2025-08-29',
          },
          {
            roleTitle: 'Future role',
            companyName: 'Later',
            kind: 'internship',
            startDate: '2026-09-01',
            endDate: null,
          },
        ],
      },
      TODAY,
    )
    const experience = cv.sections.find((section) => section.id === 'experience')?.items
    expect(experience?.map((item) => item.title)).toEqual(['Data Analyst Intern', 'Sales'])
    expect(experience?.[0]).toMatchObject({
      subtitle: 'Kobo Ledger · SIWES/IT',
      dates: 'May 2025 – Aug 2025',
    })
  })
})

describe('shortenedCv', () => {
  const cv = cvDocument(
    CvInputSchema.parse({
      experience: [
        { organisation: 'A', title: 'B', from: '2025-01', bullets: ['1', '2', '3', '4', '5'] },
      ],
      projects: [{ name: 'P', description: 'About it' }],
    }),
    profile,
    TODAY,
  )
  const of = (step: number) => {
    const shorter = shortenedCv(cv, step)
    const section = (id: string) => shorter?.sections.find((s) => s.id === id)?.items[0]
    return (
      shorter && {
        bullets: section('experience')?.bullets?.length,
        text: section('projects')?.text,
      }
    )
  }
  it.each([
    [0, { bullets: 5, text: 'About it' }],
    [1, { bullets: 4, text: 'About it' }],
    [2, { bullets: 3, text: 'About it' }],
    [4, { bullets: 1, text: 'About it' }],
    [5, { bullets: 1, text: '' }],
    [6, { bullets: 0, text: '' }],
    [7, null],
  ])('step %i keeps %j', (step, kept) => {
    expect(of(step)).toEqual(kept)
  })
})

describe('placementExperience', () => {
  const placement = {
    roleTitle: 'Intern',
    companyName: 'Kobo',
    kind: 'nysc' as const,
    startDate: '2026-01-05',
    endDate: '2026-12-20',
  }
  it.each([
    ['2026-01-04', null],
    ['2026-05-14', 'Jan 2026 – Present'],
    ['2026-12-21', 'Jan 2026 – Dec 2026'],
  ])('on %s reads %s', (today, dates) => {
    expect(placementExperience(placement, today)?.item.dates ?? null).toBe(dates)
  })
})

describe('the defaults and the file name', () => {
  it('start the summary from the bio', () => {
    expect(defaultCvFields(' Hello. ').summary).toBe('Hello.')
    expect(defaultCvFields(null).referees).toBe(CV_REFEREES_DEFAULT)
  })

  it('names the file after the intern, safely', () => {
    expect(cvFileName('Adaeze Okafor')).toBe('Adaeze-Okafor-CV.pdf')
    expect(cvFileName('Ọlá "Bákàrè"')).toBe('Ola-Bakare-CV.pdf')
    expect(cvFileName('')).toBe('My-CV.pdf')
  })
})
