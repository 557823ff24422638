import { sql } from 'drizzle-orm'
import { applications, interviews } from '../../../db/schema.js'

/**
 * When the latest time an application's interviews still hold ends: the chosen time of a scheduled
 * interview, the last proposed time of one waiting for an answer (proposed, or other times asked);
 * null when none holds one (none, or all cancelled). Correlated with the outer query's
 * `applications` row. The no-response rule counts such an interview as the company's answer
 * (decision 046).
 */
export const latestInterviewEnd = sql<Date | null>`(
  select max(case
    when ${interviews.status} = 'scheduled'
      then ${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes})
    else (
      select max((slot ->> 'startsAt')::timestamptz + make_interval(mins => (slot ->> 'durationMinutes')::int))
      from jsonb_array_elements(${interviews.slots}) as slots(slot)
    )
  end)
  from ${interviews}
  where ${interviews.applicationId} = ${applications.id}
    and ${interviews.status} in ('proposed', 'other_times_requested', 'scheduled')
)`
