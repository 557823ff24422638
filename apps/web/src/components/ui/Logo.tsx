import { Link } from 'react-router'
import { paths } from '../../lib/paths'

/** The product's mark and name, linking home. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to={paths.home.href()}
      className={`inline-flex items-center gap-2 font-bold text-brand-900 ${className}`}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg tracking-tight">Internplace</span>
    </Link>
  )
}
