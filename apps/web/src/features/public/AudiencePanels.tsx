import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { accentCta } from './cta'

const panels = [
  {
    id: 'seekers',
    title: 'For job seekers',
    audience: 'Students, SIWES/IT candidates, NYSC members and graduates',
    points: [
      'Browse verified internships and entry-level roles across Nigeria',
      'Apply in one click with your saved profile and resume',
      'Track every application and chat with the company',
      'Get alerts before deadlines close',
    ],
    cta: { to: paths.findInternships.href(), label: 'Browse internships' },
    tone: 'bg-white text-brand-900 border border-slate-200',
  },
  {
    id: 'employers',
    title: 'For employers and recruiters',
    audience: 'Start-ups, SMEs, NGOs and established companies',
    points: [
      'Post internships for free — right now',
      'Review applicants with their course, skills and resume side by side',
      'Message candidates and schedule interviews in one place',
      'Showcase your company to thousands of young Nigerians',
    ],
    cta: { to: paths.postInternships.href(), label: 'Post an internship' },
    tone: 'surface-dark bg-brand-900 text-white',
  },
] as const

export function AudiencePanels() {
  return (
    <section
      aria-label="Benefits for seekers and employers"
      className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2"
    >
      {panels.map((panel) => (
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
          <Link to={panel.cta.to} className={`${accentCta} self-start`}>
            {panel.cta.label}
          </Link>
        </article>
      ))}
    </section>
  )
}
