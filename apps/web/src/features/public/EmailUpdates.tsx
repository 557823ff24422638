import { useId, useState, type FormEvent } from 'react'
import { HOME_PAGE, subscribedNotice } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { hasMessageForPeople } from '../../lib/api-client'
import { useSubscribe } from './subscriptions.api'

type Notice = { kind: 'error' | 'sent'; text: string }

const { updates } = HOME_PAGE

/**
 * The home page's email box: a weekly mail of new roles, after the address confirms it from the
 * link we mail (double opt-in, decision 025).
 */
export function EmailUpdates() {
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [notice, setNotice] = useState<Notice | null>(null)
  const subscribe = useSubscribe()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim()) {
      setNotice({ kind: 'error', text: updates.emailRequired })
      return
    }
    // Loaded when someone subscribes: zod is not part of the home page's first load (decision 032).
    const { SubscriptionInputSchema } = await import('./subscription-schema')
    const parsed = SubscriptionInputSchema.safeParse({ email })
    if (!parsed.success) {
      const text = parsed.error.issues[0]?.message ?? 'Invalid email address'
      setNotice({ kind: 'error', text })
      return
    }
    setNotice(null)
    subscribe.mutate(parsed.data.email, {
      onSuccess: () => setNotice({ kind: 'sent', text: subscribedNotice(parsed.data.email) }),
      onError: (error) =>
        setNotice({
          kind: 'error',
          text: hasMessageForPeople(error) ? error.message : updates.failed,
        }),
    })
  }

  return (
    <section aria-labelledby="updates-title" className="bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="updates-title" className="text-3xl font-bold text-brand-900">
          {updates.heading}
        </h2>
        <p className="mt-3 text-slate-600">{updates.text}</p>
        <form
          method="post"
          action={updates.action}
          onSubmit={submit}
          noValidate
          className="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={inputId} className="sr-only">
            {updates.label}
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            name="email"
            placeholder={updates.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={notice?.kind === 'error' || undefined}
            className="min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-base"
          />
          <Button type="submit" disabled={subscribe.isPending}>
            {subscribe.isPending ? updates.sending : updates.submit}
          </Button>
        </form>
        <p
          role="status"
          className={`mt-3 min-h-6 text-sm ${notice?.kind === 'error' ? 'text-red-700' : 'text-green-700'}`}
        >
          {notice?.text}
        </p>
      </div>
    </section>
  )
}
