import { useNavigate } from 'react-router'
import { BackArrow, backControlClass } from '../../components/ui/BackArrow'

/** Back to the previous page; to `fallback` when this page was opened directly. */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate()
  const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
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
