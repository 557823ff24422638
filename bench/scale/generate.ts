/**
 * Fills a migrated database with a marketplace of the given size, for the scale benchmark
 * (bench/scale/run.ts). Every row is made by set-based SQL (INSERT … SELECT … FROM
 * generate_series), so a million applications take minutes, on PostgreSQL and on PGlite alike.
 * Roles are as a running site keeps them: with their match features, worked out by the API's own
 * code, and already held against the interns' alerts.
 *
 * Ids are derived from a row's number (bench_uid('role' || 17): the same uuid in every run), so the
 * accounts, chats and roles the benchmark reads are known without a query. The benchmark's own
 * accounts: company 0 (the big inbox and the applicants list), company 1 (an inbox a tenth of its
 * size) and intern 0 (recommended roles, inbox, saved roles); application 0 is their chat.
 *
 * Alone: npx tsx --conditions=@app/source bench/scale/generate.ts --url postgres://… [--roles N …]
 */
import crypto from 'node:crypto'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { INDUSTRIES, LOCATION_PREFERENCES, NIGERIAN_STATES } from '@app/domain'
import { openDatabase, type Db } from '../../apps/api/src/db/client.js'
import { summariseAllConversations } from '../../apps/api/src/modules/messages/conversation-summary.js'
import { fillMissingMatchFeatures } from '../../apps/api/src/modules/roles/role-match.queries.js'

export interface Sizes {
  roles: number
  companies: number
  interns: number
  applications: number
  messages: number
  /** Chats of the big company's inbox; the small one gets a tenth. */
  chatsPerCompany: number
}

export const DEFAULT_SIZES: Sizes = {
  roles: 100_000,
  companies: 5_000,
  interns: 20_000,
  applications: 1_000_000,
  messages: 2_000_000,
  chatsPerCompany: 10_000,
}

/** Roles 0–19 belong to company 0 and 20–39 to company 1; the rest spread over the others. */
const BENCH_ROLES = 20
/** The chat of the benchmark's company and intern gets this many messages more, for a full page. */
const LONG_CHAT = 200

export const SIZE_FLAGS = {
  roles: { type: 'string' },
  companies: { type: 'string' },
  interns: { type: 'string' },
  applications: { type: 'string' },
  messages: { type: 'string' },
  'chats-per-company': { type: 'string' },
} as const

/** Sizes from the flags; unset ones keep the defaults, and the big inbox is a tenth of the roles. */
export function sizesOf(values: Partial<Record<keyof typeof SIZE_FLAGS, string | undefined>>) {
  const number = (name: string, text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback
    const value = Number(text.replace(/_/g, ''))
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`)
    return value
  }
  const roles = number('roles', values.roles, DEFAULT_SIZES.roles)
  const sizes: Sizes = {
    roles,
    companies: number('companies', values.companies, DEFAULT_SIZES.companies),
    interns: number('interns', values.interns, DEFAULT_SIZES.interns),
    applications: number('applications', values.applications, DEFAULT_SIZES.applications),
    messages: number('messages', values.messages, DEFAULT_SIZES.messages),
    chatsPerCompany: number(
      'chats-per-company',
      values['chats-per-company'],
      Math.max(10, Math.round(roles / 10)),
    ),
  }
  checkSizes(sizes)
  return sizes
}

function checkSizes(s: Sizes) {
  const problems: string[] = []
  if (s.roles < 100) problems.push('--roles must be at least 100')
  if (s.companies < 3) problems.push('--companies must be at least 3')
  if (s.interns < s.chatsPerCompany) problems.push('--interns must be at least --chats-per-company')
  const benchApplications = s.chatsPerCompany + smallInbox(s)
  if (s.applications < benchApplications) {
    problems.push(`--applications must be at least ${benchApplications} (the two bench inboxes)`)
  }
  if (Math.ceil((s.applications - benchApplications) / s.interns) > s.roles - 2 * BENCH_ROLES) {
    problems.push('too many applications for the roles: an intern applies to a role once')
  }
  if (s.messages < chatsOf(s)) problems.push('--messages must be at least one per chat')
  if (problems.length > 0) throw new Error(problems.join('\n'))
}

const smallInbox = (s: Sizes) => Math.max(1, Math.round(s.chatsPerCompany / 10))
/** Applications 0 … chats-1 have messages (the two bench inboxes first), ten to a chat. */
const chatsOf = (s: Sizes) =>
  Math.max(s.chatsPerCompany + smallInbox(s), Math.min(s.applications, Math.ceil(s.messages / 10)))

export const benchIds = {
  bigCompany: uuidOf('company', 0),
  smallCompany: uuidOf('company', 1),
  intern: uuidOf('intern', 0),
  chat: uuidOf('app', 0),
}

/** The same uuid as the SQL's bench_uid(kind || n): md5 hex made a version-4 uuid. */
function uuidOf(kind: string, n: number) {
  const md5 = crypto.createHash('md5').update(`${kind}${n}`).digest('hex')
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

// Small word lists: enough repetition for search and matching to find things, enough variety
// that they have to choose.
const TITLES = [
  'Data Analyst Intern',
  'Front-End Developer Intern',
  'Back-End Developer Intern',
  'SIWES Trainee Electrical Engineering',
  'SIWES Trainee Mechanical Engineering',
  'Nursing Intern',
  'NYSC Legal Assistant',
  'Graduate Trainee Agronomy',
  'Accounting Intern',
  'Marketing Intern',
  'Human Resources Intern',
  'Customer Success Intern',
  'Petroleum Engineering Intern',
  'Civil Engineering Trainee',
  'Pharmacy Intern',
  'Graphic Design Intern',
  'Content Writer Intern',
  'Banking Operations Trainee',
  'Supply Chain Intern',
  'Mobile Developer Intern',
  'Cybersecurity Analyst Intern',
  'Laboratory Scientist Intern',
  'Journalism Intern',
  'Teaching Assistant Intern',
]
const SUMMARIES = [
  'Learn on real work with a mentor, in a team that ships every week.',
  'Support our analysts with reports, dashboards and field data.',
  'Join the engineering team on site and learn safe working practice.',
  'Work with clients and learn how a growing Nigerian business runs.',
  'Help the team plan, write and publish, with feedback every day.',
  'Rotate through operations, finance and customer service.',
]
const RESPONSIBILITIES = [
  'Prepare weekly reports',
  'Support the team lead',
  'Visit sites with the engineers',
  'Answer customer questions',
  'Keep records up to date',
  'Write and test code',
  'Draft documents for review',
  'Take part in stand-ups',
]
const REQUIREMENTS = [
  'Microsoft Excel',
  'Python',
  'SQL',
  'JavaScript',
  'React',
  'Accounting',
  'Nursing',
  'Law',
  'Agriculture',
  'Electrical Engineering',
  'Mechanical Engineering',
  'Civil Engineering',
  'Good communication',
  'Customer service',
  'Graphic design',
  'Writing',
  'Marketing',
  'Pharmacy',
  'Microbiology',
  'AutoCAD',
  'Data analysis',
  'Teaching',
  'Journalism',
  'Supply chain management',
]
const FIELDS = [
  'Computer Science',
  'Accounting',
  'Economics',
  'Electrical Engineering',
  'Mechanical Engineering',
  'Civil Engineering',
  'Nursing',
  'Law',
  'Agriculture',
  'Mass Communication',
  'Pharmacy',
  'Microbiology',
  'Business Administration',
  'Petroleum Engineering',
  'Education',
  'Statistics',
]
const SKILLS = REQUIREMENTS
const LOCATIONS = [
  'Lagos',
  'Ikeja, Lagos',
  'Lekki, Lagos',
  'Abuja FCT',
  'Port Harcourt, Rivers',
  'Kano',
  'Ibadan, Oyo',
  'Enugu',
  'Benin City, Edo',
  'Kaduna',
  'Owerri, Imo',
  'Abeokuta, Ogun',
  'Uyo, Akwa Ibom',
  'Jos, Plateau',
  'Warri, Delta',
  'Remote',
]
const COMPANY_WORDS = [
  'Zenith',
  'Sahel',
  'Niger Delta',
  'Eko',
  'Arewa',
  'Oduduwa',
  'Savannah',
  'Atlantic',
  'Kainji',
  'Obudu',
  'Olumo',
  'Zuma',
]
const COMPANY_KINDS = [
  'Tech',
  'Agro',
  'Health',
  'Energy',
  'Logistics',
  'Finance',
  'Media',
  'Foods',
  'Motors',
  'Legal',
]
const FIRST_NAMES = [
  'Adaeze',
  'Chinedu',
  'Aisha',
  'Tunde',
  'Ngozi',
  'Emeka',
  'Fatima',
  'Seun',
  'Kelechi',
  'Halima',
  'Ifeoma',
  'Bayo',
  'Zainab',
  'Obinna',
  'Yetunde',
  'Musa',
]
const LAST_NAMES = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Nwosu',
  'Ibrahim',
  'Okonkwo',
  'Balogun',
  'Eze',
  'Abubakar',
  'Olawale',
  'Chukwu',
  'Danjuma',
]
const INSTITUTIONS = [
  'University of Lagos',
  'University of Ibadan',
  'Obafemi Awolowo University',
  'University of Nigeria, Nsukka',
  'Ahmadu Bello University',
  'University of Benin',
  'Covenant University',
  'Lagos State University',
  'Federal University of Technology, Akure',
  'Yaba College of Technology',
]
const MESSAGES = [
  'Good morning, thank you for considering my application.',
  'Hello, we would like to invite you for a short interview.',
  'Thank you! What time works best for you?',
  'Would Tuesday at 10am work?',
  'Yes, that works for me. I will be there.',
  'Please bring a copy of your CV and your student ID.',
  'Noted, thank you very much.',
  'Can you share your SIWES letter from your school?',
  'I have attached it to my profile.',
  'Great, we will get back to you this week.',
]

/** A SQL array literal of constant words (ours, no quotes to escape but escaped anyway). */
const words = (list: readonly string[]) =>
  `ARRAY[${list.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}]::text[]`
/** The `n`th word of a list, cycling: (list)[1 + n % length]. */
const pick = (list: readonly string[], n: string) => `(${words(list)})[1 + (${n}) % ${list.length}]`
/** The role search document the way role-search.ts writes it: lower-case letter and digit runs. */
const searchWords = (text: string) => `lower(regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g'))`

export interface GenerateResult {
  seconds: Record<string, number>
  counts: Record<string, number>
}

/** Fills `db` (migrated, empty) with `sizes`; prints each step's time to `log`. */
export async function generate(
  db: Db,
  sizes: Sizes,
  log: (line: string) => void = console.log,
): Promise<GenerateResult> {
  checkSizes(sizes)
  const s = sizes
  const seconds: Record<string, number> = {}
  const step = async (name: string, statements: string[]) => {
    const started = performance.now()
    for (const statement of statements) await db.execute(sql.raw(statement))
    seconds[name] = (performance.now() - started) / 1000
    log(`  ${name.padEnd(22)} ${seconds[name]!.toFixed(1).padStart(7)} s`)
  }
  // One fixed "now", so the times computed in two statements agree.
  const base = `'${new Date().toISOString()}'::timestamptz`
  const K0 = s.chatsPerCompany
  const K1 = smallInbox(s)
  const chats = chatsOf(s)
  const generalRoles = s.roles - 2 * BENCH_ROLES
  const appCreated = (j: string) =>
    `(${base} - interval '1 day' - ((((${j})::bigint * 7919) % ${59 * 86400}) * interval '1 second'))`

  await step('id function', [
    `CREATE OR REPLACE FUNCTION bench_uid(text) RETURNS uuid IMMUTABLE LANGUAGE sql
     AS $$ SELECT overlay(overlay(md5($1) placing '4' from 13) placing '8' from 17)::uuid $$`,
  ])
  await step('companies', [
    `INSERT INTO accounts (id, email, kind, policies_accepted_at, created_at, updated_at)
     SELECT bench_uid('company' || i), 'company' || i || '@bench.example', 'company', ${base},
       ${base}, ${base}
     FROM generate_series(0, ${s.companies - 1}) AS i`,
    `INSERT INTO companies (account_id, company_name, established_date, country_code, phone_number,
       industry_type, address, city, state, bio, logo_url, media_urls, active_week_days, work_hours,
       social_media, verification_document, rc_number, verification_status,
       verification_submitted_at, verified_at, created_at, updated_at)
     SELECT bench_uid('company' || i),
       ${pick(COMPANY_WORDS, 'i')} || ' ' || ${pick(COMPANY_KINDS, `i / ${COMPANY_WORDS.length}`)} || ' ' || (i / ${COMPANY_WORDS.length * COMPANY_KINDS.length} + 1),
       date '2005-01-01' + (i % 6000), '+234', '803' || lpad((i % 10000000)::text, 7, '0'),
       ${pick(INDUSTRIES, 'i')}, (1 + i % 90) || ' Admiralty Way', ${pick(LOCATIONS, 'i')},
       ${pick(NIGERIAN_STATES, 'i')}, 'We build things Nigerians use every day.',
       '/api/v1/files/logo.png', '{}', ARRAY['Monday','Tuesday','Wednesday','Thursday','Friday'],
       '[{"day":"Monday","start":"09:00","end":"17:00"}]'::jsonb,
       '{"linkedin":"https://linkedin.com/company/bench"}'::jsonb,
       '{"type":"CAC_Document","fileName":"cac.pdf","s3Url":"/api/v1/files/cac.pdf"}'::jsonb,
       'RC' || (1000000 + i),
       (CASE WHEN i % 20 = 19 THEN 'pending' ELSE 'verified' END)::company_verification,
       ${base} - interval '30 days', CASE WHEN i % 20 <> 19 THEN ${base} - interval '20 days' END,
       ${base}, ${base}
     FROM generate_series(0, ${s.companies - 1}) AS i`,
  ])

  await step('interns', [
    `INSERT INTO accounts (id, email, kind, policies_accepted_at, created_at, updated_at)
     SELECT bench_uid('intern' || i), 'intern' || i || '@bench.example', 'intern', ${base}, ${base},
       ${base}
     FROM generate_series(0, ${s.interns - 1}) AS i`,
    `INSERT INTO interns (account_id, first_name, last_name, date_of_birth, country_code,
       phone_number, gender, address, bio, preferred_industry, intended_duration,
       location_preference, field_of_study, institution_name, year_of_entry, year_of_graduation,
       skills, resume_url, created_at, updated_at)
     SELECT bench_uid('intern' || i), ${pick(FIRST_NAMES, 'i')},
       ${pick(LAST_NAMES, `i / ${FIRST_NAMES.length}`)}, date '2000-01-01' + (i % 2500), '+234',
       '806' || lpad((i % 10000000)::text, 7, '0'), CASE WHEN i % 2 = 0 THEN 'female' ELSE 'male' END,
       (1 + i % 70) || ' Allen Avenue, Ikeja', 'A curious student who likes to learn by doing.',
       ${pick(INDUSTRIES, 'i / 3')}, (1 + i % 4) * 3, ${pick(LOCATION_PREFERENCES, 'i')},
       ${pick(FIELDS, 'i')}, ${pick(INSTITUTIONS, 'i')}, 2019 + i % 5, 2024 + i % 5,
       ARRAY[${pick(SKILLS, 'i')}, ${pick(SKILLS, 'i / 7 + 3')}, ${pick(SKILLS, 'i / 11 + 9')}],
       '/api/v1/files/6f1c2a3e-1b2c-4d5e-8f90-123456789abc.pdf', ${base}, ${base}
     FROM generate_series(0, ${s.interns - 1}) AS i`,
  ])

  await step('roles', [
    `INSERT INTO roles (id, company_id, title, role_summary, responsibilities, requirements, location,
       type, minimum_salary, maximum_salary, application_deadline, duration_months, term,
       search_document, alerts_matched_at, created_at, updated_at)
     SELECT r.id, r.company_id, r.title, r.summary, r.responsibilities, r.requirements, r.location,
       r.type, r.minimum_salary, r.minimum_salary + 40000, r.deadline, r.duration, 'month',
       setweight(to_tsvector('simple', ${searchWords('r.title')}), 'A') ||
       setweight(to_tsvector('simple', ${searchWords("coalesce(c.company_name, '')")}), 'A') ||
       setweight(to_tsvector('simple', ${searchWords('r.summary')}), 'B') ||
       setweight(to_tsvector('simple', ${searchWords("array_to_string(r.requirements, ' ')")}), 'C'),
       r.created_at, r.created_at, r.created_at
     FROM (
       SELECT bench_uid('role' || i) AS id,
         CASE WHEN i < ${BENCH_ROLES} THEN bench_uid('company0')
           WHEN i < ${2 * BENCH_ROLES} THEN bench_uid('company1')
           ELSE bench_uid('company' || (2 + i % ${s.companies - 2})) END AS company_id,
         ${pick(TITLES, 'i')} AS title,
         ${pick(SUMMARIES, 'i / 5')} AS summary,
         ARRAY[${pick(RESPONSIBILITIES, 'i')}, ${pick(RESPONSIBILITIES, 'i / 3 + 1')}] AS responsibilities,
         ARRAY[${pick(REQUIREMENTS, 'i')}, ${pick(REQUIREMENTS, 'i / 5 + 2')}, ${pick(REQUIREMENTS, 'i / 13 + 7')}] AS requirements,
         ${pick(LOCATIONS, 'i / 2')} AS location,
         (ARRAY['on_site','on_site','hybrid','remote'])[1 + i % 4]::role_type AS type,
         30000 + (i % 8) * 10000 AS minimum_salary,
         CASE WHEN i % 3 = 0 THEN NULL ELSE (${base} + ((10 + i % 120) * interval '1 day'))::date END AS deadline,
         (ARRAY[3, 6, 6, 12])[1 + i % 4] AS duration,
         ${base} - ((i::float8 / ${s.roles}) * interval '90 days') AS created_at
       FROM generate_series(0, ${s.roles - 1}) AS i
     ) AS r
     JOIN companies c ON c.account_id = r.company_id`,
  ])

  // Application j: the big inbox's chats, then the small one's, then everyone else's, an intern
  // applying to a role at most once (1009 is prime to the number of other roles).
  const applicationBatch = 250_000
  const applicationStatements: string[] = []
  for (let from = 0; from < s.applications; from += applicationBatch) {
    const to = Math.min(s.applications, from + applicationBatch) - 1
    applicationStatements.push(`
      INSERT INTO applications (id, role_id, intern_id, resume_url, applicant_snapshot, status,
        opened_at, created_at, updated_at)
      SELECT bench_uid('app' || a.j), bench_uid('role' || a.role), n.account_id,
        n.resume_url,
        jsonb_build_object('firstName', n.first_name, 'lastName', n.last_name, 'otherName', null,
          'email', 'intern' || a.intern || '@bench.example', 'countryCode', n.country_code,
          'phoneNumber', n.phone_number, 'gender', n.gender, 'bio', n.bio, 'address', n.address,
          'institutionName', n.institution_name, 'fieldOfStudy', n.field_of_study,
          'yearOfEntry', n.year_of_entry, 'yearOfGraduation', n.year_of_graduation,
          'isPostgraduate', false, 'profileImageUrl', null,
          'preferredIndustry', n.preferred_industry, 'intendedDuration', n.intended_duration,
          'locationPreference', n.location_preference, 'skills', to_jsonb(n.skills)),
        (ARRAY['pending','pending','in_review','accepted','rejected'])[1 + a.j % 5]::application_status,
        CASE WHEN a.j % 5 > 1 THEN a.created_at + interval '1 hour' END,
        a.created_at, a.created_at
      FROM (
        SELECT j, created_at,
          CASE WHEN j < ${K0} THEN j % ${BENCH_ROLES}
            WHEN j < ${K0 + K1} THEN ${BENCH_ROLES} + (j - ${K0}) % ${BENCH_ROLES}
            ELSE ${2 * BENCH_ROLES} + ((((j - ${K0 + K1}) % ${s.interns}) * 31
              + ((j - ${K0 + K1}) / ${s.interns}) * 1009) % ${generalRoles}) END AS role,
          CASE WHEN j < ${K0} THEN j WHEN j < ${K0 + K1} THEN j - ${K0}
            ELSE (j - ${K0 + K1}) % ${s.interns} END AS intern
        FROM (SELECT j, ${appCreated('j')} AS created_at
          FROM generate_series(${from}, ${to}) AS j) AS numbered
      ) AS a
      JOIN interns n ON n.account_id = bench_uid('intern' || a.intern)`)
  }
  // The applicants counts (decision 039) are kept by a row trigger; a million inserts fill them
  // faster at once, as migration 0020 backfills them.
  await step('applications', [
    'ALTER TABLE applications DISABLE TRIGGER applications_count_statuses',
    ...applicationStatements,
    'ALTER TABLE applications ENABLE TRIGGER applications_count_statuses',
    `INSERT INTO application_counts (company_id, role_id, status, count)
      SELECT company_id, role_id, status, count(*)::int FROM applications
      WHERE company_id IS NOT NULL AND role_id IS NOT NULL GROUP BY company_id, role_id, status`,
  ])

  // Message n belongs to chat n % chats, as its (n / chats)th message: intern first, then turns.
  const perChat = Math.ceil(s.messages / chats)
  const messageBatch = 500_000
  const messageStatements: string[] = []
  const messageRows = (from: number, to: number, chat: string, m: string, count: number) => `
      INSERT INTO messages (application_id, sender, body, read_at, created_at)
      SELECT bench_uid('app' || ${chat}),
        CASE WHEN ${m} % 2 = 0 THEN 'user' ELSE 'company' END::message_sender,
        ${pick(MESSAGES, m)},
        CASE WHEN ${m} < ${count} - 2
          THEN ${appCreated(chat)} + (${m} + 1) * interval '3 minutes' + interval '1 minute' END,
        ${appCreated(chat)} + (${m} + 1) * interval '3 minutes'
      FROM generate_series(${from}, ${to}) AS n`
  for (let from = 0; from < s.messages; from += messageBatch) {
    const to = Math.min(s.messages, from + messageBatch) - 1
    messageStatements.push(messageRows(from, to, `(n % ${chats})`, `(n / ${chats})`, perChat))
  }
  // The benchmark's chat is long, so a page of it is full: its messages come after the others.
  messageStatements.push(
    messageRows(perChat, perChat + LONG_CHAT - 1, '0', 'n', perChat + LONG_CHAT),
  )
  await step('messages', messageStatements)

  await step('saved roles', [
    `INSERT INTO saved_roles (intern_id, role_id, created_at)
     SELECT bench_uid('intern' || i),
       bench_uid('role' || (${2 * BENCH_ROLES} + (i * 13 + k * 3001) % ${generalRoles})),
       ${base} - ((i + k) % 500) * interval '1 hour'
     FROM generate_series(0, ${s.interns - 1}) AS i,
       generate_series(0, 4) AS k
     UNION ALL
     SELECT bench_uid('intern0'), bench_uid('role' || (${2 * BENCH_ROLES} + (k * 3001) % ${generalRoles})),
       ${base} - k * interval '1 hour'
     FROM generate_series(5, 44) AS k
     ON CONFLICT DO NOTHING`,
  ])

  // Work the API does as it writes, done here by the API's own code (the domain's word rules and
  // the summaries' query): a running site carries no such backlog at start.
  const byTheApi = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    seconds[name] = (performance.now() - started) / 1000
    log(`  ${name.padEnd(22)} ${seconds[name]!.toFixed(1).padStart(7)} s`)
  }
  await byTheApi('match features', () => fillMissingMatchFeatures(db, 5_000))
  await byTheApi('conversation summaries', () => summariseAllConversations(db))

  // VACUUM as well: a live database is vacuumed by autovacuum, and index-only scans (the
  // applicants list's) read the heap for every row until the visibility map is set.
  await step('vacuum analyze', ['DROP FUNCTION bench_uid(text)', 'VACUUM ANALYZE'])

  const counts: Record<string, number> = {}
  for (const table of [
    'accounts',
    'companies',
    'interns',
    'roles',
    'applications',
    'messages',
    'conversations',
    'saved_roles',
  ]) {
    const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n)
  }
  return { seconds, counts }
}

/** A session of `accountId` the way sessions.ts stores one: only the token's SHA-256. */
export async function createBenchSession(db: Db, accountId: string) {
  const token = crypto.randomBytes(32).toString('base64url')
  const hash = crypto.createHash('sha256').update(token).digest('base64url')
  await db.execute(sql`
    INSERT INTO sessions (account_id, token_hash, expires_at, ip, user_agent)
    VALUES (${accountId}, ${hash}, now() + interval '1 day', '127.0.0.1', 'bench:scale')`)
  return token
}

async function main() {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, 'data-dir': { type: 'string' }, ...SIZE_FLAGS },
  })
  if (!values.url && !values['data-dir']) {
    throw new Error('Give --url postgres://… or --data-dir <folder> (PGlite)')
  }
  const sizes = sizesOf(values)
  const database = await openDatabase(
    values.url ? { url: values.url } : { dataDir: values['data-dir']! },
  )
  console.log(`Generating ${JSON.stringify(sizes)}`)
  const { counts } = await generate(database.db, sizes)
  console.log(counts)
  await database.close()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
