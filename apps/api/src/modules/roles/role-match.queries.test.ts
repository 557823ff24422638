import { eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { roleMatchFeatures } from '@app/domain'
import { roles } from '../../db/schema.js'
import { useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'
import { fillMissingMatchFeatures } from './role-match.queries.js'
import { roleSearchDocument } from './role-search.js'

const t = useTestApp()

describe('fillMissingMatchFeatures', () => {
  it('gives roles written before the match features theirs, batch after batch, and leaves the rest', async () => {
    const { account } = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    const role = (title: string, requirements: string[]) => {
      const values = {
        title,
        roleSummary: 'Keep the books of a busy shop in Kano.',
        responsibilities: ['Record sales'],
        requirements,
        location: 'Kano',
        type: 'on_site' as const,
        minimumSalary: 40_000,
        durationMonths: 6,
        term: 'month' as const,
      }
      const searchDocument = roleSearchDocument({ ...values, companyName: 'Kano Books' })
      return { companyId: account.id, ...values, searchDocument }
    }
    const written = await t.database.db
      .insert(roles)
      .values([
        role('Accounting Intern', ['Microsoft Excel', 'Basic bookkeeping']),
        role('Sales Assistant', []),
        role('Store Keeper', ['Honesty and good records']),
      ])
      .returning()
    const kept = { matchWords: ['kept'], requirementWords: [['kept']] }
    await t.database.db.update(roles).set(kept).where(eq(roles.id, written[2]!.id))

    await fillMissingMatchFeatures(t.database.db, 1)

    const stored = await t.database.db.select().from(roles)
    const byId = new Map(stored.map((row) => [row.id, row]))
    for (const row of written.slice(0, 2)) {
      expect(byId.get(row.id)).toMatchObject(roleMatchFeatures(row))
    }
    expect(byId.get(written[0]!.id)?.requirementWords).toEqual([
      ['microsoft', 'excel'],
      ['bookkeeping'],
    ])
    expect(byId.get(written[2]!.id)).toMatchObject(kept)
    expect(await t.database.db.select().from(roles).where(isNull(roles.matchWords))).toEqual([])
  })
})
