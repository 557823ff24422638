import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { backControlClass } from '@app/domain'
import { BackArrow } from '../../components/ui/BackArrow'
import { Button } from '../../components/ui/Button'
import { useSettingsKind } from './settings-kind'

/** One settings sub-page: a way back to the menu, its title and what it is for. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <div className="space-y-5">
      <Link to={useSettingsKind().base} className={backControlClass}>
        <BackArrow />
        All settings
      </Link>
      <header>
        <h2 className="text-xl font-bold text-brand-900 sm:text-2xl">{title}</h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </header>
      {children}
    </div>
  )
}

export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children?: ReactNode
}) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="float-left w-full text-base font-semibold text-brand-900">{title}</legend>
      {description && <p className="clear-both pt-1 text-sm text-slate-600">{description}</p>}
      {children && <div className="clear-both mt-4 space-y-3">{children}</div>}
    </fieldset>
  )
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-center">
      <p className="font-medium text-red-800">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 min-h-11 rounded-lg border border-brand-900 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50"
      >
        Try again
      </button>
    </div>
  )
}

/** A settings form's submit button (its busy words while it works) and, when it can, Cancel. */
export function SubmitOrCancel({
  label,
  busyLabel,
  isBusy,
  onCancel,
  className = '',
}: {
  label: string
  busyLabel: string
  isBusy: boolean
  onCancel?: (() => void) | undefined
  className?: string
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Button type="submit" disabled={isBusy}>
        {isBusy ? busyLabel : label}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  )
}
