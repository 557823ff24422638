import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import {
  CV_REFEREES_DEFAULT,
  type CvActivity,
  type CvExperience,
  type CvLook,
  type CvProject,
  type NyscStatus,
} from '@app/domain'
import { timestamps } from './shared-columns.js'
import { internOwnerId } from './intern-columns.js'

/**
 * The CV-only fields of an intern's CV (decision 064): one row per intern, made at the first save
 * or 'Use as my CV', gone with the intern. The name, contact, education, skills and placements
 * come from the profile when the CV is drawn; the lists are bounded by the domain's limits.
 */
export const cvs = t.pgTable(
  'cvs',
  {
    internId: internOwnerId().primaryKey(),
    summary: t.text('summary').notNull().default(''),
    experience: t
      .jsonb('experience')
      .$type<CvExperience[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    projects: t
      .jsonb('projects')
      .$type<CvProject[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    activities: t
      .jsonb('activities')
      .$type<CvActivity[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    referees: t.text('referees').notNull().default(CV_REFEREES_DEFAULT),
    nyscStatus: t.text('nysc_status').$type<NyscStatus>(),
    nyscYear: t.integer('nysc_year'),
    /** Kept whether or not it is shown; printed only with `show_state_of_origin`. */
    stateOfOrigin: t.text('state_of_origin'),
    showStateOfOrigin: t.boolean('show_state_of_origin').notNull().default(false),
    showPhoto: t.boolean('show_photo').notNull().default(false),
    look: t.text('look').$type<CvLook>().notNull().default('classic'),
    /**
     * The stable URL of the PDF 'Use as my CV' stored last, a private file of the intern's; the
     * next use replaces it (and removes it when no application attached it).
     */
    generatedResumeUrl: t.text('generated_resume_url'),
    usedAt: t.timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    t.check(
      'cvs_nysc_status_known',
      sql`${table.nyscStatus} IS NULL OR ${table.nyscStatus} IN ('not-yet', 'serving', 'completed', 'exempted')`,
    ),
    t.check('cvs_look_known', sql`${table.look} IN ('classic', 'modern')`),
  ],
)
