import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A form's resolver whose schema loads on first use (the first check, on a change or on submit),
 * in a chunk of its own with zod: a public page whose form is the page does not carry zod in its
 * first load (decision 051). `load` is `() => import('./x').then((module) => module.resolver)`; a
 * load that fails (the network went) is tried again on the next check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return (await loading)(values, context, options)
  }
}
