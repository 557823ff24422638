import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { INTERN_MESSAGES } from '@app/domain'
import { fail, ok } from '../../test/api-stub'
import { anIntern, signInIntern } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { InternProfilePage } from './InternProfilePage'
import { fileOf, stubInternApi, uploaded } from './intern-test-kit'

const renderProfile = () =>
  renderRoutes(
    [
      { path: '/intern/profile', element: <InternProfilePage /> },
      { path: '/intern/preview', element: <Landed at="the preview" /> },
    ],
    '/intern/profile',
  )

beforeEach(() => {
  localStorage.clear()
  signInIntern()
  vi.stubGlobal('XMLHttpRequest', undefined)
})
afterEach(() => vi.unstubAllGlobals())

describe('intern profile page', () => {
  test('shows the sections, the completion from progress, and Preview Profile', async () => {
    stubInternApi(anIntern({ progress: 75, resumeUrl: null }))
    const user = userEvent.setup()
    renderProfile()
    expect(await screen.findByRole('heading', { name: 'Ada Okafor' })).toBeVisible()
    for (const name of [
      'Your Profile Information',
      'Education',
      'Skills',
      'Media',
      'Resume/Curriculum Vitae',
      'Profile Completion',
      'Preferences',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible()
    const completion = screen.getByRole('region', { name: 'Profile Completion' })
    expect(within(completion).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75')
    expect(within(completion).getByText('Completed 2 out of 3 Sections')).toBeVisible()
    expect(within(completion).getAllByText('Filled')).toHaveLength(2)
    await user.click(screen.getByRole('link', { name: 'Preview Profile' }))
    expect(await screen.findByText('Landed on the preview')).toBeVisible()
  })

  test('dates, the phone and the years of study read as people write them', async () => {
    stubInternApi(anIntern({ yearOfGraduation: null, isPostgraduate: true }))
    renderProfile()
    const profile = await screen.findByRole('region', { name: 'Your Profile Information' })
    const valueOf = (region: HTMLElement, label: string) =>
      within(region).getByText(label).nextElementSibling?.textContent
    expect(valueOf(profile, 'Date of birth')).toBe('14 May 2003')
    expect(valueOf(profile, 'Phone number')).toBe('+234 803 123 4567')
    const education = screen.getByRole('region', { name: 'Education' })
    expect(valueOf(education, 'Years')).toBe('Postgraduate (MSc, PhD), started 2021')
  })

  test('cancel restores the saved values; a save shows Changes Saved', async () => {
    const api = stubInternApi(anIntern(), {
      'PATCH /auth/basic-info': ({ body }) => ok({ ...anIntern(), ...(body as object) }),
    })
    const user = userEvent.setup()
    renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Edit Your Profile Information' }))
    const firstName = screen.getByLabelText('First name')
    expect(firstName).toHaveFocus()
    await user.clear(firstName)
    await user.type(firstName, 'Adaeze')
    await user.click(
      screen.getByRole('button', { name: 'Cancel editing Your Profile Information' }),
    )
    expect(screen.getByText('Ada Okafor', { selector: 'dd' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Edit Your Profile Information' }))
    expect(screen.getByLabelText('First name')).toHaveValue('Ada')

    await user.clear(screen.getByLabelText('First name'))
    await user.type(screen.getByLabelText('First name'), 'Adaeze')
    await user.click(screen.getByRole('button', { name: 'Save Your Profile Information' }))
    const saved = await screen.findByRole('dialog', { name: 'Changes Saved' })
    expect(saved).toHaveAccessibleDescription('Your profile has been updated successfully.')
    expect(api.callsTo('PATCH', '/auth/basic-info')[0]?.body).toMatchObject({ firstName: 'Adaeze' })
  })

  test('a failed save shows Error Saving Changes', async () => {
    stubInternApi(anIntern(), {
      'PATCH /auth/academic-info': fail(503, 'Service unavailable'),
    })
    const user = userEvent.setup()
    renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Edit Education' }))
    await user.click(screen.getByRole('button', { name: 'Save Education' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Saving Changes' })
    expect(dialog).toHaveAccessibleDescription(
      'Failed to save your changes. Please check your connection and try again.',
    )
  })

  test('the main button reads Save Changes while education, resume or media is open, and saves them', async () => {
    const api = stubInternApi(anIntern(), {
      'PATCH /auth/academic-info': ({ body }) => ok({ ...anIntern(), ...(body as object) }),
    })
    const user = userEvent.setup()
    renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Edit Your Profile Information' }))
    expect(screen.getByRole('link', { name: 'Preview Profile' })).toBeVisible()
    await user.click(
      screen.getByRole('button', { name: 'Cancel editing Your Profile Information' }),
    )

    await user.click(screen.getByRole('button', { name: 'Edit Media' }))
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Cancel editing Media' }))
    expect(screen.getByRole('link', { name: 'Preview Profile' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Edit Education' }))
    await user.clear(screen.getByLabelText('Field of study'))
    await user.type(screen.getByLabelText('Field of study'), 'Data Science')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('dialog', { name: 'Changes Saved' })).toBeVisible()
    expect(api.callsTo('PATCH', '/auth/academic-info')[0]?.body).toMatchObject({
      fieldOfStudy: 'Data Science',
    })
    expect(screen.getByRole('link', { name: 'Preview Profile' })).toBeVisible()
  })

  test('a resume is replaced in two steps; an upload without a link says so', async () => {
    let uploads = 0
    const api = stubInternApi(anIntern(), {
      'POST /misc/file-upload': () =>
        ++uploads === 1 ? uploaded('', 'pdf') : uploaded('/files/new-cv.pdf', 'pdf'),
      'PATCH /auth/upload-resume': ok(anIntern({ resumeUrl: '/files/new-cv.pdf?sig=2' })),
    })
    const user = userEvent.setup({ applyAccept: false })
    renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Edit Resume/Curriculum Vitae' }))
    const input = screen.getByLabelText('New resume')
    await user.upload(input, fileOf('cv.txt', 'text/plain', 'hello'))
    expect(screen.getByText('Please upload a PDF/DOC/DOCX file under 10MB.')).toBeVisible()

    await user.upload(input, fileOf('cv.pdf', 'application/pdf', '%PDF-1.4'))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(
      await screen.findAllByText('Failed to get resume URL from file upload'),
    ).not.toHaveLength(0)
    expect(api.callsTo('PATCH', '/auth/upload-resume')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Save Resume/Curriculum Vitae' }))
    expect(await screen.findByRole('dialog', { name: 'Changes Saved' })).toBeVisible()
    expect(api.callsTo('PATCH', '/auth/upload-resume')[0]?.body).toEqual({
      resumeUrl: '/files/new-cv.pdf',
    })
    expect(screen.getByRole('link', { name: 'View your resume' })).toHaveAttribute(
      'href',
      '/files/new-cv.pdf?sig=2',
    )
  })

  test('a profile photo must be a JPEG or PNG under 5MB', async () => {
    const api = stubInternApi(anIntern())
    const user = userEvent.setup({ applyAccept: false })
    renderProfile()
    const input = await screen.findByLabelText('Change photo')
    await user.upload(input, fileOf('me.svg', 'image/svg+xml', '<svg/>'))
    expect(screen.getByText('Please upload a JPEG/PNG image under 5MB.')).toBeVisible()
    expect(api.callsTo('POST', '/misc/file-upload')).toHaveLength(0)
  })

  test('skills are added and removed, then saved', async () => {
    const api = stubInternApi(anIntern({ skills: ['SQL'] }), {
      'PATCH /auth/skills': ({ body }) => ok({ ...anIntern(), ...(body as object) }),
    })
    const user = userEvent.setup()
    renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Edit Skills' }))
    await user.type(screen.getByLabelText('Add a skill'), 'Figma{Enter}')
    await user.click(screen.getByRole('button', { name: 'Remove SQL' }))
    await user.click(screen.getByRole('button', { name: 'Save Skills' }))
    expect(await screen.findByRole('dialog', { name: 'Changes Saved' })).toBeVisible()
    expect(api.callsTo('PATCH', '/auth/skills')[0]?.body).toEqual({ skills: ['Figma'] })
  })
})

describe('preferences card', () => {
  const card = () => screen.findByRole('form', { name: 'Preferences' })

  test('says when there is nothing to save, and saves a change', async () => {
    const api = stubInternApi(anIntern(), {
      'PATCH /auth/preferences': ({ body }) => ok({ ...anIntern(), ...(body as object) }),
    })
    const user = userEvent.setup()
    renderProfile()
    const form = await card()
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByRole('status')).toHaveTextContent('No changes to save.')
    await user.selectOptions(within(form).getByLabelText('Location preference'), 'Remote')
    await user.selectOptions(within(form).getByLabelText('Intended duration'), '12')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText(INTERN_MESSAGES.preferencesUpdated)).toBeVisible()
    expect(api.callsTo('PATCH', '/auth/preferences')[0]?.body).toEqual({
      preferredIndustry: 'Technology',
      locationPreference: 'Remote',
      intendedDuration: 12,
    })
  })

  test('an unchosen preference and a refused save have their messages', async () => {
    stubInternApi(anIntern({ preferredIndustry: null }), {
      'PATCH /auth/preferences': fail(400, 'Invalid industry selected.'),
    })
    const user = userEvent.setup()
    renderProfile()
    const form = await card()
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(
      within(form).getByText('Please select valid options for all preferences.', {
        selector: '[role=status]',
      }),
    ).toBeVisible()
    await user.selectOptions(within(form).getByLabelText('Preferred industry'), 'Finance')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await vi.waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        'Failed to update preferences: Invalid industry selected.',
      ),
    )
  })
})
