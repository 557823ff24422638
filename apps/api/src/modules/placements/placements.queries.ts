import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.js'

/**
 * Makes the placement of an application just accepted, in the acceptance's transaction (decision
 * 059). A write another module calls: placements/ sits below applications/, so the acceptance
 * reaches down here rather than this module reaching up. The facts (the role's kind and SIWES
 * weeks, the applicant's school and course as they applied) are read from the rows, as migration
 * 0030 read them for the applications accepted before. Accepted twice, it stays one placement.
 */
export async function createPlacement(tx: Tx, applicationId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO placements (application_id, company_id, intern_id, kind, weeks_total, institution, course)
    SELECT a.id, r.company_id, a.intern_id, r.placement_type,
      CASE WHEN r.placement_type = 'siwes' THEN r.siwes_weeks END,
      CASE WHEN r.placement_type = 'siwes' THEN nullif(trim(a.applicant_snapshot->>'institutionName'), '') END,
      CASE WHEN r.placement_type = 'siwes' THEN nullif(trim(a.applicant_snapshot->>'fieldOfStudy'), '') END
    FROM applications a
    JOIN roles r ON r.id = a.role_id
    WHERE a.id = ${applicationId} AND a.status = 'accepted' AND a.intern_id IS NOT NULL
    ON CONFLICT (application_id) DO NOTHING`)
}
