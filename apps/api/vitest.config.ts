import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@app/source'] },
  ssr: { resolve: { conditions: ['@app/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['./test/fail-on-console-error.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own database; PGlite's WASM start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
