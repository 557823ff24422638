import { and, eq, gt } from 'drizzle-orm'
import type { z } from 'zod'
import { CONTACT_MESSAGES, CONTACT_REPEAT_WINDOW_MS, type ContactInputSchema } from '@app/domain'
import type { Db } from '../../db/client.js'
import { contactMessages } from '../../db/schema.js'
import { AppError } from '../../lib/errors.js'

export type ContactMessage = z.output<typeof ContactInputSchema>

/** Stores a contact-form message; one per email a day (spec §8). */
export async function sendContactMessage(db: Db, input: ContactMessage, now = new Date()) {
  const since = new Date(now.getTime() - CONTACT_REPEAT_WINDOW_MS)
  const [recent] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, input.email), gt(contactMessages.createdAt, since)))
    .limit(1)
  if (recent) throw new AppError('CONTACT_ALREADY_SENT', CONTACT_MESSAGES.alreadySent)
  const [saved] = await db
    .insert(contactMessages)
    .values({ ...input, createdAt: now })
    .returning({ id: contactMessages.id })
  return saved!
}
