import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

const apiPort = process.env.API_PORT ?? '3000'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['@app/source'] },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist', sourcemap: false },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
    // A test renders whole pages in jsdom; 5 s was too little only when the two cores were shared
    // with other work. The waits in the tests are fake timers and stubbed answers, not the clock.
    testTimeout: 15_000,
    // One worker per core but one (vitest's default) gives a two-core CI one worker. Measured on a
    // loaded two-core machine: two workers took as long in all and doubled each test's time.
    pool: 'forks',
    server: { deps: { inline: [/@app\/domain/] } },
  },
  ssr: { resolve: { conditions: ['@app/source'] } },
})
