import type { CvDocument, CvLook } from '@app/domain'

const LOOK_CLASSES: Record<
  CvLook,
  { page: string; name: string; heading: string; contact: string }
> = {
  classic: {
    page: 'font-serif',
    name: 'text-center text-slate-900',
    heading: 'uppercase tracking-wide text-slate-900 border-b border-slate-800',
    contact: 'text-center',
  },
  modern: {
    page: 'font-sans',
    name: 'text-left text-emerald-800',
    heading: 'text-emerald-800 border-b-2 border-emerald-700',
    contact: 'text-left',
  },
}

/**
 * The CV in the page, drawn from the same cvDocument as the PDF: HTML rather than an embedded PDF,
 * which many phones' browsers do not show inline (decision 064). It follows what is typed.
 */
export function CvPreview({
  cv,
  look,
  photoUrl,
}: {
  cv: CvDocument
  look: CvLook
  photoUrl: string | null
}) {
  const classes = LOOK_CLASSES[look]
  return (
    <article
      aria-label="CV preview"
      data-testid="cv-preview"
      className={`rounded-lg border border-slate-200 bg-white p-5 text-[13px] leading-snug text-slate-900 shadow-sm sm:p-8 ${classes.page}`}
    >
      <header className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <h2 className={`text-2xl font-bold break-words ${classes.name}`}>
            {cv.name || 'Your name'}
          </h2>
          <p className={`mt-1 text-xs break-words text-slate-600 ${classes.contact}`}>
            {cv.contact.join('  |  ')}
          </p>
        </div>
        {cv.showPhoto && photoUrl && (
          <img src={photoUrl} alt="" className="h-16 w-16 shrink-0 rounded object-cover" />
        )}
      </header>
      {cv.sections.map((section) => (
        <section key={section.id} className="mt-4" aria-label={section.heading}>
          <h3 className={`mb-1.5 pb-0.5 text-sm font-bold ${classes.heading}`}>
            {section.heading}
          </h3>
          <div className="space-y-2">
            {section.items.map((item, index) => (
              <div key={index} className="break-words">
                {(item.title || item.subtitle) && (
                  <p className="font-semibold">
                    {[item.title, item.subtitle].filter(Boolean).join(' — ')}
                  </p>
                )}
                {item.dates && <p className="text-xs text-slate-600">{item.dates}</p>}
                {item.text && <p className="whitespace-pre-line">{item.text}</p>}
                {item.bullets && item.bullets.length > 0 && (
                  <ul className="list-disc pl-5">
                    {item.bullets.map((bullet, n) => (
                      <li key={n}>{bullet}</li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </article>
  )
}
