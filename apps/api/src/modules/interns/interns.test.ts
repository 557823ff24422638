import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  FILE_MESSAGES,
  INTERN_MESSAGES,
  type AcademicInfoInput,
  type InternBasicInfoInput,
  type InternPreferencesInput,
} from '@app/domain'
import { files, interns } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount } from '../../../test/factories.js'
import { docxBytes, pdfBytes, pngBytes, uploadAs } from '../../../test/file-fixtures.js'

const t = useTestApp()

const BASIC_INFO: InternBasicInfoInput = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  otherName: 'Chioma',
  dateOfBirth: '2002-05-14',
  countryCode: '+234',
  phoneNumber: '0803 555 1234',
  gender: 'female',
  address: '  14 Herbert Macaulay Way, Yaba  ',
  bio: 'Computer science student who likes building for small businesses.',
}
const ACADEMIC: AcademicInfoInput = {
  institutionName: 'University of Lagos',
  fieldOfStudy: 'Computer Science',
  yearOfEntry: 2021,
  yearOfGraduation: 2025,
}
const PREFERENCES: InternPreferencesInput = {
  preferredIndustry: 'Technology',
  intendedDuration: 6,
  locationPreference: 'Lagos',
}

const newIntern = () => createAccount(t.database.db, 'intern')
const patch = (url: string, token: string | undefined, payload: unknown) =>
  call(t.app, { method: 'PATCH', url, token, payload: payload as object })
const me = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/auth/me', token })).body.data

async function upload(token: string, bytes: Buffer | Promise<Buffer>, name: string) {
  const res = await uploadAs(t.app, token, await bytes, name)
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
  return res.body.data.fileUrl as string
}

const storedIntern = async (accountId: string) =>
  (await t.database.db.select().from(interns).where(eq(interns.accountId, accountId)))[0]!

describe('the intern profile wizard through the API', () => {
  it('moves progress and completeness as the five steps are filled, with the spec messages', async () => {
    const { account, token } = await newIntern()
    expect(await me(token)).toMatchObject({
      email: account.email,
      progress: 6,
      profileComplete: false,
      steps: { basicInfo: false, profilePhoto: false },
    })

    const basic = await patch('/auth/basic-info', token, { ...BASIC_INFO, progress: 100 })
    expect(basic.status, JSON.stringify(basic.body)).toBe(200)
    expect(basic.body.message).toBe('Intern information submitted successfully!')
    expect(basic.body.data).toMatchObject({
      firstName: 'Adaeze',
      otherName: 'Chioma',
      phoneNumber: '08035551234',
      address: '14 Herbert Macaulay Way, Yaba',
      gender: 'female',
      progress: 33,
      profileComplete: false,
      steps: { basicInfo: true },
    })

    const profileImageUrl = await upload(token, pngBytes(), 'me.png')
    const photo = await patch('/auth/profile-image', token, { profileImageUrl })
    expect(photo.body.message).toBe('Profile image uploaded and updated successfully!')
    expect(photo.body.data).toMatchObject({
      profileImageUrl,
      progress: 33,
      steps: { profilePhoto: true },
    })

    const academic = await patch('/auth/academic-info', token, ACADEMIC)
    expect(academic.body.message).toBe('Academic information submitted successfully!')
    expect(academic.body.data).toMatchObject({
      institutionName: 'University of Lagos',
      yearOfEntry: 2021,
      yearOfGraduation: 2025,
      isPostgraduate: false,
      progress: 58,
      steps: { academicDetails: true },
    })

    const preferences = await patch('/auth/preferences', token, PREFERENCES)
    expect(preferences.body.message).toBe('Preference information submitted successfully!')
    expect(preferences.body.data).toMatchObject({ ...PREFERENCES, progress: 75 })
    expect(preferences.body.data.profileComplete).toBe(false)

    const resumeUrl = await upload(token, pdfBytes('Adaeze Okafor CV'), 'cv.pdf')
    const resume = await patch('/auth/upload-resume', token, { resumeUrl })
    expect(resume.body.message).toBe('Document uploaded successfully!')
    expect(resume.body.data).toMatchObject({ progress: 100, profileComplete: true })
    expect(Object.values(resume.body.data.steps)).toEqual([true, true, true, true, true])

    // The stored link is stable; every answer signs it, and the signed link opens the file.
    expect((await storedIntern(account.id)).resumeUrl).toBe(resumeUrl)
    const { resumeUrl: signed } = await me(token)
    expect(signed).toMatch(new RegExp(`^${resumeUrl}\\?expires=\\d+&signature=`))
    const download = await t.app.inject({ method: 'GET', url: signed })
    expect(download.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: resumeUrl })).statusCode).toBe(404)

    // A change afterwards gets the profile page's messages.
    const docx = await upload(token, docxBytes(), 'cv.docx')
    const replaced = await patch('/auth/upload-resume', token, { resumeUrl: docx })
    expect(replaced.body.message).toBe('Resume updated successfully')
    const changed = await patch('/auth/preferences', token, {
      ...PREFERENCES,
      locationPreference: 'Remote',
    })
    expect(changed.body.message).toBe('Preferences updated successfully!')
    expect(changed.body.data.locationPreference).toBe('Remote')
  })

  it('accepts a signed resume link sent back, and stores its stable form', async () => {
    const { account, token } = await newIntern()
    const res = await uploadAs(t.app, token, pdfBytes(), 'cv.pdf')
    const { fileUrl, viewUrl } = res.body.data
    expect(viewUrl).not.toBe(fileUrl)
    expect((await patch('/auth/upload-resume', token, { resumeUrl: viewUrl })).status).toBe(200)
    expect((await storedIntern(account.id)).resumeUrl).toBe(fileUrl)
  })
})

describe('PATCH /auth/basic-info', () => {
  it('answers each field with its spec message and writes nothing', async () => {
    const { account, token } = await newIntern()
    const cases: [Partial<Record<keyof InternBasicInfoInput, unknown>>, string, string][] = [
      [{ firstName: ' ' }, 'firstName', 'First name is required'],
      [{ lastName: undefined }, 'lastName', 'Last name is required'],
      [{ dateOfBirth: '' }, 'dateOfBirth', 'Date of Birth is required'],
      [{ dateOfBirth: '14/05/2002' }, 'dateOfBirth', 'Date of Birth is required'],
      [{ dateOfBirth: '2020-01-01' }, 'dateOfBirth', INTERN_MESSAGES.dateOfBirthTooYoung],
      [{ countryCode: '' }, 'countryCode', 'Country code is required'],
      [{ phoneNumber: '' }, 'phoneNumber', 'Phone number is required'],
      [{ gender: undefined }, 'gender', 'Gender is required'],
      [{ gender: '' }, 'gender', 'Gender is required'],
      [{ gender: 'other' }, 'gender', 'Please select Male or Female'],
      [{ address: '' }, 'address', 'Address is required'],
      [{ bio: '   ' }, 'bio', 'Bio is required'],
    ]
    for (const [change, field, message] of cases) {
      const res = await patch('/auth/basic-info', token, { ...BASIC_INFO, ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.errors[field], JSON.stringify(change)).toBe(message)
    }
    for (const payload of ['{"firstName":', '[]', '"text"']) {
      const res = await call(t.app, {
        method: 'PATCH',
        url: '/auth/basic-info',
        token,
        payload,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.status, payload).toBe(400)
    }
    const huge = await patch('/auth/basic-info', token, { ...BASIC_INFO, bio: 'x'.repeat(20_000) })
    expect(huge.status).toBe(413)
    expect(await storedIntern(account.id)).toMatchObject({ firstName: null, bio: null })
  })

  it('never changes the email, takes Male as male, and ignores a sent progress', async () => {
    const { account, token } = await newIntern()
    const res = await patch('/auth/basic-info', token, {
      ...BASIC_INFO,
      gender: 'Male',
      email: 'someone.else@example.com',
      progress: 100,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ email: account.email, gender: 'male', progress: 33 })
  })
})

describe('PATCH /auth/contact-info', () => {
  it("saves the review page's smaller payload, keeping the rest of the profile", async () => {
    const { token } = await newIntern()
    await patch('/auth/basic-info', token, BASIC_INFO)
    const res = await patch('/auth/contact-info', token, {
      firstName: 'Ada',
      lastName: 'Okafor-Bello',
      otherName: '',
      address: 'Ikeja, Lagos',
      countryCode: '+233',
      phoneNumber: '24 123 4567',
      gender: 'female',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.message).toBe('Profile updated successfully!')
    expect(res.body.data).toMatchObject({
      firstName: 'Ada',
      lastName: 'Okafor-Bello',
      otherName: '',
      address: 'Ikeja, Lagos',
      countryCode: '+233',
      phoneNumber: '241234567',
      gender: 'female',
      bio: BASIC_INFO.bio,
      dateOfBirth: BASIC_INFO.dateOfBirth,
    })
  })

  it('answers the review form messages', async () => {
    const { token } = await newIntern()
    const valid = {
      firstName: 'Ada',
      lastName: 'Okafor',
      address: 'Yaba',
      phoneNumber: '8031234567',
    }
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ address: '' }, 'address', 'Location is required'],
      [{ countryCode: '' }, 'countryCode', 'Country code is required'],
      [{ phoneNumber: undefined }, 'phoneNumber', 'Phone number is required'],
      [{ gender: 'unknown' }, 'gender', 'Please select Male or Female'],
    ]
    for (const [change, field, message] of cases) {
      const res = await patch('/auth/contact-info', token, { ...valid, ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.errors[field]).toBe(message)
    }
    const ok = await patch('/auth/contact-info', token, valid)
    expect(ok.body.data).toMatchObject({ countryCode: '+234', gender: null })
  })
})

describe('PATCH /auth/academic-info', () => {
  it('stores a postgraduate as no graduation year', async () => {
    const { account, token } = await newIntern()
    for (const yearOfGraduation of ['Postgraduate (MSc, PhD)', null]) {
      const res = await patch('/auth/academic-info', token, { ...ACADEMIC, yearOfGraduation })
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({ yearOfGraduation: null, isPostgraduate: true })
    }
    const again = await patch('/auth/academic-info', token, {
      ...ACADEMIC,
      yearOfGraduation: '2026',
    })
    expect(again.body.data).toMatchObject({ yearOfGraduation: 2026, isPostgraduate: false })
    expect(await storedIntern(account.id)).toMatchObject({ yearOfGraduation: 2026 })
  })

  it('answers each rule with its message and writes nothing', async () => {
    const { account, token } = await newIntern()
    const graduationInvalid =
      "Year of Graduation must be a positive number or 'Postgraduate (MSc, PhD)'"
    const cases: [Record<string, unknown>, string, string][] = [
      [{ institutionName: '' }, 'institutionName', 'Institution Name is required'],
      [{ fieldOfStudy: undefined }, 'fieldOfStudy', 'Field of Study is required'],
      [{ yearOfEntry: 0 }, 'yearOfEntry', 'Year of Entry must be a positive number'],
      [{ yearOfEntry: -2020 }, 'yearOfEntry', 'Year of Entry must be a positive number'],
      [{ yearOfEntry: 'soon' }, 'yearOfEntry', 'Year of Entry must be a positive number'],
      [{ yearOfGraduation: 'Masters' }, 'yearOfGraduation', graduationInvalid],
      [{ yearOfGraduation: 0 }, 'yearOfGraduation', graduationInvalid],
      [{ yearOfGraduation: undefined }, 'yearOfGraduation', graduationInvalid],
      [{ yearOfGraduation: 2019 }, 'yearOfGraduation', INTERN_MESSAGES.graduationBeforeEntry],
    ]
    for (const [change, field, message] of cases) {
      const res = await patch('/auth/academic-info', token, { ...ACADEMIC, ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.errors[field], JSON.stringify(change)).toBe(message)
    }
    expect(await storedIntern(account.id)).toMatchObject({ institutionName: null })
  })
})

describe('PATCH /auth/preferences', () => {
  it('ignores an ?id= naming someone else: the session decides whose preferences change', async () => {
    const { account, token } = await newIntern()
    const other = await newIntern()
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/auth/preferences?id=${other.account.id}`,
      token,
      payload: { ...PREFERENCES, progress: 3 },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.id).toBe(account.id)
    expect(await storedIntern(account.id)).toMatchObject(PREFERENCES)
    expect(await storedIntern(other.account.id)).toMatchObject({ preferredIndustry: null })
  })

  it('takes each value only from its list', async () => {
    const { account, token } = await newIntern()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ preferredIndustry: 'Mining' }, 'preferredIndustry', 'Invalid industry selected.'],
      [{ preferredIndustry: undefined }, 'preferredIndustry', 'Invalid industry selected.'],
      [{ intendedDuration: 5 }, 'intendedDuration', 'Invalid duration selected.'],
      [{ intendedDuration: 'long' }, 'intendedDuration', 'Invalid duration selected.'],
      [{ locationPreference: 'London' }, 'locationPreference', 'Invalid location selected.'],
    ]
    for (const [change, field, message] of cases) {
      const res = await patch('/auth/preferences', token, { ...PREFERENCES, ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.errors[field]).toBe(message)
    }
    expect(await storedIntern(account.id)).toMatchObject({ preferredIndustry: null })
    const fromText = await patch('/auth/preferences', token, {
      preferredIndustry: 'Data Science',
      intendedDuration: '24',
      locationPreference: 'Open to Any Location',
    })
    expect(fromText.body.data).toMatchObject({ intendedDuration: 24 })
  })
})

describe('PATCH /auth/profile-image', () => {
  it("accepts the intern's own SVG, and refuses a PDF (415), another's file and unknown links (400)", async () => {
    const { token } = await newIntern()
    const svg = await upload(
      token,
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
      ),
      'me.svg',
    )
    expect((await patch('/auth/profile-image', token, { profileImageUrl: svg })).status).toBe(200)

    const pdf = await upload(token, pdfBytes(), 'me.pdf')
    const wrongType = await patch('/auth/profile-image', token, { profileImageUrl: pdf })
    expect(wrongType.status).toBe(415)
    expect(wrongType.body.message).toBe('Invalid file type. Supported types: JPEG, PNG, JPG, SVG')

    const other = await newIntern()
    const theirs = await patch('/auth/profile-image', other.token, { profileImageUrl: svg })
    expect(theirs.status).toBe(400)
    expect(theirs.body.errors.profileImageUrl).toBe(FILE_MESSAGES.unknownFile)
    const foreign = await patch('/auth/profile-image', token, {
      profileImageUrl: 'https://evil.example.com/me.png',
    })
    expect(foreign.status).toBe(400)
    const missing = await patch('/auth/profile-image', token, {})
    expect(missing.status).toBe(400)
    expect(missing.body.errors.profileImageUrl).toBe(INTERN_MESSAGES.profileImageType)
    expect((await me(token)).profileImageUrl).toBe(svg)
    expect((await me(other.token)).profileImageUrl).toBeNull()
  })
})

describe('PATCH /auth/set-medias', () => {
  it('stores up to five of the intern’s images in order, replacing the old set', async () => {
    const { token } = await newIntern()
    const first = await upload(token, pngBytes(), 'a.png')
    const second = await upload(token, pngBytes(4, 4), 'b.png')
    const res = await patch('/auth/set-medias', token, { media1Url: first, media3Url: second })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.message).toBe('Media updated successfully!')
    expect(res.body.data).toMatchObject({ media1Url: first, media2Url: second, media3Url: null })

    const replaced = await patch('/auth/set-medias', token, { media1Url: second })
    expect(replaced.body.data).toMatchObject({ media1Url: second, media2Url: null })
  })

  it('refuses a sixth image, a document (415), a large image (413) and another’s image', async () => {
    const { token } = await newIntern()
    const image = await upload(token, pngBytes(), 'a.png')
    const six = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`media${n}Url`, image]))
    const tooMany = await patch('/auth/set-medias', token, six)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe('You can upload a maximum of 5 images.')

    const pdf = await upload(token, pdfBytes(), 'a.pdf')
    const wrongType = await patch('/auth/set-medias', token, { media1Url: image, media2Url: pdf })
    expect(wrongType.status).toBe(415)
    expect(wrongType.body.message).toBe('Invalid file format.')

    // Noise does not compress: still over 10 MB after re-encoding.
    const noise = sharp({
      create: {
        width: 2000,
        height: 2000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    const big = await upload(token, noise, 'big.png')
    const tooBig = await patch('/auth/set-medias', token, { media1Url: big })
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.message).toBe('Each image must be under 10MB.')

    const other = await newIntern()
    const theirs = await patch('/auth/set-medias', other.token, { media1Url: image })
    expect(theirs.status).toBe(400)
    expect((await me(token)).media1Url).toBeNull()
  })
})

describe('PATCH /auth/upload-resume', () => {
  it('takes a PDF, DOC or DOCX under 10MB of this intern’s, and nothing else', async () => {
    const { account, token } = await newIntern()
    const message = 'Please upload a PDF/DOC/DOCX file under 10MB.'

    const image = await upload(token, pngBytes(), 'cv.png')
    const wrongType = await patch('/auth/upload-resume', token, { resumeUrl: image })
    expect(wrongType.status).toBe(415)
    expect(wrongType.body.message).toBe(message)

    const padding = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)
    const large = await upload(token, Buffer.concat([pdfBytes(), padding]), 'cv.pdf')
    const tooBig = await patch('/auth/upload-resume', token, { resumeUrl: large })
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.message).toBe(message)

    const other = await newIntern()
    const theirs = await upload(other.token, pdfBytes(), 'cv.pdf')
    const foreign = await patch('/auth/upload-resume', token, { resumeUrl: theirs })
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toBe(FILE_MESSAGES.unknownFile)

    const empty = await patch('/auth/upload-resume', token, { resumeUrl: '' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors.resumeUrl).toBe(message)
    expect(await storedIntern(account.id)).toMatchObject({ resumeUrl: null })
    const [stored] = await t.database.db.select().from(files).where(eq(files.ownerId, account.id))
    expect(stored).toBeDefined()
  })
})

describe('PATCH /auth/skills', () => {
  it('keeps skills unique, case-insensitively, and checks their length', async () => {
    const { token } = await newIntern()
    const res = await patch('/auth/skills', token, { skills: [' React ', 'react', 'SQL'] })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Profile updated successfully!')
    expect(res.body.data.skills).toEqual(['react', 'SQL'])

    const long = await patch('/auth/skills', token, { skills: ['x'.repeat(51)] })
    expect(long.status).toBe(400)
    expect(long.body.errors['skills.0']).toBe('Each skill must be at most 50 characters')
    const many = await patch('/auth/skills', token, {
      skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`),
    })
    expect(many.body.errors.skills).toBe('At most 30 skills')
    expect((await me(token)).skills).toEqual(['react', 'SQL'])
  })
})

describe('who may use the intern profile', () => {
  const writes = [
    '/auth/basic-info',
    '/auth/contact-info',
    '/auth/academic-info',
    '/auth/preferences',
    '/auth/profile-image',
    '/auth/set-medias',
    '/auth/upload-resume',
    '/auth/skills',
  ]

  it('answers 401 without a session and 403 to a company, before reading the body', async () => {
    const company = await createAccount(t.database.db, 'company')
    for (const [method, url] of [
      ['GET', '/auth/me'],
      ...writes.map((w) => ['PATCH', w]),
    ] as const) {
      const anonymous = await call(t.app, {
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      })
      expect(anonymous.status, url).toBe(401)
      const asCompany = await call(t.app, {
        method,
        url,
        token: company.token,
        payload: method === 'GET' ? undefined : {},
      })
      expect(asCompany.status, url).toBe(403)
    }
  })

  it('never answers 5xx to odd bodies', async () => {
    const { token } = await newIntern()
    const bodies = [
      null,
      [],
      'text',
      42,
      { __proto__: { firstName: 'x' } },
      { firstName: ['a'], yearOfEntry: { $gt: 1 }, skills: 'React', media1Url: 5 },
      { profileImageUrl: '/api/v1/files/../../etc/passwd', resumeUrl: '/api/v1/files/%00' },
    ]
    for (const url of writes) {
      for (const payload of bodies) {
        const res = await call(t.app, {
          method: 'PATCH',
          url,
          token,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        })
        expect(res.status, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500)
      }
    }
  })
})
