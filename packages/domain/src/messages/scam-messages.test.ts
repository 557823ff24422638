import { describe, expect, it } from 'vitest'
import { SCAM_MESSAGES } from './scam-messages.fixtures.js'
import { asksForMoney } from './scam-signals.rules.js'

// The domain compiles without Node's or the DOM's types; vitest runs it under Node.
declare const console: { log: (line: string) => void }

/** The fee-request rule over the labelled set (issue 31, decision 068). */
describe('asksForMoney over the labelled messages', () => {
  const scams = SCAM_MESSAGES.filter((m) => m.scam)
  const genuine = SCAM_MESSAGES.filter((m) => !m.scam)
  const missed = scams.filter((m) => !asksForMoney(m.text))
  const falsePositives = genuine.filter((m) => asksForMoney(m.text))
  const recall = (scams.length - missed.length) / scams.length

  it('holds at least 200 messages of both kinds', () => {
    expect(SCAM_MESSAGES.length).toBeGreaterThanOrEqual(200)
    expect(scams.length).toBeGreaterThanOrEqual(80)
    expect(genuine.length).toBeGreaterThanOrEqual(80)
    expect(new Set(SCAM_MESSAGES.map((m) => m.text)).size).toBe(SCAM_MESSAGES.length)
  })

  it('flags at least 95 % of the scam messages and no genuine one', () => {
    console.log(
      `Scam check on ${SCAM_MESSAGES.length} labelled messages: recall ${(recall * 100).toFixed(1)} % (${scams.length - missed.length}/${scams.length}), false positives ${falsePositives.length}/${genuine.length}`,
    )
    expect(recall, `missed:\n${missed.map((m) => m.text).join('\n')}`).toBeGreaterThanOrEqual(0.95)
    expect(falsePositives.map((m) => m.text)).toEqual([])
  })
})
