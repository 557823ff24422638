import { describe, expect, it } from 'vitest'
import { RejectInputSchema } from './pipeline.schemas.js'

describe('RejectInputSchema', () => {
  it('takes no reason, a reason, or a reason with a note; a note alone needs a reason', () => {
    expect(RejectInputSchema.safeParse({}).success).toBe(true)
    expect(RejectInputSchema.parse({ reason: 'other', note: '  ' })).toEqual({ reason: 'other' })
    expect(RejectInputSchema.safeParse({ note: 'Sorry' }).success).toBe(false)
  })
})
