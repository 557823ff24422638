import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { LOGBOOK_MESSAGES, type LogbookSignView } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { paths } from '../../lib/paths'
import { LogbookSignPage } from './LogbookSignPage'

const TOKEN = 'Qm9va2tlZXBpbmdUb2tlbkZvclRlc3RzMDEyMzQ1Njc4'

const WEEK: LogbookSignView = {
  internName: 'Ada Okafor',
  companyName: 'Paystride Technologies Ltd',
  roleTitle: 'SIWES Trainee (Software)',
  supervisorName: 'Emeka Nwosu',
  weekStart: '2026-05-11',
  weekNumber: 2,
  days: [
    { date: '2026-05-11', activities: 'Set up the office network.' },
    { date: '2026-05-12', activities: 'Wrote tests for the payroll export.' },
  ],
  submittedAt: '2026-05-15T15:00:00.000Z',
  expiresAt: '2026-05-29T15:00:00.000Z',
}

const open = (token: string | null = TOKEN) =>
  renderRoutes(
    [{ path: paths.logbookSign.path, element: <LogbookSignPage /> }],
    token === null ? paths.logbookSign.path : paths.logbookSign.href(token),
  )

afterEach(() => localStorage.clear())

describe('the supervisor signs a logbook week without an account', () => {
  test('reads the week, checks the typed name, signs, and thanks them', async () => {
    const api = stubApi({
      'GET /logbook/sign': ok(WEEK),
      'POST /logbook/sign': ok(
        {
          weekStart: WEEK.weekStart,
          signatureName: 'Emeka Nwosu',
          signedAt: '2026-05-21T10:00:00.000Z',
        },
        LOGBOOK_MESSAGES.signed,
      ),
    })
    open()
    expect(await screen.findByRole('heading', { name: 'Ada Okafor: week 2' })).toBeVisible()
    expect(screen.getByText('11 May 2026 – 16 May 2026')).toBeVisible()
    expect(screen.getByText('SIWES Trainee (Software) at Paystride Technologies Ltd')).toBeVisible()
    expect(screen.getByText('Mon, 11 May 2026')).toBeVisible()
    expect(screen.getByText('Wrote tests for the payroll export.')).toBeVisible()
    expect(screen.getByText(/works until 29 May 2026/)).toBeVisible()
    expect(api.calls[0]?.query.get('token')).toBe(TOKEN)

    const form = screen.getByRole('form', { name: 'Sign this week' })
    const name = within(form).getByLabelText('Type your full name to sign')
    await userEvent.type(name, 'Emeka')
    await userEvent.click(within(form).getByRole('button', { name: 'Sign' }))
    expect(within(form).getByText(LOGBOOK_MESSAGES.signatureName)).toBeVisible()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/logbook/sign')).toHaveLength(0)

    await userEvent.type(name, ' Nwosu')
    await userEvent.type(within(form).getByLabelText('Your comment (optional)'), 'Good week.')
    await userEvent.click(within(form).getByRole('button', { name: 'Sign' }))
    expect(
      await screen.findByRole('heading', { name: 'Thank you. The week is signed.' }),
    ).toBeVisible()
    expect(
      screen.getByText(/Signed by Emeka Nwosu on 21 May 2026\. Ada Okafor has been told\./),
    ).toBeVisible()
    expect(api.callsTo('POST', '/logbook/sign')[0]?.body).toEqual({
      token: TOKEN,
      comment: 'Good week.',
      signatureName: 'Emeka Nwosu',
    })
  })

  test.each([
    ['LOGBOOK_LINK_EXPIRED', 410, LOGBOOK_MESSAGES.linkExpired, 'This link has expired'],
    ['LOGBOOK_LINK_USED', 410, LOGBOOK_MESSAGES.linkUsed, 'This week is signed already'],
    ['LOGBOOK_LINK_INVALID', 404, LOGBOOK_MESSAGES.linkInvalid, 'This link does not work'],
  ] as const)('says plainly when the link is %s', async (code, status, message, title) => {
    stubApi({ 'GET /logbook/sign': fail(status, message, { code }) })
    open()
    expect(await screen.findByRole('heading', { name: title })).toBeVisible()
    expect(screen.getByText(message)).toBeVisible()
    expect(screen.queryByRole('form')).toBeNull()
  })

  test('says a link without its token does not work, asking nothing', async () => {
    const api = stubApi({})
    open(null)
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeVisible()
    expect(api.calls).toEqual([])
  })

  test('shows the expired state when the link expires while the page is open', async () => {
    stubApi({
      'GET /logbook/sign': ok(WEEK),
      'POST /logbook/sign': fail(410, LOGBOOK_MESSAGES.linkReplaced, {
        code: 'LOGBOOK_LINK_EXPIRED',
      }),
    })
    open()
    const form = await screen.findByRole('form', { name: 'Sign this week' })
    await userEvent.type(within(form).getByLabelText('Type your full name to sign'), 'Emeka Nwosu')
    await userEvent.click(within(form).getByRole('button', { name: 'Sign' }))
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible()
    expect(screen.getByText(LOGBOOK_MESSAGES.linkReplaced)).toBeVisible()
  })
})
