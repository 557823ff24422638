import { and, eq, isNotNull } from 'drizzle-orm'
import { REPORT_MESSAGES } from '@app/domain'
import { departedAccounts } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { recordAdminAction, type AdminActor } from './audit-log.js'

/** The operator lifts a deleted account's sign-up block (decision 049), with an audit line. */
export async function allowSignUpAgain(
  ctx: AppContext,
  admin: AdminActor,
  input: { departedId: string; note?: string | undefined },
) {
  if (!isUuid(input.departedId)) throw notFound(REPORT_MESSAGES.departedNotFound)
  return ctx.db.transaction(async (tx) => {
    const [lifted] = await tx
      .update(departedAccounts)
      .set({ signUpBlockedAt: null, signUpBlockReason: null })
      .where(
        and(eq(departedAccounts.id, input.departedId), isNotNull(departedAccounts.signUpBlockedAt)),
      )
      .returning({ id: departedAccounts.id })
    if (!lifted) {
      const [exists] = await tx
        .select({ id: departedAccounts.id })
        .from(departedAccounts)
        .where(eq(departedAccounts.id, input.departedId))
      if (exists) throw new AppError('ALREADY_DONE', REPORT_MESSAGES.signUpNotBlocked)
      throw notFound(REPORT_MESSAGES.departedNotFound)
    }
    await recordAdminAction(tx, admin, {
      action: 'account.allow_sign_up',
      targetType: 'account',
      targetId: lifted.id,
      reason: input.note ?? null,
    })
    return { id: lifted.id, signUpBlocked: false as const }
  })
}
