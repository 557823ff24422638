/**
 * The floor of the scale benchmark: a bare Fastify server that answers each benchmarked route by
 * running the same SQL statements the real server ran for it (recorded by run.ts), with the same
 * parameters, in the same waves (statements the service ran together run together), over a pool
 * of the same size. No hooks, no validation, no response schema: what any server of this
 * database must spend. Started by run.ts as a child process; not meant to be run by hand.
 *
 * Usage: node --import tsx bench/scale/floor.ts <statements.json> <port> (--url <postgres> | --data-dir <pgdata>)
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import Fastify from 'fastify'
import { PGlite } from '@electric-sql/pglite'
import { serverPool } from '../../apps/api/src/db/client.js'

export interface RecordedStatement {
  text: string
  values: unknown[]
}

export interface FloorRoute {
  name: string
  /** Statements that ran together; the waves run one after another. */
  waves: RecordedStatement[][]
}

type RunStatement = (statement: RecordedStatement) => Promise<unknown[]>

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' }, 'data-dir': { type: 'string' } },
  })
  const [file, port] = positionals
  if (!file || !port) throw new Error('Usage: floor.ts <statements.json> <port> --url|--data-dir')
  const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as FloorRoute[]

  let run: RunStatement
  let close: () => Promise<void>
  if (values.url) {
    // The server's own pool and session settings (JIT off), so the same SQL runs the same way.
    const pool = serverPool({ connectionString: values.url })
    run = async ({ text, values: params }) =>
      (await pool.query({ text, values: params, rowMode: 'array' })).rows
    close = () => pool.end()
  } else {
    const client = await PGlite.create(values['data-dir'])
    run = async ({ text, values: params }) =>
      (await client.query(text, params, { rowMode: 'array' })).rows as unknown[]
    close = () => client.close()
  }

  const app = Fastify({ logger: false })
  routes.forEach((route, index) => {
    app.get(`/floor/${index}`, async () => {
      const answers: unknown[][] = []
      for (const wave of route.waves) answers.push(...(await Promise.all(wave.map(run))))
      return { data: answers }
    })
  })
  await app.listen({ port: Number(port), host: '127.0.0.1' })
  const stop = async () => {
    await app.close()
    await close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
  process.on('SIGINT', () => void stop())
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
