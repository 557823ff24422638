import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Landed } from '../../test/render-route'
import { fail, ok, stubApi } from '../../test/api-stub'
import { anIntern, anInternRole, signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { ApplyPage } from './ApplyPage'

const role = anInternRole({ title: 'Data Analyst Intern' })
const pdf = () => new File(['%PDF-1.4'], 'ada-cv.pdf', { type: 'application/pdf' })

const renderApply = () =>
  renderRoutes(
    [
      { path: '/roles/apply/:roleId', element: <ApplyPage /> },
      { path: '/application/review/:roleId', element: <Landed at="review" /> },
    ],
    `/roles/apply/${role.id}`,
  )

beforeEach(() => {
  signInIntern()
  // Uploads report progress through XMLHttpRequest; without it they go through the stubbed fetch.
  vi.stubGlobal('XMLHttpRequest', undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('apply for a role', () => {
  test('with a resume on file: View opens it and Proceed goes to review', async () => {
    stubApi({
      [`GET /users/roles/${role.id}`]: ok(role),
      'GET /auth/me': ok(anIntern({ resumeUrl: 'https://files.example/files/ada-cv.pdf?sig=1' })),
    })
    const user = userEvent.setup()
    renderApply()
    expect(await screen.findByText('Current resume')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      'https://files.example/files/ada-cv.pdf?sig=1',
    )
    expect(screen.getByRole('heading', { name: 'Data Analyst Intern' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      `/roles/${role.id}`,
    )
    expect(screen.getByText(/PDF that shows your recent work experience and skills/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Proceed' }))
    expect(await screen.findByText('Landed on review')).toBeInTheDocument()
  })

  test('without a resume Proceed is disabled until one is uploaded', async () => {
    const api = stubApi({
      [`GET /users/roles/${role.id}`]: ok(role),
      'GET /auth/me': ok(anIntern({ resumeUrl: null })),
      'POST /misc/file-upload': ok({
        fileUrl: '/api/v1/files/new-cv.pdf',
        kind: 'pdf',
        mimeType: 'application/pdf',
        sizeBytes: 8,
        viewUrl: '/api/v1/files/new-cv.pdf?sig=2',
      }),
      'PATCH /auth/upload-resume': ok(
        anIntern({ resumeUrl: '/api/v1/files/new-cv.pdf?sig=2' }),
        'Resume updated successfully',
      ),
    })
    const user = userEvent.setup()
    renderApply()
    expect(await screen.findByText('No Resume Uploaded')).toBeInTheDocument()
    expect(screen.getByText('Please upload a resume')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled()

    const picker = screen.getByLabelText('Upload a different resume or CV')
    expect(picker).toHaveAttribute('accept', 'application/pdf')
    await user.upload(picker, pdf())
    expect(await screen.findByText('Resume updated successfully')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/auth/upload-resume')[0]?.body).toEqual({
      resumeUrl: '/api/v1/files/new-cv.pdf',
    })
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled()
    expect(screen.getByText('Current resume')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      '/api/v1/files/new-cv.pdf?sig=2',
    )
  })

  test('a file that is not a PDF is refused before anything is sent', async () => {
    const api = stubApi({
      [`GET /users/roles/${role.id}`]: ok(role),
      'GET /auth/me': ok(anIntern({ resumeUrl: null })),
    })
    const user = userEvent.setup({ applyAccept: false })
    renderApply()
    const picker = await screen.findByLabelText('Upload a different resume or CV')
    await user.upload(picker, new File(['x'], 'cv.docx', { type: 'application/msword' }))
    expect(await screen.findByText('Please upload a PDF file')).toBeInTheDocument()
    expect(api.callsTo('POST', '/misc/file-upload')).toHaveLength(0)
  })

  test('an upload answer without a URL says so', async () => {
    stubApi({
      [`GET /users/roles/${role.id}`]: ok(role),
      'GET /auth/me': ok(anIntern({ resumeUrl: null })),
      'POST /misc/file-upload': ok({
        fileUrl: '',
        kind: 'pdf',
        mimeType: 'application/pdf',
        sizeBytes: 8,
      }),
    })
    const user = userEvent.setup()
    renderApply()
    await user.upload(await screen.findByLabelText('Upload a different resume or CV'), pdf())
    expect(await screen.findByText('Failed to get resume URL from file upload')).toBeInTheDocument()
  })

  test('an incomplete profile is told before applying', async () => {
    stubApi({
      [`GET /users/roles/${role.id}`]: ok(role),
      'GET /auth/me': ok(anIntern({ profileComplete: false })),
    })
    renderApply()
    expect(await screen.findByText(/^You need a complete profile to apply/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile/intern',
    )
  })

  test('an unknown role says so', async () => {
    stubApi({
      [`GET /users/roles/${role.id}`]: fail(404, 'Role not found.'),
      'GET /auth/me': ok(anIntern()),
    })
    renderApply()
    expect(await screen.findByText('Role not found.')).toBeInTheDocument()
  })
})
