import type { SVGProps } from 'react'

/**
 * An outline icon drawn in the text's colour. Decorative, so hidden from screen readers: the words
 * beside it name the control.
 */
export function StrokeIcon({
  viewBox = '0 0 20 20',
  strokeWidth = '1.8',
  className = 'h-5 w-5',
  ...rest
}: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
      className={className}
      {...rest}
    />
  )
}
