import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { SUCCESS_DIALOG_AUTO_CLOSE_MS } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'

const VerifiedIcon = () => (
  <span className="flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-accent-600">
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
      className="h-8 w-8"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="m5 13 4 4L19 7" />
    </svg>
  </span>
)

/** Shown once the code is accepted; it takes the user on to their dashboard after a moment. */
export function VerifiedDialog({ isOpen, dashboard }: { isOpen: boolean; dashboard: string }) {
  const navigate = useNavigate()

  useEffect(() => {
    if (!isOpen) return
    const timer = setTimeout(
      () => void navigate(dashboard, { replace: true }),
      SUCCESS_DIALOG_AUTO_CLOSE_MS,
    )
    return () => clearTimeout(timer)
  }, [isOpen, dashboard, navigate])

  return (
    <Dialog
      isOpen={isOpen}
      icon={<VerifiedIcon />}
      title="You're verified"
      description="Your email is confirmed and you are signed in. Taking you to your dashboard…"
    >
      <Button className="w-full" onClick={() => void navigate(dashboard, { replace: true })}>
        Go to Dashboard
      </Button>
    </Dialog>
  )
}
