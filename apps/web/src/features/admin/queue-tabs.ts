import type { ReportStatus } from '@app/domain'

/** The tabs of the queues that are worked through: reports and contact messages. */
export const QUEUE_TABS: { id: ReportStatus; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'handled', label: 'Handled' },
]
