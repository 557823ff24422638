import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { api } from '../../lib/api-client'
import { endPageSession } from '../../lib/session-bridge'
import { clearSession, readSession } from '../../lib/session'
import { paths } from '../../lib/paths'
import { StrokeIcon } from '../ui/StrokeIcon'

/**
 * Ends the session on the server, then forgets it here even if the server could not be reached.
 * Members land on onboarding; an operator lands back on the console's sign-in.
 */
export function LogOutButton({ className = '' }: { className?: string }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const logOut = useMutation({
    // The app's session, then the server pages' cookie (decision 079): one sign-out for both.
    mutationFn: async () => {
      const token = readSession()?.authToken ?? null
      await api('/session', { method: 'DELETE', data: z.unknown() }).finally(() =>
        endPageSession(token).catch(() => undefined),
      )
    },
    onSettled: async () => {
      const isAdmin = readSession()?.accountKind === 'admin'
      clearSession()
      await navigate(isAdmin ? paths.admin.signIn.href() : paths.onboarding.href(), {
        replace: true,
      })
      // Cleared after leaving, so the page being left does not refetch without a session.
      queryClient.clear()
    },
  })

  return (
    <button
      type="button"
      onClick={() => logOut.mutate()}
      disabled={logOut.isPending}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-brand-900 disabled:opacity-60 ${className}`}
    >
      <StrokeIcon>
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12.5 6.5V4.75A1.75 1.75 0 0 0 10.75 3h-5A1.75 1.75 0 0 0 4 4.75v10.5c0 .97.78 1.75 1.75 1.75h5c.97 0 1.75-.78 1.75-1.75V13.5M9 10h8m0 0-2.5-2.5M17 10l-2.5 2.5"
        />
      </StrokeIcon>
      {logOut.isPending ? 'Logging out...' : 'Log out'}
    </button>
  )
}
