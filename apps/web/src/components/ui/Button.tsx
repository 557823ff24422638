import type { ButtonHTMLAttributes } from 'react'
import { buttonClass, type ButtonVariant } from '@app/domain'
import { useIsOnline } from '../../lib/online'

/** Class names of a button, for links that look like one (the server's pages use them too). */
export { buttonClass }

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
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; worksOffline?: boolean }) {
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
