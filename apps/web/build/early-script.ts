import path from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'
import { pureContract } from './pure-contract'

const ENTRY = path.resolve(import.meta.dirname, '../src/early/early.ts')

/** early.ts and the card template it imports, as one small classic script (an IIFE), minified. */
async function bundleEarlyScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // The contract's unused schemas (and zod) are dropped as in the app's build (decision 032).
    plugins: [pureContract()],
    resolve: { conditions: ['@app/source'] },
    build: {
      write: false,
      minify: true,
      target: 'es2019',
      lib: {
        entry: ENTRY,
        formats: ['iife'],
        name: 'internplaceEarly',
        fileName: () => 'early.js',
      },
      rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk') throw new Error('early.js: the build wrote no script')
  return chunk.code
}

/**
 * /early.js, built from src/early/early.ts (decision 036): the signed-in intern's first roles
 * asked and drawn before the app's scripts arrive, with the same card template the server uses
 * for /find-internships. A file of its own at /early.js (CSP `script-src 'self'` forbids inline
 * scripts), not hashed: index.html names it, and the server sends it `no-cache`.
 */
export function earlyScript(): Plugin {
  return {
    name: 'internplace:early-script',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'early.js', source: await bundleEarlyScript() })
    },
    configureServer(server) {
      server.middlewares.use('/early.js', (_request, response, next) => {
        bundleEarlyScript().then((code) => {
          response.setHeader('Content-Type', 'text/javascript')
          response.end(code)
        }, next)
      })
    },
  }
}
