import type { ReactNode } from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { aConversation } from '../../test/fixtures'
import { page } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { DashboardInbox } from './DashboardInbox'

const notification = (overrides: Record<string, unknown> = {}) => ({
  id: '00000000-0000-4000-8000-000000000301',
  title: 'New application',
  description: 'A***a O. applied for Product Design Intern.',
  type: 'application',
  createdAt: '2026-11-03T14:05:00.000Z',
  read: false,
  application: { id: '00000000-0000-4000-8000-000000000401' },
  role: null,
  ...overrides,
})

const renderDashboardPart = (element: ReactNode) =>
  renderRoutes(
    [
      { path: '/company/dashboard', element },
      { path: '/chat/:applicationId', element: <Landed at="chat" /> },
    ],
    '/company/dashboard',
  )

beforeEach(() => signInCompany())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('company inbox', () => {
  test('clicking a notification marks it read and opens the chat', async () => {
    const api = stubApi({
      'GET /company/conversations': ok(page([], 1, 0, 15)),
      'GET /notifications/comps': ok(page([notification()], 1, 1, 15)),
      'PATCH /notifications/00000000-0000-4000-8000-000000000301/read': ok({}),
    })
    const user = userEvent.setup()
    renderDashboardPart(<DashboardInbox side="company" isLocked={false} />)
    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    const item = await screen.findByRole('button', { name: /New application/ })
    expect(item).toHaveTextContent('A***a O. applied for Product Design Intern.')
    expect(item).toHaveTextContent('Unread')
    await user.click(item)
    expect(await screen.findByText('Landed on chat')).toBeInTheDocument()
    expect(
      api.callsTo('PATCH', '/notifications/00000000-0000-4000-8000-000000000301/read'),
    ).toHaveLength(1)
  })

  test('messages tab: each chat with its newest message, who sent it, the time and an unread dot', async () => {
    const fromApplicant = aConversation({ unreadCount: 2 })
    const fromUs = aConversation({
      application: { id: '00000000-0000-4000-8000-000000000402' },
      counterpart: { name: 'Tunde Bello', imageUrl: null, deleted: false },
      roleTitle: 'Data Analyst Intern',
      lastMessage: { sender: 'company', message: 'See you Monday at 10.' },
    })
    const api = stubApi({
      'GET /company/conversations': ok(page([fromApplicant, fromUs], 1, 2, 15)),
      'GET /notifications/comps': ok(page([notification()], 1, 1, 15)),
    })
    const user = userEvent.setup()
    renderDashboardPart(<DashboardInbox side="company" isLocked={false} />)
    const applicant = await screen.findByRole('link', { name: /Applicant/ })
    expect(applicant).toHaveAttribute('href', `/chat/${fromApplicant.application.id}`)
    expect(applicant).toHaveTextContent('Thanks for the update!')
    expect(applicant).toHaveTextContent('Adaeze Okafor · Product Design Intern')
    expect(applicant).toHaveTextContent('3 Nov 2026, 02:05 PM')
    expect(applicant).toHaveTextContent('Unread')
    const ours = screen.getByRole('link', { name: /^You/ })
    expect(ours).toHaveTextContent('See you Monday at 10.')
    expect(ours).not.toHaveTextContent('Unread')
    // Notifications are not repeated among the messages.
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(api.callsTo('GET', '/company/conversations')[0]?.query.get('limit')).toBe('15')

    await user.type(screen.getByRole('searchbox'), 'tunde')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    await user.click(screen.getByRole('link', { name: /^You/ }))
    expect(await screen.findByText('Landed on chat')).toBeInTheDocument()
  })

  test('mark all as read is offered while any notification is unread', async () => {
    const api = stubApi({
      'GET /company/conversations': ok(page([], 1, 0, 15)),
      'GET /notifications/comps': ok(page([notification()], 1, 1, 15)),
      'PATCH /notifications/read-all': ok({ updated: 1 }),
    })
    const user = userEvent.setup()
    renderDashboardPart(<DashboardInbox side="company" isLocked={false} />)
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    await vi.waitFor(() => expect(api.callsTo('PATCH', '/notifications/read-all')).toHaveLength(1))
  })

  test('no mark all as read when everything is read', async () => {
    stubApi({
      'GET /company/conversations': ok(page([], 1, 0, 15)),
      'GET /notifications/comps': ok(page([notification({ read: true })], 1, 1, 15)),
    })
    const user = userEvent.setup()
    renderDashboardPart(<DashboardInbox side="company" isLocked={false} />)
    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    expect(await screen.findByRole('button', { name: /New application/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument()
  })

  test('a chat list that fails says so', async () => {
    stubApi({
      'GET /company/conversations': fail(500, 'Server down'),
      'GET /notifications/comps': ok(page([], 1, 0, 15)),
    })
    renderDashboardPart(<DashboardInbox side="company" isLocked={false} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading messages: Server down',
    )
  })

  test('errors and empty lists say so', async () => {
    stubApi({
      'GET /company/conversations': ok(page([], 1, 0, 15)),
      'GET /notifications/comps': fail(500, 'Server down'),
    })
    const user = userEvent.setup()
    renderDashboardPart(<DashboardInbox side="company" isLocked={false} />)
    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading notifications: Server down',
    )
  })

  test('no notifications', async () => {
    stubApi({
      'GET /company/conversations': ok(page([], 1, 0, 15)),
      'GET /notifications/comps': ok(page([], 1, 0, 15)),
    })
    const user = userEvent.setup()
    renderDashboardPart(<DashboardInbox side="company" isLocked={false} />)
    expect(await screen.findByText('No messages available.')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    expect(screen.getByText('No notifications available.')).toBeInTheDocument()
  })
})
