import { Link } from 'react-router'
import { ABOUT_PAGE, initialsOf } from '@app/domain'
import { paths } from '../../lib/paths'
import { PageIntro } from '../../components/layout/PageIntro'
import { buttonClass } from '../../components/ui/Button'

/** The words are the domain's: the server writes the same page without JavaScript (about-page-html.ts). */
export function AboutPage() {
  return (
    <>
      <title>{ABOUT_PAGE.title}</title>
      <PageIntro eyebrow={ABOUT_PAGE.eyebrow} title={ABOUT_PAGE.heading}>
        <p>{ABOUT_PAGE.intro}</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6">
        <section aria-labelledby="about-title" className="grid gap-6 md:grid-cols-2">
          <h2 id="about-title" className="text-3xl font-bold text-brand-900">
            {ABOUT_PAGE.storyHeading}
          </h2>
          <div className="space-y-4 text-slate-700">
            {ABOUT_PAGE.story.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </section>
        <section aria-labelledby="team-title">
          <h2 id="team-title" className="text-3xl font-bold text-brand-900">
            {ABOUT_PAGE.foundersHeading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {ABOUT_PAGE.founders.map((founder) => (
              <li
                key={founder.name}
                className="rounded-2xl border border-slate-200 p-6 text-center shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-900 text-2xl font-bold text-accent-500"
                >
                  {initialsOf(founder.name)}
                </span>
                <h3 className="mt-4 text-lg font-bold text-brand-900">{founder.name}</h3>
                <p className="text-sm font-semibold text-green-700">
                  <abbr title={founder.role} className="no-underline">
                    {founder.short}
                  </abbr>{' '}
                  · {ABOUT_PAGE.founderNote}
                </p>
                <p className="mt-3 text-sm text-slate-600">{founder.bio}</p>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-label="Get started"
          className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <p className="text-xl font-bold text-brand-900">{ABOUT_PAGE.closing}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.onboarding.href()} className={buttonClass('primary')}>
              {ABOUT_PAGE.joinAsIntern}
            </Link>
            <Link to={paths.onboarding.href()} className={buttonClass('secondary')}>
              {ABOUT_PAGE.hireWithUs}
            </Link>
          </div>
        </section>
      </div>
    </>
  )
}
