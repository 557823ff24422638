import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { COMPANY_MESSAGES, type CompanyMe } from '@app/domain'
import { enterText } from '../../test/enter-text'
import { CompanyProfilePage } from './CompanyProfilePage'
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

function renderEditor(company: CompanyMe, handlers = {}) {
  const api = stubApi(company, handlers)
  renderRoutes([{ path: '/company/profile', element: <CompanyProfilePage /> }], '/company/profile')
  return api
}

afterEach(() => vi.unstubAllGlobals())

describe('company profile editor', () => {
  test('the header shows the logo or three initials, Change Image and Preview Profile', async () => {
    renderEditor(filledCompany({ logoUrl: null }))
    expect(await screen.findByRole('img', { name: 'Acme Tech Ltd initials' })).toHaveTextContent(
      'ACM',
    )
    expect(screen.getByRole('link', { name: 'Change Image' })).toHaveAttribute(
      'href',
      '/profile/company?step=logo',
    )
    expect(screen.getByRole('link', { name: 'Preview Profile' })).toHaveAttribute(
      'href',
      '/company/preview',
    )
  })

  test('cancel puts back the last loaded values', async () => {
    const user = userEvent.setup()
    const { calls } = renderEditor(filledCompany())
    await user.click(await screen.findByRole('button', { name: 'Edit Company Information' }))
    const name = screen.getByLabelText('Company name')
    expect(name).toHaveFocus()
    await user.clear(name)
    await enterText(user, name, 'Something Else')
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')

    await user.click(screen.getByRole('button', { name: 'Cancel editing Company Information' }))
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Company Information' })).toHaveFocus()
    expect(screen.getAllByText('Acme Tech Ltd').length).toBeGreaterThan(0)
    expect(screen.queryByText('Something Else')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit Company Information' }))
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme Tech Ltd')
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  test('a saved section returns to view and confirms in the Changes Saved dialog', async () => {
    const user = userEvent.setup()
    let sent: Call | undefined
    renderEditor(filledCompany(), {
      'PATCH /company/set-basic-info': (call: Call) => {
        sent = call
        return success(filledCompany({ companyName: 'Acme Payments Ltd' }))
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Company Information' }))
    const name = screen.getByLabelText('Company name')
    await user.clear(name)
    await enterText(user, name, 'Acme Payments Ltd')
    await user.click(screen.getByRole('button', { name: 'Save Company Information' }))

    const dialog = await screen.findByRole('dialog', { name: 'Changes Saved' })
    expect(dialog).toHaveAccessibleDescription('Company information saved successfully!')
    expect(sent?.body).toMatchObject({
      companyName: 'Acme Payments Ltd',
      establishedDate: '2019-03-01',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Ok, I Understand' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Payments Ltd' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument()
  })

  test('a CAC number in the wrong form is refused on its field, and nothing is sent', async () => {
    const user = userEvent.setup()
    const { calls } = renderEditor(filledCompany(), {})
    await user.click(await screen.findByRole('button', { name: 'Edit Company Information' }))
    const rcNumber = screen.getByLabelText('CAC registration number')
    await user.clear(rcNumber)
    await enterText(user, rcNumber, '1234567')
    await user.click(screen.getByRole('button', { name: 'Save Company Information' }))
    expect(rcNumber).toHaveAccessibleDescription(
      expect.stringContaining(COMPANY_MESSAGES.rcNumberInvalid),
    )
    expect(rcNumber).toHaveAttribute('aria-invalid', 'true')
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  test('a failed save keeps the form and shows the red message at the top', async () => {
    const user = userEvent.setup()
    renderEditor(filledCompany(), {
      'PATCH /company/set-operations': () =>
        answer(500, {
          status: 'error',
          message: 'Something went wrong on our side.',
          code: 'INTERNAL',
        }),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Workdays' }))
    await user.click(screen.getByRole('button', { name: 'Saturday' }))
    await user.click(screen.getByRole('button', { name: 'Save Workdays' }))
    expect(
      await screen.findByText('Failed to save workdays. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Saturday opening time')).toHaveValue('09:00')
  })

  test('workdays save with the Workdays text', async () => {
    const user = userEvent.setup()
    renderEditor(filledCompany(), {
      'PATCH /company/set-operations': () => success(filledCompany()),
    })
    expect(await screen.findByText('Monday')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit Workdays' }))
    await user.click(screen.getByRole('button', { name: 'Save Workdays' }))
    expect(
      await screen.findByRole('dialog', { name: 'Changes Saved' }),
    ).toHaveAccessibleDescription('Workdays saved successfully!')
  })

  test('without a bio or media the editor says so', async () => {
    renderEditor(newCompany({ companyName: 'Acme' }))
    expect(await screen.findByText('No company bio available.')).toBeInTheDocument()
    expect(screen.getByText('No media uploaded. Add up to 5 images.')).toBeInTheDocument()
  })
})

describe('company profile editor: media', () => {
  const withImages = (count: number) =>
    filledCompany(
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`media${i + 1}Url`, `/files/m${i + 1}.jpg`]),
      ),
    )

  test('more than five images in total are refused before uploading', async () => {
    const user = userEvent.setup()
    const { calls } = renderEditor(withImages(4))
    await user.click(await screen.findByRole('button', { name: 'Edit Media' }))
    await user.upload(screen.getByLabelText('Add images'), [
      fileOf('a.jpg', 'image/jpeg', 'x'),
      fileOf('b.jpg', 'image/jpeg', 'y'),
    ])
    expect(await screen.findByText('Cannot upload more than 5 files in total.')).toBeInTheDocument()
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  test('an added image is uploaded, a removed one dropped, and Save sets the five slots', async () => {
    const user = userEvent.setup()
    let sent: Call | undefined
    renderEditor(withImages(2), {
      'POST /misc/file-upload': () =>
        success({ fileUrl: '/files/new.jpg', kind: 'jpeg', mimeType: 'image/jpeg', sizeBytes: 1 }),
      'PATCH /company/set-medias': (call: Call) => {
        sent = call
        return success(filledCompany({ media1Url: '/files/m2.jpg', media2Url: '/files/new.jpg' }))
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Media' }))
    await user.upload(screen.getByLabelText('Add images'), fileOf('c.jpg', 'image/jpeg', 'z'))
    expect(await screen.findByRole('img', { name: 'Acme Tech Ltd image 3' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }))
    await user.click(screen.getByRole('button', { name: 'Save Media' }))

    expect(
      await screen.findByRole('dialog', { name: 'Changes Saved' }),
    ).toHaveAccessibleDescription('Media saved successfully!')
    expect(sent?.body).toEqual({
      media1Url: '/files/m2.jpg',
      media2Url: '/files/new.jpg',
      media3Url: '',
      media4Url: '',
      media5Url: '',
    })
  })

  test('a 502 answer names the gateway error', async () => {
    const user = userEvent.setup()
    renderEditor(withImages(1), {
      'PATCH /company/set-medias': () => new Response('<html>Bad Gateway</html>', { status: 502 }),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Media' }))
    await user.click(screen.getByRole('button', { name: 'Save Media' }))
    expect(
      await screen.findByText('Server error (502 Bad Gateway). Please contact support.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Failed to save media. Please try again.')).toBeInTheDocument()
  })
})

describe('profile completion panel', () => {
  test('counts the filled sections of six and encourages', async () => {
    renderEditor(filledCompany())
    expect(await screen.findByText('Completed 5 out of 6 Sections')).toBeInTheDocument()
    expect(screen.getByText('Keep Going!')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '83',
    )
    const media = screen.getByText('Media', { selector: 'li span' }).closest('li')
    expect(media).toHaveTextContent('Not Filled')
  })

  test('at 100% says all sections are filled', async () => {
    const company = filledCompany({ media1Url: '/files/m1.jpg' })
    company.sections = { ...company.sections, media: true }
    renderEditor(company)
    expect(await screen.findByText('All Sections are Filled')).toBeInTheDocument()
    expect(screen.getByText('Great Job!')).toBeInTheDocument()
  })
})
