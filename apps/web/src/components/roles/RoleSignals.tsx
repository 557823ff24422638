import { roleState, type RoleStateFacts } from '@app/domain'
import { PaysOnTime } from './PaysOnTime'
import { PlacesLeft } from './PlacesLeft'
import { RoleFreshness } from './RoleFreshness'
import { DeadlineLabel, ResponseTime } from './RoleTimes'

/**
 * What a role's own page says under its title, for visitors and interns alike: its deadline,
 * the places left, how fast the company answers, whether it pays on time, and how fresh it is.
 */
export function RoleSignals({
  role,
}: {
  role: RoleStateFacts & {
    placesLeft: number | null
    postedAt: string
    activelyReviewing: boolean
    company: { medianResponseDays: number | null; paysOnTime: boolean | null }
  }
}) {
  return (
    <>
      <DeadlineLabel deadline={role.applicationDeadline} state={roleState(role)} className="mt-1" />
      <PlacesLeft placesLeft={role.placesLeft} className="mt-1" />
      <ResponseTime days={role.company.medianResponseDays} className="mt-1" />
      <PaysOnTime paysOnTime={role.company.paysOnTime} className="mt-1" />
      <RoleFreshness role={role} className="mt-2" />
    </>
  )
}
