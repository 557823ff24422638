import { BACK_ARROW_PATH } from '@app/domain'
import { StrokeIcon } from './StrokeIcon'

export function BackArrow() {
  return (
    <StrokeIcon strokeWidth="2">
      <path strokeLinecap="round" strokeLinejoin="round" d={BACK_ARROW_PATH} />
    </StrokeIcon>
  )
}
