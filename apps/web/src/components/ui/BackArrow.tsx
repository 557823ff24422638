import { StrokeIcon } from './StrokeIcon'

/** The look of a 'back' control, a link or a button alike. */
export const backControlClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-900 hover:bg-brand-50'

export function BackArrow() {
  return (
    <StrokeIcon strokeWidth="2">
      <path strokeLinecap="round" strokeLinejoin="round" d="M12 5l-5 5 5 5" />
    </StrokeIcon>
  )
}
