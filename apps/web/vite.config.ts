import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import tailwindcss from '@tailwindcss/vite'
import { visualizer } from 'rollup-plugin-visualizer'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
import { earlyScript } from './build/early-script'
import { precompress } from './build/precompress'
import { pureContract } from './build/pure-contract'
import { shellPrecache } from './build/shell-precache'
import { stylesheetAfterShell } from './build/stylesheet-after-shell'
import { ASSET_CACHE, ASSET_CACHE_MAX_ENTRIES } from './src/lib/asset-cache'

const apiPort = process.env.API_PORT ?? '3000'

/**
 * The installed app (decisions 033, 036): its manifest, and a service worker that precaches the
 * shell and caches the hashed assets as pages use them, so the app opens without a network. The
 * page registers it after load (main.tsx),
 * so it costs no first-load JavaScript. API answers are never kept by the worker: the signed-in
 * account's data is kept by the page, per account (lib/offline-cache.ts).
 */
const shell = shellPrecache()
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
    // Only the shell is precached; other pages' chunks are cached as they are used (decision 036).
    manifestTransforms: [shell.keepShell],
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: ASSET_CACHE,
          expiration: { maxEntries: ASSET_CACHE_MAX_ENTRIES },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
    navigateFallback: 'index.html',
    // The API answers for itself (its data is kept per account by the page, lib/offline-cache),
    // and writes the guides' pages whole (decision 066).
    navigateFallbackDenylist: [/^\/api\//, /^\/guides(\/|$)/],
    cleanupOutdatedCaches: true,
  },
}

/**
 * The app runs on Preact through preact/compat (decision 035): our code, React Router, TanStack
 * Query, react-hook-form and Testing Library import `react` and `react-dom` and get Preact, in the
 * build, the dev server and vitest alike. Exact names only (`react-router` is not `react`).
 */
const preactAliases = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
]

/**
 * In vitest, Node's resolution picks the CommonJS builds of Testing Library (its `main`) and React
 * Router (its `node` export), which `require` React itself, past the aliases. Their ES builds import,
 * so the aliases apply: the tests point at those.
 */
const packageDir = (name: string) =>
  path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))
const testAliases = [
  {
    find: /^@testing-library\/react$/,
    replacement: path.join(
      packageDir('@testing-library/react'),
      'dist/@testing-library/react.esm.js',
    ),
  },
  {
    find: /^react-router$/,
    replacement: path.join(packageDir('react-router'), 'dist/development/index.mjs'),
  },
]

export default defineConfig({
  // JSX compiles to Preact's runtime (through compat, so compat's hooks are always installed).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact/compat' } },
  plugins: [
    tailwindcss(),
    // Installable, and the shell opens offline (decision 033).
    VitePWA(pwaOptions),
    // A first load without the contract's unused schemas, and precompressed files (decision 032).
    pureContract(),
    // /early.js: the signed-in first roles, drawn before the scripts arrive (decision 036).
    earlyScript(),
    // The worker precaches the shell only (decision 036).
    shell.plugin,
    // The shell paints without waiting for the app's stylesheet (decision 036).
    stylesheetAfterShell(),
    precompress(),
  ],
  resolve: { conditions: ['@app/source'], alias: preactAliases, dedupe: ['preact'] },
  server: {
    port: 5173,
    // The guides are pages the API writes (decision 066).
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '^/guides(/|$)': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each page loads, read by scripts/check-bundle-budget.mjs.
    manifest: true,
    rollupOptions: {
      // No `treeshake.manualPureFunctions: ['z']` (decision 032 had it for zod's calls): it applies to
      // every module, and Preact's minified renderer has a function named `z` whose calls it dropped,
      // so nothing rendered (decision 035). The contract's schemas are marked pure by pureContract();
      // marking every zod call pure as well saved 0.2 KB.
      // zod in a chunk of its own, loaded by the pages that parse with it, never by the entry.
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] } },
      // The bundle report: apps/web/.bundle/report.html, what each chunk is made of (decision 032).
      plugins: [
        visualizer({
          filename: '.bundle/report.html',
          template: 'treemap',
          gzipSize: true,
          brotliSize: true,
        }),
      ],
    },
  },
  test: {
    alias: testAliases,
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
    server: {
      deps: {
        // Inlined so that their `react`/`react-dom` imports go through the aliases above: tests
        // run the libraries on Preact, as the build does.
        inline: [
          /@app\/domain/,
          /react-router/,
          /@tanstack\/react-query/,
          /react-hook-form/,
          /@hookform\/resolvers/,
          /@testing-library\/react/,
        ],
      },
    },
  },
  ssr: { resolve: { conditions: ['@app/source'] } },
})
