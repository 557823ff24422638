import { useQuery } from '@tanstack/react-query'
import { internQueries } from '../../lib/account-queries'
import { internRoleQueries } from '../../lib/intern-role-queries'

/** The role being applied to and the intern's own profile, loaded together. */
export function useApplyData(roleId: string) {
  const role = useQuery(internRoleQueries.detail(roleId))
  const me = useQuery(internQueries.me())
  const error = role.error ?? me.error
  return {
    isPending: role.isPending || me.isPending,
    error,
    retry: () => {
      if (role.isError) void role.refetch()
      if (me.isError) void me.refetch()
    },
    role: role.data,
    me: me.data,
  }
}
