import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { LETTER_MESSAGES } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { anApplication, signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { ApplicationDetailPage } from './ApplicationDetailPage'

beforeEach(() => signInIntern())
afterEach(() => localStorage.clear())

const render = (id: string) =>
  renderRoutes(
    [{ path: '/intern/applications/:applicationId', element: <ApplicationDetailPage /> }],
    `/intern/applications/${id}`,
  )

/** Saved downloads: the name the browser was given and the bytes. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = []
  const blobs = new Map<string, Blob>()
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`
        blobs.set(url, blob)
        return url
      },
      revokeObjectURL: vi.fn(),
    }),
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! })
  })
  return saved
}

describe('the intern’s acceptance letter', () => {
  test('is not offered before the company issues one', async () => {
    const application = anApplication({ status: 'accepted' })
    stubApi({ [`GET /users/applications/${application.id}`]: ok(application) })
    render(application.id)
    expect(await screen.findByRole('heading', { name: application.roleTitle })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Download acceptance letter' })).toBeNull()
  })

  test('downloads the PDF under the name the server gives it', async () => {
    const application = anApplication({
      status: 'accepted',
      letter: { kind: 'siwes', issuedAt: '2026-11-24T08:00:00.000Z' },
    })
    stubApi({ [`GET /users/applications/${application.id}`]: ok(application) })
    render(application.id)
    expect(
      await screen.findByText(
        'PayStride issued your SIWES/IT acceptance letter on 24 November 2026.',
      ),
    ).toBeVisible()

    const saved = captureDownloads()
    const fetchPdf = vi.fn(
      async () =>
        new Response('%PDF-1.3 letter', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="acceptance-letter-adaeze-okafor.pdf"',
          },
        }),
    )
    vi.stubGlobal('fetch', fetchPdf)
    await userEvent.click(screen.getByRole('button', { name: 'Download acceptance letter' }))

    await vi.waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toBe('acceptance-letter-adaeze-okafor.pdf')
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.3 letter')
    const [url, init] = fetchPdf.mock.calls[0] as unknown as [URL, RequestInit]
    expect(url.pathname).toBe(`/api/v1/users/applications/${application.id}/letter`)
    expect(init.headers).toMatchObject({ Authorization: expect.stringMatching(/^Bearer /) })
  })

  test('says why a download failed', async () => {
    const application = anApplication({
      status: 'accepted',
      letter: { kind: 'offer', issuedAt: '2026-11-24T08:00:00.000Z' },
    })
    stubApi({
      [`GET /users/applications/${application.id}`]: ok(application),
      [`GET /users/applications/${application.id}/letter`]: fail(404, LETTER_MESSAGES.notFound),
    })
    render(application.id)
    expect(await screen.findByText(/issued your offer letter/)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Download acceptance letter' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(LETTER_MESSAGES.notFound)
  })
})
