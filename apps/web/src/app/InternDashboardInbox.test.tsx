import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Notification } from '@app/domain'
import { fail, ok, stubApi } from '../test/api-stub'
import { anIntern, page, signInIntern } from '../test/intern-fixtures'
import { aConversation } from '../test/fixtures'
import { Landed, renderRoutes } from '../test/render-route'
import { InternDashboardRoute } from './InternDashboardRoute'

const renderDashboard = () =>
  renderRoutes(
    [
      { path: '/intern/dashboard', element: <InternDashboardRoute /> },
      { path: '/internchat/:applicationId', element: <Landed at="chat" /> },
      { path: '/roles/:roleId', element: <Landed at="role" /> },
      { path: '/intern/applications/:applicationId', element: <Landed at="application" /> },
    ],
    '/intern/dashboard',
  )

const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: '00000000-0000-4000-8000-00000000b001',
  title: 'Application accepted',
  description: 'PayStride accepted your application for QA Intern.',
  type: 'status',
  createdAt: new Date(2026, 10, 3, 15, 5).toISOString(),
  read: false,
  application: null,
  role: null,
  ...overrides,
})

beforeEach(() => {
  localStorage.clear()
  signInIntern()
})
afterEach(() => vi.unstubAllGlobals())

const inbox = () => screen.getByRole('region', { name: 'Inbox' })

describe('intern inbox and activity feed', () => {
  test('messages: each chat with its newest message, searchable by name and text', async () => {
    const paystride = aConversation({
      application: { id: '00000000-0000-4000-8000-00000000a001' },
      counterpart: { name: 'PayStride', imageUrl: null, deleted: false },
      roleTitle: 'QA Intern',
      unreadCount: 1,
      lastMessage: {
        sender: 'company',
        message: 'Can you start Monday?',
        createdAt: new Date(2026, 10, 3, 9, 30).toISOString(),
      },
    })
    const kobo = aConversation({
      application: { id: '00000000-0000-4000-8000-00000000a002' },
      counterpart: { name: 'Kobo Ledger', imageUrl: null, deleted: false },
      lastMessage: { sender: 'user', message: 'Thank you!' },
    })
    stubApi({
      'GET /auth/me': ok(anIntern()),
      'GET /users/roles': ok(page([], 1, 0, 2)),
      'GET /users/applications': ok(page([])),
      'GET /messages/conversations': ok(page([paystride, kobo], 1, 2, 15)),
      'GET /notifications/users': ok(page([], 1, 0, 15)),
    })
    const user = userEvent.setup()
    renderDashboard()
    await screen.findByRole('region', { name: 'Inbox' })
    const row = await within(inbox()).findByRole('link', { name: /PayStride/ })
    expect(row).toHaveAttribute('href', `/internchat/${paystride.application.id}`)
    expect(within(row).getByText('Can you start Monday?')).toBeVisible()
    expect(within(row).getByText('QA Intern')).toBeVisible()
    expect(within(row).getByText('3 Nov 2026, 09:30 AM')).toBeVisible()
    expect(within(row).getByText('Unread')).toBeInTheDocument()
    const ours = within(inbox()).getByRole('link', { name: /Kobo Ledger/ })
    expect(within(ours).getByText('You: Thank you!')).toBeVisible()
    expect(within(ours).queryByText('Unread')).not.toBeInTheDocument()
    const search = within(inbox()).getByRole('searchbox')
    await user.type(search, 'monday')
    expect(within(inbox()).getByRole('link', { name: /PayStride/ })).toBeVisible()
    expect(within(inbox()).queryByRole('link', { name: /Kobo Ledger/ })).not.toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'nothing like this')
    expect(within(inbox()).getByText('No messages match your search.')).toBeVisible()
  })

  test('no messages and no notifications have their own texts', async () => {
    stubApi({
      'GET /auth/me': ok(anIntern()),
      'GET /users/roles': ok(page([], 1, 0, 2)),
      'GET /users/applications': ok(page([])),
      'GET /messages/conversations': ok(page([], 1, 0, 15)),
      'GET /notifications/users': ok(page([], 1, 0, 15)),
    })
    const user = userEvent.setup()
    renderDashboard()
    await screen.findByRole('region', { name: 'Inbox' })
    expect(await within(inbox()).findByText('No messages available.')).toBeVisible()
    await user.click(within(inbox()).getByRole('tab', { name: 'Notifications' }))
    expect(await within(inbox()).findByText('No notifications available.')).toBeVisible()
    expect(screen.getByText('No recent activity.')).toBeVisible()
  })

  test('notifications: unread dots, search, and opening one marks it read and opens the chat', async () => {
    const applicationId = '00000000-0000-4000-8000-00000000a009'
    const notification = aNotification({ application: { id: applicationId } })
    const api = stubApi({
      'GET /auth/me': ok(anIntern()),
      'GET /users/roles': ok(page([], 1, 0, 2)),
      'GET /users/applications': ok(page([])),
      'GET /messages/conversations': ok(page([], 1, 0, 15)),
      'GET /notifications/users': ok(
        page(
          [
            notification,
            aNotification({
              id: '00000000-0000-4000-8000-00000000b002',
              title: 'Application in review',
              read: true,
            }),
          ],
          1,
          2,
          15,
        ),
      ),
      [`PATCH /notifications/${notification.id}/read`]: ok({ ...notification, read: true }),
    })
    const user = userEvent.setup()
    renderDashboard()
    await screen.findByRole('region', { name: 'Inbox' })
    await within(inbox()).findByText('No messages available.')
    await user.click(within(inbox()).getByRole('tab', { name: 'Notifications' }))
    const accepted = await within(inbox()).findByRole('button', { name: /Application accepted/ })
    expect(within(accepted).getByText('Unread')).toBeInTheDocument()
    expect(
      within(within(inbox()).getByRole('button', { name: /Application in review/ })).queryByText(
        'Unread',
      ),
    ).not.toBeInTheDocument()
    const feed = screen.getByRole('region', { name: 'Activity Feed' })
    expect(within(feed).getByText('Application accepted')).toBeVisible()

    const search = within(inbox()).getByRole('searchbox')
    await user.type(search, 'zzz')
    expect(within(inbox()).getByText('No notifications match your search.')).toBeVisible()
    await user.clear(search)
    await user.type(search, 'PayStride accepted')
    await user.click(within(inbox()).getByRole('button', { name: /Application accepted/ }))
    expect(await screen.findByText('Landed on chat')).toBeVisible()
    await vi.waitFor(() =>
      expect(api.callsTo('PATCH', `/notifications/${notification.id}/read`)).toHaveLength(1),
    )
  })

  test("a job alert's notification opens the role it announces", async () => {
    const notification = aNotification({
      type: 'role_alert',
      title: 'New role for your alert',
      description: 'PayStride is looking for a QA Intern in Lagos',
      role: { id: '00000000-0000-4000-8000-00000000c001' },
    })
    stubApi({
      'GET /auth/me': ok(anIntern()),
      'GET /users/roles': ok(page([], 1, 0, 2)),
      'GET /users/applications': ok(page([])),
      'GET /messages/conversations': ok(page([], 1, 0, 15)),
      'GET /notifications/users': ok(page([notification], 1, 1, 15)),
      [`PATCH /notifications/${notification.id}/read`]: ok({ ...notification, read: true }),
    })
    const user = userEvent.setup()
    renderDashboard()
    const feed = await screen.findByRole('region', { name: 'Activity Feed' })
    await user.click(await within(feed).findByRole('button', { name: /New role for your alert/ }))
    expect(await screen.findByText('Landed on role')).toBeVisible()
  })

  test("an interview's notification opens the application, where the times are", async () => {
    const notification = aNotification({
      type: 'interview',
      title: 'Interview invitation',
      description: 'PayStride proposed interview times for QA Intern',
      application: { id: '00000000-0000-4000-8000-00000000a001' },
    })
    stubApi({
      'GET /auth/me': ok(anIntern()),
      'GET /users/roles': ok(page([], 1, 0, 2)),
      'GET /users/applications': ok(page([])),
      'GET /users/interviews/upcoming': ok([]),
      'GET /users/interviews/waiting': ok([]),
      'GET /messages/conversations': ok(page([], 1, 0, 15)),
      'GET /notifications/users': ok(page([notification], 1, 1, 15)),
      [`PATCH /notifications/${notification.id}/read`]: ok({ ...notification, read: true }),
    })
    const user = userEvent.setup()
    renderDashboard()
    const feed = await screen.findByRole('region', { name: 'Activity Feed' })
    await user.click(await within(feed).findByRole('button', { name: /Interview invitation/ }))
    expect(await screen.findByText('Landed on application')).toBeVisible()
  })

  test('the activity feed tries twice more, then says it failed, toasts, and retries', async () => {
    let failing = true
    const api = stubApi({
      'GET /auth/me': ok(anIntern({ profileComplete: false, progress: 31 })),
      'GET /users/roles': ok(page([], 1, 0, 2)),
      'GET /notifications/users': () =>
        failing ? fail(500, 'Boom') : ok(page([aNotification()], 1, 1, 15)),
    })
    // The feed waits a second between tries: the clock is moved, not waited on.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderDashboard()
    const feed = await screen.findByRole('region', { name: 'Activity Feed' })
    await vi.waitFor(() => expect(api.callsTo('GET', '/notifications/users')).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await vi.waitFor(() => expect(api.callsTo('GET', '/notifications/users')).toHaveLength(2))
    expect(within(feed).queryByText('Failed to load activity feed.')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(await within(feed).findByText('Failed to load activity feed.')).toBeVisible()
    expect(screen.getByText('Failed to load activity feed. Please try again.')).toBeVisible()
    expect(api.callsTo('GET', '/notifications/users')).toHaveLength(3)
    failing = false
    await user.click(within(feed).getByRole('button', { name: 'Retry' }))
    expect(await within(feed).findByText('Application accepted')).toBeVisible()
  })
})
