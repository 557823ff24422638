import type { Plugin } from 'vite'
import type { VitePWAOptions } from 'vite-plugin-pwa'

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['workbox']>['manifestTransforms']
>[number]

/** Files outside /assets/ that the shell needs: the page, the early script, icons, manifest. */
const SHELL_FILES = /^(index\.html|early\.js|favicon\.svg|manifest\.webmanifest|icons\/.+\.png)$/

/**
 * A small precache (decision 036): the service worker installs with the shell only — index.html,
 * /early.js, the entry chunk with its static imports and CSS, the icons and the manifest — not
 * every page's chunks, so a first visit on metered data does not download the whole app (the
 * admin console included). Other /assets/ files are cached by the worker as they are used.
 *
 * `plugin` notes the entry's files as the bundle is written; `keepShell` is the worker's manifest
 * transform that keeps only those (vite-plugin-pwa writes the worker after the bundle).
 */
export function shellPrecache(): { plugin: Plugin; keepShell: ManifestTransform } {
  const entryFiles = new Set<string>()
  const plugin: Plugin = {
    name: 'internplace:shell-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      entryFiles.clear()
      const visit = (fileName: string) => {
        const chunk = bundle[fileName]
        if (!chunk || chunk.type !== 'chunk' || entryFiles.has(fileName)) return
        entryFiles.add(fileName)
        for (const css of chunk.viteMetadata?.importedCss ?? []) entryFiles.add(css)
        for (const imported of chunk.imports) visit(imported)
      }
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isEntry) visit(file.fileName)
      }
    },
  }
  const keepShell: ManifestTransform = (entries) => {
    if (entryFiles.size === 0) throw new Error('shell precache: the entry chunk was not found')
    return {
      manifest: entries.filter((entry) => SHELL_FILES.test(entry.url) || entryFiles.has(entry.url)),
    }
  }
  return { plugin, keepShell }
}
