import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { ALERT_MESSAGES } from '@app/domain'
import { Button, buttonClass } from '../../components/ui/Button'
import { hasMessageForPeople } from '../../lib/api-client'
import { paths } from '../../lib/paths'
import { useConfirmSubscription, useUnsubscribe } from './subscriptions.api'

interface MailLinkAction {
  title: string
  /** The heading once the click has worked. */
  doneTitle: string
  text: string
  button: string
  done: string
  run: (query: URLSearchParams) => Promise<unknown> | null
}

/**
 * A page a mailed link opens, without signing in. It acts on one click of its button, not on
 * load, so a mail scanner that opens links neither unsubscribes nor confirms anyone.
 */
function MailLinkPage({ action }: { action: MailLinkAction }) {
  const location = useLocation()
  const [query] = useState(() => new URLSearchParams(location.search))
  const [state, setState] = useState<'ready' | 'working' | 'done' | { error: string }>('ready')

  const act = () => {
    const pending = action.run(query)
    if (!pending) return setState({ error: ALERT_MESSAGES.linkInvalid })
    setState('working')
    pending.then(
      () => setState('done'),
      (error: unknown) =>
        setState({
          error: hasMessageForPeople(error) ? error.message : 'Something went wrong. Try again.',
        }),
    )
  }

  return (
    <section className="mx-auto max-w-md px-5 py-16 text-center sm:py-20">
      <title>{`${action.title} — Internplace`}</title>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {state === 'done' ? action.doneTitle : action.title}
      </h1>
      {state === 'done' ? (
        <p role="status" className="mt-3 text-green-700">
          {action.done}
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-600">{action.text}</p>
          <Button className="mt-8 w-full" onClick={act} disabled={state === 'working'}>
            {state === 'working' ? 'Please wait…' : action.button}
          </Button>
          {typeof state === 'object' && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {state.error}
            </p>
          )}
        </>
      )}
      <Link to={paths.findInternships.href()} className={buttonClass('secondary', 'mt-3 w-full')}>
        Browse roles
      </Link>
    </section>
  )
}

const linkOf = (query: URLSearchParams, ...names: string[]) => {
  const values = names.map((name) => query.get(name))
  return values.every(Boolean) ? (values as string[]) : null
}

/** `/unsubscribe?kind&id&token`: the link in every alert, digest and weekly mail. */
export function UnsubscribePage() {
  const unsubscribe = useUnsubscribe()
  return (
    <MailLinkPage
      action={{
        title: 'Unsubscribe',
        doneTitle: 'Unsubscribed',
        text: 'Stop these emails? You can set up job alerts again at any time.',
        button: 'Unsubscribe',
        done: ALERT_MESSAGES.unsubscribed,
        run: (query) => {
          const link = linkOf(query, 'kind', 'id', 'token')
          if (!link) return null
          const [kind, id, token] = link as ['alert' | 'alerts' | 'subscription', string, string]
          return unsubscribe.mutateAsync({ kind, id, token })
        },
      }}
    />
  )
}

/** `/subscribe/confirm?id&token`: the double opt-in link of the home page's email box. */
export function ConfirmSubscriptionPage() {
  const confirm = useConfirmSubscription()
  return (
    <MailLinkPage
      action={{
        title: 'Confirm your subscription',
        doneTitle: 'Subscription confirmed',
        text: 'Get a weekly email of new internships and entry-level roles on Internplace.',
        button: 'Confirm subscription',
        done: ALERT_MESSAGES.confirmed,
        run: (query) => {
          const link = linkOf(query, 'id', 'token')
          if (!link) return null
          const [id, token] = link as [string, string]
          return confirm.mutateAsync({ id, token })
        },
      }}
    />
  )
}
