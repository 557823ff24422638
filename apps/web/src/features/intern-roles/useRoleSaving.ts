import { useEffect, useState } from 'react'
import { APPLICATION_MESSAGES, SUCCESS_DIALOG_AUTO_CLOSE_MS } from '@app/domain'
import { toast } from '../../components/ui/toast'
import { useSaveRole } from './intern-roles.api'

/**
 * Save and unsave for the role cards, with the 'Role Saved Successfully' banner shown for 3 s after
 * a save (spec §8). Failures are toasted with the server's message.
 */
export function useRoleSaving() {
  const mutation = useSaveRole()
  const [bannerKey, setBannerKey] = useState(0)
  const [isBannerShown, setBannerShown] = useState(false)

  useEffect(() => {
    if (!isBannerShown) return
    const timer = setTimeout(() => setBannerShown(false), SUCCESS_DIALOG_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [isBannerShown, bannerKey])

  const change = (roleId: string, save: boolean) =>
    mutation.mutate(
      { roleId, save },
      {
        onSuccess: () => {
          if (!save) return
          setBannerShown(true)
          setBannerKey((key) => key + 1)
        },
        onError: (error) => toast.error(error.message),
      },
    )

  return {
    save: (roleId: string) => change(roleId, true),
    unsave: (roleId: string) => change(roleId, false),
    isBusy: (roleId: string) => mutation.isPending && mutation.variables?.roleId === roleId,
    bannerText: isBannerShown ? APPLICATION_MESSAGES.roleSaved : '',
  }
}
