import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { PageIntro } from '../../components/layout/PageIntro'
import { buttonClass } from '../../components/ui/Button'

const story = [
  {
    title: 'Meet talent before everyone else does',
    text: 'Thousands of undergraduates, SIWES/IT candidates, corps members and fresh graduates keep a profile with their course, skills and resume. Your role reaches the ones whose studies and interests fit it.',
  },
  {
    title: 'Review applicants without the paperwork',
    text: 'Every application arrives with the student’s institution, field of study, availability and resume. Accept or decline in one click — the applicant is told straight away.',
  },
  {
    title: 'Talk, schedule and decide in one place',
    text: 'Chat with candidates about their application, agree on interview times and keep the whole conversation beside their profile.',
  },
  {
    title: 'Show the company you are',
    text: 'A verified badge, your logo, photos of your workplace and your working days tell applicants you are real — and help the best ones say yes.',
  },
] as const

export function PostInternshipsPage() {
  return (
    <>
      <title>Post internships — Internplace</title>
      <PageIntro eyebrow="For employers" title="Hire interns and graduates who are ready to learn">
        <p>Post internships, SIWES placements and entry-level roles — posting is free right now.</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.onboarding.href()} className={buttonClass('primary')}>
            Discover Talent
          </Link>
          <Link to={paths.onboarding.href()} className={buttonClass('secondary')}>
            Post an Internship
          </Link>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-2">
          {story.map((section, index) => (
            <li key={section.title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-900 font-bold text-accent-500"
              >
                {index + 1}
              </span>
              <h2 className="mt-4 text-xl font-bold text-brand-900">{section.title}</h2>
              <p className="mt-2 text-slate-600">{section.text}</p>
            </li>
          ))}
        </ol>
        <aside className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-accent-500/10 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <p className="text-xl font-bold text-brand-900">Posting is free — right now.</p>
            <p className="mt-1 text-slate-700">
              Create a company account, verify it with your CAC document and publish your first role
              today.
            </p>
          </div>
          <Link to={paths.onboarding.href()} className={buttonClass('primary', 'shrink-0')}>
            Post an Internship
          </Link>
        </aside>
      </div>
    </>
  )
}
