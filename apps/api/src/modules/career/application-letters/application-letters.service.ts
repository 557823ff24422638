import { and, count, desc, eq } from 'drizzle-orm'
import {
  APPLICATION_LETTER_MESSAGES,
  APPLICATION_LETTERS_MAX,
  applicationLetterFileName,
  draftApplicationLetter,
  formatNigerianMobile,
  toNigerianMobile,
  writerName,
  type ApplicationLetter,
  type ApplicationLetterList,
  type ApplicationLetterSummary,
  type ApplicationLetterValues,
  type InternMe,
  type LetterWriter,
  type ApplicationLetterEditSchema,
} from '@app/domain'
import type { z } from 'zod'
import { applicationLetters, interns } from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import { isUuid } from '../../../lib/ids.js'
import type { PdfFile } from '../../../lib/pdf/pdf-reply.js'
import { getInternProfile } from '../../interns/interns.queries.js'
import { newestMatricNumberOf } from '../../placements/placement-access.queries.js'
import { roleForLetter } from '../../roles/role-company-details.queries.js'
import { drawApplicationLetter } from './application-letter-pdf.js'

type StoredLetter = typeof applicationLetters.$inferSelect
type LetterEdit = z.output<typeof ApplicationLetterEditSchema>

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: { [field]: message } })

/** '+234 803 123 4567' for a Nigerian mobile; another number as it was typed. */
export function phoneForLetter(me: Pick<InternMe, 'countryCode' | 'phoneNumber'>) {
  if (!me.phoneNumber) return null
  const typed = `${me.countryCode ?? ''}${me.phoneNumber}`
  const mobile = toNigerianMobile(typed)
  return mobile ? formatNigerianMobile(mobile) : [me.countryCode, me.phoneNumber].join(' ').trim()
}

/** The profile fields a letter is written from, and nothing else of the profile. */
export const writerOf = (me: InternMe): LetterWriter => ({
  firstName: me.firstName,
  lastName: me.lastName,
  otherName: me.otherName,
  fieldOfStudy: me.fieldOfStudy,
  institutionName: me.institutionName,
  yearOfEntry: me.yearOfEntry,
  yearOfGraduation: me.yearOfGraduation,
  isPostgraduate: me.isPostgraduate,
  skills: me.skills,
  email: me.email,
  phone: phoneForLetter(me),
})

const summaryOf = (row: StoredLetter): ApplicationLetterSummary => ({
  id: row.id,
  kind: row.kind,
  companyName: row.companyName,
  roleId: row.roleId,
  roleTitle: row.roleTitle,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

const letterOf = (row: StoredLetter): ApplicationLetter => ({
  ...summaryOf(row),
  companyAddress: row.companyAddress,
  programme: row.programme,
  durationWeeks: row.durationWeeks,
  durationMonths: row.durationMonths,
  startDate: row.startDate,
  body: row.body,
})

/** The role the letter answers, if one was chosen: one the intern may see, else a clear 400. */
async function chosenRole(ctx: AppContext, internId: string, roleId: string | undefined) {
  if (!roleId) return null
  const role = await roleForLetter(ctx, internId, roleId)
  if (!role) throw invalid('roleId', APPLICATION_LETTER_MESSAGES.roleNotFound)
  return role
}

/**
 * Writes a new letter from the intern's profile and, when one is chosen, the role and its
 * company (decision 065). What the intern typed wins over what the role says; a SIWES/IT role
 * gives its weeks. The letter is stored, for the intern to edit and download.
 */
export async function createApplicationLetter(
  ctx: AppContext,
  intern: Actor,
  input: ApplicationLetterValues,
): Promise<ApplicationLetter> {
  const role = await chosenRole(ctx, intern.id, input.roleId)
  const me = await getInternProfile(ctx.db, intern.id)
  const isSiwes = input.kind === 'siwes-request'
  const durationWeeks =
    input.durationWeeks ??
    (input.durationMonths === undefined && isSiwes ? role?.siwesWeeks : undefined) ??
    null
  const durationMonths = input.durationMonths ?? null
  if (isSiwes && durationWeeks === null && durationMonths === null) {
    throw invalid('durationWeeks', APPLICATION_LETTER_MESSAGES.durationMissing)
  }
  const purpose = {
    kind: input.kind,
    companyName: input.companyName ?? role?.companyName ?? '',
    roleTitle: role?.title ?? null,
    programme: isSiwes ? (input.programme ?? 'siwes') : null,
    durationWeeks: isSiwes ? durationWeeks : null,
    durationMonths: isSiwes ? durationMonths : null,
    startDate: isSiwes ? (input.startDate ?? null) : null,
    matricNumber: input.matricNumber ?? (await newestMatricNumberOf(ctx.db, intern.id)),
    level: input.level ?? null,
  }
  const draft = draftApplicationLetter(writerOf(me), purpose)

  const saved = await ctx.db.transaction(async (tx) => {
    // The intern's row, locked, settles two letters written at once against the cap.
    await tx
      .select({ id: interns.accountId })
      .from(interns)
      .where(eq(interns.accountId, intern.id))
      .for('update')
    const [kept] = await tx
      .select({ n: count() })
      .from(applicationLetters)
      .where(eq(applicationLetters.internId, intern.id))
    if ((kept?.n ?? 0) >= APPLICATION_LETTERS_MAX) {
      throw new AppError('APPLICATION_LETTERS_FULL', APPLICATION_LETTER_MESSAGES.full)
    }
    const [row] = await tx
      .insert(applicationLetters)
      .values({
        internId: intern.id,
        kind: purpose.kind,
        roleId: role?.id ?? null,
        roleTitle: role?.title ?? null,
        companyName: purpose.companyName,
        companyAddress: input.companyAddress ?? role?.companyAddress ?? '',
        programme: purpose.programme,
        durationWeeks: purpose.durationWeeks,
        durationMonths: purpose.durationMonths,
        startDate: purpose.startDate,
        subject: draft.subject,
        body: draft.body,
      })
      .returning()
    return row
  })
  if (!saved) throw new Error('The letter was not stored')
  return letterOf(saved)
}

/** The intern's letters, newest first: all of them, as there are at most APPLICATION_LETTERS_MAX. */
export async function listApplicationLetters(
  ctx: AppContext,
  intern: Actor,
): Promise<ApplicationLetterList> {
  const rows = await ctx.db
    .select()
    .from(applicationLetters)
    .where(eq(applicationLetters.internId, intern.id))
    .orderBy(desc(applicationLetters.createdAt), desc(applicationLetters.id))
    .limit(APPLICATION_LETTERS_MAX)
  return { docs: rows.map(summaryOf), max: APPLICATION_LETTERS_MAX }
}

const ownLetter = (internId: string, id: string) =>
  and(eq(applicationLetters.id, id), eq(applicationLetters.internId, internId))

/** One of the intern's letters; another's, or none, is not found. */
export async function findApplicationLetter(
  ctx: AppContext,
  intern: Actor,
  id: string,
): Promise<StoredLetter> {
  const [row] = isUuid(id)
    ? await ctx.db.select().from(applicationLetters).where(ownLetter(intern.id, id))
    : []
  if (!row) throw notFound(APPLICATION_LETTER_MESSAGES.notFound)
  return row
}

export async function getApplicationLetter(ctx: AppContext, intern: Actor, id: string) {
  return letterOf(await findApplicationLetter(ctx, intern, id))
}

/** Saves the intern's edits: the words, the subject and whom it is addressed to. */
export async function editApplicationLetter(
  ctx: AppContext,
  intern: Actor,
  id: string,
  edit: LetterEdit,
): Promise<ApplicationLetter> {
  const [row] = isUuid(id)
    ? await ctx.db
        .update(applicationLetters)
        .set({ ...edit, updatedAt: new Date() })
        .where(ownLetter(intern.id, id))
        .returning()
    : []
  if (!row) throw notFound(APPLICATION_LETTER_MESSAGES.notFound)
  return letterOf(row)
}

export async function deleteApplicationLetter(ctx: AppContext, intern: Actor, id: string) {
  const [row] = isUuid(id)
    ? await ctx.db
        .delete(applicationLetters)
        .where(ownLetter(intern.id, id))
        .returning({ id: applicationLetters.id })
    : []
  if (!row) throw notFound(APPLICATION_LETTER_MESSAGES.notFound)
}

/** The letter as a PDF, dated the day it is downloaded, with the intern's address as it is now. */
export async function applicationLetterPdf(
  ctx: AppContext,
  intern: Actor,
  id: string,
  now = new Date(),
): Promise<PdfFile> {
  const letter = await findApplicationLetter(ctx, intern, id)
  const me = await getInternProfile(ctx.db, intern.id)
  const bytes = await drawApplicationLetter({
    writer: {
      name: writerName(me),
      address: me.address?.trim() || null,
      phone: phoneForLetter(me),
      email: me.email,
    },
    companyName: letter.companyName,
    companyAddress: letter.companyAddress,
    subject: letter.subject,
    body: letter.body,
    date: now,
  })
  return { fileName: applicationLetterFileName(letter.kind, letter.companyName), bytes }
}
