import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  APPLICATION_LETTER_MESSAGES,
  type ApplicationLetter,
  type ApplicationLetterSummary,
} from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { anIntern, anInternRole, page, signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { paths } from '../../lib/paths'
import { ApplicationLettersPage } from './ApplicationLettersPage'

const ID = '7d2e4f6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a'
const ROLE_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f'

const BODY =
  'I am Ada Okafor, a student of Computer Science at the University of Lagos.\n\nI can be reached at ada.okafor@example.com.'

const aLetter = (over: Partial<ApplicationLetter> = {}): ApplicationLetter => ({
  id: ID,
  kind: 'siwes-request',
  companyName: 'Paystride Technologies Ltd',
  companyAddress: '4 Broad Street, Lagos',
  roleId: null,
  roleTitle: null,
  programme: 'siwes',
  durationWeeks: 24,
  durationMonths: null,
  startDate: null,
  subject: 'APPLICATION FOR SIWES PLACEMENT',
  body: BODY,
  createdAt: '2026-05-14T09:00:00.000Z',
  updatedAt: '2026-05-14T09:00:00.000Z',
  ...over,
})

const summaryOf = ({
  id,
  kind,
  companyName,
  roleId,
  roleTitle,
  subject,
  createdAt,
  updatedAt,
}: ApplicationLetter): ApplicationLetterSummary => ({
  id,
  kind,
  companyName,
  roleId,
  roleTitle,
  subject,
  createdAt,
  updatedAt,
})

const baseRoutes = (letters: ApplicationLetter[] = []) => ({
  'GET /auth/me': ok(anIntern()),
  'GET /users/roles/saved': ok(page([])),
  'GET /users/letters': ok({ docs: letters.map(summaryOf), max: 50 }),
  ...Object.fromEntries(letters.map((letter) => [`GET /users/letters/${letter.id}`, ok(letter)])),
})

const open = (search = '') =>
  renderRoutes(
    [{ path: paths.intern.letters.path, element: <ApplicationLettersPage /> }],
    `${paths.intern.letters.href()}${search}`,
  )

beforeEach(() => signInIntern())
afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the application letters page', () => {
  test('writes a SIWES letter, then keeps the edits typed until they are saved', async () => {
    const api = stubApi({
      ...baseRoutes(),
      'POST /users/letters': ok(aLetter(), APPLICATION_LETTER_MESSAGES.created),
      [`GET /users/letters/${ID}`]: ok(aLetter()),
      [`PUT /users/letters/${ID}`]: ({ body }) =>
        ok(aLetter({ ...(body as object), updatedAt: '2026-05-14T10:00:00.000Z' })),
    })
    const view = open()
    expect(await screen.findByText('No letters yet.')).toBeVisible()
    const form = screen.getByRole('form', { name: 'Write a letter' })
    expect(within(form).getByRole('radio', { name: 'SIWES/IT application letter' })).toBeChecked()

    // Nothing is sent until the form says what the server would say.
    await userEvent.click(within(form).getByRole('button', { name: 'Write my letter' }))
    expect(within(form).getByText(APPLICATION_LETTER_MESSAGES.companyName)).toBeVisible()
    expect(within(form).getByText(APPLICATION_LETTER_MESSAGES.durationMissing)).toBeVisible()
    expect(api.callsTo('POST', '/users/letters')).toHaveLength(0)

    await userEvent.type(within(form).getByLabelText('Company name'), 'Paystride Technologies Ltd')
    await userEvent.type(
      within(form).getByLabelText('Company address (optional)'),
      '4 Broad Street, Lagos',
    )
    await userEvent.type(within(form).getByLabelText('Duration your school asks for'), '24')
    await userEvent.type(within(form).getByLabelText('Level (optional)'), '300 Level')
    await userEvent.click(within(form).getByRole('button', { name: 'Write my letter' }))

    const editor = await screen.findByRole('form', { name: 'SIWES/IT application letter' })
    expect(api.callsTo('POST', '/users/letters')[0]?.body).toEqual({
      kind: 'siwes-request',
      companyName: 'Paystride Technologies Ltd',
      companyAddress: '4 Broad Street, Lagos',
      programme: 'siwes',
      durationWeeks: 24,
      startDate: '',
      level: '300 Level',
      matricNumber: '',
    })
    expect(
      within(editor).getByRole('heading', { name: 'SIWES/IT application letter' }),
    ).toHaveFocus()
    const letter = within(editor).getByLabelText('Letter')
    expect(letter).toHaveValue(BODY)
    expect(within(editor).getByRole('button', { name: 'Save changes' })).toBeDisabled()

    await userEvent.type(letter, ' I can start in June.')
    expect(within(editor).getByText(/You have unsaved changes/)).toBeVisible()
    // Leaving and coming back (a reload) brings the words typed back.
    view.unmount()
    open(`?letter=${ID}`)
    const back = await screen.findByRole('form', { name: 'SIWES/IT application letter' })
    expect(within(back).getByLabelText('Letter')).toHaveValue(`${BODY} I can start in June.`)

    await userEvent.click(within(back).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(api.callsTo('PUT', `/users/letters/${ID}`)).toHaveLength(1))
    expect(api.callsTo('PUT', `/users/letters/${ID}`)[0]?.body).toEqual({
      companyName: 'Paystride Technologies Ltd',
      companyAddress: '4 Broad Street, Lagos',
      subject: 'APPLICATION FOR SIWES PLACEMENT',
      body: `${BODY} I can start in June.`,
    })
    await waitFor(() => expect(within(back).queryByText(/You have unsaved changes/)).toBeNull())
    expect(Object.keys(localStorage).filter((key) => key.startsWith('applicationLetter'))).toEqual(
      [],
    )
  })

  test('shows a refusal of the server beside its field', async () => {
    stubApi({
      ...baseRoutes(),
      'POST /users/letters': fail(400, APPLICATION_LETTER_MESSAGES.full, {
        code: 'APPLICATION_LETTERS_FULL',
      }),
    })
    open()
    const form = await screen.findByRole('form', { name: 'Write a letter' })
    await userEvent.type(within(form).getByLabelText('Company name'), 'Paystride')
    await userEvent.type(within(form).getByLabelText('Duration your school asks for'), '6')
    await userEvent.selectOptions(within(form).getByLabelText('In'), 'months')
    await userEvent.click(within(form).getByRole('button', { name: 'Write my letter' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      APPLICATION_LETTER_MESSAGES.full,
    )
  })

  test('starts a letter for the role it was opened with', async () => {
    const role = anInternRole({
      id: ROLE_ID,
      title: 'SIWES Trainee (Software)',
      placementType: 'siwes',
      siwesWeeks: 24,
    })
    const api = stubApi({
      ...baseRoutes(),
      [`GET /users/roles/${ROLE_ID}`]: ok(role),
      'POST /users/letters': ok(aLetter({ roleId: ROLE_ID, roleTitle: role.title })),
    })
    open(`?roleId=${ROLE_ID}`)
    const form = await screen.findByRole('form', { name: 'Write a letter' })
    const choice = within(form).getByLabelText('Role (optional)')
    await waitFor(() => expect(choice).toHaveValue(ROLE_ID))
    expect(within(form).getByText("Leave empty for the role's 24 weeks.")).toBeVisible()
    await userEvent.click(within(form).getByRole('button', { name: 'Write my letter' }))
    await waitFor(() => expect(api.callsTo('POST', '/users/letters')).toHaveLength(1))
    expect(api.callsTo('POST', '/users/letters')[0]?.body).toMatchObject({
      kind: 'siwes-request',
      roleId: ROLE_ID,
    })
  })

  test("copies the letter as text, and says 'Copied'", async () => {
    stubApi(baseRoutes([aLetter()]))
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { clipboard: { writeText } }),
    )
    open(`?letter=${ID}`)
    const editor = await screen.findByRole('form', { name: 'SIWES/IT application letter' })
    await userEvent.click(within(editor).getByRole('button', { name: 'Copy text' }))
    expect(await within(editor).findByText('Copied')).toBeVisible()
    expect(writeText).toHaveBeenCalledWith(
      `Dear Sir/Madam,\n\nAPPLICATION FOR SIWES PLACEMENT\n\nI am Ada Okafor, a student of Computer Science at the University of Lagos.\n\nI can be reached at ada.okafor@example.com.\n\nYours faithfully,\nAda Okafor`,
    )
  })

  test('offers the text to copy by hand when the browser will not copy it', async () => {
    stubApi(baseRoutes([aLetter()]))
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')))
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { clipboard: { writeText } }),
    )
    document.execCommand = vi.fn(() => false)
    open(`?letter=${ID}`)
    const editor = await screen.findByRole('form', { name: 'SIWES/IT application letter' })
    await userEvent.click(within(editor).getByRole('button', { name: 'Copy text' }))
    const manual = await within(editor).findByLabelText('Your letter as text')
    expect((manual as HTMLTextAreaElement).value).toMatch(/^Dear Sir\/Madam,/)
    expect(within(editor).queryByText('Copied')).toBeNull()
  })

  test('downloads the PDF under the name the server gives it', async () => {
    stubApi(baseRoutes([aLetter()]))
    open(`?letter=${ID}`)
    const editor = await screen.findByRole('form', { name: 'SIWES/IT application letter' })
    const saved: string[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:test/letter', revokeObjectURL: vi.fn() }),
    )
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    const fetchPdf = vi.fn(
      async () =>
        new Response('%PDF-1.3 letter', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="siwes-application-letter-paystride.pdf"',
          },
        }),
    )
    vi.stubGlobal('fetch', fetchPdf)
    await userEvent.click(within(editor).getByRole('button', { name: 'Download PDF' }))
    await vi.waitFor(() => expect(saved).toEqual(['siwes-application-letter-paystride.pdf']))
    const [url] = fetchPdf.mock.calls[0] as unknown as [URL]
    expect(String(url)).toContain(`/api/v1/users/letters/${ID}.pdf`)
  })

  test('lists the letters kept and deletes one after asking', async () => {
    const cover = aLetter({
      id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      kind: 'cover',
      companyName: 'Kobo Ledger',
      roleTitle: 'Data Analyst Intern',
    })
    const api = stubApi({
      ...baseRoutes([cover, aLetter()]),
      [`DELETE /users/letters/${cover.id}`]: ok(null, APPLICATION_LETTER_MESSAGES.deleted),
    })
    open()
    const list = await screen.findByRole('list', { name: 'Your letters' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Cover note — Kobo Ledger'),
      expect.stringContaining('SIWES/IT application letter — Paystride Technologies Ltd'),
    ])
    expect(screen.getByText('2 of 50 letters kept.')).toBeVisible()

    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete the letter to Kobo Ledger' }),
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this letter?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(api.callsTo('DELETE', `/users/letters/${cover.id}`)).toHaveLength(0)

    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete the letter to Kobo Ledger' }),
    )
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete letter' }),
    )
    await waitFor(() => expect(api.callsTo('DELETE', `/users/letters/${cover.id}`)).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })
})
