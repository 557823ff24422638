import { defineConfig } from 'vitest/config'

// The domain package is read from its source, never from a dist/ that a fresh clone has not built.
// Vitest runs the global setup in its own `__vitest__` environment, which takes neither the
// top-level nor the ssr conditions, so it is named here too.
const sourceFirst = { conditions: ['@app/source'] }

export default defineConfig({
  resolve: sourceFirst,
  ssr: { resolve: sourceFirst },
  environments: { __vitest__: { resolve: sourceFirst } },
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['./test/fail-on-console-error.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own database; PGlite's WASM start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
