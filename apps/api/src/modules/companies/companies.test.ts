import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { COMPANY_MESSAGES, FILE_MESSAGES, type CompanyBasicInfoInput } from '@app/domain'
import { companies } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'
import { pdfBytes, pngBytes, uploadAs } from '../../../test/file-fixtures.js'

const t = useTestApp()

const BASIC_INFO: CompanyBasicInfoInput = {
  companyName: 'Kobo Ledger Technologies',
  establishedDate: '2019-03',
  countryCode: '+234',
  phoneNumber: '0803 123 4567',
  industryType: 'Finance',
  address: '  12 Admiralty Way  ',
  city: 'Lekki',
  state: 'Lagos',
  bio: 'Payments for small businesses.',
}

const OPERATIONS = {
  activeWeekDays: ['Monday', 'Wednesday'],
  workHours: [
    { day: 'Monday', start: '09:00', end: '17:00' },
    { day: 'Wednesday', start: '08:30', end: '16:00' },
  ],
}

const send = (method: 'PATCH' | 'PUT', url: string, token: string, payload: unknown) =>
  call(t.app, { method, url, token, payload: payload as object })

async function upload(token: string, bytes: Buffer | Promise<Buffer>, name: string) {
  const res = await uploadAs(t.app, token, await bytes, name)
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
  return res.body.data.fileUrl as string
}

/** A PNG of noise: it does not compress, so it stays over the logo limit after re-encoding. */
const noisyPng = (size: number) =>
  sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()

const newCompany = () => createAccount(t.database.db, 'company')

describe('the company profile wizard through the API', () => {
  it('completes all five steps, with progress over six sections and the spec messages', async () => {
    const { token } = await newCompany()
    const progress = async () =>
      (await call(t.app, { method: 'GET', url: '/company/me', token })).body.data

    const basic = await send('PATCH', '/company/set-basic-info', token, BASIC_INFO)
    expect(basic.status).toBe(200)
    expect(basic.body.message).toBe('Company information submitted successfully!')
    expect(basic.body.data).toMatchObject({
      companyName: 'Kobo Ledger Technologies',
      establishedDate: '2019-03-01',
      phoneNumber: '08031234567',
      address: '12 Admiralty Way',
      progress: 17,
      profileComplete: false,
    })

    const logoUrl = await upload(token, pngBytes(), 'logo.png')
    const logo = await send('PATCH', '/company/update-logo', token, { logoUrl })
    expect(logo.body.message).toBe('Company logo uploaded and updated successfully!')
    expect(logo.body.data).toMatchObject({ logoUrl, progress: 33 })

    const operations = await send('PATCH', '/company/set-operations', token, OPERATIONS)
    expect(operations.body.message).toBe('Company operations information submitted successfully!')
    expect(operations.body.data).toMatchObject({ ...OPERATIONS, progress: 50 })

    const socials = await send('PATCH', '/company/set-socials', token, {
      socialMedia: { linkedin: 'https://linkedin.com/company/kobo', tiktok: '' },
    })
    expect(socials.body.message).toBe('Social links updated successfully!')
    expect(socials.body.data).toMatchObject({
      socialMedia: { linkedin: 'https://linkedin.com/company/kobo' },
      progress: 67,
    })

    const s3Url = await upload(token, pdfBytes(), 'cac.pdf')
    const document = await send('PUT', '/company/set-documents', token, {
      type: 'CAC_Document',
      fileName: 'CAC certificate (2019).pdf',
      s3Url,
    })
    expect(document.body.message).toBe('CAC Document uploaded successfully!')
    expect(document.body.data).toMatchObject({ progress: 83, profileComplete: true })
    expect(document.body.data.steps).toEqual({
      basicInfo: true,
      logo: true,
      operations: true,
      socialMedia: true,
      verificationDocument: true,
    })

    const media1Url = await upload(token, pngBytes(16, 16), 'office.png')
    const media = await send('PATCH', '/company/set-medias', token, {
      media1Url,
      media2Url: '',
      media3Url: '',
      media4Url: '',
      media5Url: '',
    })
    expect(media.body.message).toBe('Media updated successfully!')
    expect(media.body.data).toMatchObject({ media1Url, media2Url: null, progress: 100 })
    expect((await progress()).sections).toEqual({
      basicInfo: true,
      media: true,
      logo: true,
      workdays: true,
      socialLinks: true,
      verificationDocument: true,
    })
  })

  it('answers 401 without a token and 403 for an intern', async () => {
    const intern = await createAccount(t.database.db, 'intern')
    const res = await send('PATCH', '/company/set-basic-info', intern.token, BASIC_INFO)
    expect(res.status).toBe(403)
    const anonymous = await call(t.app, {
      method: 'PATCH',
      url: '/company/set-operations',
      payload: OPERATIONS,
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('PATCH /company/set-basic-info', () => {
  it("answers each field's spec message and writes nothing", async () => {
    const { account, token } = await newCompany()
    const required: [keyof CompanyBasicInfoInput, string][] = [
      ['companyName', 'Company name is required'],
      ['establishedDate', 'Established date is required'],
      ['phoneNumber', 'Phone number is required'],
      ['industryType', 'Industry is required'],
      ['address', 'Address is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
      ['bio', 'Bio is required'],
    ]
    for (const [field, message] of required) {
      for (const value of ['', undefined, '   ']) {
        const res = await send('PATCH', '/company/set-basic-info', token, {
          ...BASIC_INFO,
          [field]: value,
        })
        expect(res.status, `${field}=${value}`).toBe(400)
        expect(res.body.errors[field], `${field}=${value}`).toBe(message)
      }
    }
    const checks: [Partial<Record<keyof CompanyBasicInfoInput, unknown>>, string, string][] = [
      [{ countryCode: '' }, 'countryCode', 'Country code is required'],
      [{ countryCode: '234' }, 'countryCode', COMPANY_MESSAGES.countryCodeInvalid],
      [{ establishedDate: '1900-01' }, 'establishedDate', COMPANY_MESSAGES.establishedDateRange],
      [{ establishedDate: '2999-01' }, 'establishedDate', COMPANY_MESSAGES.establishedDateRange],
      [{ establishedDate: 'March 2019' }, 'establishedDate', 'Established date is required'],
      [{ phoneNumber: '12ab' }, 'phoneNumber', COMPANY_MESSAGES.phoneNumberInvalid],
      [{ industryType: 'Pottery' }, 'industryType', 'Industry is required'],
      [{ companyName: ['Kobo'] }, 'companyName', 'Company name is required'],
      [{ bio: 42 }, 'bio', 'Bio is required'],
      [{ companyName: 'x'.repeat(101) }, 'companyName', 'Must be at most 100 characters'],
    ]
    for (const [change, field, message] of checks) {
      const res = await send('PATCH', '/company/set-basic-info', token, {
        ...BASIC_INFO,
        ...change,
      })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.errors[field], JSON.stringify(change)).toBe(message)
    }
    for (const payload of ['{"companyName":', '[]', '"text"']) {
      const res = await call(t.app, {
        method: 'PATCH',
        url: '/company/set-basic-info',
        token,
        payload,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.status, payload).toBe(400)
    }
    const huge = await send('PATCH', '/company/set-basic-info', token, {
      ...BASIC_INFO,
      bio: 'x'.repeat(20_000),
    })
    expect(huge.status).toBe(413)
    const [row] = await t.database.db.select().from(companies)
    expect(row).toMatchObject({ accountId: account.id, companyName: null, bio: null })
  })

  it('defaults the country code to +234 and never changes the email', async () => {
    const { account, token } = await newCompany()
    const { countryCode: _omitted, ...withoutCode } = BASIC_INFO
    const res = await send('PATCH', '/company/set-basic-info', token, {
      ...withoutCode,
      email: 'someone.else@example.com',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ countryCode: '+234', email: account.email })
  })

  it("rewrites the company's roles' search documents when its name changes", async () => {
    const { token } = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    const role = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token,
      payload: {
        title: 'Accounts Intern',
        roleSummary: 'Reconcile ledgers.',
        responsibilities: ['Reconcile'],
        requirements: ['Numeracy'],
        minimumSalary: 40_000,
        location: 'Lagos',
        type: 'on_site',
        duration: 3,
        term: 'month',
      },
    })
    expect(role.status).toBe(201)
    const search = async (text: string) =>
      (await call(t.app, { method: 'GET', url: `/roles/recent?search=${text}` })).body.data.docs
    expect(await search('kobo')).toHaveLength(1)

    await send('PATCH', '/company/set-basic-info', token, {
      ...BASIC_INFO,
      companyName: 'Sahel Pay',
    })
    expect(await search('kobo')).toHaveLength(0)
    expect(await search('sahel')).toHaveLength(1)
    expect((await search('sahel'))[0].company.companyName).toBe('Sahel Pay')
  })
})

describe('PATCH /company/update-logo', () => {
  it('accepts an SVG and refuses a PDF (415), a large image (413) and unknown links (400)', async () => {
    const { token } = await newCompany()
    const svg = await upload(
      token,
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
      ),
      'logo.svg',
    )
    expect((await send('PATCH', '/company/update-logo', token, { logoUrl: svg })).status).toBe(200)

    const pdf = await upload(token, pdfBytes(), 'logo.pdf')
    const wrongType = await send('PATCH', '/company/update-logo', token, { logoUrl: pdf })
    expect(wrongType.status).toBe(415)
    expect(wrongType.body.message).toBe('Invalid file type. Supported types: JPEG, PNG, JPG, SVG')

    const big = await upload(token, noisyPng(120), 'big.png')
    const tooBig = await send('PATCH', '/company/update-logo', token, { logoUrl: big })
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.message).toBe('File size exceeds 20KB')

    const unknown = await send('PATCH', '/company/update-logo', token, {
      logoUrl: '/api/v1/files/00000000-0000-4000-8000-000000000000.png',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(FILE_MESSAGES.unknownFile)
    const foreign = await send('PATCH', '/company/update-logo', token, {
      logoUrl: 'https://evil.example.com/logo.png',
    })
    expect(foreign.status).toBe(400)

    const other = await newCompany()
    const theirs = await send('PATCH', '/company/update-logo', other.token, { logoUrl: svg })
    expect(theirs.status).toBe(400)
    expect(theirs.body.message).toBe(FILE_MESSAGES.unknownFile)

    const missing = await send('PATCH', '/company/update-logo', token, {})
    expect(missing.status).toBe(400)
    const me = await call(t.app, { method: 'GET', url: '/company/me', token })
    expect(me.body.data.logoUrl).toBe(svg)
  })
})

describe('PATCH /company/set-operations', () => {
  it('checks weekday names, HH:mm hours and that a day ends after it starts', async () => {
    const { token } = await newCompany()
    const cases: [unknown, string, string][] = [
      [
        {
          activeWeekDays: ['Funday'],
          workHours: [{ day: 'Funday', start: '09:00', end: '17:00' }],
        },
        'activeWeekDays.0',
        'Invalid option: expected one of "Monday"|"Tuesday"|"Wednesday"|"Thursday"|"Friday"|"Saturday"|"Sunday"',
      ],
      [
        { activeWeekDays: ['Monday'], workHours: [{ day: 'Monday', start: '9am', end: '17:00' }] },
        'workHours.0.start',
        COMPANY_MESSAGES.hoursInvalid,
      ],
      [
        {
          activeWeekDays: ['Monday'],
          workHours: [{ day: 'Monday', start: '17:00', end: '09:00' }],
        },
        'workHours.0.end',
        COMPANY_MESSAGES.hoursOrder,
      ],
      [
        {
          activeWeekDays: ['Monday', 'Tuesday'],
          workHours: [{ day: 'Monday', start: '09:00', end: '17:00' }],
        },
        'workHours',
        COMPANY_MESSAGES.hoursMismatch,
      ],
      [{ activeWeekDays: [], workHours: [] }, 'activeWeekDays', COMPANY_MESSAGES.weekdaysRequired],
    ]
    for (const [payload, field, message] of cases) {
      const res = await send('PATCH', '/company/set-operations', token, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.errors[field], JSON.stringify(res.body.errors)).toBe(message)
    }
    const [row] = await t.database.db.select().from(companies)
    expect(row!.activeWeekDays).toBeNull()
  })
})

describe('social links', () => {
  it('replaces the whole map on either path, drops empty links, and checks each URL', async () => {
    const { token } = await newCompany()
    const first = await send('PATCH', '/company/set-socials', token, {
      socialMedia: { facebook: 'https://facebook.com/kobo', twitter: 'http://x.com/kobo' },
    })
    expect(first.body.data.socialMedia).toEqual({
      facebook: 'https://facebook.com/kobo',
      twitter: 'http://x.com/kobo',
    })
    const second = await send('PATCH', '/company/update-socials', token, {
      socialMedia: { whatsapp: 'ftp://files.kobo.ng/contact', instagram: '  ' },
    })
    expect(second.status).toBe(200)
    expect(second.body.message).toBe('Social links updated successfully!')
    expect(second.body.data.socialMedia).toEqual({ whatsapp: 'ftp://files.kobo.ng/contact' })

    for (const url of ['kobo.ng', 'javascript:alert(1)', 'https://', 'mailto:a@b.ng']) {
      const res = await send('PATCH', '/company/update-socials', token, {
        socialMedia: { linkedin: url },
      })
      expect(res.status, url).toBe(400)
      expect(res.body.errors['socialMedia.linkedin'], url).toBe('Please enter a valid URL')
    }
    const unknownPlatform = await send('PATCH', '/company/set-socials', token, {
      socialMedia: { myspace: 'https://myspace.com/kobo' },
    })
    expect(unknownPlatform.status).toBe(400)
  })
})

describe('PATCH /company/set-medias', () => {
  it('keeps up to five images in order and refuses more, non-images and unknown links', async () => {
    const { token } = await newCompany()
    const urls = []
    for (let i = 0; i < 3; i++) urls.push(await upload(token, pngBytes(4 + i, 4), `m${i}.png`))
    const saved = await send('PATCH', '/company/set-medias', token, {
      media1Url: '',
      media2Url: urls[0],
      media3Url: urls[1],
      media5Url: urls[2],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({
      media1Url: urls[0],
      media2Url: urls[1],
      media3Url: urls[2],
      media4Url: null,
    })

    const sixth = await send('PATCH', '/company/set-medias', token, {
      media1Url: urls[0],
      media2Url: urls[0],
      media3Url: urls[0],
      media4Url: urls[0],
      media5Url: urls[0],
      media6Url: urls[0],
    })
    expect(sixth.status).toBe(400)
    expect(sixth.body.message).toBe('You can upload a maximum of 5 images.')

    const pdf = await upload(token, pdfBytes(), 'brochure.pdf')
    const notImage = await send('PATCH', '/company/set-medias', token, { media1Url: pdf })
    expect(notImage.status).toBe(415)
    expect(notImage.body.message).toBe('Invalid file format.')
    const unknown = await send('PATCH', '/company/set-medias', token, {
      media1Url: '/api/v1/files/00000000-0000-4000-8000-000000000000.png',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(FILE_MESSAGES.unknownFile)

    const cleared = await send('PATCH', '/company/set-medias', token, {})
    expect(cleared.body.data).toMatchObject({ media1Url: null, progress: 0 })
  })
})

describe('PUT /company/set-documents', () => {
  it('stores the stable URL and a clean file name, and shows the owner a signed link', async () => {
    const { token } = await newCompany()
    const s3Url = await upload(token, pdfBytes(), 'cac.pdf')
    const res = await send('PUT', '/company/set-documents', token, {
      type: 'CAC_Document',
      fileName: `../../${'Certificate of Incorporation '.repeat(6)}<script>.pdf`,
      s3Url,
    })
    expect(res.status).toBe(200)
    const { verificationDocument } = res.body.data
    expect(verificationDocument.fileName).toHaveLength(100)
    expect(verificationDocument.fileName).toMatch(/^[\w.-]+$/)
    expect(verificationDocument.s3Url).toMatch(new RegExp(`^${s3Url}\\?expires=\\d+&signature=`))
    const [row] = await t.database.db.select().from(companies)
    expect(row!.verificationDocument!.s3Url).toBe(s3Url)

    // The signed link the owner was shown is accepted back, and stored as the stable URL.
    const again = await send('PUT', '/company/set-documents', token, {
      type: 'CAC_Document',
      fileName: 'cac.pdf',
      s3Url: verificationDocument.s3Url,
    })
    expect(again.status).toBe(200)
    const me = await call(t.app, { method: 'GET', url: '/company/me', token })
    expect(me.body.data.verificationDocument.s3Url).toMatch(/\?expires=\d+&signature=/)
    const signed = await t.app.inject({
      method: 'GET',
      url: me.body.data.verificationDocument.s3Url,
    })
    expect(signed.statusCode).toBe(200)
    const [stored] = await t.database.db.select().from(companies)
    expect(stored!.verificationDocument!.s3Url).toBe(s3Url)
  })

  it('refuses an image with 415 and a wrong type or missing fields with 400', async () => {
    const { token } = await newCompany()
    const png = await upload(token, pngBytes(), 'cac.png')
    const image = await send('PUT', '/company/set-documents', token, {
      type: 'CAC_Document',
      fileName: 'cac.png',
      s3Url: png,
    })
    expect(image.status).toBe(415)
    expect(image.body.message).toBe('Only PDF files are allowed.')
    const wrongType = await send('PUT', '/company/set-documents', token, {
      type: 'Passport',
      fileName: 'cac.pdf',
      s3Url: png,
    })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.errors.type).toBe(FILE_MESSAGES.documentRequired)
    const missing = await send('PUT', '/company/set-documents', token, { type: 'CAC_Document' })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.s3Url).toBe(FILE_MESSAGES.documentRequired)
  })
})
