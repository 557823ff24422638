import { useRef, useState, type FormEvent } from 'react'
import { ACCOUNT_MESSAGES, OTP_LENGTH, type AccountChangeInput } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { OtpInput, type OtpInputHandle } from '../../components/ui/OtpInput'
import { toast } from '../../components/ui/toast'
import { useConfirmChange, useRequestChange } from './account-settings.api'

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '')

interface ConfirmChangeDialogProps {
  challengeId: string
  change: AccountChangeInput
  onCancel: () => void
  onConfirmed: () => void
}

/** The 4-digit code mailed for a change; the change is made only when it checks out. */
export function ConfirmChangeDialog({
  challengeId,
  change,
  onCancel,
  onConfirmed,
}: ConfirmChangeDialogProps) {
  const [id, setId] = useState(challengeId)
  const [digits, setDigits] = useState(emptyCode)
  const [error, setError] = useState<string | null>(null)
  const boxes = useRef<OtpInputHandle>(null)
  const confirm = useConfirmChange()
  const resend = useRequestChange()
  const sentTo = change.field === 'email' ? change.value : 'your email'

  const verify = (event: FormEvent) => {
    event.preventDefault()
    const otp = digits.join('')
    if (otp.length !== OTP_LENGTH) {
      setError(ACCOUNT_MESSAGES.otpIncomplete)
      boxes.current?.focus(otp.length)
      return
    }
    setError(null)
    confirm.mutate(
      { id, otp },
      {
        onSuccess: onConfirmed,
        onError: (failure) => {
          setError(failure.message)
          setDigits(emptyCode())
          boxes.current?.focus(0)
        },
      },
    )
  }
  const sendNewCode = () =>
    resend.mutate(change, {
      onSuccess: ({ id: nextId }) => {
        setId(nextId)
        setDigits(emptyCode())
        setError(null)
        toast.success('New verification code sent!')
      },
      onError: (failure) => setError(failure.message),
    })

  const isBusy = confirm.isPending || resend.isPending
  return (
    <Dialog
      isOpen
      title="Enter verification code"
      description={`Enter the 4-digit verification code sent to ${sentTo}.`}
      onClose={isBusy ? undefined : onCancel}
    >
      <form noValidate onSubmit={verify} className="space-y-4">
        <OtpInput
          ref={boxes}
          value={digits}
          onChange={(next) => {
            setDigits(next)
            if (error) setError(null)
          }}
          readOnly={confirm.isPending}
          isInvalid={!!error}
          describedBy={error ? 'change-code-error' : undefined}
        />
        {error && (
          <p id="change-code-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy}>
            {confirm.isPending ? 'Verifying...' : 'Verify'}
          </Button>
        </div>
        <button
          type="button"
          onClick={sendNewCode}
          disabled={isBusy}
          className="min-h-11 text-sm font-semibold text-brand-700 hover:underline disabled:text-slate-400"
        >
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </button>
      </form>
    </Dialog>
  )
}
