import path from 'node:path'
import { z } from 'zod'

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** The embedded database and uploaded files live here. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** A real PostgreSQL server instead of the embedded one. */
    DATABASE_URL: z.url().optional(),
    /** Mail over SMTP; without it every mail is printed to the log. */
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Internplace <no-reply@internplace.ng>'),
    /** The address people use, for links in mail; this server's own port on localhost when unset. */
    PUBLIC_URL: z.url().optional(),
    /** Load demo data into an empty database on start. */
    DEMO_DATA: flag.default(true),
    /** Key for code HMACs; a random one per data folder is made when unset. */
    OTP_SECRET: z.string().min(32).optional(),
    /** Where the built web app is; served by the API in production. */
    WEB_DIST: z.string().optional(),
    /** Addresses of a reverse proxy whose X-Forwarded-For is believed (rate limits use the client IP). */
    TRUST_PROXY: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  // A fixed default would send mailed links to another port whenever PORT is changed.
  .transform((config) => ({
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  }))

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string }

/** Reads the environment once; nothing else in the server touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  )
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) }
}
