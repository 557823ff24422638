import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { Toaster } from '../components/ui/toast'

/** Renders routes in a memory router with a fresh query cache, starting at `initialEntry`. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; search?: string; state?: unknown },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000 } },
  })
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] })
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient }
}

/** A stand-in page that only says where the user landed. */
export const Landed = ({ at }: { at: string }): ReactNode => <p>Landed on {at}</p>
