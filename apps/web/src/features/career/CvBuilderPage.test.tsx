import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { CV_LABELS, CV_MESSAGES, defaultCvFields, type Cv } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { enterText } from '../../test/enter-text'
import { anIntern, signInIntern } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { CvBuilderPage } from './CvBuilderPage'

const aCv = (over: Partial<Cv> = {}): Cv => ({
  ...defaultCvFields('Final-year computer science student.'),
  profile: {
    name: 'Ada Chiamaka Okafor',
    email: 'ada.okafor@example.com',
    phone: '+234 8034567890',
    address: 'Yaba, Lagos',
    bio: 'Final-year computer science student.',
    institution: 'University of Lagos',
    fieldOfStudy: 'Computer Science',
    yearOfEntry: 2021,
    yearOfGraduation: 2025,
    isPostgraduate: false,
    skills: ['React', 'TypeScript'],
    hasPhoto: true,
    placements: [],
  },
  savedAt: null,
  usedAt: null,
  isResumeInUse: false,
  ...over,
})

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/intern/cv',
        element: (
          <>
            <Link to="/elsewhere">Leave</Link>
            <CvBuilderPage />
          </>
        ),
      },
      { path: '/elsewhere', element: <Landed at="elsewhere" /> },
    ],
    '/intern/cv',
  )

const preview = () => screen.getByTestId('cv-preview')

beforeEach(() => signInIntern())
afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the CV builder', () => {
  test('shows the profile part and a preview that follows what is typed, then saves it', async () => {
    const user = userEvent.setup()
    const api = stubApi({
      'GET /users/cv': ok(aCv()),
      'GET /auth/me': ok(anIntern()),
      'PUT /users/cv': ({ body }) =>
        ok(
          { ...aCv(), ...(body as object), savedAt: '2026-05-14T10:00:00.000Z' },
          CV_MESSAGES.saved,
        ),
    })
    renderPage()
    const from = await screen.findByRole('region', { name: CV_LABELS.fromProfile })
    expect(within(from).getByText('Ada Chiamaka Okafor')).toBeInTheDocument()
    expect(
      within(preview()).getByRole('heading', { name: 'Ada Chiamaka Okafor' }),
    ).toBeInTheDocument()
    expect(within(preview()).getByText('React · TypeScript')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: CV_LABELS.addExperience }))
    // The new entry's first field takes the focus.
    expect(screen.getByRole('textbox', { name: CV_LABELS.title })).toHaveFocus()
    await enterText(
      user,
      screen.getByRole('textbox', { name: CV_LABELS.title }),
      'SIWES Data Intern',
    )
    await enterText(
      user,
      screen.getByRole('textbox', { name: CV_LABELS.organisation }),
      'Kobo Ledger',
    )
    await enterText(user, screen.getByLabelText(CV_LABELS.from), '2025-05')
    await enterText(user, screen.getByLabelText(CV_LABELS.to), '2025-08')
    await enterText(
      user,
      screen.getByRole('textbox', { name: CV_LABELS.bullets }),
      'Built a report\n\nCleaned records',
    )
    expect(within(preview()).getByText('SIWES Data Intern — Kobo Ledger')).toBeInTheDocument()
    expect(within(preview()).getByText('May 2025 – Aug 2025')).toBeInTheDocument()
    expect(within(preview()).getByText('Cleaned records')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'Modern' }))
    await user.click(screen.getByRole('button', { name: CV_LABELS.save }))
    await screen.findByText(CV_MESSAGES.saved)
    const [put] = api.callsTo('PUT', '/users/cv')
    expect(put?.body).toMatchObject({
      look: 'modern',
      experience: [
        {
          title: 'SIWES Data Intern',
          organisation: 'Kobo Ledger',
          from: '2025-05',
          to: '2025-08',
          bullets: ['Built a report', 'Cleaned records'],
        },
      ],
    })
  })

  test('checks the fields before sending, and shows the message by the field', async () => {
    const user = userEvent.setup()
    const api = stubApi({ 'GET /users/cv': ok(aCv()), 'GET /auth/me': ok(anIntern()) })
    renderPage()
    await user.click(await screen.findByRole('button', { name: CV_LABELS.addExperience }))
    await enterText(user, screen.getByRole('textbox', { name: CV_LABELS.title }), 'Intern')
    await enterText(user, screen.getByRole('textbox', { name: CV_LABELS.organisation }), 'Kobo')
    await enterText(user, screen.getByLabelText(CV_LABELS.from), '2025-08')
    await enterText(user, screen.getByLabelText(CV_LABELS.to), '2025-05')
    await user.selectOptions(
      screen.getByRole('combobox', { name: CV_LABELS.nyscStatus }),
      'completed',
    )
    await user.click(screen.getByRole('button', { name: CV_LABELS.save }))
    expect(await screen.findByText(CV_MESSAGES.monthOrder)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: CV_LABELS.nyscYear })).toHaveAccessibleDescription(
      CV_MESSAGES.nyscYearNeeded,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.')
    expect(api.callsTo('PUT', '/users/cv')).toHaveLength(0)
  })

  test('shows the server’s refusal by its field', async () => {
    const user = userEvent.setup()
    stubApi({
      'GET /users/cv': ok(aCv()),
      'GET /auth/me': ok(anIntern()),
      'PUT /users/cv': fail(400, CV_MESSAGES.summary, { errors: { summary: CV_MESSAGES.summary } }),
    })
    renderPage()
    await enterText(user, await screen.findByRole('textbox', { name: CV_LABELS.summary }), ' More.')
    await user.click(screen.getByRole('button', { name: CV_LABELS.save }))
    expect(
      await screen.findByRole('textbox', { name: CV_LABELS.summary }),
    ).toHaveAccessibleDescription(CV_MESSAGES.summary)
  })

  test('removes an entry and hands the focus to its Add button', async () => {
    const user = userEvent.setup()
    stubApi({
      'GET /users/cv': ok(aCv({ projects: [{ name: 'Danfo Routes', description: '', link: '' }] })),
      'GET /auth/me': ok(anIntern()),
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Remove project 1' }))
    expect(screen.queryByDisplayValue('Danfo Routes')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: CV_LABELS.addProject })).toHaveFocus()
  })

  test('asks before it uses the CV for applications, then says new applications attach it', async () => {
    const user = userEvent.setup()
    const api = stubApi({
      'GET /users/cv': ok(aCv()),
      'GET /auth/me': ok(anIntern()),
      'POST /users/cv/use': ok(
        {
          resumeUrl: '/api/v1/files/x.pdf?expires=1&signature=s',
          usedAt: '2026-05-14T10:00:00.000Z',
        },
        CV_MESSAGES.used,
      ),
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: CV_LABELS.use }))
    const dialog = await screen.findByRole('dialog', { name: CV_LABELS.useConfirmTitle })
    await user.click(within(dialog).getByRole('button', { name: CV_LABELS.useConfirm }))
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent(CV_MESSAGES.used),
    )
    expect(api.callsTo('POST', '/users/cv/use')).toHaveLength(1)
    // Nothing had changed, so nothing was saved first.
    expect(api.callsTo('PUT', '/users/cv')).toHaveLength(0)
  })

  test('downloads the PDF in the look chosen', async () => {
    const user = userEvent.setup()
    stubApi({ 'GET /users/cv': ok(aCv()), 'GET /auth/me': ok(anIntern()) })
    renderPage()
    const button = await screen.findByRole('button', { name: CV_LABELS.download })
    const saved: string[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:test/cv', revokeObjectURL: vi.fn() }),
    )
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    const fetchPdf = vi.fn(
      async () =>
        new Response('%PDF-1.3 cv', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Ada-Chiamaka-Okafor-CV.pdf"',
          },
        }),
    )
    vi.stubGlobal('fetch', fetchPdf)
    await user.click(button)
    await vi.waitFor(() => expect(saved).toEqual(['Ada-Chiamaka-Okafor-CV.pdf']))
    const [url] = fetchPdf.mock.calls[0] as unknown as [URL]
    expect(String(url)).toContain('/api/v1/users/cv.pdf?look=classic')
  })

  test('warns before leaving with unsaved changes', async () => {
    const user = userEvent.setup()
    stubApi({ 'GET /users/cv': ok(aCv()), 'GET /auth/me': ok(anIntern()) })
    renderPage()
    await enterText(
      user,
      await screen.findByRole('textbox', { name: CV_LABELS.summary }),
      ' I build dashboards.',
    )
    await user.click(screen.getByRole('link', { name: 'Leave' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' })
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
    expect(screen.getByRole('textbox', { name: CV_LABELS.summary })).toHaveValue(
      'Final-year computer science student. I build dashboards.',
    )
  })

  test('says when the CV cannot be loaded, and asks again', async () => {
    const user = userEvent.setup()
    let calls = 0
    stubApi({
      'GET /users/cv': () => (++calls === 1 ? fail(500, 'Something went wrong') : ok(aCv())),
      'GET /auth/me': ok(anIntern()),
    })
    renderPage()
    expect(await screen.findByText('Your CV could not be loaded.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /try again/i }))
    expect(await screen.findByRole('region', { name: CV_LABELS.fromProfile })).toBeInTheDocument()
  })
})
