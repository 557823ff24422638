import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ChatHeader, Message } from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { page, signInIntern } from '../../test/intern-fixtures'
import { LIVE_KEY_ROOTS } from '../../lib/live-events'
import { Landed, renderRoutes } from '../../test/render-route'
import { CompanyChatPage } from './CompanyChatPage'
import { InternChatPage } from './InternChatPage'

const APP_ID = '00000000-0000-4000-8000-00000000a001'
let seq = 0
const aMessage = (overrides: Partial<Message> = {}): Message => ({
  id: `00000000-0000-4000-8000-${String((seq += 1)).padStart(12, '0')}`,
  sender: 'company',
  message: 'Hello',
  type: 'text',
  createdAt: new Date(2026, 10, 3, 15, 5).toISOString(),
  application: { id: APP_ID },
  safetySignals: [],
  ...overrides,
})
const header = (overrides: Partial<ChatHeader> = {}): ChatHeader => ({
  applicationId: APP_ID,
  roleTitle: 'Data Analyst Intern',
  counterpart: { name: 'Ada Okafor', imageUrl: null, deleted: false },
  status: 'in_review',
  safetyNotice: null,
  ...overrides,
})

const routes = [
  { path: '/chat/:applicationId?', element: <CompanyChatPage /> },
  { path: '/internchat/:applicationId?', element: <InternChatPage /> },
  { path: '/company/dashboard', element: <Landed at="company dashboard" /> },
  { path: '/intern/dashboard', element: <Landed at="intern dashboard" /> },
]

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('company chat', () => {
  beforeEach(() => signInCompany())

  test('shows the header, own messages on the right and the applicant on the left', async () => {
    stubApi({
      [`GET /company/applications/${APP_ID}/messages`]: ok(
        page(
          [
            aMessage({ sender: 'user', message: 'Good afternoon' }),
            aMessage({ message: 'Welcome aboard' }),
          ],
          1,
          2,
          15,
        ),
      ),
      [`GET /messages/applications/${APP_ID}/header`]: ok(header()),
    })
    renderRoutes(routes, `/chat/${APP_ID}`)
    expect(await screen.findByRole('heading', { name: 'Ada Okafor' })).toBeVisible()
    expect(screen.getByText('Data Analyst Intern')).toBeVisible()
    // An id means nothing to people: the header names the other party and the role only.
    expect(document.body).not.toHaveTextContent(APP_ID)
    expect(screen.getByRole('link', { name: 'Back to the application' })).toHaveAttribute(
      'href',
      `/company/applications/${APP_ID}`,
    )
    const log = screen.getByRole('log', { name: 'Messages' })
    expect(within(log).getByText('Welcome aboard').closest('li')).toHaveAttribute(
      'data-own',
      'true',
    )
    expect(within(log).getByText('Good afternoon').closest('li')).toHaveAttribute(
      'data-own',
      'false',
    )
    expect(within(log).getAllByText('03:05 PM')).toHaveLength(2)
    // One day, so one divider above both bubbles.
    expect(within(log).getAllByRole('separator')).toHaveLength(1)
    expect(within(log).getByRole('separator')).toHaveTextContent(/^Tue 3 Nov/)
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument()
  })

  test("opening the chat marks the applicant's messages read, and only once per new message", async () => {
    const api = stubApi({
      [`GET /company/applications/${APP_ID}/messages`]: ok(
        page([aMessage({ sender: 'user', message: 'Any news?' })], 1, 1, 15),
      ),
      [`GET /messages/applications/${APP_ID}/header`]: ok(header()),
      [`PATCH /company/applications/${APP_ID}/messages/read`]: ok({ updated: 1 }),
    })
    renderRoutes(routes, `/chat/${APP_ID}`)
    expect(await screen.findByText('Any news?')).toBeVisible()
    await vi.waitFor(() =>
      expect(api.callsTo('PATCH', `/company/applications/${APP_ID}/messages/read`)).toHaveLength(1),
    )
  })

  test('a chat of only our own messages has nothing to mark read', async () => {
    const api = stubApi({
      [`GET /company/applications/${APP_ID}/messages`]: ok(
        page([aMessage({ message: 'Welcome aboard' })], 1, 1, 15),
      ),
      [`GET /messages/applications/${APP_ID}/header`]: ok(header()),
    })
    renderRoutes(routes, `/chat/${APP_ID}`)
    expect(await screen.findByText('Welcome aboard')).toBeVisible()
    expect(api.callsTo('PATCH', `/company/applications/${APP_ID}/messages/read`)).toHaveLength(0)
  })

  test('the empty state speaks of the applicant; fallbacks fill a missing header', async () => {
    stubApi({
      [`GET /company/applications/${APP_ID}/messages`]: ok(page([], 1, 0, 15)),
      [`GET /messages/applications/${APP_ID}/header`]: fail(500, 'Boom'),
    })
    renderRoutes(routes, `/chat/${APP_ID}`)
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeVisible()
    expect(screen.getByText('Messages sent here will be visible to the applicant.')).toBeVisible()
    expect(await screen.findByRole('heading', { name: 'Applicant' })).toBeVisible()
    expect(screen.getByText('Unknown Role')).toBeVisible()
    expect(screen.getByTestId('default-avatar')).toBeInTheDocument()
  })

  test('a send clears the draft, refreshes the list and the draft survives a remount', async () => {
    const sent: Message[] = []
    const api = stubApi({
      [`GET /company/applications/${APP_ID}/messages`]: () =>
        ok(page([...sent], 1, sent.length, 15)),
      [`GET /messages/applications/${APP_ID}/header`]: ok(header()),
      [`PUT /company/applications/${APP_ID}/message`]: ({ body }) => {
        const message = aMessage({ message: (body as { message: string }).message })
        sent.push(message)
        return { status: 201, body: { status: 'success', data: message } }
      },
    })
    const user = userEvent.setup()
    const first = renderRoutes(routes, `/chat/${APP_ID}`)
    const box = await screen.findByPlaceholderText('Type a message...')
    await user.type(box, 'Draft kept')
    first.unmount()
    renderRoutes(routes, `/chat/${APP_ID}`)
    const again = await screen.findByPlaceholderText('Type a message...')
    expect(again).toHaveValue('Draft kept')
    await user.clear(again)
    await user.type(again, '  Can you start Monday?  {Enter}')
    expect(await screen.findByText('Can you start Monday?')).toBeVisible()
    expect(again).toHaveValue('')
    expect(api.callsTo('PUT', `/company/applications/${APP_ID}/message`)[0]?.body).toEqual({
      sender: 'company',
      message: 'Can you start Monday?',
      type: 'text',
    })
    expect(Object.keys(localStorage).filter((key) => key.startsWith('chat-draft:'))).toEqual([])
  })

  test('opens on page 1 with the newest messages; Next shows older ones', async () => {
    const api = stubApi({
      [`GET /company/applications/${APP_ID}/messages`]: ({ query }) =>
        query.get('page') === '2'
          ? ok(page([aMessage({ message: 'Oldest' })], 2, 16, 15))
          : ok(page([aMessage({ message: 'Newest' })], 1, 16, 15)),
      [`GET /messages/applications/${APP_ID}/header`]: ok(header()),
    })
    const user = userEvent.setup()
    renderRoutes(routes, `/chat/${APP_ID}`)
    expect(await screen.findByText('Newest')).toBeVisible()
    expect(screen.getByText('Page 1 of 2')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Oldest')).toBeVisible()
    expect(screen.getByText('Page 2 of 2')).toBeVisible()
    const [opened] = api.callsTo('GET', `/company/applications/${APP_ID}/messages`)
    expect(opened?.query.get('page')).toBe('1')
    expect(opened?.query.get('limit')).toBe('15')
  })

  test('a new message shows on page 1; an older page stays still while messages arrive', async () => {
    // The server's rule: pages count back from the newest message, or from `upTo` when given.
    const thread = Array.from({ length: 16 }, (_, i) => aMessage({ message: `m${i + 1}` }))
    stubApi({
      [`GET /company/applications/${APP_ID}/messages`]: ({ query }) => {
        const upTo = query.get('upTo')
        const upToIndex = upTo ? thread.findIndex((m) => m.id === upTo) : thread.length - 1
        const counted = thread.slice(0, upToIndex + 1)
        const pageNumber = Number(query.get('page'))
        const end = counted.length - (pageNumber - 1) * 15
        return ok(page(counted.slice(Math.max(0, end - 15), end), pageNumber, counted.length, 15))
      },
      [`GET /messages/applications/${APP_ID}/header`]: ok(header()),
    })
    const user = userEvent.setup()
    const { queryClient } = renderRoutes(routes, `/chat/${APP_ID}`)
    const log = await screen.findByRole('log', { name: 'Messages' })
    expect(await within(log).findByText('m16')).toBeVisible()
    expect(within(log).queryByText('m1')).not.toBeInTheDocument()

    const arrive = async (text: string) => {
      thread.push(aMessage({ sender: 'user', message: text }))
      // What a pushed 'message' event does (lib/live-events).
      await act(() => queryClient.invalidateQueries({ queryKey: LIVE_KEY_ROOTS.messages }))
    }
    await arrive('m17')
    expect(await within(log).findByText('m17')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await within(log).findByText('m1')).toBeVisible()
    expect(within(log).getByText('m2')).toBeVisible()
    await arrive('m18')
    await arrive('m19')
    expect(screen.getByText('Page 2 of 2')).toBeVisible()
    expect(within(log).getByText('m1')).toBeVisible()
    expect(within(log).getByText('m2')).toBeVisible()
    expect(within(log).queryByText('m3')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await within(log).findByText('m19')).toBeVisible()
    expect(screen.getByText('Page 1 of 2')).toBeVisible()
  })

  test('a load error offers the way back to the dashboard', async () => {
    stubApi({
      [`GET /company/applications/${APP_ID}/messages`]: fail(404, 'Application not found.'),
      [`GET /messages/applications/${APP_ID}/header`]: fail(404, 'Application not found.'),
    })
    const user = userEvent.setup()
    renderRoutes(routes, `/chat/${APP_ID}`)
    expect(await screen.findByText('Error loading chat')).toBeVisible()
    expect(screen.getByText('Application not found.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }))
    expect(await screen.findByText('Landed on company dashboard')).toBeVisible()
  })

  test('without an id it says so and calls nothing', async () => {
    const api = stubApi({})
    renderRoutes(routes, '/chat')
    expect(screen.getByText('Error: Missing application ID')).toBeVisible()
    expect(screen.getByText('Cannot load chat without an application ID.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeVisible()
    expect(api.calls).toHaveLength(0)
  })
})

describe('a chat with an applicant who deleted their account', () => {
  beforeEach(() => signInCompany())

  test("reads as 'Deleted user', keeps both sides' messages, and cannot be answered or reported", async () => {
    stubApi({
      [`GET /company/applications/${APP_ID}/messages`]: ok(
        page(
          [
            aMessage({ message: 'Welcome aboard' }),
            aMessage({ sender: 'user', message: 'Thank you' }),
          ],
          1,
          2,
          15,
        ),
      ),
      [`GET /messages/applications/${APP_ID}/header`]: ok(
        header({ counterpart: { name: 'Deleted user', imageUrl: null, deleted: true } }),
      ),
    })
    renderRoutes(routes, `/chat/${APP_ID}`)
    expect(await screen.findByRole('heading', { name: 'Deleted user' })).toBeVisible()
    const log = screen.getByRole('log', { name: 'Messages' })
    expect(within(log).getByText('Welcome aboard')).toBeVisible()
    expect(within(log).getByText('Thank you')).toBeVisible()
    expect(
      screen.getByText('This user deleted their account. The chat is kept for you to read.'),
    ).toBeVisible()
    expect(screen.queryByPlaceholderText('Type a message...')).toBeNull()
    expect(screen.queryByRole('button', { name: /report/i })).toBeNull()
    // No application page to go back to: the applicant is gone.
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/company/dashboard',
    )
  })
})

describe('a chat with a company that deleted its account', () => {
  beforeEach(() => signInIntern())

  test("reads as 'Deleted company' with no logo, keeps both sides' messages, and cannot be answered or reported", async () => {
    const api = stubApi({
      [`GET /messages/applications/${APP_ID}/`]: ok(
        page(
          [
            aMessage({ message: 'Welcome aboard' }),
            aMessage({ sender: 'user', message: 'Thank you' }),
          ],
          1,
          2,
          15,
        ),
      ),
      [`GET /messages/applications/${APP_ID}/header`]: ok(
        header({
          roleTitle: 'Front-End Developer Intern',
          counterpart: { name: 'Deleted company', imageUrl: null, deleted: true },
          status: 'accepted',
        }),
      ),
      [`PATCH /messages/applications/${APP_ID}/read`]: ok({ updated: 1 }),
    })
    renderRoutes(routes, `/internchat/${APP_ID}`)
    expect(await screen.findByRole('heading', { name: 'Deleted company' })).toBeVisible()
    expect(screen.getByText('Front-End Developer Intern')).toBeVisible()
    const log = screen.getByRole('log', { name: 'Messages' })
    expect(within(log).getByText('Welcome aboard')).toBeVisible()
    expect(within(log).getByText('Thank you')).toBeVisible()
    expect(
      screen.getByText('This company deleted its account. The chat is kept for you to read.'),
    ).toBeVisible()
    expect(screen.queryByText(/This user deleted/)).toBeNull()
    expect(screen.queryByPlaceholderText('Type a message...')).toBeNull()
    expect(screen.queryByRole('button', { name: /report/i })).toBeNull()
    expect(screen.getByRole('region', { name: 'Chat' }).querySelector('img')).toBeNull()
    // Nothing links to the company's page or the role: both are gone.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/intern/dashboard',
    ])
    expect(api.callsTo('PUT', `/messages/applications/${APP_ID}/message`)).toHaveLength(0)
  })
})

describe('intern chat', () => {
  beforeEach(() => signInIntern())

  test('the empty state speaks of the company; the intern sends as user text', async () => {
    const api = stubApi({
      [`GET /messages/applications/${APP_ID}/`]: ok(page([], 1, 0, 15)),
      [`GET /messages/applications/${APP_ID}/header`]: ok(
        header({ counterpart: { name: 'PayStride', imageUrl: null, deleted: false } }),
      ),
      [`PUT /messages/applications/${APP_ID}/message`]: {
        status: 201,
        body: { status: 'success', data: aMessage({ sender: 'user' }) },
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, `/internchat/${APP_ID}`)
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeVisible()
    expect(screen.getByText('Messages sent here will be visible to the company.')).toBeVisible()
    expect(await screen.findByRole('heading', { name: 'PayStride' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/intern/dashboard',
    )
    await user.type(screen.getByPlaceholderText('Type a message...'), 'Thank you{Enter}')
    await vi.waitFor(() =>
      expect(api.callsTo('PUT', `/messages/applications/${APP_ID}/message`)[0]?.body).toEqual({
        sender: 'user',
        message: 'Thank you',
        type: 'text',
      }),
    )
  })

  test('load error texts', async () => {
    stubApi({
      [`GET /messages/applications/${APP_ID}/`]: fail(403, 'Not yours.'),
      [`GET /messages/applications/${APP_ID}/header`]: fail(403, 'Not yours.'),
    })
    const user = userEvent.setup()
    renderRoutes(routes, `/internchat/${APP_ID}`)
    expect(await screen.findByText('Error loading messages')).toBeVisible()
    expect(screen.getByText('Not yours.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }))
    expect(await screen.findByText('Landed on intern dashboard')).toBeVisible()
  })

  test('without an id, the intern’s chats as a list, as the server’s page has them (decision 080)', async () => {
    stubApi({
      'GET /messages/conversations': ok(
        page(
          [
            {
              application: { id: APP_ID },
              roleTitle: 'Front-End Developer Intern',
              counterpart: { name: 'PayStride', imageUrl: null, deleted: false },
              lastMessage: {
                id: '00000000-0000-4000-8000-00000000b001',
                sender: 'company',
                message: 'Can you start on Monday?',
                createdAt: new Date().toISOString(),
              },
              unreadCount: 1,
            },
          ],
          1,
          1,
          15,
        ),
      ),
    })
    renderRoutes(routes, '/internchat')
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeVisible()
    const chat = await screen.findByRole('link', { name: /PayStride/ })
    expect(chat).toHaveAttribute('href', `/internchat/${APP_ID}`)
    expect(within(chat).getByText('Can you start on Monday?')).toBeVisible()
  })
})
