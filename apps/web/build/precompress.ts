import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside each text file of the build, once,
 * so the server sends them as they are (@fastify/static `preCompressed`): smaller than what it
 * would compress per request at its fast settings, and no CPU spent per request (decision 032).
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'internplace:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const bytes = fs.readFileSync(file)
        const brotli = zlib.brotliCompressSync(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
        const gzip = zlib.gzipSync(bytes, { level: 9 })
        // A tiny file can come out larger; it is then sent as it is.
        if (brotli.length < bytes.length) fs.writeFileSync(`${file}.br`, brotli)
        if (gzip.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzip)
      }
    },
  }
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}
