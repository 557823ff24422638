import { z } from 'zod'
import { DECISION_TIMES_MAX_ROLES, DECISION_TIMES_MESSAGES } from './decision-times.rules.js'

const isRoleId = (id: string) => z.uuid().safeParse(id).success

/** `GET /company/decision-times?roleIds=a,b`: the company's roles to measure (decision 071). */
export const DecisionTimesQuerySchema = z.object({
  roleIds: z
    .string({ message: DECISION_TIMES_MESSAGES.roleIds })
    .transform((ids) => [...new Set(ids.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.string())
        .min(1, DECISION_TIMES_MESSAGES.roleIds)
        .max(DECISION_TIMES_MAX_ROLES, DECISION_TIMES_MESSAGES.roleIds)
        // Checked as a whole, so the message is the field's, not one id's.
        .refine((ids) => ids.every(isRoleId), DECISION_TIMES_MESSAGES.roleIds),
    ),
})
export type DecisionTimesQuery = z.input<typeof DecisionTimesQuerySchema>

/**
 * One role's share: of `counted` applications (received in the window and either decided, or
 * undecided past the days allowed), `decidedInTime` were accepted or rejected within them.
 */
export const RoleDecisionTimeSchema = z.object({
  roleId: z.uuid(),
  counted: z.number().int(),
  decidedInTime: z.number().int(),
  /** Whole percent, rounded down; null when nothing is counted. */
  percent: z.number().int().nullable(),
})
export type RoleDecisionTime = z.infer<typeof RoleDecisionTimeSchema>

/** The company's roles asked for (others' and unknown ids are left out), with the rule's terms. */
export const DecisionTimesSchema = z.object({
  windowDays: z.number().int(),
  withinDays: z.number().int(),
  targetPercent: z.number().int(),
  roles: z.array(RoleDecisionTimeSchema),
})
export type DecisionTimes = z.infer<typeof DecisionTimesSchema>
