import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { NYSC_MESSAGES, type Clearance, type ClearanceList, type Placement } from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { ClearancePanel } from './ClearancePanel'

const ID = '5b0f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f'

const PLACEMENT: Placement = {
  id: ID,
  applicationId: '6c1f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f',
  kind: 'nysc',
  roleTitle: 'NYSC Corps Member',
  companyName: 'Paystride Technologies Ltd',
  internName: 'Ada Okafor',
  acceptedAt: '2026-02-20T09:00:00.000Z',
  startDate: '2026-03-02',
  endDate: '2027-02-26',
  supervisor: { name: 'Emeka Nwosu', email: 'emeka@example.com', phone: '+2348031234567' },
  student: null,
  weeksDone: 11,
  weeksTotal: 52,
  stage: 'ongoing',
  next: 'Week 12 of 52; ends 26 February 2027',
  updatedAt: '2026-02-20T09:00:00.000Z',
}

const month = (over: Partial<Clearance> & Pick<Clearance, 'month' | 'label'>): Clearance => ({
  status: 'open',
  opensOn: `${over.month}-24`,
  requestedAt: null,
  issuedAt: null,
  lga: '',
  stateCode: '',
  signatory: null,
  path: null,
  ...over,
})

const MAY_UPCOMING = month({ month: '2026-05', label: 'May 2026', status: 'upcoming' })
const APRIL_ISSUED = month({
  month: '2026-04',
  label: 'April 2026',
  status: 'issued',
  requestedAt: '2026-04-24T08:00:00.000Z',
  issuedAt: '2026-04-25T09:00:00.000Z',
  lga: 'Ikeja',
  stateCode: 'LA/26A/1234',
  signatory: { name: 'Bola Adeyemi', title: 'Head of People' },
  path: `/users/placements/${ID}/clearance/2026-04`,
})
const MARCH_OPEN = month({ month: '2026-03', label: 'March 2026' })

const list = (docs: Clearance[], over: Partial<ClearanceList> = {}): ClearanceList => ({
  scheduled: true,
  today: '2026-05-20',
  docs,
  ...over,
})

const render = (side: 'intern' | 'company', placement: Placement = PLACEMENT) =>
  renderRoutes([{ path: '/', element: <ClearancePanel placement={placement} side={side} /> }], '/')

afterEach(() => localStorage.clear())

describe("the corps member's clearance letters", () => {
  test('says when this month opens, lists the months, and asks for a past one in one tap', async () => {
    signInIntern()
    const api = stubApi({
      [`GET /users/placements/${ID}/clearance`]: ok(list([MAY_UPCOMING, APRIL_ISSUED, MARCH_OPEN])),
      [`POST /users/placements/${ID}/clearance`]: {
        status: 201,
        body: {
          status: 'success',
          message: NYSC_MESSAGES.requested('2026-03'),
          data: { ...MARCH_OPEN, status: 'requested', requestedAt: '2026-05-20T09:00:00.000Z' },
        },
      },
    })
    render('intern')

    const ask = await screen.findByRole('button', { name: "Ask for May 2026's clearance letter" })
    expect(ask).toBeDisabled()
    expect(ask).toHaveAccessibleDescription('Opens 24 May 2026')

    const months = screen.getByRole('list', { name: 'Clearance months' })
    const rows = within(months).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText('Issued on 25 April 2026')).toBeVisible()
    expect(within(rows[0]!).getByText('Signed by Bola Adeyemi, Head of People')).toBeVisible()
    expect(
      within(rows[0]!).getByRole('button', { name: 'Download April 2026 clearance letter' }),
    ).toBeEnabled()
    expect(within(rows[1]!).getByText('Not asked for yet')).toBeVisible()

    await userEvent.click(
      within(rows[1]!).getByRole('button', { name: "Ask for March 2026's clearance letter" }),
    )
    await screen.findByText(NYSC_MESSAGES.requested('2026-03'))
    // What was given with the last request goes with this one.
    expect(api.callsTo('POST', `/users/placements/${ID}/clearance`)[0]?.body).toEqual({
      month: '2026-03',
      lga: 'Ikeja',
      stateCode: 'LA/26A/1234',
    })
  })

  test('asks for the open month with the LGA and state code, checked before it is sent', async () => {
    signInIntern()
    const open = { ...MAY_UPCOMING, status: 'open' as const }
    let asked = false
    const api = stubApi({
      [`GET /users/placements/${ID}/clearance`]: () =>
        ok(
          list([
            asked
              ? { ...open, status: 'requested', requestedAt: '2026-05-24T08:00:00.000Z' }
              : open,
          ]),
        ),
      [`POST /users/placements/${ID}/clearance`]: () => {
        asked = true
        return ok(open, NYSC_MESSAGES.requested('2026-05'))
      },
    })
    render('intern')

    const form = await screen.findByRole('form', { name: "Ask for May 2026's clearance letter" })
    await userEvent.type(within(form).getByLabelText('Local government area (optional)'), 'Ikeja')
    await userEvent.type(within(form).getByLabelText('State code (optional)'), 'Lagos 12')
    await userEvent.click(
      within(form).getByRole('button', { name: "Ask for May 2026's clearance letter" }),
    )
    expect(within(form).getByText(NYSC_MESSAGES.stateCode)).toBeVisible()
    expect(api.callsTo('POST', `/users/placements/${ID}/clearance`)).toHaveLength(0)

    await userEvent.clear(within(form).getByLabelText('State code (optional)'))
    await userEvent.type(within(form).getByLabelText('State code (optional)'), 'la/26a/1234')
    await userEvent.click(
      within(form).getByRole('button', { name: "Ask for May 2026's clearance letter" }),
    )
    expect(await screen.findByText('Asked on 24 May 2026; waiting for the company')).toBeVisible()
    expect(api.callsTo('POST', `/users/placements/${ID}/clearance`)[0]?.body).toEqual({
      month: '2026-05',
      lga: 'Ikeja',
      stateCode: 'la/26a/1234',
    })
  })

  test('shows the server’s refusal, and says why no month shows before the dates', async () => {
    signInIntern()
    stubApi({
      [`GET /users/placements/${ID}/clearance`]: ok(list([{ ...MAY_UPCOMING, status: 'open' }])),
      [`POST /users/placements/${ID}/clearance`]: fail(
        409,
        NYSC_MESSAGES.notOpen('2026-05', '2026-05-24'),
        { code: 'CLEARANCE_NOT_OPEN' },
      ),
    })
    render('intern')
    await userEvent.click(
      await screen.findByRole('button', { name: "Ask for May 2026's clearance letter" }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can ask for May 2026’s clearance letter from 24 May 2026.',
    )
  })

  test('says so before the placement has its dates, and when the months cannot load', async () => {
    signInIntern()
    stubApi({
      [`GET /users/placements/${ID}/clearance`]: ok(list([], { scheduled: false })),
    })
    const first = render('intern', { ...PLACEMENT, startDate: null, endDate: null })
    expect(
      await screen.findByText(
        'Your months show here once Paystride Technologies Ltd gives the placement’s dates.',
      ),
    ).toBeVisible()
    first.unmount()

    stubApi({
      [`GET /users/placements/${ID}/clearance`]: fail(500, 'Something went wrong.'),
    })
    render('intern')
    expect(await screen.findByText('The clearance months could not be loaded.')).toBeVisible()
  })

  test('shows nothing for a placement that is not NYSC', async () => {
    signInIntern()
    const api = stubApi({})
    render('intern', { ...PLACEMENT, kind: 'siwes' })
    expect(screen.queryByRole('region', { name: 'Monthly clearance letters' })).toBeNull()
    expect(api.calls).toEqual([])
  })
})

describe("the company's side", () => {
  test('issues a requested month, signed by whoever signed last', async () => {
    signInCompany()
    const mayRequested = {
      ...MAY_UPCOMING,
      status: 'requested' as const,
      requestedAt: '2026-05-24T08:00:00.000Z',
      lga: 'Ikeja',
    }
    const companyApril = { ...APRIL_ISSUED, path: `/company/placements/${ID}/clearance/2026-04` }
    const api = stubApi({
      [`GET /company/placements/${ID}/clearance`]: ok(list([mayRequested, companyApril])),
      [`POST /company/placements/${ID}/clearance/2026-05/issue`]: {
        status: 201,
        body: {
          status: 'success',
          message: NYSC_MESSAGES.issued('2026-05'),
          data: { ...mayRequested, status: 'issued' },
        },
      },
    })
    render('company')

    const months = await screen.findByRole('list', { name: 'Clearance months' })
    const [may] = within(months).getAllByRole('listitem')
    expect(
      within(may!).getByText('Asked for on 24 May 2026; waiting for you to issue it'),
    ).toBeVisible()
    expect(within(may!).getByText('LGA: Ikeja')).toBeVisible()
    await userEvent.click(within(may!).getByRole('button', { name: 'Issue clearance letter' }))

    const form = screen.getByRole('form', { name: 'Issue May 2026 clearance letter' })
    expect(within(form).getByLabelText("Signatory's name")).toHaveValue('Bola Adeyemi')
    await userEvent.clear(within(form).getByLabelText("Signatory's title"))
    await userEvent.click(within(form).getByRole('button', { name: 'Issue clearance letter' }))
    expect(within(form).getByText(NYSC_MESSAGES.signatoryTitle)).toBeVisible()
    expect(api.callsTo('POST', `/company/placements/${ID}/clearance/2026-05/issue`)).toHaveLength(0)

    await userEvent.type(within(form).getByLabelText("Signatory's title"), 'Managing Director')
    await userEvent.click(within(form).getByRole('button', { name: 'Issue clearance letter' }))
    expect(await screen.findByText(NYSC_MESSAGES.issued('2026-05'))).toBeVisible()
    expect(
      api.callsTo('POST', `/company/placements/${ID}/clearance/2026-05/issue`)[0]?.body,
    ).toEqual({ signatoryName: 'Bola Adeyemi', signatoryTitle: 'Managing Director' })
  })
})
