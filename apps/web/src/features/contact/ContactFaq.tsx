import { useId, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'

const questions = [
  {
    question: 'What is Internplace and who can use it?',
    answer:
      'Internplace is a Nigerian marketplace for early careers. Students, SIWES/IT candidates, NYSC members and recent graduates use it to find verified internships and entry-level roles; companies use it to post roles and review applicants.',
  },
  {
    question: 'Can I use Internplace for SIWES, IT or my NYSC placement?',
    answer:
      'Yes. Many companies post roles specifically for SIWES/IT students and corps members. Set your placement type and preferred duration in your profile and we will show you the roles that fit.',
  },
  {
    question: 'Is posting an internship free?',
    answer:
      'Yes — posting internships is free right now. Create a company account, verify it with your CAC document and publish your roles.',
  },
  {
    question: 'How do I apply for a role?',
    answer:
      'Create an intern account, complete your profile and upload your resume once. Then open any role and apply in one click; you can follow every application from your dashboard and chat with the company.',
  },
  {
    question: 'How do I know a company is legitimate?',
    answer:
      'We review each company’s CAC registration document before its roles carry the Verified badge, and we remove listings and suspend accounts that break our terms. Never pay anyone to get an internship — report it to us instead.',
  },
] as const

function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  return (
    <li className="border-b border-slate-200">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
          className="flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left font-semibold text-brand-900"
        >
          {question}
          <span
            aria-hidden="true"
            className={`text-xl text-accent-600 transition-transform ${isOpen ? 'rotate-45' : ''}`}
          >
            +
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!isOpen} className="pb-4 text-slate-700">
        {answer}
      </div>
    </li>
  )
}

export function ContactFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
      <h2 id="faq-title" className="text-2xl font-bold text-brand-900">
        Frequently asked questions
      </h2>
      <ul className="mt-4">
        {questions.map((item) => (
          <FaqItem key={item.question} {...item} />
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        Ready to begin?{' '}
        <Link to={paths.onboarding.href()} className="font-semibold text-brand-700 underline">
          Create your account
        </Link>
      </p>
    </section>
  )
}
