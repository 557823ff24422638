import { useLocation, useNavigate } from 'react-router'
import { backControlClass } from '@app/domain'
import { BackArrow } from './BackArrow'

/**
 * Back to the previous page, wherever the user came from; to `fallback` when this page was opened
 * by its address and there is nothing in this app to go back to.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate()
  // The router gives the first page it opens the key 'default'; every page reached in it has its own.
  const hasHistory = useLocation().key !== 'default'
  return (
    <button
      type="button"
      onClick={() => void (hasHistory ? navigate(-1) : navigate(fallback))}
      className={backControlClass}
    >
      <BackArrow />
      Back
    </button>
  )
}
