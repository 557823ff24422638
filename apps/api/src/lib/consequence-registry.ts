import type { Db, Tx } from '../db/client.js'
import type { AppContext } from './context.js'

/**
 * What a change in one module does to the data of a module above it (decision 057): a role is
 * listed before anyone applies to it, so roles/ sits below applications/ and may not import it;
 * yet deleting a role closes its applications. The module below calls these; src/consequences.ts,
 * which may import every module, registers what they do, as background-work.ts registers jobs.
 */
export interface Consequences {
  /** A role was deleted: its open applications close, and each applicant is told. */
  roleDeleted(ctx: AppContext, tx: Tx, companyId: string, roleId: string, now: Date): Promise<void>
  /** A role's deadline changed: its undecided applications' no-response clocks start again. */
  roleDeadlineChanged(tx: Tx, roleId: string, deadline: string | null): Promise<void>
  /** How many of a company's applicants wait past the response time (its roles list says so). */
  waitingApplicants(db: Db, companyId: string): Promise<number>
  /** A company was renamed: its roles' search documents carry the new name. */
  companyRenamed(tx: Tx, companyId: string, companyName: string): Promise<void>
  /** An interview step writes a line into the application's chat, on a party's behalf. */
  chatLineWritten(
    tx: Tx,
    application: { id: string; companyId: string; internId: string },
    sender: 'company' | 'user',
    body: string,
  ): Promise<void>
}

let registered: Consequences | null = null

export function registerConsequences(consequences: Consequences): void {
  if (registered) throw new Error('The consequences are registered twice')
  registered = consequences
}

export function consequences(): Consequences {
  if (!registered) throw new Error('No consequences are registered: import src/consequences.ts')
  return registered
}
