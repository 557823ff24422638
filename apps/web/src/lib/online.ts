import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

/** Whether the device has a network, as TanStack Query (which pauses requests without one) sees it. */
export const useIsOnline = () => useSyncExternalStore(subscribe, isOnline, () => true)

/** What a write control says while it is held back offline (decision 033). */
export const OFFLINE_WRITE_NOTE = 'You are offline. This can be sent once you are back online.'
