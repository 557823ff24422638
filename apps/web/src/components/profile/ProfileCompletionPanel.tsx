export interface CompletionItem {
  label: string
  isFilled: boolean
}

/** How complete the profile is, as the server counts it, and which sections are filled. */
export function ProfileCompletionPanel({
  percent,
  items,
}: {
  percent: number
  items: CompletionItem[]
}) {
  const filled = items.filter((item) => item.isFilled).length
  const isComplete = filled === items.length

  return (
    <section
      aria-labelledby="profile-completion-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="profile-completion-title" className="text-lg font-semibold text-brand-900">
        Profile Completion
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label="Profile completion"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full ${isComplete ? 'bg-accent-500' : 'bg-brand-500'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className="text-sm font-semibold text-brand-900 tabular-nums">{percent}%</span>
      </div>
      <p className="mt-3 font-semibold text-slate-900">
        {isComplete
          ? 'All Sections are Filled'
          : `Completed ${filled} out of ${items.length} Sections`}
      </p>
      <p className={`text-sm ${isComplete ? 'text-accent-700' : 'text-slate-600'}`}>
        {isComplete ? 'Great Job!' : 'Keep Going!'}
      </p>
      <ul className="mt-4 space-y-2">
        {items.map(({ label, isFilled }) => (
          <li key={label} className="flex items-center justify-between gap-3 text-sm">
            <span className="text-slate-700">{label}</span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                isFilled ? 'bg-green-50 text-green-700' : 'bg-slate-100 text-slate-600'
              }`}
            >
              {isFilled ? 'Filled' : 'Not Filled'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
