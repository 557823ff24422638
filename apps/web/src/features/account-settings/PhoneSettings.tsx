import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  AddPhoneInputSchema,
  CHANNEL_MESSAGES,
  OTP_RESEND_COUNTDOWN_S,
  PHONE_CODE_LENGTH,
  QUIET_HOURS,
  VerifyPhoneInputSchema,
  formatNigerianMobile,
  type AccountChannels,
  type AccountChannelsPatch,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { ApiError, hasMessageForPeople } from '../../lib/api-client'
import { useCountdown } from '../../lib/use-countdown'
import {
  settingsQueries,
  useAddPhone,
  useRemovePhone,
  useSaveChannels,
  useVerifyPhone,
} from './account-settings.api'
import { ChoiceInput } from './ChoiceInput'
import { LoadFailed, SettingsCard, SettingsSection, SubmitOrCancel } from './SettingsSection'
import { useSettingsKind } from './settings-kind'

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-700 focus:ring-4 focus:ring-brand-100 focus:outline-none aria-invalid:border-red-600'

/** What the server said about `field`, or its message, or `fallback` when it said nothing for people. */
function failureAt(error: Error, field: string, fallback: string): string {
  if (error instanceof ApiError && error.errors?.[field]) return error.errors[field]
  return hasMessageForPeople(error) ? error.message : fallback
}

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`

/** One text field with its label, a line of help and its error, wired for screen readers. */
function Field({
  label,
  hint,
  error,
  input,
}: {
  label: string
  hint: string
  error: string | null
  input: (described: {
    id: string
    'aria-describedby': string
    'aria-invalid': boolean
  }) => ReactNode
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {input({
        id,
        'aria-describedby': error ? `${id}-error ${id}-hint` : `${id}-hint`,
        'aria-invalid': !!error,
      })}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** The number typed, checked with the API's own rule, then a code is texted to it. */
function AddNumberForm({ onSent, onCancel }: { onSent: () => void; onCancel?: () => void }) {
  const [phone, setPhone] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useAddPhone()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = AddPhoneInputSchema.safeParse({ phone })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null)
    setError(null)
    add.mutate(parsed.data.phone, {
      onSuccess: () => {
        toast.success(CHANNEL_MESSAGES.phoneCodeSent)
        onSent()
      },
      onError: (failure) =>
        setError(failureAt(failure, 'phone', 'The code was not sent. Try again.')),
    })
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field
        label="Mobile number"
        hint={`A Nigerian mobile number. We text it a ${PHONE_CODE_LENGTH}-digit code to confirm it is yours.`}
        error={error}
        input={(described) => (
          <input
            {...described}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="0803 123 4567"
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value)
              if (error) setError(null)
            }}
            className={`${inputClass} sm:max-w-xs`}
          />
        )}
      />
      <SubmitOrCancel
        label="Send code"
        busyLabel="Sending code…"
        isBusy={add.isPending}
        onCancel={onCancel}
      />
    </form>
  )
}

/** The code texted to the number waiting to be confirmed; a new one after the resend gap. */
function CodeForm({
  pendingPhone,
  justSent,
  onOtherNumber,
}: {
  pendingPhone: string
  justSent: boolean
  onOtherNumber: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const countdown = useCountdown(OTP_RESEND_COUNTDOWN_S, justSent)
  const verify = useVerifyPhone()
  const resend = useAddPhone()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = VerifyPhoneInputSchema.safeParse({ code })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null)
    setError(null)
    verify.mutate(parsed.data.code, {
      onSuccess: () => toast.success(CHANNEL_MESSAGES.phoneVerified),
      onError: (failure) => {
        setError(failureAt(failure, 'code', 'The code could not be checked. Try again.'))
        setCode('')
      },
    })
  }

  const sendAgain = () =>
    resend.mutate(pendingPhone, {
      onSuccess: () => {
        toast.success(CHANNEL_MESSAGES.phoneCodeSent)
        countdown.restart()
        setError(null)
        setCode('')
      },
      onError: (failure) =>
        setError(failureAt(failure, 'phone', 'A new code was not sent. Try again.')),
    })

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {CHANNEL_MESSAGES.phoneCodeSent} Number:{' '}
        <strong className="font-semibold whitespace-nowrap text-slate-900">
          {formatNigerianMobile(pendingPhone)}
        </strong>
        .
      </p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label="Code from the SMS"
          hint={`The ${PHONE_CODE_LENGTH} digits in the message.`}
          error={error}
          input={(described) => (
            <input
              {...described}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => {
                // A pasted '123 456' or 'Code: 123456' keeps its digits, as many as a code has.
                setCode(event.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH))
                if (error) setError(null)
              }}
              className={`${inputClass} max-w-[12rem] font-mono tracking-[0.3em]`}
            />
          )}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? 'Checking…' : 'Verify number'}
          </Button>
          <Button
            variant="secondary"
            onClick={sendAgain}
            disabled={countdown.isRunning || resend.isPending || verify.isPending}
          >
            {countdown.isRunning
              ? `Send a new code in ${countdown.secondsLeft} s`
              : resend.isPending
                ? 'Sending…'
                : 'Send a new code'}
          </Button>
          <Button variant="ghost" onClick={onOtherNumber}>
            Use another number
          </Button>
        </div>
      </form>
    </div>
  )
}

function RemoveNumberDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const remove = useRemovePhone()
  return (
    <Dialog
      isOpen
      role="alertdialog"
      title="Remove your number?"
      description={`We will stop texting ${formatNigerianMobile(phone)} and sending it WhatsApp messages. Notices still reach you in the app and by email.`}
      onClose={remove.isPending ? undefined : onClose}
    >
      {remove.isError && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {hasMessageForPeople(remove.error)
            ? remove.error.message
            : 'The number was not removed. Try again.'}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Keep it
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(CHANNEL_MESSAGES.phoneRemoved)
                onClose()
              },
            })
          }
        >
          {remove.isPending ? 'Removing…' : 'Remove number'}
        </Button>
      </div>
    </Dialog>
  )
}

/** The verified number, or the steps to add one: the number, then the code texted to it. */
function NumberCard({ channels }: { channels: AccountChannels }) {
  const [isAdding, setIsAdding] = useState(false)
  const [justSent, setJustSent] = useState(false)
  const [isRemoving, setIsRemoving] = useState(false)
  const { phone, pendingPhone } = channels
  const verified = channels.phoneVerified ? phone : null
  const showsCode = pendingPhone !== null && !isAdding
  const showsAdd = !showsCode && (isAdding || verified === null)
  return (
    <SettingsCard title="Your mobile number">
      {verified && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold whitespace-nowrap text-slate-900">
              {formatNigerianMobile(verified)}
            </span>
            <span className="inline-flex items-center rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200 ring-inset">
              Verified
            </span>
          </p>
          {!showsAdd && !showsCode && (
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" onClick={() => setIsAdding(true)}>
                Change number
              </Button>
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                onClick={() => setIsRemoving(true)}
              >
                Remove number
              </Button>
            </div>
          )}
        </div>
      )}
      {showsCode && (
        <CodeForm
          key={pendingPhone}
          pendingPhone={pendingPhone}
          justSent={justSent}
          onOtherNumber={() => setIsAdding(true)}
        />
      )}
      {showsAdd && (
        <AddNumberForm
          onSent={() => {
            setJustSent(true)
            setIsAdding(false)
          }}
          onCancel={verified || pendingPhone ? () => setIsAdding(false) : undefined}
        />
      )}
      {isRemoving && verified && (
        <RemoveNumberDialog phone={verified} onClose={() => setIsRemoving(false)} />
      )}
    </SettingsCard>
  )
}

type Choice = keyof AccountChannelsPatch

/** Where the notices go; each switch is saved as it is turned, once the number is verified. */
function ChannelSwitches({ channels }: { channels: AccountChannels }) {
  const save = useSaveChannels()
  const { phone: words } = useSettingsKind()
  const needsId = useId()
  const isOff = !channels.phoneVerified
  const switches: { name: Choice; label: string; hint: string }[] = [
    {
      name: 'sms',
      label: 'Important notices by SMS',
      hint: 'Interviews, decisions, letters and account safety.',
    },
    {
      name: 'whatsapp',
      label: 'Use WhatsApp instead of SMS',
      hint: 'If a WhatsApp message does not arrive, it comes by SMS.',
    },
    ...(words.hasJobAlerts
      ? [
          {
            name: 'jobAlerts' as const,
            label: 'Job alerts on my phone',
            hint: `New roles that match your alerts, never by SMS between ${hour(QUIET_HOURS.from)} and ${hour(QUIET_HOURS.until)}.`,
          },
        ]
      : []),
  ]
  // While a change is on its way, its switch already shows where it is going.
  const shown = (name: Choice) =>
    save.variables?.[name] !== undefined && save.isPending ? save.variables[name] : channels[name]
  const turn = (name: Choice, on: boolean) =>
    save.mutate(
      { [name]: on },
      {
        onSuccess: () => toast.success(CHANNEL_MESSAGES.channelsSaved),
        onError: (failure) =>
          toast.error(
            hasMessageForPeople(failure)
              ? failure.message
              : 'Your choice was not saved. Try again.',
          ),
      },
    )
  return (
    <SettingsCard
      title="Messages on your phone"
      description={
        isOff ? (
          <span id={needsId} className="font-medium text-amber-900">
            {CHANNEL_MESSAGES.needsVerifiedPhone}
          </span>
        ) : (
          'Notices always reach you in the app too, and by email as you chose under Notifications.'
        )
      }
    >
      {switches.map((choice) => (
        <ChoiceInput
          key={choice.name}
          type="checkbox"
          role="switch"
          label={choice.label}
          hint={choice.hint}
          checked={shown(choice.name)}
          disabled={isOff || save.isPending}
          aria-describedby={isOff ? needsId : undefined}
          className={isOff ? 'cursor-not-allowed opacity-60 hover:bg-transparent' : ''}
          onChange={(event) => turn(choice.name, event.target.checked)}
        />
      ))}
    </SettingsCard>
  )
}

/** What comes to the phone, when, how to answer it, and the USSD code for phones without data. */
function HowItWorks({ ussdCode }: { ussdCode: string | null }) {
  const { phone: words } = useSettingsKind()
  const replies = [
    { word: 'STOP', does: 'stops messages on that channel at once; START turns them back on.' },
    ...words.replies,
  ]
  return (
    <SettingsCard title="What comes to your phone">
      <p className="text-sm text-slate-700">
        Important notices come at any time: {words.notices} Alerts and digests never come by SMS
        between {hour(QUIET_HOURS.from)} and {hour(QUIET_HOURS.until)} Lagos time; they wait for the
        morning.
      </p>
      <div>
        <h3 className="text-sm font-semibold text-brand-900">Answering from your phone</h3>
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {replies.map((reply) => (
            <li key={reply.word}>
              Reply <strong className="font-semibold text-slate-900">{reply.word}</strong>{' '}
              {reply.does}
            </li>
          ))}
        </ul>
      </div>
      {ussdCode && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          No data? Dial{' '}
          <strong className="font-mono text-base font-semibold whitespace-nowrap text-brand-900">
            {ussdCode}
          </strong>{' '}
          {words.ussd}
        </p>
      )}
    </SettingsCard>
  )
}

/** /…/settings/phone: the verified number, the phone channels, and how they work (issue 28). */
export function PhoneSettings() {
  const channels = useQuery(settingsQueries.channels())
  return (
    <SettingsSection
      title="Phone and messages"
      description="Important notices by SMS or WhatsApp, and answers from your phone."
    >
      {channels.isPending && (
        <div aria-busy="true" className="space-y-4">
          <p role="status" className="sr-only">
            Loading your phone settings…
          </p>
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      )}
      {channels.isError && (
        <LoadFailed
          message={
            hasMessageForPeople(channels.error)
              ? `Failed to load your phone settings: ${channels.error.message}`
              : 'Failed to load your phone settings.'
          }
          onRetry={() => void channels.refetch()}
        />
      )}
      {channels.data && (
        <div className="space-y-4">
          <NumberCard channels={channels.data} />
          <ChannelSwitches channels={channels.data} />
          <HowItWorks ussdCode={channels.data.ussdCode} />
        </div>
      )}
    </SettingsSection>
  )
}
