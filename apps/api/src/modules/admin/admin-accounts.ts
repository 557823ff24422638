import { and, eq } from 'drizzle-orm'
import { SignInInputSchema } from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts } from '../../db/schema.js'

/**
 * Makes an admin account for the email, or finds the one there is: there is no sign-up for admins
 * (DESIGN.md §10), only this, run by an operator from the command line.
 */
export async function createAdminAccount(
  db: Db,
  rawEmail: string,
): Promise<{ id: string; email: string; created: boolean }> {
  const parsed = SignInInputSchema.safeParse({ email: rawEmail })
  if (!parsed.success) throw new Error(`Not an email address: ${JSON.stringify(rawEmail)}`)
  const { email } = parsed.data
  const [created] = await db
    .insert(accounts)
    .values({ email, kind: 'admin', policiesAcceptedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: accounts.id })
  if (created) return { id: created.id, email, created: true }
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, email), eq(accounts.kind, 'admin')))
  if (!existing) throw new Error(`Could not create an admin account for ${email}`)
  return { id: existing.id, email, created: false }
}
