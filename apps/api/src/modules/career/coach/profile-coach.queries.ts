import { profileCoach, type ProfileCoach } from '@app/domain'
import type { Actor, AppContext } from '../../../lib/context.js'
import { getInternProfile } from '../../interns/interns.queries.js'
import { skillDemandFor } from './skill-demand.js'

/**
 * The signed-in intern's profile coach (decision 067): their profile as it is stored, against
 * what open roles of their preferred industry ask for. Two reads, neither growing with the site.
 */
export async function getProfileCoach(ctx: AppContext, actor: Actor): Promise<ProfileCoach> {
  const intern = await getInternProfile(ctx.db, actor.id)
  const demand = await skillDemandFor(ctx.db, intern.preferredIndustry)
  const mediaUrls = [
    intern.media1Url,
    intern.media2Url,
    intern.media3Url,
    intern.media4Url,
    intern.media5Url,
  ].filter((url): url is string => url !== null)
  return profileCoach({ ...intern, mediaUrls }, demand)
}
