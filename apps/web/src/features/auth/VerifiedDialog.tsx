import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { SUCCESS_DIALOG_AUTO_CLOSE_MS } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { SuccessTick } from '../../components/ui/SuccessTick'

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
      icon={<SuccessTick />}
      title="You're verified"
      description="Your email is confirmed and you are signed in. Taking you to your dashboard…"
    >
      <Button className="w-full" onClick={() => void navigate(dashboard, { replace: true })}>
        Go to Dashboard
      </Button>
    </Dialog>
  )
}
