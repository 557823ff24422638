import { z } from 'zod'
import { PROFILE_COACH_TIP_IDS } from './profile-coach-words.js'

/** One item of the coach's checklist: what to do, in plain words, and whether it is done. */
export const ProfileCoachTipSchema = z.object({
  id: z.enum(PROFILE_COACH_TIP_IDS),
  text: z.string(),
  done: z.boolean(),
})
export type ProfileCoachTip = z.infer<typeof ProfileCoachTipSchema>

/**
 * `GET /users/profile-coach` (DESIGN §11): the profile's score, 0–100, and the checklist, what
 * raises the score most first and the items already done last.
 */
export const ProfileCoachSchema = z.object({
  score: z.number().int().min(0).max(100),
  tips: z.array(ProfileCoachTipSchema),
})
export type ProfileCoach = z.infer<typeof ProfileCoachSchema>
