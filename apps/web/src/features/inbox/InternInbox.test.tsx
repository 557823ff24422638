import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ok, stubApi } from '../../test/api-stub'
import { aConversation } from '../../test/fixtures'
import { page, signInIntern } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { DashboardInbox } from './DashboardInbox'

const renderInbox = () =>
  renderRoutes(
    [
      { path: '/intern/dashboard', element: <DashboardInbox side="intern" isLocked={false} /> },
      { path: '/internchat/:applicationId', element: <Landed at="chat" /> },
    ],
    '/intern/dashboard',
  )

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('intern inbox', () => {
  test("a chat kept after its company deleted its account reads 'Deleted company' and still opens", async () => {
    const kept = aConversation({
      application: { id: '00000000-0000-4000-8000-000000000403' },
      roleTitle: 'Front-End Developer Intern',
      counterpart: { name: 'Deleted company', imageUrl: null, deleted: true },
      lastMessage: { sender: 'company', message: 'Welcome aboard' },
    })
    const live = aConversation({
      counterpart: { name: 'PayStride', imageUrl: null, deleted: false },
      lastMessage: { sender: 'user', message: 'See you Monday.' },
    })
    stubApi({
      'GET /messages/conversations': ok(page([live, kept], 1, 2, 15)),
      'GET /notifications/users': ok(page([], 1, 0, 15)),
    })
    const user = userEvent.setup()
    renderInbox()
    const entry = await screen.findByRole('link', { name: /Deleted company/ })
    expect(entry).toHaveTextContent('Front-End Developer Intern')
    expect(entry).toHaveTextContent('Welcome aboard')
    expect(entry.querySelector('img')).toBeNull()
    expect(screen.getByRole('link', { name: /PayStride/ })).toHaveTextContent(
      'You: See you Monday.',
    )
    await user.click(entry)
    expect(await screen.findByText('Landed on chat')).toBeInTheDocument()
  })
})
