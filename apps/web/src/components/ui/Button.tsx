import type { ButtonHTMLAttributes } from 'react'
import { useIsOnline } from '../../lib/online'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'locked'

const variants: Record<Variant, string> = {
  primary: 'bg-brand-900 text-white hover:bg-brand-700 disabled:bg-slate-400',
  secondary:
    'border border-brand-900 text-brand-900 bg-white hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400',
  ghost: 'text-brand-900 hover:bg-brand-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
  /** The call to action on a dark brand surface: dark text, as white on green is only 3.3:1. */
  accent: 'bg-accent-500 text-brand-900 hover:bg-accent-600',
  /**
   * A link-button the profile still locks (GatedLink): visibly inert, still readable (7:1), and
   * standing off white and the dark brand banner alike.
   */
  locked: 'bg-slate-300 text-slate-700',
}

/** Class names of a button, for links that look like one. */
export const buttonClass = (variant: Variant = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`

/**
 * A button. A form's submit button is held back while the device is offline (decision 033): what
 * it would send cannot go, the offline banner says so, and the form's draft keeps the text. A submit
 * that only keeps something on this device says `worksOffline`.
 */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  disabled,
  worksOffline = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; worksOffline?: boolean }) {
  const isOnline = useIsOnline()
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || (type === 'submit' && !worksOffline && !isOnline)}
      {...props}
    />
  )
}
