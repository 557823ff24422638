import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { CompanyMe } from '@app/domain'
import { vi } from 'vitest'
import { DRAFT_DEBOUNCE_MS } from '../../components/profile/useFormDraft'
import { enterText } from '../../test/enter-text'
import { CompanyProfileWizardPage } from './CompanyProfileWizardPage'
import {
  answer,
  fileOf,
  filledCompany,
  newCompany,
  renderRoutes,
  stubApi,
  success,
  type Call,
} from './profile-test-kit'

function renderWizard(company: CompanyMe, entry = '/profile/company', handlers = {}) {
  const api = stubApi(company, handlers)
  const view = renderRoutes(
    [
      { path: '/profile/company', element: <CompanyProfileWizardPage /> },
      { path: '/company/dashboard', element: <p>Company dashboard</p> },
    ],
    entry,
  )
  return { ...api, ...view }
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name })

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('company profile wizard: moving between steps', () => {
  test('Next and Previous walk through the five steps and the indicator marks the current one', async () => {
    const user = userEvent.setup()
    renderWizard(newCompany())
    expect(await stepHeading('Basic Information')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()

    for (const name of [
      'Company Logo',
      'Operations',
      'Social Media Handles',
      'Upload Verification Document',
    ]) {
      await user.click(screen.getByRole('button', { name: 'Next' }))
      expect(await stepHeading(name)).toHaveFocus()
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled()
    expect(
      screen.getByRole('button', { name: /^5\. Upload Verification Document/ }),
    ).toHaveAttribute('aria-current', 'step')

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await stepHeading('Social Media Handles')).toBeInTheDocument()
  })

  test('?step=logo opens the second step', async () => {
    renderWizard(filledCompany(), '/profile/company?step=logo')
    expect(await stepHeading('Company Logo')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Acme Tech Ltd logo' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument()
  })

  test('a returning company continues at its first unfinished step, earlier ones shown as done', async () => {
    const company = newCompany({
      steps: {
        basicInfo: true,
        logo: true,
        operations: false,
        socialMedia: false,
        verificationDocument: false,
      },
    })
    renderWizard(company)
    expect(await stepHeading('Operations')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '1. Basic Information Done' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '2. Company Logo Done' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: '4. Social Media Handles To do' }),
    ).toBeInTheDocument()
  })

  test('Skip asks first: No keeps the company here, Yes goes to the dashboard', async () => {
    const user = userEvent.setup()
    renderWizard(newCompany())
    await user.click(await screen.findByRole('button', { name: 'Skip' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Skip Profile Setup?' })
    expect(dialog).toHaveAccessibleDescription(/cannot post internships, NYSC slots or hire/)

    await user.click(within(dialog).getByRole('button', { name: 'No' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Basic Information' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Skip' }))
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Company dashboard')).toBeInTheDocument()
  })
})

describe('company profile wizard: Finish', () => {
  test('refuses while a step is not done on the server', async () => {
    const user = userEvent.setup()
    renderWizard(newCompany(), '/profile/company?step=verification-document')
    await user.click(await screen.findByRole('button', { name: 'Finish' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please complete all steps before finishing.',
    )
    expect(screen.queryByText('Company dashboard')).not.toBeInTheDocument()
  })

  test('with all five steps done it marks the profile complete and opens the dashboard', async () => {
    const user = userEvent.setup()
    renderWizard(filledCompany(), '/profile/company?step=verification-document')
    expect(await screen.findByText('Document Uploaded Successfully!')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    expect(await screen.findByText('Company dashboard')).toBeInTheDocument()
    expect(localStorage.getItem('profileCompleted')).toBe('true')
  })
})

describe('company profile wizard: basic information', () => {
  test('every field is required, with the spec’s messages, and nothing is sent', async () => {
    const user = userEvent.setup()
    const { calls } = renderWizard(newCompany())
    await user.click(await screen.findByRole('button', { name: 'Submit' }))
    for (const message of [
      'Company name is required',
      'Established date is required',
      'Phone number is required',
      'Industry is required',
      'Address is required',
      'City is required',
      'State is required',
      'Bio is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Country code')).toHaveValue('+234')
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  test('Save as draft keeps the input on this device and marks the step as a draft', async () => {
    const user = userEvent.setup()
    renderWizard(newCompany())
    await user.type(await screen.findByLabelText('Company name'), 'Acme Tech Ltd')
    await user.click(screen.getByRole('button', { name: 'Save as draft' }))
    expect(screen.getByRole('button', { name: '1. Basic Information Draft' })).toBeInTheDocument()
    expect(screen.getByText('Draft saved on this device.')).toBeInTheDocument()
  })

  test('a draft is restored when the company comes back', async () => {
    localStorage.setItem(
      'companyProfileDraft.basicInfo.0b7c55c2-7f4e-4a59-9a3b-5b7b1d7f0a11',
      JSON.stringify({ companyName: 'Acme Tech Ltd', city: 'Ikeja', countryCode: '+234' }),
    )
    renderWizard(newCompany())
    expect(await screen.findByLabelText('Company name')).toHaveValue('Acme Tech Ltd')
    expect(screen.getByLabelText('City')).toHaveValue('Ikeja')
  })

  test('a complete form is sent with the month as its first day, and the draft is dropped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    let sent: Call | undefined
    renderWizard(newCompany(), '/profile/company', {
      'PATCH /company/set-basic-info': (call: Call) => {
        sent = call
        return success(
          filledCompany({ logoUrl: null }),
          'Company information submitted successfully!',
        )
      },
    })
    await enterText(user, await screen.findByLabelText('Company name'), 'Acme Tech Ltd')
    await enterText(user, screen.getByLabelText('CAC registration number'), 'rc 123-4567')
    await user.selectOptions(screen.getByLabelText('Established date month'), 'March')
    await user.selectOptions(screen.getByLabelText('Established date year'), '2019')
    await enterText(user, screen.getByLabelText('Phone number'), '801 234 5678')
    await user.selectOptions(screen.getByLabelText('Industry'), 'Technology')
    await enterText(user, screen.getByLabelText('Address'), '  12 Marina Road ')
    await enterText(user, screen.getByLabelText('City'), 'Lagos Island')
    await user.selectOptions(screen.getByLabelText('State'), 'Lagos')
    await enterText(user, screen.getByLabelText('Bio'), 'We build payment tools.')
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(
      await screen.findByText('Company information submitted successfully!'),
    ).toBeInTheDocument()
    expect(sent?.body).toEqual({
      companyName: 'Acme Tech Ltd',
      establishedDate: '2019-03-01',
      countryCode: '+234',
      phoneNumber: '8012345678',
      industryType: 'Technology',
      address: '12 Marina Road',
      city: 'Lagos Island',
      state: 'Lagos',
      bio: 'We build payment tools.',
      rcNumber: 'RC1234567',
    })
    // Autosave still waiting on the last keys typed must not bring the dropped draft back.
    act(() => vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS))
    expect(
      localStorage.getItem('companyProfileDraft.basicInfo.0b7c55c2-7f4e-4a59-9a3b-5b7b1d7f0a11'),
    ).toBeNull()
  })
})

describe('company profile wizard: operations', () => {
  test('Monday to Friday 09:00–17:00 by default; toggling a day adds or removes its row', async () => {
    const user = userEvent.setup()
    let sent: Call | undefined
    renderWizard(newCompany(), '/profile/company?step=operations', {
      'PATCH /company/set-operations': (call: Call) => {
        sent = call
        return success(newCompany())
      },
    })
    const monday = await screen.findByRole('button', { name: 'Monday' })
    expect(monday).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Saturday' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(screen.getByLabelText('Friday opening time')).toHaveValue('09:00')
    expect(screen.queryByLabelText('Saturday opening time')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Saturday' }))
    expect(screen.getByLabelText('Saturday opening time')).toHaveValue('09:00')
    expect(screen.getByLabelText('Saturday closing time')).toHaveValue('17:00')

    await user.click(monday)
    expect(monday).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByLabelText('Monday opening time')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(
      await screen.findByText('Company operations information submitted successfully!'),
    ).toBeInTheDocument()
    expect(sent?.body).toEqual({
      activeWeekDays: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      workHours: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => ({
        day,
        start: '09:00',
        end: '17:00',
      })),
    })
  })

  test('changed working days survive a reload until they are submitted', async () => {
    const user = userEvent.setup()
    renderWizard(newCompany(), '/profile/company?step=operations', {
      'PATCH /company/set-operations': () => success(newCompany()),
    })
    await user.click(await screen.findByRole('button', { name: 'Saturday' }))
    cleanup()

    renderWizard(newCompany(), '/profile/company?step=operations', {
      'PATCH /company/set-operations': () => success(newCompany()),
    })
    const saturday = await screen.findByRole('button', { name: 'Saturday' })
    expect(saturday).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(
      await screen.findByText('Company operations information submitted successfully!'),
    ).toBeInTheDocument()
    expect(Object.keys(localStorage).filter((key) => key.includes('operations'))).toEqual([])
  })

  test('a closing time before the opening time is refused before sending', async () => {
    const user = userEvent.setup()
    const { calls } = renderWizard(newCompany(), '/profile/company?step=operations')
    const closing = await screen.findByLabelText('Monday closing time')
    await user.clear(closing)
    await user.type(closing, '08:00')
    expect(screen.getByText('Closing time must be after opening time')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })
})

describe('company profile wizard: files', () => {
  test('a logo over 20480 bytes or of another type is refused before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { calls } = renderWizard(newCompany(), '/profile/company?step=logo')
    const input = await screen.findByLabelText('Company logo')

    await user.upload(input, fileOf('big.png', 'image/png', new Uint8Array(20_481)))
    expect(await screen.findByText('File size exceeds 20KB')).toBeInTheDocument()

    await user.upload(input, fileOf('logo.gif', 'image/gif', 'GIF89a'))
    expect(
      await screen.findByText('Invalid file type. Supported types: JPEG, PNG, JPG, SVG'),
    ).toBeInTheDocument()
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  test('a logo within the limit is uploaded, set on the profile and previewed', async () => {
    const user = userEvent.setup()
    renderWizard(newCompany({ companyName: 'Acme Tech Ltd' }), '/profile/company?step=logo', {
      'POST /misc/file-upload': () =>
        success({ fileUrl: '/files/logo.png', kind: 'png', mimeType: 'image/png', sizeBytes: 68 }),
      'PATCH /company/update-logo': () =>
        success(newCompany({ companyName: 'Acme Tech Ltd', logoUrl: '/files/logo.png' })),
    })
    await user.upload(
      await screen.findByLabelText('Company logo'),
      fileOf('logo.png', 'image/png', new Uint8Array(68)),
    )
    expect(
      await screen.findByText('Company logo uploaded and updated successfully!'),
    ).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Acme Tech Ltd logo' })).toHaveAttribute(
      'src',
      '/files/logo.png',
    )
  })

  test('the document must be a PDF by type and by its first bytes', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { calls } = renderWizard(newCompany(), '/profile/company?step=verification-document')
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }))
    expect(screen.getByText('Please select a PDF document')).toBeInTheDocument()

    const input = screen.getByLabelText('CAC document')
    await user.upload(input, fileOf('cac.docx', 'application/msword', 'PK'))
    expect(await screen.findByText('Only PDF files are allowed.')).toBeInTheDocument()

    await user.upload(input, fileOf('cac.pdf', 'application/pdf', '<html>not a pdf</html>'))
    expect(await screen.findByText('Invalid PDF format.')).toBeInTheDocument()
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  test('after a refused file, choosing nothing or pressing Upload keeps the reason shown', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderWizard(newCompany(), '/profile/company?step=verification-document', {
      'POST /misc/file-upload': () =>
        answer(415, {
          status: 'error',
          message: 'Invalid PDF format.',
          code: 'UNSUPPORTED_FILE_TYPE',
        }),
    })
    const input = await screen.findByLabelText('CAC document')
    await user.upload(input, fileOf('cac.docx', 'application/msword', 'PK'))
    expect(await screen.findByText('Only PDF files are allowed.')).toBeInTheDocument()
    await user.upload(input, [])
    await user.click(screen.getByRole('button', { name: 'Upload Document' }))
    expect(input).toHaveAccessibleDescription('Only PDF files are allowed.')

    // Starts like a PDF, so only the server can tell.
    await user.upload(input, fileOf('cac.pdf', 'application/pdf', '%PDF-1.4\njunk junk junk'))
    await user.click(screen.getByRole('button', { name: 'Upload Document' }))
    await waitFor(() => expect(input).toHaveAccessibleDescription('Invalid PDF format.'))
    await user.click(screen.getByText('Choose a file'))
    await user.upload(input, [])
    await user.click(screen.getByRole('button', { name: 'Upload Document' }))
    expect(input).toHaveAccessibleDescription('Invalid PDF format.')
    expect(screen.queryByText('Please select a PDF document')).not.toBeInTheDocument()
  })

  test('a real PDF is uploaded and set as the CAC document with its name', async () => {
    const user = userEvent.setup()
    let sent: Call | undefined
    const uploaded = newCompany({
      verificationDocument: { type: 'CAC_Document', fileName: 'cac.pdf', s3Url: '/files/a.pdf' },
    })
    renderWizard(newCompany(), '/profile/company?step=verification-document', {
      'POST /misc/file-upload': () =>
        success({
          fileUrl: '/files/a.pdf',
          kind: 'pdf',
          mimeType: 'application/pdf',
          sizeBytes: 9,
        }),
      'PUT /company/set-documents': (call: Call) => {
        sent = call
        return success(uploaded)
      },
    })
    await user.upload(
      await screen.findByLabelText('CAC document'),
      fileOf('cac.pdf', 'application/pdf', '%PDF-1.4\n'),
    )
    await user.click(screen.getByRole('button', { name: 'Upload Document' }))
    expect(await screen.findByText('Document Uploaded Successfully!')).toBeInTheDocument()
    expect(screen.getByText('CAC Document uploaded successfully!')).toBeInTheDocument()
    expect(sent?.body).toEqual({ type: 'CAC_Document', fileName: 'cac.pdf', s3Url: '/files/a.pdf' })
    await user.click(screen.getByRole('button', { name: 'Upload New Document' }))
    expect(screen.getByLabelText('CAC document')).toBeInTheDocument()
  })
})

describe('company profile wizard: social media', () => {
  test('bad links are refused; saved links show the updated state with Edit Links', async () => {
    const user = userEvent.setup()
    let sent: Call | undefined
    renderWizard(newCompany(), '/profile/company?step=social-media', {
      'PATCH /company/set-socials': (call: Call) => {
        sent = call
        return success(
          newCompany({
            socialMedia: { linkedin: 'https://linkedin.com/company/acme' },
            steps: { ...newCompany().steps, socialMedia: true },
          }),
        )
      },
    })
    await user.type(await screen.findByLabelText('Facebook'), 'facebook')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Facebook'))
    await user.type(screen.getByLabelText('LinkedIn'), 'https://linkedin.com/company/acme')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Social Media Links Updated!')).toBeInTheDocument()
    expect(sent?.body).toEqual({ socialMedia: { linkedin: 'https://linkedin.com/company/acme' } })
    await user.click(screen.getByRole('button', { name: 'Edit Links' }))
    expect(screen.getByLabelText('LinkedIn')).toHaveValue('https://linkedin.com/company/acme')
  })

  test('links typed survive a reload until they are submitted', async () => {
    const user = userEvent.setup()
    renderWizard(newCompany(), '/profile/company?step=social-media')
    await user.type(await screen.findByLabelText('LinkedIn'), 'https://linkedin.com/company/acme')
    cleanup()

    renderWizard(newCompany(), '/profile/company?step=social-media')
    expect(await screen.findByLabelText('LinkedIn')).toHaveValue(
      'https://linkedin.com/company/acme',
    )
  })
})
