import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  SIWES_MESSAGES,
  addDays,
  formatDay,
  todayInLagos,
  type Placement,
  type SiwesPapers,
} from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { paths } from '../../lib/paths'
import { CompanyPlacementPage, InternPlacementPage } from './PlacementPage'

const ID = '5b0f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f'
const today = todayInLagos()

const aPlacement = (over: Partial<Placement> = {}): Placement => ({
  id: ID,
  applicationId: '6c1f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f',
  kind: 'siwes',
  roleTitle: 'SIWES Trainee (Software)',
  companyName: 'Paystride Technologies Ltd',
  internName: 'Ada Okafor',
  acceptedAt: '2026-04-20T09:00:00.000Z',
  startDate: addDays(today, 10),
  endDate: addDays(today, 10 + 167),
  supervisor: { name: 'Emeka Nwosu', email: 'emeka@example.com', phone: '+2348031234567' },
  student: {
    matricNumber: 'YCT/HND/2021/045',
    institution: 'Yaba College of Technology',
    course: 'Computer Engineering',
    programme: 'HND',
  },
  weeksDone: 0,
  weeksTotal: 24,
  stage: 'upcoming',
  next: 'Sign the SCAF',
  updatedAt: '2026-04-20T09:00:00.000Z',
  ...over,
})

const UNSIGNED: SiwesPapers = {
  scaf: null,
  itfForm8: null,
  itfForm8OpensOn: addDays(today, 10 + 167 - 13),
}
const SIGNED: SiwesPapers = {
  ...UNSIGNED,
  scaf: {
    signedAt: '2026-05-14T09:00:00.000Z',
    signatoryName: 'Bola Adeyemi',
    signatoryTitle: 'Head of People',
    startDate: addDays(today, -3),
    itfDeadline: addDays(today, 11),
    submittedAt: null,
  },
}

const companyPage = () =>
  renderRoutes(
    [{ path: paths.company.placement.path, element: <CompanyPlacementPage /> }],
    paths.company.placement.href(ID),
  )
const internPage = () =>
  renderRoutes(
    [{ path: paths.intern.placement.path, element: <InternPlacementPage /> }],
    paths.intern.placement.href(ID),
  )
const panel = () => screen.findByRole('region', { name: 'SIWES papers' })

afterEach(() => localStorage.clear())

describe("the company's SIWES papers", () => {
  beforeEach(() => signInCompany())

  test('signs the SCAF after reading what signing means and what the form prints', async () => {
    const api = stubApi({
      [`GET /company/placements/${ID}`]: ok(aPlacement()),
      [`GET /company/placements/${ID}/siwes`]: ok(UNSIGNED),
      [`GET /company/placements/${ID}/documents`]: ok({ docs: [] }),
      [`POST /company/placements/${ID}/scaf/sign`]: ok(SIGNED, SIWES_MESSAGES.scafSigned),
      'GET /company/placements': ok({ docs: [] }),
    })
    companyPage()
    const papers = await panel()
    expect(
      await within(papers).findByText(/takes the signed SCAF to the nearest ITF Area Office/),
    ).toBeVisible()
    // Form 8 waits for the last two weeks.
    expect(
      within(papers).getByText(
        `You can fill it from ${formatDay(UNSIGNED.itfForm8OpensOn!)}, in the placement's last two weeks.`,
      ),
    ).toBeVisible()

    await userEvent.click(within(papers).getByRole('button', { name: 'Sign the SCAF' }))
    const form = within(papers).getByRole('form', { name: 'Sign the SCAF' })
    expect(within(form).getByText(/A signed SCAF cannot be changed/)).toBeVisible()
    expect(within(form).getByText('YCT/HND/2021/045')).toBeVisible()
    expect(within(form).getByText('Emeka Nwosu, +234 803 123 4567')).toBeVisible()

    // Nothing is sent without a signatory.
    await userEvent.click(within(form).getByRole('button', { name: 'Sign the SCAF' }))
    expect(within(form).getByText(SIWES_MESSAGES.signatoryName)).toBeVisible()
    expect(within(form).getByLabelText("Signatory's title")).toHaveAccessibleDescription(
      SIWES_MESSAGES.signatoryTitle,
    )
    expect(api.callsTo('POST', `/company/placements/${ID}/scaf/sign`)).toHaveLength(0)

    await userEvent.type(within(form).getByLabelText("Signatory's name"), 'Bola Adeyemi')
    await userEvent.type(within(form).getByLabelText("Signatory's title"), 'Head of People')
    await userEvent.click(within(form).getByRole('button', { name: 'Sign the SCAF' }))

    expect(
      await within(papers).findByText('Signed by Bola Adeyemi, Head of People, on 14 May 2026.'),
    ).toBeVisible()
    expect(api.callsTo('POST', `/company/placements/${ID}/scaf/sign`)[0]?.body).toEqual({
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
    })
    expect(
      within(papers).getByText(
        `The student takes it to the nearest ITF Area Office by ${formatDay(addDays(today, 11))} (14 days after the start).`,
      ),
    ).toBeVisible()
    expect(within(papers).getByRole('button', { name: 'Download the SCAF' })).toBeEnabled()
  })

  test('names what the SCAF still needs instead of offering to sign it', async () => {
    stubApi({
      [`GET /company/placements/${ID}`]: ok(
        aPlacement({
          startDate: null,
          endDate: null,
          student: { ...aPlacement().student!, programme: null },
        }),
      ),
      [`GET /company/placements/${ID}/siwes`]: ok({ ...UNSIGNED, itfForm8OpensOn: null }),
      [`GET /company/placements/${ID}/documents`]: ok({ docs: [] }),
    })
    companyPage()
    const papers = await panel()
    expect(
      await within(papers).findByText(
        "Before the SCAF can be signed, add the start and end dates and the student's programme.",
      ),
    ).toBeVisible()
    expect(within(papers).queryByRole('button', { name: 'Sign the SCAF' })).toBeNull()
  })

  test('fills ITF Form 8 in the last two weeks, and shows a refusal', async () => {
    const ending = aPlacement({
      startDate: addDays(today, -160),
      endDate: addDays(today, 7),
      stage: 'ongoing',
      next: 'Fill ITF Form 8',
    })
    const api = stubApi({
      [`GET /company/placements/${ID}`]: ok(ending),
      [`GET /company/placements/${ID}/siwes`]: ok({
        ...SIGNED,
        itfForm8OpensOn: addDays(today, -6),
      }),
      [`GET /company/placements/${ID}/documents`]: ok({ docs: [] }),
      [`PUT /company/placements/${ID}/itf-form-8`]: fail(
        409,
        SIWES_MESSAGES.itfForm8AlreadySigned,
        {
          code: 'SIWES_PAPER_STATE',
        },
      ),
    })
    companyPage()
    const papers = await panel()
    await userEvent.click(await within(papers).findByRole('button', { name: 'Fill ITF Form 8' }))
    const form = within(papers).getByRole('form', { name: 'Fill ITF Form 8' })
    await userEvent.click(within(form).getByRole('button', { name: 'Sign ITF Form 8' }))
    expect(within(form).getByText(SIWES_MESSAGES.grade)).toBeVisible()
    expect(within(form).getByText(SIWES_MESSAGES.attendance)).toBeVisible()
    expect(api.callsTo('PUT', `/company/placements/${ID}/itf-form-8`)).toHaveLength(0)

    const grades = within(form).getByRole('group', { name: 'Overall grade' })
    await userEvent.click(within(grades).getByRole('radio', { name: 'B (Very good)' }))
    const attendance = within(form).getByRole('group', { name: 'Attendance and punctuality' })
    await userEvent.click(
      within(attendance).getByRole('radio', { name: 'Good (rarely absent or late)' }),
    )
    await userEvent.type(
      within(form).getByLabelText("Comments on the student's work"),
      'Shipped two features.',
    )
    await userEvent.type(within(form).getByLabelText("Signatory's name"), 'Bola Adeyemi')
    await userEvent.type(within(form).getByLabelText("Signatory's title"), 'Head of People')
    await userEvent.click(within(form).getByRole('button', { name: 'Sign ITF Form 8' }))

    expect(await within(form).findByText(SIWES_MESSAGES.itfForm8AlreadySigned)).toBeVisible()
    expect(api.callsTo('PUT', `/company/placements/${ID}/itf-form-8`)[0]?.body).toEqual({
      grade: 'B',
      attendance: 'good',
      comments: 'Shipped two features.',
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
    })
  })

  test('shows a signed Form 8 with its grade, to download', async () => {
    stubApi({
      [`GET /company/placements/${ID}`]: ok(aPlacement({ stage: 'ended', next: 'Ended' })),
      [`GET /company/placements/${ID}/siwes`]: ok({
        ...SIGNED,
        scaf: { ...SIGNED.scaf!, startDate: '2026-05-14', itfDeadline: '2026-05-28' },
        itfForm8: {
          signedAt: '2026-10-20T09:00:00.000Z',
          grade: 'A',
          attendance: 'excellent',
          comments: 'Outstanding.',
          signatoryName: 'Bola Adeyemi',
          signatoryTitle: 'Head of People',
        },
      }),
      [`GET /company/placements/${ID}/documents`]: ok({ docs: [] }),
    })
    companyPage()
    const papers = await panel()
    expect(await within(papers).findByText(/Overall grade: A \(Excellent\)/)).toBeVisible()
    // The ITF's 14 days are over and the student has not said the SCAF reached it.
    expect(
      within(papers).getByText(
        'It was due at the ITF Area Office by 28 May 2026 (14 days after the start); the student takes it there as soon as possible.',
      ),
    ).toBeVisible()
    expect(within(papers).getByRole('button', { name: 'Download ITF Form 8' })).toBeEnabled()
  })

  test('says so when the papers cannot be loaded', async () => {
    stubApi({
      [`GET /company/placements/${ID}`]: ok(aPlacement()),
      [`GET /company/placements/${ID}/siwes`]: fail(500, 'Something went wrong.'),
      [`GET /company/placements/${ID}/documents`]: ok({ docs: [] }),
    })
    companyPage()
    const papers = await panel()
    expect(await within(papers).findByRole('alert')).toHaveTextContent(
      'The SIWES papers could not be loaded.',
    )
  })
})

describe("the student's SIWES papers", () => {
  beforeEach(() => signInIntern())

  test('waits for the company, then shows the ITF deadline and marks the SCAF submitted', async () => {
    const api = stubApi({
      [`GET /users/placements/${ID}`]: ok(aPlacement({ next: 'Starts' })),
      [`GET /users/placements/${ID}/siwes`]: ok(SIGNED),
      [`GET /users/placements/${ID}/documents`]: ok({ docs: [] }),
      [`POST /users/placements/${ID}/scaf/submitted`]: ok(
        { ...SIGNED, scaf: { ...SIGNED.scaf!, submittedAt: '2026-05-20T11:00:00.000Z' } },
        SIWES_MESSAGES.scafSubmitted,
      ),
      'GET /users/placements': ok({ docs: [] }),
    })
    internPage()
    const papers = await panel()
    expect(
      await within(papers).findByText(
        `Take it to the nearest ITF Area Office by ${formatDay(addDays(today, 11))} (14 days after the start).`,
      ),
    ).toBeVisible()
    // The company's forms are not the student's to fill.
    expect(within(papers).queryByRole('button', { name: 'Fill ITF Form 8' })).toBeNull()

    await userEvent.click(
      within(papers).getByRole('button', { name: 'I have submitted it to the ITF' }),
    )
    expect(await within(papers).findByText('Submitted to the ITF on 20 May 2026.')).toBeVisible()
    expect(api.callsTo('POST', `/users/placements/${ID}/scaf/submitted`)).toHaveLength(1)
    expect(
      within(papers).queryByRole('button', { name: 'I have submitted it to the ITF' }),
    ).toBeNull()
  })

  test('downloads the signed SCAF under the name the server gives it', async () => {
    stubApi({
      [`GET /users/placements/${ID}`]: ok(aPlacement()),
      [`GET /users/placements/${ID}/siwes`]: ok(SIGNED),
      [`GET /users/placements/${ID}/documents`]: ok({ docs: [] }),
    })
    internPage()
    const papers = await panel()
    const button = await within(papers).findByRole('button', { name: 'Download the SCAF' })

    const saved: string[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:test/scaf', revokeObjectURL: vi.fn() }),
    )
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    const fetchPdf = vi.fn(
      async () =>
        new Response('%PDF-1.3 scaf', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="scaf-ada-okafor-paystride.pdf"',
          },
        }),
    )
    vi.stubGlobal('fetch', fetchPdf)
    await userEvent.click(button)
    await vi.waitFor(() => expect(saved).toEqual(['scaf-ada-okafor-paystride.pdf']))
    const [url] = fetchPdf.mock.calls[0] as unknown as [URL]
    expect(String(url)).toContain(`/api/v1/users/placements/${ID}/scaf`)
  })

  test('an NYSC placement has no SIWES papers', async () => {
    stubApi({
      [`GET /users/placements/${ID}`]: ok(
        aPlacement({ kind: 'nysc', student: null, weeksTotal: null }),
      ),
      [`GET /users/placements/${ID}/documents`]: ok({ docs: [] }),
    })
    internPage()
    expect(await screen.findByText('NYSC (PPA)')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'SIWES papers' })).toBeNull()
  })
})
