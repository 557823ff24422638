import { CHECK_ICON_PATH, HOME_PAGE } from '@app/domain'

export function HomeBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="benefits-title" className="text-center text-3xl font-bold text-brand-900">
        {HOME_PAGE.benefitsHeading}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {HOME_PAGE.benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-xl border border-slate-200 p-5 shadow-sm">
            <span
              aria-hidden="true"
              className="mb-3 inline-flex h-9 w-9 items-center justify-center rounded-full bg-accent-500/15 text-accent-600"
            >
              <svg
                viewBox="0 0 20 20"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <path d={CHECK_ICON_PATH} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <h3 className="font-semibold text-brand-900">{benefit.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{benefit.text}</p>
            {benefit.link && (
              <a
                href={benefit.link.href}
                className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {benefit.link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
