import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type {
  AcademicInfoInput,
  InternBasicInfoInput,
  InternPreferencesInput,
  UploadedFile,
} from '@app/domain'
import { signUpAndSignIn } from './account'
import {
  callApi,
  registerByApi,
  uniqueEmail,
  uniquePhone,
  uploadByApi,
  type ApiAccount,
} from './api'
import { MINIMAL_PDF, TINY_PNG } from './files'

export interface InternFiles {
  photo: string
  resume: string
}

/** A photo and a resume written to a fresh temporary folder. */
export function writeInternFiles(): InternFiles {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-intern-'))
  const files = { photo: path.join(dir, 'ada-photo.png'), resume: path.join(dir, 'ada-cv.pdf') }
  fs.writeFileSync(files.photo, TINY_PNG)
  fs.writeFileSync(files.resume, MINIMAL_PDF)
  return files
}

export interface InternDetails {
  firstName: string
  lastName: string
  institutionName: string
  fieldOfStudy: string
  preferredIndustry: InternPreferencesInput['preferredIndustry']
  locationPreference: InternPreferencesInput['locationPreference']
  /** In months: 3 to 24 in steps of 3. */
  intendedDuration: number
}

const DEFAULT_DETAILS: InternDetails = {
  firstName: 'Ada',
  lastName: 'Okafor',
  institutionName: 'University of Lagos',
  fieldOfStudy: 'Computer Science',
  preferredIndustry: 'Technology',
  locationPreference: 'Lagos',
  intendedDuration: 6,
}

/** A new intern signs up with this email, signs in with the mailed code, and lands on the dashboard. */
export const signUpIntern = (page: Page, email: string) => signUpAndSignIn(page, 'intern', email)

const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 2, name })).toBeVisible()

const submitStep = async (page: Page, toast: string) => {
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(toast, { exact: true })).toBeVisible()
}

/**
 * From the dashboard of a signed-in intern with an empty profile: the five wizard steps with a
 * real photo and resume, then Finish, ending on the unlocked dashboard.
 */
export async function completeInternProfile(
  page: Page,
  files: InternFiles = writeInternFiles(),
  details: Partial<InternDetails> = {},
) {
  const d = { ...DEFAULT_DETAILS, ...details }
  await page.getByRole('link', { name: 'Complete Profile' }).click()
  await expect(page).toHaveURL(/\/profile\/intern/)

  // 1. Basic information
  await stepHeading(page, 'Basic Information')
  await page.getByLabel('First name').fill(d.firstName)
  await page.getByLabel('Last name').fill(d.lastName)
  await page.getByLabel('Date of birth').fill('2003-05-14')
  await expect(page.getByLabel('Country code')).toHaveValue('+234')
  await page.getByLabel('Phone number').fill(uniquePhone())
  await page.getByLabel('Gender').selectOption('female')
  await page.getByLabel('Address').fill('12 Herbert Macaulay Way, Yaba, Lagos')
  await page.getByLabel('Bio').fill('Final-year student looking for a six-month placement.')
  await submitStep(page, 'Intern information submitted successfully!')
  await expect(page.getByRole('button', { name: '1. Basic Information Done' })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  // 2. Profile photo
  await stepHeading(page, 'Profile Photo')
  await page.getByLabel('Profile photo', { exact: true }).setInputFiles(files.photo)
  await expect(
    page.getByText('Profile image uploaded and updated successfully!', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  // 3. Academic details
  await stepHeading(page, 'Academic Details')
  await page.getByLabel('Institution name').fill(d.institutionName)
  await page.getByLabel('Field of study').fill(d.fieldOfStudy)
  await page.getByLabel('Year of entry').fill(String(new Date().getFullYear() - 3))
  await page.getByLabel('Year of graduation').selectOption(String(new Date().getFullYear() + 1))
  await submitStep(page, 'Academic information submitted successfully!')
  await page.getByRole('button', { name: 'Next' }).click()

  // 4. Role preference
  await stepHeading(page, 'Role Preference')
  await page.getByLabel('Preferred industry').selectOption(d.preferredIndustry)
  await page.getByLabel('Location preference').selectOption(d.locationPreference)
  await page.getByLabel('Intended duration').selectOption(String(d.intendedDuration))
  await submitStep(page, 'Preference information submitted successfully!')
  await page.getByRole('button', { name: 'Next' }).click()

  // 5. Resume
  await stepHeading(page, 'Upload Resume/CV or SIWES/IT/NYSC Letter')
  await page.getByLabel('Resume or letter', { exact: true }).setInputFiles(files.resume)
  await page.getByRole('button', { name: 'Upload Document' }).click()
  await expect(page.getByText('Document uploaded successfully!', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Finish Your Profile' }).click()
  await expect(page).toHaveURL('/intern/dashboard')
  await expect(page.getByRole('heading', { name: new RegExp(`Hi ${d.firstName}`) })).toBeVisible()
  await expect(page.getByText('Profile Verification Required')).toHaveCount(0)
}

export interface ApiIntern extends ApiAccount {
  firstName: string
  lastName: string
  /** The resume the wizard uploaded, which an application sends. */
  resume: UploadedFile
}

/** A new intern with a complete profile, signed in through the API only. */
export async function createIntern(
  request: APIRequestContext,
  details: Partial<InternDetails> = {},
): Promise<ApiIntern> {
  const account = await registerByApi(request, 'intern', uniqueEmail('intern'))
  return completeInternProfileByApi(request, account, details)
}

/**
 * Completes an intern's profile through the endpoints the wizard calls: basic information, an
 * uploaded photo, academic details, role preference and an uploaded resume.
 */
export async function completeInternProfileByApi(
  request: APIRequestContext,
  account: ApiAccount,
  details: Partial<InternDetails> = {},
): Promise<ApiIntern> {
  const d = { ...DEFAULT_DETAILS, ...details }
  const as = { token: account.token }
  const basic: InternBasicInfoInput = {
    firstName: d.firstName,
    lastName: d.lastName,
    dateOfBirth: '2003-05-14',
    countryCode: '+234',
    phoneNumber: uniquePhone(),
    gender: 'female',
    address: '12 Herbert Macaulay Way, Yaba, Lagos',
    bio: 'Final-year student looking for a six-month placement.',
  }
  await callApi(request, 'PATCH', '/auth/basic-info', { ...as, body: basic })

  const photo = await uploadByApi(request, account, {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  })
  await callApi(request, 'PATCH', '/auth/profile-image', {
    ...as,
    body: { profileImageUrl: photo.fileUrl },
  })

  const thisYear = new Date().getFullYear()
  const academic: AcademicInfoInput = {
    institutionName: d.institutionName,
    fieldOfStudy: d.fieldOfStudy,
    yearOfEntry: thisYear - 3,
    yearOfGraduation: thisYear + 1,
  }
  await callApi(request, 'PATCH', '/auth/academic-info', { ...as, body: academic })

  const preferences: InternPreferencesInput = {
    preferredIndustry: d.preferredIndustry,
    locationPreference: d.locationPreference,
    intendedDuration: d.intendedDuration,
  }
  await callApi(request, 'PATCH', '/auth/preferences', { ...as, body: preferences })

  const resume = await uploadByApi(request, account, {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(MINIMAL_PDF),
  })
  await callApi(request, 'PATCH', '/auth/upload-resume', {
    ...as,
    body: { resumeUrl: resume.fileUrl },
  })
  return { ...account, firstName: d.firstName, lastName: d.lastName, resume }
}

/** The intern applies to a role with the wizard's resume; answers the application's id. */
export async function applyByApi(
  request: APIRequestContext,
  intern: ApiIntern,
  roleId: string,
): Promise<string> {
  const application = await callApi<{ id: string }>(
    request,
    'POST',
    `/users/roles/${roleId}/apply`,
    {
      token: intern.token,
      body: { resumeUrl: intern.resume.fileUrl },
    },
  )
  return application.id
}
