/** A turning ring; the label is announced once to screen readers. */
export function Spinner({
  label = 'Loading',
  className = 'h-8 w-8',
}: {
  label?: string
  className?: string
}) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={`animate-spin rounded-full border-4 border-brand-100 border-t-accent-500 ${className}`}
      />
      <span className="sr-only">{label}</span>
    </span>
  )
}
