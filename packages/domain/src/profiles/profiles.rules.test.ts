import { describe, expect, it } from 'vitest'
import {
  companyProgress,
  companySections,
  internProgress,
  isCompanyProfileComplete,
  isInternProfileComplete,
  type CompanyProfileFacts,
  type InternProfileFacts,
} from './profiles.rules.js'

const emptyCompany: CompanyProfileFacts = {
  companyName: null,
  establishedDate: null,
  countryCode: null,
  phoneNumber: null,
  industryType: null,
  address: null,
  city: null,
  state: null,
  bio: null,
  logoUrl: null,
  mediaUrls: [],
  activeWeekDays: null,
  workHours: null,
  socialMedia: null,
  verificationDocument: null,
}
const basicInfo = {
  companyName: 'Kobo Ledger',
  establishedDate: '2019-03-01',
  countryCode: '+234',
  phoneNumber: '8031234567',
  industryType: 'Finance',
  address: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  bio: 'Payments.',
}

describe('company progress', () => {
  it('is 0 for a new company', () => {
    expect(companyProgress(emptyCompany)).toBe(0)
    expect(isCompanyProfileComplete(emptyCompany)).toBe(false)
  })
  it('counts filled sections of six, rounded', () => {
    expect(companyProgress({ ...emptyCompany, ...basicInfo })).toBe(17)
    expect(companyProgress({ ...emptyCompany, ...basicInfo, logoUrl: '/l.png' })).toBe(33)
  })
  it('needs every basic field for the basic section', () => {
    expect(companySections({ ...emptyCompany, ...basicInfo, bio: '  ' }).basicInfo).toBe(false)
  })
  it('is complete when the five wizard steps are done, media and links not required', () => {
    const done: CompanyProfileFacts = {
      ...emptyCompany,
      ...basicInfo,
      logoUrl: '/l.png',
      activeWeekDays: ['Monday'],
      workHours: [{ day: 'Monday', start: '09:00', end: '17:00' }],
      socialMedia: {},
      verificationDocument: { type: 'CAC_Document', fileName: 'cac.pdf', s3Url: '/f' },
    }
    expect(isCompanyProfileComplete(done)).toBe(true)
    expect(companyProgress(done)).toBe(67)
    expect(isCompanyProfileComplete({ ...done, socialMedia: null })).toBe(false)
  })
})

const emptyIntern: InternProfileFacts = {
  firstName: null,
  lastName: null,
  email: 'ada@example.ng',
  phoneNumber: null,
  gender: null,
  bio: null,
  address: null,
  preferredIndustry: null,
  intendedDuration: null,
  locationPreference: null,
  institutionName: null,
  fieldOfStudy: null,
  yearOfEntry: null,
  dateOfBirth: null,
  profileImageUrl: null,
  resumeUrl: null,
}

describe('intern progress (spec §9)', () => {
  it('gives the email its share of the 50 basic points', () => {
    expect(internProgress(emptyIntern)).toBe(6)
  })
  it('adds 25 for education and 25 for a resume', () => {
    const withEducation = {
      ...emptyIntern,
      institutionName: 'University of Lagos',
      fieldOfStudy: 'Computer Science',
      yearOfEntry: 2022,
    }
    expect(internProgress(withEducation)).toBe(31)
    expect(internProgress({ ...withEducation, resumeUrl: '/cv.pdf' })).toBe(56)
  })
  it('reaches 100 with every field', () => {
    const full: InternProfileFacts = {
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada@example.ng',
      phoneNumber: '8031234567',
      gender: 'female',
      bio: 'Final-year student.',
      address: 'Yaba, Lagos',
      preferredIndustry: 'Technology',
      intendedDuration: 6,
      locationPreference: 'Lagos',
      institutionName: 'University of Lagos',
      fieldOfStudy: 'Computer Science',
      yearOfEntry: 2022,
      dateOfBirth: '2003-05-01',
      profileImageUrl: '/me.png',
      resumeUrl: '/cv.pdf',
    }
    expect(internProgress(full)).toBe(100)
    expect(isInternProfileComplete(full)).toBe(true)
    expect(isInternProfileComplete({ ...full, profileImageUrl: null })).toBe(false)
  })
})
