import { useRouteError } from 'react-router'
import { buttonClass } from '../components/ui/Button'

/** A page's code that could not be fetched: its chunk's `import()` failed (router.tsx's `page`). */
export class PageCodeUnavailable extends Error {
  constructor(cause: unknown) {
    super('The page’s code could not be fetched.', { cause })
  }
}

/**
 * The router's error page, in the entry chunk so that it works when nothing else can load. Offline,
 * a page never opened online has no code on the device (the worker keeps what was used, decision
 * 036): the app says so instead of React Router's developer error, as it does for a page whose
 * code did not arrive over a failing network. Anything else says something went wrong.
 */
export function PageLoadError() {
  const error = useRouteError()
  // Chromium can report a page opened offline as online; a chunk that did not arrive says enough.
  const isOffline = navigator.onLine === false || error instanceof PageCodeUnavailable
  const [title, text] = isOffline
    ? [
        'This page needs a connection',
        'It has not been opened on this device while online, so it is not kept for offline use. Pages you opened before still work. Connect to the internet and try again.',
      ]
    : [
        'Something went wrong',
        'The page could not be shown. Try again; if it keeps happening, contact us.',
      ]
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-12">
      <p className="text-sm font-semibold text-brand-700">Internplace</p>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="text-slate-700">{text}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => window.history.back()}
        >
          Go back
        </button>
      </div>
    </main>
  )
}
