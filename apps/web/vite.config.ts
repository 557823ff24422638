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
    server: { deps: { inline: [/@app\/domain/] } },
  },
  ssr: { resolve: { conditions: ['@app/source'] } },
})
