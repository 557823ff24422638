/** Says that earlier typing was brought back, with a way to start again. */
export function DraftNotice({
  text,
  actionLabel,
  onDiscard,
}: {
  text: string
  actionLabel: string
  onDiscard: () => void
}) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{text}</p>
      <button
        type="button"
        onClick={onDiscard}
        className="min-h-11 self-start rounded-lg px-3 font-semibold underline-offset-2 hover:underline sm:self-auto"
      >
        {actionLabel}
      </button>
    </div>
  )
}
