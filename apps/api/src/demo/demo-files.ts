import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { AppContext } from '../lib/context.js'
import { uploadFile } from '../modules/files/files.service.js'
import { applications, companies, interns } from '../db/schema.js'
import { DEMO_COMPANIES } from './demo-companies.js'
import { DEMO_INTERNS } from './demo-interns.js'
import { initialsSvg } from './demo-images.js'
import { textPdf } from './demo-pdf.js'
import { idOf, type DemoIds } from './demo-rows.js'

const store = async (ctx: AppContext, ownerId: string, buffer: Buffer, name: string) =>
  (await uploadFile(ctx, ownerId, { buffer, originalName: name })).answer.fileUrl

/**
 * Stores the demo accounts' logos, photos, resumes and CAC certificates as real files through the
 * files service, so every link in the demo data opens like an uploaded one.
 */
export async function attachDemoFiles(ctx: AppContext, ids: DemoIds): Promise<void> {
  for (const company of DEMO_COMPANIES) {
    const id = idOf(ids.companies, company.key)
    const logoUrl = await store(ctx, id, initialsSvg(company.companyName), 'logo.svg')
    await ctx.db.update(companies).set({ logoUrl }).where(eq(companies.accountId, id))
    if (company.verification === 'none') continue
    const certificate = textPdf([
      'Corporate Affairs Commission - Certificate of Incorporation',
      company.companyName,
      `${company.address}, ${company.city}, ${company.state}`,
      `Incorporated ${company.establishedDate}`,
    ])
    const s3Url = await store(ctx, id, certificate, 'cac-certificate.pdf')
    await ctx.db
      .update(companies)
      .set({
        verificationDocument: { type: 'CAC_Document', fileName: 'cac-certificate.pdf', s3Url },
      })
      .where(and(eq(companies.accountId, id), isNotNull(companies.verificationDocument)))
  }

  for (const intern of DEMO_INTERNS) {
    if (!intern.profile) continue
    const id = idOf(ids.interns, intern.key)
    const { firstName, lastName, institutionName, fieldOfStudy, bio } = intern.profile
    const name = `${firstName} ${lastName}`
    const profileImageUrl = await store(ctx, id, initialsSvg(name), 'photo.svg')
    const resume = textPdf([
      name,
      intern.email,
      `${fieldOfStudy}, ${institutionName}`,
      bio,
      `Skills: ${intern.profile.skills.join(', ')}`,
    ])
    const resumeUrl = await store(ctx, id, resume, `${firstName}-${lastName}-CV.pdf`)
    await ctx.db
      .update(interns)
      .set({ profileImageUrl, resumeUrl })
      .where(eq(interns.accountId, id))
    await ctx.db
      .update(applications)
      .set({
        resumeUrl,
        applicantSnapshot: sql`jsonb_set(${applications.applicantSnapshot}, '{profileImageUrl}', to_jsonb(${profileImageUrl}::text))`,
      })
      .where(eq(applications.internId, id))
  }
}
