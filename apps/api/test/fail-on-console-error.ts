import { afterEach, beforeEach, vi } from 'vitest'

/** A console.error during a test fails it, unless the test expects it (STYLE.md). */
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  vi.mocked(console.error).mockRestore()
  if (errors.length > 0) throw new Error(`console.error was called: ${JSON.stringify(errors[0])}`)
})
