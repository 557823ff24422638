import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { SAFETY_NOTICE } from '@app/domain'
import { reports } from '../../db/schema.js'
import type { LiveEvent } from '../../lib/events.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { applied, sendMessageAs } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

const FEE_ASK =
  'Congratulations! Pay the N5,000 registration fee into GTBank 0123456789 to confirm your slot.'

const header = (token: string, applicationId: string) =>
  call(t.app, { method: 'GET', url: `/messages/applications/${applicationId}/header`, token })

describe('scam signals in chat (decision 022)', () => {
  it('flags a fee request for both sides and files one automatic report for the chat', async () => {
    const { company, intern, applicationId } = await applied(t)
    const events: LiveEvent[] = []
    const stop = await t.app.ctx.events.subscribe(intern.account.id, {
      onEvent: (event) => events.push(event),
      onLost: () => {},
    })

    const sent = await sendMessageAs(t, 'company', company.token, applicationId, FEE_ASK)
    expect(sent.status).toBe(201)
    expect(sent.body.data.safetySignals).toEqual(['asks_for_money', 'bank_account'])

    // The intern's chat shows the message with its signals, and the notice at the top.
    const list = await call(t.app, {
      method: 'GET',
      url: `/messages/applications/${applicationId}`,
      token: intern.token,
    })
    expect(list.body.data.docs[0].safetySignals).toEqual(['asks_for_money', 'bank_account'])
    for (const token of [intern.token, company.token]) {
      expect((await header(token, applicationId)).body.data.safetyNotice).toBe(SAFETY_NOTICE)
    }
    await vi.waitFor(
      () =>
        expect(events.find((e) => e.type === 'message')?.data).toMatchObject({
          safetySignals: ['asks_for_money', 'bank_account'],
        }),
      { timeout: 10_000, interval: 25 },
    )
    stop()

    // A second flagged message adds no second open report: it joins the open one, its words
    // and its signal with it (decision 049).
    await sendMessageAs(t, 'company', company.token, applicationId, 'Chat me on WhatsApp please')
    const filed = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.applicationId, applicationId))
    expect(filed).toHaveLength(1)
    expect(filed[0]).toMatchObject({
      source: 'automatic',
      reporterId: null,
      targetType: 'message',
      targetId: sent.body.data.id,
      reason: 'fees',
      signals: ['asks_for_money', 'bank_account', 'off_platform_contact'],
      status: 'open',
    })
    expect(filed[0]!.flaggedMessages.map((m) => [m.sender, m.body])).toEqual([
      ['company', FEE_ASK],
      ['company', 'Chat me on WhatsApp please'],
    ])
  })

  it('leaves ordinary messages and their chat unflagged', async () => {
    const { company, intern, applicationId } = await applied(t)
    const sent = await sendMessageAs(
      t,
      'company',
      company.token,
      applicationId,
      'Can you come for an interview on Tuesday at 10:00? The stipend is NGN 50,000 a month.',
    )
    expect(sent.body.data.safetySignals).toEqual([])
    expect((await header(intern.token, applicationId)).body.data.safetyNotice).toBeNull()
    expect(await t.database.db.select().from(reports)).toEqual([])
  })

  it('flags a phone number before an offer but not after acceptance', async () => {
    const { company, intern, applicationId } = await applied(t)
    const before = await sendMessageAs(
      t,
      'intern',
      intern.token,
      applicationId,
      'You can call me on 0803 456 7890',
    )
    expect(before.body.data.safetySignals).toEqual(['off_platform_contact'])
    const [report] = await t.database.db.select().from(reports)
    expect(report?.reason).toBe('other')

    const accepted = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/accept`,
      token: company.token,
    })
    expect(accepted.status).toBe(200)
    const after = await sendMessageAs(
      t,
      'company',
      company.token,
      applicationId,
      'Welcome! My number is 08034567890, call me at the gate on Monday.',
    )
    expect(after.body.data.safetySignals).toEqual([])
  })
})
