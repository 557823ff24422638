import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import {
  STIPEND_MESSAGES,
  type CompanyStipendDispute,
  type Placement,
  type StipendMonth,
} from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { StipendPanel } from './StipendPanel'

const ID = '5b0f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f'

const PLACEMENT = {
  id: ID,
  startDate: '2026-03-16',
  endDate: '2026-08-14',
} as Placement

const aMonth = (over: Partial<StipendMonth> = {}): StipendMonth => ({
  month: '2026-05',
  label: 'May 2026',
  expectedAmount: 50_000,
  askedAt: '2026-06-03T07:00:00.000Z',
  paid: null,
  amount: null,
  answeredAt: null,
  canAnswer: ['yes', 'partly', 'no'],
  dispute: null,
  ...over,
})

const aDispute = (over: Partial<CompanyStipendDispute> = {}): CompanyStipendDispute => ({
  month: '2026-04',
  label: 'April 2026',
  expectedAmount: 50_000,
  paid: 'partly',
  amount: 20_000,
  openedAt: '2026-05-05T09:00:00.000Z',
  answerBy: '2026-05-12',
  status: 'open',
  note: null,
  answeredAt: null,
  closedAt: null,
  ...over,
})

const renderPanel = (side: 'intern' | 'company') =>
  renderRoutes([{ path: '/p', element: <StipendPanel placement={PLACEMENT} side={side} /> }], '/p')

afterEach(() => localStorage.clear())

describe("the intern's stipend panel", () => {
  beforeEach(() => signInIntern())

  test('answers a month partly paid, with the amount checked before it is sent', async () => {
    const april = aMonth({
      month: '2026-04',
      label: 'April 2026',
      paid: 'no',
      amount: 0,
      canAnswer: ['yes', 'partly'],
      dispute: {
        openedAt: '2026-05-05T09:00:00.000Z',
        answerBy: '2026-05-12',
        status: 'answered',
        note: 'Paid on 10 May by transfer.',
        answeredAt: '2026-05-08T09:00:00.000Z',
        closedAt: null,
      },
    })
    const api = stubApi({
      [`GET /users/placements/${ID}/stipend`]: ok({
        monthlyStipend: 50_000,
        months: [aMonth(), april],
      }),
      [`POST /users/placements/${ID}/stipend`]: ok(aMonth({ paid: 'partly', amount: 20_000 })),
    })
    renderPanel('intern')

    const panel = await screen.findByRole('region', { name: 'Stipend' })
    expect(await within(panel).findByText(/NGN 50,000 a month/)).toBeVisible()
    const months = within(panel).getByRole('list', { name: 'Stipend months' })
    expect(within(months).getByText('Not answered yet')).toBeVisible()
    // April: disputed, and the company's answer shown.
    expect(within(months).getByText('Not paid')).toBeVisible()
    expect(within(months).getByText('Answered')).toBeVisible()
    expect(within(months).getByText('Paid on 10 May by transfer.')).toBeVisible()
    expect(within(months).getByRole('button', { name: 'Update April 2026' })).toBeVisible()

    await userEvent.click(within(months).getByRole('button', { name: 'Answer for May 2026' }))
    const form = screen.getByRole('form', { name: 'Your answer for May 2026' })
    const question = within(form).getByRole('group', { name: 'Were you paid for May 2026?' })
    await userEvent.click(within(question).getByRole('radio', { name: 'Partly' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }))
    expect(within(form).getByText(STIPEND_MESSAGES.amountForPartly)).toBeVisible()
    expect(api.callsTo('POST', `/users/placements/${ID}/stipend`)).toHaveLength(0)

    await userEvent.type(within(form).getByLabelText('Amount you were paid (NGN)'), '20,000')
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }))
    expect(await screen.findByText(STIPEND_MESSAGES.disputeOpened)).toBeVisible()
    expect(api.callsTo('POST', `/users/placements/${ID}/stipend`)[0]?.body).toEqual({
      month: '2026-05',
      paid: 'partly',
      amount: 20_000,
    })
  })

  test('shows the server refusal, and says when nothing is due or the placement is unpaid', async () => {
    stubApi({
      [`GET /users/placements/${ID}/stipend`]: ok({ monthlyStipend: 50_000, months: [aMonth()] }),
      [`POST /users/placements/${ID}/stipend`]: fail(400, STIPEND_MESSAGES.monthNotDue, {
        code: 'STIPEND_MONTH_NOT_DUE',
        errors: { month: STIPEND_MESSAGES.monthNotDue },
      }),
    })
    const { unmount } = renderPanel('intern')
    await userEvent.click(await screen.findByRole('button', { name: 'Answer for May 2026' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Yes, in full' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STIPEND_MESSAGES.monthNotDue)
    unmount()

    stubApi({ [`GET /users/placements/${ID}/stipend`]: ok({ monthlyStipend: 50_000, months: [] }) })
    const second = renderPanel('intern')
    expect(await screen.findByText(/Nothing to answer yet/)).toBeVisible()
    second.unmount()

    stubApi({ [`GET /users/placements/${ID}/stipend`]: ok({ monthlyStipend: null, months: [] }) })
    renderPanel('intern')
    expect(await screen.findByText(/This placement is unpaid/)).toBeVisible()
  })
})

describe("the company's stipend panel", () => {
  beforeEach(() => signInCompany())

  test('lists disputes with their deadline and sends an answer', async () => {
    const api = stubApi({
      [`GET /company/placements/${ID}/stipend`]: ok({
        disputes: [
          aDispute(),
          aDispute({
            month: '2026-03',
            label: 'March 2026',
            paid: 'no',
            amount: null,
            status: 'overdue',
          }),
        ],
      }),
      [`POST /company/placements/${ID}/stipend/2026-04/answer`]: ok(
        aDispute({ status: 'answered', note: 'Balance paid on 10 May.' }),
      ),
    })
    renderPanel('company')
    const panel = await screen.findByRole('region', { name: 'Stipend disputes' })
    const list = await within(panel).findByRole('list', { name: 'Stipend disputes' })
    expect(within(list).getByText(/being paid NGN 20,000 of NGN 50,000/)).toBeVisible()
    expect(within(list).getByText('Answer by 12 May 2026.')).toBeVisible()
    expect(within(list).getByText(/Your answer was due by 12 May 2026/)).toBeVisible()

    await userEvent.click(within(list).getByRole('button', { name: 'Answer about April 2026' }))
    const form = screen.getByRole('form', { name: 'Answer about April 2026' })
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }))
    expect(within(form).getByText(STIPEND_MESSAGES.note)).toBeVisible()
    await userEvent.type(
      within(form).getByLabelText('Your answer to the intern'),
      'Balance paid on 10 May.',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }))
    expect(await screen.findByText('Your answer is sent to the intern.')).toBeVisible()
    expect(
      api.callsTo('POST', `/company/placements/${ID}/stipend/2026-04/answer`)[0]?.body,
    ).toEqual({
      note: 'Balance paid on 10 May.',
    })
  })

  test('says plainly that undisputed months are not shown, and when the list fails', async () => {
    stubApi({ [`GET /company/placements/${ID}/stipend`]: ok({ disputes: [] }) })
    const { unmount } = renderPanel('company')
    expect(await screen.findByText(/No stipend disputes/)).toBeVisible()
    unmount()
    stubApi({ [`GET /company/placements/${ID}/stipend`]: fail(500, 'Something went wrong') })
    renderPanel('company')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The stipend disputes could not be loaded.',
    )
  })
})
