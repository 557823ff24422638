import { durationInMonths, type RoleTerm } from '@app/domain'

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** What a role's chosen duration stores: '= 6 months', '= 6 years (72 months)'. */
export function formatStoredDuration(duration: number, term: RoleTerm): string {
  const months = plural(durationInMonths(duration, term), 'month')
  return term === 'month' ? `= ${months}` : `= ${plural(duration, 'year')} (${months})`
}
