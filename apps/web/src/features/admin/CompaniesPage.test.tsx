import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ADMIN_MESSAGES, type AdminCompany } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { CompaniesPage } from './CompaniesPage'

const ID = '00000000-0000-4000-8000-0000000000c1'
const waiting = (overrides: Partial<AdminCompany> = {}): AdminCompany => ({
  id: ID,
  companyName: 'Kobo Ledger Ltd',
  email: 'hr@koboledger.ng',
  rcNumber: 'RC1234567',
  verificationStatus: 'pending',
  verificationDocument: null,
  submittedAt: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString(),
  verifiedAt: null,
  verificationNote: null,
  accountStatus: 'active',
  industryType: 'Fintech',
  city: 'Yaba',
  state: 'Lagos',
  phone: '+2348031234567',
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
})
const page = (docs: AdminCompany[]) =>
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
  renderRoutes([{ path: '/admin/companies', element: <CompaniesPage /> }], '/admin/companies')

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('the verification queue', () => {
  test('shows how long each company has waited, its CAC number and details', async () => {
    const api = stubApi({ 'GET /admin/companies': page([waiting()]) })
    render()
    const row = await screen.findByRole('article')
    expect(within(row).getByRole('heading', { name: 'Kobo Ledger Ltd' })).toBeVisible()
    expect(within(row).getByText('Waiting 3 days')).toBeVisible()
    expect(within(row).getByText('RC1234567')).toBeVisible()
    expect(within(row).getByText('+234 803 123 4567')).toBeVisible()
    expect(api.callsTo('GET', '/admin/companies')[0]?.query.get('status')).toBe('pending')
  })

  test('says so when no company is waiting', async () => {
    stubApi({ 'GET /admin/companies': page([]) })
    render()
    expect(await screen.findByText('No company is waiting for verification')).toBeVisible()
  })

  test('a rejection needs a reason: nothing is sent without one, then the reason is', async () => {
    const api = stubApi({
      'GET /admin/companies': page([waiting()]),
      [`POST /admin/companies/${ID}/reject`]: ok({}),
    })
    render()
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Kobo Ledger Ltd?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }))
    const reason = within(dialog).getByLabelText(/Reason/)
    expect(reason).toHaveAccessibleDescription(ADMIN_MESSAGES.reasonRequired)
    expect(api.callsTo('POST', `/admin/companies/${ID}/reject`)).toHaveLength(0)

    await userEvent.type(reason, 'The certificate is for another company.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }))
    expect(
      await screen.findByText('Kobo Ledger Ltd was told why its document was rejected.'),
    ).toBeVisible()
    expect(api.callsTo('POST', `/admin/companies/${ID}/reject`)[0]?.body).toEqual({
      reason: 'The certificate is for another company.',
    })
  })

  test('a verified company can lose its badge, with a reason', async () => {
    const api = stubApi({
      'GET /admin/companies': page([waiting({ verificationStatus: 'verified' })]),
      [`POST /admin/companies/${ID}/reject`]: ok({}),
    })
    const user = userEvent.setup()
    renderRoutes(
      [{ path: '/admin/companies', element: <CompaniesPage /> }],
      '/admin/companies?tab=verified',
    )
    await user.click(await screen.findByRole('button', { name: 'Withdraw verification' }))
    const dialog = screen.getByRole('alertdialog', {
      name: "Withdraw Kobo Ledger Ltd's verification?",
    })
    await user.type(within(dialog).getByRole('textbox'), 'The certificate is forged.')
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw verification' }))
    await vi.waitFor(() =>
      expect(api.callsTo('POST', `/admin/companies/${ID}/reject`)[0]?.body).toEqual({
        reason: 'The certificate is forged.',
      }),
    )
  })

  test('verifying sends the optional note, and a refusal stays in the dialog', async () => {
    const api = stubApi({
      'GET /admin/companies': page([waiting()]),
      [`POST /admin/companies/${ID}/verify`]: fail(409, ADMIN_MESSAGES.companyAlreadyVerified, {
        code: 'ALREADY_DONE',
      }),
    })
    render()
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Verify Kobo Ledger Ltd?' })
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Matches CAC records')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify company' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ADMIN_MESSAGES.companyAlreadyVerified,
    )
    expect(api.callsTo('POST', `/admin/companies/${ID}/verify`)[0]?.body).toEqual({
      note: 'Matches CAC records',
    })
  })
})
