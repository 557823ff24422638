import { Link } from 'react-router'
import { ACCENT_CTA_CLASS, HOME_PAGE } from '@app/domain'

export function AudiencePanels() {
  return (
    <section
      aria-label={HOME_PAGE.panelsLabel}
      className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2"
    >
      {HOME_PAGE.panels.map((panel) => (
        <article
          key={panel.id}
          className={`flex flex-col gap-4 rounded-2xl p-6 shadow-sm sm:p-8 ${panel.tone}`}
        >
          <h2 className="text-2xl font-bold">{panel.title}</h2>
          <p className="text-sm opacity-80">{panel.audience}</p>
          <ul className="flex-1 space-y-3">
            {panel.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-1.5 h-2.5 w-2.5 flex-none rounded-full bg-accent-500"
                />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <Link to={panel.cta.href} className={`${ACCENT_CTA_CLASS} self-start`}>
            {panel.cta.label}
          </Link>
        </article>
      ))}
    </section>
  )
}
