import type { APIRequestContext } from '@playwright/test'
import type {
  CompanyBasicInfoInput,
  CompanyOperationsInput,
  CompanySocialMediaInput,
  RoleInput,
  VerificationDocumentInput,
} from '@app/domain'
import {
  callApi,
  registerByApi,
  uniqueEmail,
  uniqueWord,
  uploadByApi,
  type ApiAccount,
  uniquePhone,
} from './api'
import { verifyCompanyByApi } from './admin'
import { MINIMAL_PDF, TINY_PNG } from './files'

export interface ApiCompany extends ApiAccount {
  companyName: string
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const

/** A new company with a complete profile, signed in through the API only. */
export async function createCompany(
  request: APIRequestContext,
  basicInfo: Partial<CompanyBasicInfoInput> = {},
): Promise<ApiCompany> {
  const account = await registerByApi(request, 'company', uniqueEmail('company'))
  return completeCompanyProfile(request, account, basicInfo)
}

/**
 * Completes a company's profile through the endpoints its wizard calls: basic information, an
 * uploaded logo, working hours, a social link and an uploaded CAC document, which an admin then
 * verifies, so its roles are public. Its name is unique, so pages and searches find it and nothing
 * else.
 */
export async function completeCompanyProfile(
  request: APIRequestContext,
  account: ApiAccount,
  basicInfo: Partial<CompanyBasicInfoInput> = {},
  /** Without a document the company stays unverified; with one, `verify: false` leaves it waiting. */
  { withDocument = true, verify = true }: { withDocument?: boolean; verify?: boolean } = {},
): Promise<ApiCompany> {
  const word = uniqueWord()
  const companyName = basicInfo.companyName ?? `Kolanut ${word} Ltd`
  const as = { token: account.token }
  const basic: CompanyBasicInfoInput = {
    companyName,
    establishedDate: '2019-03',
    countryCode: '+234',
    phoneNumber: uniquePhone(),
    industryType: 'Technology',
    address: '12 Marina Road',
    city: 'Lagos Island',
    state: 'Lagos',
    bio: 'We build payment tools for Nigerian shops and train interns every quarter.',
    rcNumber: `RC${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '1')}`,
    ...basicInfo,
  }
  await callApi(request, 'PATCH', '/company/set-basic-info', { ...as, body: basic })

  const logo = await uploadByApi(request, account, {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  })
  await callApi(request, 'PATCH', '/company/update-logo', {
    ...as,
    body: { logoUrl: logo.fileUrl },
  })

  const operations: CompanyOperationsInput = {
    activeWeekDays: [...WEEKDAYS],
    workHours: WEEKDAYS.map((day) => ({ day, start: '09:00', end: '17:00' })),
  }
  await callApi(request, 'PATCH', '/company/set-operations', { ...as, body: operations })

  const socials: CompanySocialMediaInput = {
    socialMedia: { linkedin: `https://linkedin.com/company/${word}` },
  }
  await callApi(request, 'PATCH', '/company/set-socials', { ...as, body: socials })
  if (!withDocument) return { ...account, companyName }

  const cac = await uploadByApi(request, account, {
    name: 'cac.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(MINIMAL_PDF),
  })
  const document: VerificationDocumentInput = {
    type: 'CAC_Document',
    fileName: 'cac.pdf',
    s3Url: cac.fileUrl,
  }
  await callApi(request, 'PUT', '/company/set-documents', { ...as, body: document })
  if (verify) await verifyCompanyByApi(request, account.email)
  return { ...account, companyName }
}

export interface ApiRole {
  id: string
  title: string
}

/** Posts an open role for the company, as the Create a Role form does; the title is unique. */
export async function postRole(
  request: APIRequestContext,
  company: ApiCompany,
  role: Partial<RoleInput> = {},
): Promise<ApiRole> {
  const input: RoleInput = {
    title: `Data Analyst ${uniqueWord()}`,
    roleSummary: 'Turn payment data into weekly insight for the team.',
    responsibilities: ['Build dashboards', 'Present findings weekly'],
    requirements: ['SQL', 'Spreadsheets'],
    minimumSalary: 70_000,
    maximumSalary: 90_000,
    location: 'Lagos',
    type: 'remote',
    duration: 6,
    term: 'month',
    ...role,
  }
  const posted = await callApi<{ id: string; title: string }>(request, 'POST', '/roles/add-role', {
    token: company.token,
    body: input,
  })
  return { id: posted.id, title: posted.title }
}
