import type { ReactNode } from 'react'

interface PageIntroProps {
  eyebrow?: string
  title: string
  children?: ReactNode
}

/** The navy band that opens a public page with its one h1. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <div className="surface-dark bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-accent-500 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-bold sm:text-4xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-brand-100">{children}</div>}
      </div>
    </div>
  )
}
