import type { ReactNode } from 'react'
import { LogOutButton } from '../../components/dashboard/LogOutButton'
import { Logo } from '../../components/ui/Logo'

/** The frame of the intern pages: a slim top bar and a centred column. */
export function InternShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6 lg:px-8">
          <Logo />
          <LogOutButton />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</main>
    </div>
  )
}
