import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client'
import { internQueries } from '../../lib/account-queries'

const coachAnswer = () => import('./profile-coach-answers').then((s) => s.ProfileCoachSchema)

/**
 * The intern's profile coach (decision 067). Its key sits under the intern's own ('intern'), so
 * every save of the profile, which refreshes that root, refreshes the coach too.
 */
export const profileCoachQueries = {
  coach: () =>
    queryOptions({
      queryKey: [...internQueries.all, 'profile-coach'] as const,
      queryFn: ({ signal }) => api('/users/profile-coach', { data: coachAnswer, signal }),
    }),
}
