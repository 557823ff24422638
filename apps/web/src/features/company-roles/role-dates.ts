/** '12 Jan 2027' for a calendar day ('YYYY-MM-DD…'), read as that day wherever the viewer is. */
export function formatCalendarDay(value: string): string {
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return value
  return day.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
