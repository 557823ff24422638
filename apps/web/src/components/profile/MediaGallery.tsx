interface MediaGalleryProps {
  urls: string[]
  /** Whose images they are, for each image's text alternative. */
  ownerName: string
  /** Shown in edit mode: a remove button on each image. */
  onRemove?: (index: number) => void
}

/** A profile's images in a grid: two across on phones, three on wider screens. */
export function MediaGallery({ urls, ownerName, onRemove }: MediaGalleryProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {urls.map((url, index) => (
        <li key={url} className="relative">
          <a href={url} target="_blank" rel="noopener noreferrer" className="block">
            <img
              src={url}
              alt={`${ownerName} image ${index + 1}`}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
            />
          </a>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(index)}
              aria-label={`Remove image ${index + 1}`}
              className="absolute top-1.5 right-1.5 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-red-600 shadow hover:bg-red-50"
            >
              <svg
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
                className="h-4 w-4"
              >
                <path d="M5 5l10 10M15 5 5 15" />
              </svg>
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
