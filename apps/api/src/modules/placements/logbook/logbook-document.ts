import { eq } from 'drizzle-orm'
import { formatDay, LOGBOOK_MESSAGES, logbookFileName, formatNigerianMobile } from '@app/domain'
import { accounts, logbookWeeks } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import { companyLetterhead, letterheadLogo } from '../../companies/letterhead.queries.js'
import { findPlacement, type PlacementViewer } from '../placement-access.queries.js'
import { internNameOf } from './logbook-links.js'
import { drawLogbook } from './logbook-pdf.js'
import { logbookOf, periodOf } from './logbook.service.js'
import type { PdfFile } from '../../../lib/pdf/pdf-reply.js'

/**
 * `GET /{users|company}/placements/{id}/logbook.pdf`: the logbook as it stands, under the
 * company's letterhead of today (a living document, unlike a letter: decision 061), dated by its
 * latest change so the same logbook is the same bytes.
 */
export async function logbookPdf(
  ctx: AppContext,
  viewer: PlacementViewer,
  id: string,
  options: { now?: Date; compress?: boolean } = {},
): Promise<PdfFile> {
  const row = await findPlacement(ctx.db, viewer, id)
  const { placement } = row
  if (placement.kind !== 'siwes')
    throw new AppError('NOT_SIWES_PLACEMENT', LOGBOOK_MESSAGES.notSiwes)
  const period = periodOf(placement)
  if (!period) throw new AppError('LOGBOOK_NOT_READY', LOGBOOK_MESSAGES.notReady)

  const stored = await ctx.db
    .select()
    .from(logbookWeeks)
    .where(eq(logbookWeeks.placementId, placement.id))
    .orderBy(logbookWeeks.weekStart)
  const [company] = await ctx.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, placement.companyId))
  const { company: letterhead } = await companyLetterhead(
    ctx.db,
    placement.companyId,
    company?.email ?? '',
  )
  const madeAt = new Date(
    Math.max(placement.updatedAt.getTime(), ...stored.map((week) => week.updatedAt.getTime())),
  )
  const internName = internNameOf(row)
  const supervisor = [
    placement.supervisorName,
    placement.supervisorPhone && formatNigerianMobile(placement.supervisorPhone),
  ]
  const bytes = await drawLogbook({
    company: letterhead,
    logo: await letterheadLogo(ctx, letterhead.logoUrl),
    madeAt,
    title: `SIWES/IT logbook: ${internName}`,
    particulars: [
      ['Student', internName],
      ['Matriculation number', placement.matricNumber ?? ''],
      ['Institution', placement.institution ?? ''],
      ['Course', placement.course ?? ''],
      ['Programme', placement.programme ?? ''],
      ['Place of attachment', `${letterhead.name} (${row.roleTitle})`],
      ['Period', `${formatDay(period.startDate)} to ${formatDay(period.endDate)}`],
      ['Industry supervisor', supervisor.filter(Boolean).join(', ')],
    ],
    weeks: logbookOf(period, stored, options.now ?? new Date()),
    ...(options.compress !== undefined && { compress: options.compress }),
  })
  return { fileName: logbookFileName(internName), bytes }
}
