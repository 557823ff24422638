import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { InternRole, PageMeta } from '@app/domain'
import { api } from '../../lib/api-client'
import { internRoleQueries } from '../../lib/intern-role-queries'

type RolePage = { docs: InternRole[]; meta: PageMeta }

/** Marks the role saved or not in every cached list and detail, so each card agrees at once. */
function markSaved(queryClient: QueryClient, roleId: string, isSaved: boolean) {
  const mark = (role: InternRole) => (role.id === roleId ? { ...role, isSaved } : role)
  queryClient.setQueriesData<RolePage>({ queryKey: internRoleQueries.lists() }, (page) =>
    page ? { ...page, docs: page.docs.map(mark) } : page,
  )
  queryClient.setQueryData(internRoleQueries.detail(roleId).queryKey, (role) =>
    role ? mark(role) : role,
  )
}

const savePath = (roleId: string) => `/users/roles/save/${encodeURIComponent(roleId)}`

/** Save for later, or undo it (DESIGN allows unsaving). */
export function useSaveRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ roleId, save }: { roleId: string; save: boolean }) =>
      api(savePath(roleId), { method: save ? 'POST' : 'DELETE', data: z.unknown() }),
    onSuccess: (_answer, { roleId, save }) => {
      markSaved(queryClient, roleId, save)
      void queryClient.invalidateQueries({ queryKey: internRoleQueries.savedLists() })
    },
  })
}
