import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'

const apiPort = process.env.API_PORT ?? '3000'

/**
 * The installed app (decision 033): its manifest, and a service worker that keeps the shell and the
 * hashed assets, so the app opens without a network. The page registers it after load (main.tsx),
 * so it costs no first-load JavaScript. API answers are never kept by the worker: the signed-in
 * account's data is kept by the page, per account (lib/offline-cache.ts).
 */
const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Internplace',
    short_name: 'Internplace',
    description:
      'Verified internships, SIWES/IT placements, NYSC roles and entry-level jobs in Nigeria.',
    lang: 'en-NG',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b1f4d',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: 'index.html',
    // The API answers for itself; its data is kept per account by the page (lib/offline-cache).
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
  },
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Installable, and the shell opens offline (decision 033).
    VitePWA(pwaOptions),
  ],
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
