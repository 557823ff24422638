import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { fail, ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { DownloadData } from './DownloadData'

afterEach(() => vi.unstubAllGlobals())

const render = () => renderRoutes([{ path: '/', element: <DownloadData /> }], '/')

describe('Download my data', () => {
  test('saves everything the server holds as a dated .json file', async () => {
    const exported = {
      exportedAt: '2026-11-24T04:30:00.000Z',
      account: { email: 'ada@unilag.edu.ng' },
      messages: [],
    }
    stubApi({ 'GET /account/export': ok(exported) })
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
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! })
    })
    render()
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }))
    expect(await screen.findByText('Your data is downloading.')).toBeVisible()
    expect(saved).toHaveLength(1)
    expect(saved[0]!.name).toBe('internplace-data-2026-11-24.json')
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(exported)
    click.mockRestore()
  })

  test('says so when the file could not be made', async () => {
    stubApi({ 'GET /account/export': fail(429, 'Too many exports. Try again in an hour.') })
    render()
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many exports. Try again in an hour.',
    )
  })
})
