import path from 'node:path'
import { z } from 'zod'

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))

/** Comma-separated PostgreSQL URLs (a hot standby's, decision 074). */
const postgresUrls = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.url({ protocol: /^postgres(ql)?$/, error: 'not a postgres:// URL' }))
      .min(1, 'no URL: comma-separated postgres:// URLs'),
  )

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** The embedded database and uploaded files live here. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** A real PostgreSQL server instead of the embedded one. */
    DATABASE_URL: z.url().optional(),
    /** Hot standbys of DATABASE_URL that serve public lists, search and role pages (decision 074). */
    DATABASE_REPLICA_URLS: postgresUrls.optional(),
    /** Mail over SMTP; without it every mail is printed to the log. */
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Internplace <no-reply@internplace.ng>'),
    /** Africa's Talking (SMS, replies, USSD); without AT_USERNAME every SMS is printed to the log. */
    AT_USERNAME: z.string().min(1).optional(),
    AT_API_KEY: z.string().min(1).optional(),
    /** The sender name or short code SMS come from; the provider's shared one when unset. */
    AT_SENDER_ID: z.string().min(1).max(11).optional(),
    AT_BASE_URL: z.url().default('https://api.africastalking.com'),
    /** The secret the callback URLs given to Africa's Talking carry as `?secret=`. */
    AT_CALLBACK_SECRET: z.string().min(16).optional(),
    /** The USSD code people dial (e.g. *384*1234#), shown in settings. */
    USSD_SERVICE_CODE: z
      .string()
      .regex(/^\*[\d*]+#$/, 'a code like *384*1234#')
      .optional(),
    /** The WhatsApp Business Cloud API; without WHATSAPP_TOKEN messages are printed to the log. */
    WHATSAPP_TOKEN: z.string().min(1).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
    /** Signs the webhook's posts (X-Hub-Signature-256). */
    WHATSAPP_APP_SECRET: z.string().min(8).optional(),
    /** What Meta must echo to subscribe the webhook. */
    WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
    WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com/v21.0'),
    /** SMS and WhatsApp messages one account may be sent a day: a loop cannot spend money. */
    PHONE_DAILY_CAP: z.coerce.number().int().min(1).max(1000).default(20),
    /** The address people use, for links in mail; this server's own port on localhost when unset. */
    PUBLIC_URL: z.url().optional(),
    /**
     * Public browse and interns' lists show only roles of companies an admin has verified
     * (decision 021). Off lets every company's roles out at once, e.g. before any admin exists.
     */
    REQUIRE_VERIFIED_COMPANIES: flag.default(true),
    /** Load demo data into an empty database on start. */
    DEMO_DATA: flag.default(true),
    /** Key for code HMACs; a random one per data folder is made when unset. */
    OTP_SECRET: z.string().min(32).optional(),
    /** Where the built web app is; served by the API in production. */
    WEB_DIST: z.string().optional(),
    /** Addresses of a reverse proxy whose X-Forwarded-For is believed (rate limits use the client IP). */
    TRUST_PROXY: z.string().optional(),
    /** Turns on GET /api/v1/metrics (Prometheus), answered only to this bearer token. */
    METRICS_TOKEN: z.string().min(16).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Seconds between runs of the periodic sweeps (clean-ups, reminders, digests). */
    SWEEP_INTERVAL_S: z.coerce.number().int().min(1).max(86_400).default(300),
    /** Days a company may leave an application undecided before it becomes no_response. */
    NO_RESPONSE_DAYS: z.coerce.number().int().min(4).max(365).default(21),
    /** Uploaded files go to this S3-compatible bucket instead of DATA_DIR/files. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** The bucket's server when it is not AWS itself (MinIO, R2, Spaces, ...). */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).optional(),
    /** Without the keys, the AWS SDK's own chain (instance role, AWS_* variables) is used. */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `bucket` in the path, not the host name: what MinIO and most self-hosted servers need. */
    S3_FORCE_PATH_STYLE: flag.default(false),
  })
  .superRefine((config, issues) => {
    // A half-configured bucket would quietly put files on the local disk of one machine.
    const bucketSettings = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
    for (const name of bucketSettings) {
      if (config[name as keyof typeof config] !== undefined && !config.S3_BUCKET) {
        issues.addIssue({ code: 'custom', path: [name], message: 'needs S3_BUCKET as well' })
      }
    }
    // A half-configured provider would fail every send instead of printing it to the log.
    const together = [
      ['AT_USERNAME', 'AT_API_KEY'],
      ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
    ] as const
    for (const [first, second] of together) {
      if (!config[first] !== !config[second]) {
        issues.addIssue({
          code: 'custom',
          path: [second],
          message: `${first} and ${second} go together`,
        })
      }
    }
    if (config.DATABASE_REPLICA_URLS && !config.DATABASE_URL) {
      issues.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URLS'],
        message: 'needs DATABASE_URL as well (replicas of the embedded database do not exist)',
      })
    }
    if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
      issues.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      })
    }
  })
  // A fixed default would send mailed links to another port whenever PORT is changed.
  .transform((config) => ({
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  }))

/** Where uploaded files live: an S3-compatible bucket, or null for the local folder. */
export interface BucketSettings {
  bucket: string
  endpoint?: string | undefined
  region: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined
}

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string
  fileBucket: BucketSettings | null
}

const bucketOf = (config: z.infer<typeof ConfigSchema>): BucketSettings | null => {
  if (!config.S3_BUCKET) return null
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    // Every S3-compatible server answers to us-east-1; AWS needs the bucket's own region.
    region: config.S3_REGION ?? 'us-east-1',
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

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
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    fileBucket: bucketOf(parsed.data),
  }
}
