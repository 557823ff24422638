import { useId } from 'react'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { BOOKING_MESSAGES, type CompanyApplication } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { bookingQueries, useSendBookingInvite } from '../../lib/interview-booking-queries'
import { paths } from '../../lib/paths'
import { formatDate } from '../../lib/screen-format'

/**
 * 'Book an interview' beside 'Schedule interview' (decision 072): invites the applicant to book
 * any free time in the company's weekly availability. Without availability it is disabled, with
 * a hint and a link to set it; once sent, it says the applicant has been invited.
 */
export function BookingInviteButton({ application }: { application: CompanyApplication }) {
  const hintId = useId()
  const query = useQuery(bookingQueries.invite(application.id))
  const send = useSendBookingInvite()
  if (query.isPending || query.isError) return null
  const { invitedAt, hasAvailability } = query.data
  if (invitedAt) {
    return (
      <p role="status" className="self-center text-sm text-slate-700">
        Invited to book on {formatDate(invitedAt)}. Waiting for{' '}
        {application.user.firstName || 'the applicant'} to choose a time.
      </p>
    )
  }
  const invite = () =>
    send.mutate(application.id, {
      onSuccess: () => toast.success(BOOKING_MESSAGES.invited),
      onError: (error) => toast.error(error.message),
    })
  return (
    <div className="flex flex-col gap-1 sm:max-w-64">
      <Button
        variant="secondary"
        onClick={invite}
        disabled={!hasAvailability || send.isPending}
        aria-describedby={hasAvailability ? undefined : hintId}
      >
        {send.isPending ? 'Sending…' : 'Book an interview'}
      </Button>
      {!hasAvailability && (
        <p id={hintId} className="text-xs text-slate-600">
          {BOOKING_MESSAGES.noAvailability}{' '}
          <Link
            to={paths.company.settings.href('interviews')}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            Set availability
          </Link>
        </p>
      )}
    </div>
  )
}
