import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { INTERN_MESSAGES, POSTGRADUATE_LABEL } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { anIntern, signInIntern } from '../../test/intern-fixtures'
import { enterText } from '../../test/enter-text'
import { Landed, renderRoutes } from '../../test/render-route'
import { DRAFT_DEBOUNCE_MS } from '../../components/profile/useFormDraft'
import { InternProfileWizardPage } from './InternProfileWizardPage'
import { aNewIntern, fileOf, stubInternApi, uploaded } from './intern-test-kit'

const renderWizard = (entry = '/profile/intern') =>
  renderRoutes(
    [
      { path: '/profile/intern', element: <InternProfileWizardPage /> },
      { path: '/intern/dashboard', element: <Landed at="the dashboard" /> },
    ],
    entry,
  )

beforeEach(() => {
  localStorage.clear()
  signInIntern()
  // Uploads report progress through XMLHttpRequest; without it they go through the stubbed fetch.
  vi.stubGlobal('XMLHttpRequest', undefined)
})
afterEach(() => vi.unstubAllGlobals())

describe('intern profile wizard', () => {
  test('a new intern starts at Basic Information and moves through the five steps', async () => {
    stubApi({ 'GET /auth/me': ok(aNewIntern()) })
    const user = userEvent.setup()
    const { router } = renderWizard()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Basic Information' }),
    ).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveValue('ada.okafor@example.com')
    for (const name of [
      'Profile Photo',
      'Academic Details',
      'Role Preference',
      'Upload Resume/CV or SIWES/IT/NYSC Letter',
    ]) {
      await user.click(screen.getByRole('button', { name: 'Next' }))
      expect(screen.getByRole('heading', { level: 2, name })).toHaveFocus()
    }
    expect(router.state.location.search).toBe('?step=resume')
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Role Preference' })).toBeVisible()
  })

  test('?step=logo opens the photo step', async () => {
    stubApi({ 'GET /auth/me': ok(anIntern()) })
    renderWizard('/profile/intern?step=logo')
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile Photo' })).toBeVisible()
    expect(screen.getByRole('button', { name: '2. Profile Photo Done' })).toHaveAttribute(
      'aria-current',
      'step',
    )
  })

  test('Skip asks first; No stays, Yes goes to the dashboard', async () => {
    stubApi({ 'GET /auth/me': ok(aNewIntern()) })
    const user = userEvent.setup()
    renderWizard()
    await user.click(await screen.findByRole('button', { name: 'Skip' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Skip Profile Setup?' })
    await user.click(within(dialog).getByRole('button', { name: 'No' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Skip' }))
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Landed on the dashboard')).toBeInTheDocument()
  })

  test('Finish Your Profile is refused with the spec text until the server has all five steps', async () => {
    stubApi({
      'GET /auth/me': ok(aNewIntern({ steps: { ...anIntern().steps, resume: false } })),
    })
    const user = userEvent.setup()
    renderWizard('/profile/intern?step=resume')
    await user.click(await screen.findByRole('button', { name: 'Finish Your Profile' }))
    expect(screen.getByRole('alert')).toHaveTextContent(INTERN_MESSAGES.incompleteProfile)
    expect(localStorage.getItem('profileCompleted')).toBe('true')
  })

  test('a complete profile finishes to the dashboard', async () => {
    stubApi({ 'GET /auth/me': ok(anIntern()) })
    const user = userEvent.setup()
    localStorage.setItem('profileCompleted', 'false')
    renderWizard('/profile/intern?step=resume')
    await user.click(await screen.findByRole('button', { name: 'Finish Your Profile' }))
    expect(await screen.findByText('Landed on the dashboard')).toBeInTheDocument()
    expect(localStorage.getItem('profileCompleted')).toBe('true')
  })

  test('basic information shows the spec messages, is kept as a draft, and is submitted', async () => {
    const api = stubApi({
      'GET /auth/me': ok(aNewIntern()),
      'PATCH /auth/basic-info': ({ body }) =>
        ok({
          ...aNewIntern(),
          ...(body as object),
          steps: { ...aNewIntern().steps, basicInfo: true },
        }),
    })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const first = renderWizard()
    await user.click(await screen.findByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Gender is required')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/auth/basic-info')).toHaveLength(0)

    await user.type(screen.getByLabelText('First name'), 'Chidi')
    await user.click(screen.getByRole('button', { name: 'Save as draft' }))
    first.unmount()
    renderWizard()
    expect(await screen.findByLabelText('First name')).toHaveValue('Chidi')
    expect(screen.getByRole('button', { name: '1. Basic Information Draft' })).toBeVisible()

    await enterText(user, screen.getByLabelText('Last name'), 'Eze')
    await enterText(user, screen.getByLabelText('Date of birth'), '2003-05-14')
    await enterText(user, screen.getByLabelText('Phone number'), '8031234567')
    await user.selectOptions(screen.getByLabelText('Gender'), 'male')
    await enterText(user, screen.getByLabelText('Address'), 'Yaba, Lagos')
    await enterText(user, screen.getByLabelText('Bio'), 'Engineering student.')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(INTERN_MESSAGES.basicInfoSaved)).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/auth/basic-info')[0]?.body).toMatchObject({
      firstName: 'Chidi',
      lastName: 'Eze',
      gender: 'male',
      countryCode: '+234',
    })
    // Autosave still waiting on the last keys typed must not bring the dropped draft back.
    act(() => vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS))
    expect(
      Object.keys(localStorage).some((key) => key.startsWith('internProfileDraft.basicInfo')),
    ).toBe(false)
  })

  test('the year of graduation may be the postgraduate option, sent as null', async () => {
    const api = stubApi({
      'GET /auth/me': ok(aNewIntern()),
      'PATCH /auth/academic-info': ({ body }) =>
        ok({ ...aNewIntern(), ...(body as object), isPostgraduate: true }),
    })
    const user = userEvent.setup()
    renderWizard('/profile/intern?step=academic-details')
    await enterText(user, await screen.findByLabelText('Institution name'), 'University of Ibadan')
    await enterText(user, screen.getByLabelText('Field of study'), 'Microbiology')
    await user.type(screen.getByLabelText('Year of entry'), '2024')
    await user.selectOptions(screen.getByLabelText('Year of graduation'), POSTGRADUATE_LABEL)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(INTERN_MESSAGES.academicSaved)).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/auth/academic-info')[0]?.body).toEqual({
      institutionName: 'University of Ibadan',
      fieldOfStudy: 'Microbiology',
      yearOfEntry: 2024,
      yearOfGraduation: null,
    })
  })

  test('a photo of another type or over 20MB is refused before uploading', async () => {
    const api = stubApi({ 'GET /auth/me': ok(aNewIntern()) })
    const user = userEvent.setup({ applyAccept: false })
    renderWizard('/profile/intern?step=logo')
    const input = await screen.findByLabelText('Profile photo')
    await user.upload(input, fileOf('me.gif', 'image/gif', 'GIF89a'))
    expect(
      screen.getByText('Invalid file type. Supported types: JPEG, PNG, JPG, SVG'),
    ).toBeVisible()
    const big = fileOf('me.png', 'image/png', 'x')
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 })
    await user.upload(input, big)
    expect(screen.getByText('File size exceeds 20MB')).toBeVisible()
    expect(api.callsTo('POST', '/misc/file-upload')).toHaveLength(0)
  })

  test('a photo is uploaded, set, previewed, and Reset offers the picker again', async () => {
    const api = stubInternApi(aNewIntern(), {
      'POST /misc/file-upload': uploaded('/files/me.png'),
      'PATCH /auth/profile-image': ok(
        aNewIntern({ firstName: 'Ada', profileImageUrl: '/files/me.png' }),
      ),
    })
    const user = userEvent.setup()
    renderWizard('/profile/intern?step=logo')
    await user.upload(
      await screen.findByLabelText('Profile photo'),
      fileOf('me.png', 'image/png', 'png'),
    )
    expect(await screen.findByText(INTERN_MESSAGES.profileImageSaved)).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/auth/profile-image')[0]?.body).toEqual({
      profileImageUrl: '/files/me.png',
    })
    expect(screen.getByRole('img', { name: 'Ada profile photo' })).toHaveAttribute(
      'src',
      '/files/me.png',
    )
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByLabelText('Profile photo')).toBeInTheDocument()
  })

  test('the document step needs a file, then uploads it', async () => {
    stubInternApi(aNewIntern(), {
      'POST /misc/file-upload': uploaded('/files/cv.pdf', 'pdf'),
      'PATCH /auth/upload-resume': ok(aNewIntern({ resumeUrl: '/files/cv.pdf?sig=1' })),
    })
    const user = userEvent.setup()
    renderWizard('/profile/intern?step=resume')
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }))
    expect(screen.getByText('Please select a document')).toBeVisible()
    await user.upload(
      screen.getByLabelText('Resume or letter'),
      fileOf('cv.pdf', 'application/pdf', '%PDF-1.4'),
    )
    await user.click(screen.getByRole('button', { name: 'Upload Document' }))
    expect(await screen.findByText(INTERN_MESSAGES.documentUploaded)).toBeInTheDocument()
    expect(screen.getByText('Document Uploaded Successfully!')).toBeVisible()
  })

  test('after a refused file, choosing nothing or pressing Upload keeps the reason shown', async () => {
    stubInternApi(aNewIntern(), {
      'POST /misc/file-upload': fail(415, 'Invalid PDF format.', { code: 'UNSUPPORTED_FILE_TYPE' }),
    })
    const user = userEvent.setup({ applyAccept: false })
    renderWizard('/profile/intern?step=resume')
    const input = await screen.findByLabelText('Resume or letter')
    await user.upload(input, fileOf('cv.txt', 'text/plain', 'my cv'))
    expect(await screen.findByText(INTERN_MESSAGES.resumeType)).toBeVisible()
    await user.upload(input, [])
    await user.click(screen.getByRole('button', { name: 'Upload Document' }))
    expect(input).toHaveAccessibleDescription(INTERN_MESSAGES.resumeType)

    await user.upload(input, fileOf('cv.pdf', 'application/pdf', '%PDF-1.4\njunk junk junk'))
    await user.click(screen.getByRole('button', { name: 'Upload Document' }))
    await waitFor(() => expect(input).toHaveAccessibleDescription('Invalid PDF format.'))
    await user.click(screen.getByText('Choose a file'))
    await user.upload(input, [])
    await user.click(screen.getByRole('button', { name: 'Upload Document' }))
    expect(input).toHaveAccessibleDescription('Invalid PDF format.')
    expect(screen.queryByText('Please select a document')).not.toBeInTheDocument()
  })

  test('the role preferences chosen survive a reload until they are submitted', async () => {
    stubInternApi(aNewIntern())
    const user = userEvent.setup()
    const first = renderWizard('/profile/intern?step=role-preference')
    await user.selectOptions(await screen.findByLabelText('Preferred industry'), 'Finance')
    await user.selectOptions(screen.getByLabelText('Location preference'), 'Remote')
    first.unmount()

    renderWizard('/profile/intern?step=role-preference')
    expect(await screen.findByLabelText('Preferred industry')).toHaveValue('Finance')
    expect(screen.getByLabelText('Location preference')).toHaveValue('Remote')
  })

  test('a failed load says so and can be retried', async () => {
    stubApi({ 'GET /auth/me': fail(500, 'Something went wrong on our side.') })
    renderWizard()
    expect(await screen.findByText('Failed to load profile. Please try again later.')).toBeVisible()
  })
})
