import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { buttonClass } from '../../components/ui/Button'

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <title>Page not found — Internplace</title>
      <svg aria-hidden="true" viewBox="0 0 120 80" className="w-40 text-brand-900">
        <rect x="6" y="10" width="108" height="64" rx="10" fill="#eef3ff" />
        <circle cx="42" cy="38" r="6" fill="currentColor" />
        <circle cx="78" cy="38" r="6" fill="currentColor" />
        <path
          d="M44 60q16-12 32 0"
          fill="none"
          stroke="#22c55e"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <h1 className="text-3xl font-bold text-brand-900">Oh No! Error 404</h1>
      <p className="text-slate-600">
        We couldn’t find the page you were looking for. It may have moved, or the link may be wrong.
      </p>
      <Link to={paths.home.href()} className={buttonClass('primary')}>
        Back to Homepage
      </Link>
    </div>
  )
}
