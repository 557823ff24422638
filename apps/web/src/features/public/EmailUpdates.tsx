import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'

type Notice = { kind: 'error' | 'sent'; text: string }

/** Spec §5: no server call and nothing stored; it only confirms what was typed. */
export function EmailUpdates() {
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [notice, setNotice] = useState<Notice | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    setNotice(
      value
        ? { kind: 'sent', text: `Email sent to: ${value}` }
        : { kind: 'error', text: 'Please enter an email address.' },
    )
  }

  return (
    <section aria-labelledby="updates-title" className="bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="updates-title" className="text-3xl font-bold text-brand-900">
          Get new internships in your inbox
        </h2>
        <p className="mt-3 text-slate-600">
          Be the first to hear about fresh roles, SIWES slots and NYSC placements.
        </p>
        <form
          onSubmit={submit}
          noValidate
          className="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={notice?.kind === 'error' || undefined}
            className="min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-base"
          />
          <Button type="submit">Get Started</Button>
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
