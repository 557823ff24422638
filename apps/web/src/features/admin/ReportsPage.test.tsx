import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { AdminReport, ReportConversation } from '@app/domain'
import { ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { ReportConversationPage } from './ReportConversationPage'
import { ReportsPage } from './ReportsPage'

const REPORT_ID = '00000000-0000-4000-8000-0000000000a1'
const COMPANY_ID = '00000000-0000-4000-8000-0000000000c1'
const INTERN_ID = '00000000-0000-4000-8000-0000000000d1'
const APPLICATION_ID = '00000000-0000-4000-8000-0000000000e1'
const DEPARTED_ID = '3f2a9c1b-0000-4000-8000-0000000000f1'

const message = (n: number, sender: 'company' | 'user', body: string, signals: string[] = []) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  sender,
  body,
  signals: signals as AdminReport['signals'],
  sentAt: `2026-05-14T09:0${n}:00.000Z`,
})

const FLAGGED = [
  message(1, 'user', 'You can call me on 0803 456 7890', ['off_platform_contact']),
  message(2, 'company', 'Kindly send 5k for your ID card.', ['asks_for_money']),
  message(3, 'company', 'Pay into GTBank 0123456789.', ['bank_account']),
  message(4, 'company', "Let's continue on WhatsApp.", ['off_platform_contact']),
]

const flaggedChat = (overrides: Partial<AdminReport> = {}): AdminReport => ({
  id: REPORT_ID,
  status: 'open',
  source: 'automatic',
  reason: 'fees',
  details: null,
  signals: ['asks_for_money', 'bank_account', 'off_platform_contact'],
  targetType: 'message',
  targetId: FLAGGED[0]!.id,
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
  reporter: null,
  target: {
    label: FLAGGED[0]!.body,
    accountId: INTERN_ID,
    accountName: 'Ada Okafor',
    roleId: null,
    applicationId: APPLICATION_ID,
    departed: null,
  },
  chat: {
    roleTitle: 'Front-End Developer Intern',
    company: { name: 'Kobo Ledger Technologies', accountId: COMPANY_ID },
    intern: { name: 'Ada Okafor', accountId: INTERN_ID },
    messages: FLAGGED,
    canOpen: true,
  },
  action: null,
  note: null,
  handledAt: null,
  handledBy: null,
  ...overrides,
})

const page = (docs: AdminReport[]) =>
  ok({
    docs,
    meta: {
      page: 1,
      limit: 10,
      totalDocs: docs.length,
      totalPages: 1,
      hasPrevPage: false,
      hasNextPage: false,
    },
  })

const render = () =>
  renderRoutes(
    [
      { path: '/admin/reports', element: <ReportsPage /> },
      { path: '/admin/reports/:reportId/conversation', element: <ReportConversationPage /> },
    ],
    '/admin/reports',
  )

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('the Reports page', () => {
  test("a flagged chat's card shows every flagged message, both parties by name, and a link to the chat", async () => {
    stubApi({ 'GET /admin/reports': page([flaggedChat()]) })
    render()
    const card = await screen.findByRole('article')
    const parties = within(card).getByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent ===
          'Between Kobo Ledger Technologies (company) and Ada Okafor (applicant), about Front-End Developer Intern',
    )
    expect(parties).toBeVisible()
    const flagged = within(card).getByRole('list', { name: 'Flagged messages' })
    for (const { body } of FLAGGED) expect(within(flagged).getByText(body)).toBeVisible()
    expect(within(flagged).getAllByText('Kobo Ledger Technologies')).toHaveLength(3)
    expect(within(card).getByRole('link', { name: 'Read the whole conversation' })).toHaveAttribute(
      'href',
      `/admin/reports/${REPORT_ID}/conversation`,
    )
  })

  test('resolving names what the report is about and chooses nothing for the operator', async () => {
    const api = stubApi({
      'GET /admin/reports': page([flaggedChat()]),
      [`POST /admin/reports/${REPORT_ID}/resolve`]: ok({}),
    })
    const user = userEvent.setup()
    render()
    await user.click(await screen.findByRole('button', { name: 'Resolve' }))
    const dialog = screen.getByRole('alertdialog', {
      name: 'Resolve the report about the chat between Kobo Ledger Technologies and Ada Okafor?',
    })
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }))
    expect(within(dialog).getByText('Choose what was done.')).toBeVisible()
    expect(api.callsTo('POST', `/admin/reports/${REPORT_ID}/resolve`)).toHaveLength(0)

    await user.click(within(dialog).getByRole('radio', { name: 'Warned the account' }))
    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }))
    await vi.waitFor(() =>
      expect(api.callsTo('POST', `/admin/reports/${REPORT_ID}/resolve`)[0]?.body).toEqual({
        action: 'warned',
      }),
    )
  })

  test('offers to suspend each side that wrote a flagged message, naming the account', async () => {
    stubApi({ 'GET /admin/reports': page([flaggedChat()]) })
    const user = userEvent.setup()
    render()
    expect(await screen.findByRole('button', { name: 'Suspend Ada Okafor' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Suspend Kobo Ledger Technologies' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Kobo Ledger Technologies?' })
    expect(dialog).toHaveTextContent(/its roles are hidden/)
  })

  test('a deleted account kept under moderation can be allowed to sign up again', async () => {
    const departed = {
      id: DEPARTED_ID,
      kind: 'company' as const,
      reference: 'D-3F2A9C1B',
      signUpBlocked: true,
      keptUntil: '2028-05-14T09:00:00.000Z',
    }
    const api = stubApi({
      'GET /admin/reports': page([
        flaggedChat({
          source: 'user',
          targetType: 'company',
          reason: 'fees',
          signals: [],
          chat: null,
          reporter: { id: INTERN_ID, email: 'ada@example.com', kind: 'intern', departed: null },
          target: {
            label: 'Deleted company (D-3F2A9C1B)',
            accountId: null,
            accountName: null,
            roleId: null,
            applicationId: null,
            departed,
          },
        }),
      ]),
      [`POST /admin/departed-accounts/${DEPARTED_ID}/allow-sign-up`]: ok({
        id: DEPARTED_ID,
        signUpBlocked: false,
      }),
    })
    const user = userEvent.setup()
    render()
    const card = await screen.findByRole('article')
    expect(within(card).getByText('It cannot sign up again')).toBeVisible()
    expect(within(card).getByText(/kept until 14 May 2028/)).toBeVisible()
    expect(within(card).queryByRole('button', { name: /Suspend/ })).toBeNull()
    await user.click(within(card).getByRole('button', { name: 'Allow D-3F2A9C1B to sign up' }))
    const dialog = screen.getByRole('alertdialog', {
      name: 'Allow Deleted company (D-3F2A9C1B) to sign up again?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Allow sign-up' }))
    await vi.waitFor(() =>
      expect(
        api.callsTo('POST', `/admin/departed-accounts/${DEPARTED_ID}/allow-sign-up`),
      ).toHaveLength(1),
    )
  })
})

describe('a reported conversation', () => {
  test('reads the whole chat with both parties named, and offers no way to write', async () => {
    const conversation: ReportConversation = {
      reportId: REPORT_ID,
      roleTitle: 'Front-End Developer Intern',
      company: { name: 'Kobo Ledger Technologies', accountId: COMPANY_ID },
      intern: { name: 'Ada Okafor', accountId: INTERN_ID },
      messages: [FLAGGED[0]!, message(5, 'company', 'Thanks, noted.'), ...FLAGGED.slice(1)],
      earlierLeftOut: 0,
    }
    stubApi({
      'GET /admin/reports': page([flaggedChat()]),
      [`GET /admin/reports/${REPORT_ID}/conversation`]: ok(conversation),
    })
    const user = userEvent.setup()
    render()
    await user.click(await screen.findByRole('link', { name: 'Read the whole conversation' }))
    const chat = await screen.findByRole('list', { name: 'Messages of the conversation' })
    expect(within(chat).getByText('Thanks, noted.')).toBeVisible()
    expect(screen.getByText(/recorded in the audit log/)).toBeVisible()
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
