import { randomUUID } from 'node:crypto'
import { durationInMonths, placementDetails } from '@app/domain'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import { roleWordColumns } from '../modules/roles/role-search.js'
import type { accounts, companies, interns, roles, savedRoles } from '../db/schema.js'
import { DEMO_COMPANIES } from './demo-companies.js'
import { DEMO_INTERNS } from './demo-interns.js'
import { AGRIC_ENERGY_ROLES } from './demo-roles-agric-energy.js'
import { FACTORY_FREIGHT_ROLES } from './demo-roles-factory-freight.js'
import { FINANCE_LAW_ROLES } from './demo-roles-finance-law.js'
import { HEALTH_MEDIA_ROLES } from './demo-roles-health-media.js'
import { HOTEL_EDTECH_ROLES } from './demo-roles-hotel-edtech.js'
import { PROPERTY_TELECOMS_ROLES } from './demo-roles-property-telecoms.js'
import { dateInDays, daysAgo } from './demo-time.js'
import type { DemoCompany, DemoIntern, DemoRole } from './demo-types.js'
import { DEMO_PLACEMENTS } from './demo-placements.js'

export const DEMO_ROLES: DemoRole[] = [
  ...FINANCE_LAW_ROLES,
  ...PROPERTY_TELECOMS_ROLES,
  ...AGRIC_ENERGY_ROLES,
  ...FACTORY_FREIGHT_ROLES,
  ...HEALTH_MEDIA_ROLES,
  ...HOTEL_EDTECH_ROLES,
]

/** Stands in until demo-files.ts stores the real certificate. */
const CAC_DOCUMENT = {
  type: 'CAC_Document',
  fileName: 'cac-certificate.pdf',
  s3Url: '',
} as const

/** Ids are made here, so rows can point at each other before anything is inserted. */
export interface DemoIds {
  companies: Map<string, string>
  interns: Map<string, string>
  roles: Map<string, string>
}

export function makeDemoIds(): DemoIds {
  const ids = (keys: string[]) => new Map(keys.map((key) => [key, randomUUID()]))
  return {
    companies: ids(DEMO_COMPANIES.map((c) => c.key)),
    interns: ids(DEMO_INTERNS.map((i) => i.key)),
    roles: ids(DEMO_ROLES.map((r) => r.key)),
  }
}

export function idOf(map: Map<string, string>, key: string): string {
  const id = map.get(key)
  if (!id) throw new Error(`Demo data refers to an unknown key: ${key}`)
  return id
}

export function companyOf(key: string): DemoCompany {
  const company = DEMO_COMPANIES.find((c) => c.key === key)
  if (!company) throw new Error(`Demo data refers to an unknown company: ${key}`)
  return company
}

export function roleOf(key: string): DemoRole {
  const role = DEMO_ROLES.find((r) => r.key === key)
  if (!role) throw new Error(`Demo data refers to an unknown role: ${key}`)
  return role
}

export function internOf(key: string): DemoIntern {
  const intern = DEMO_INTERNS.find((i) => i.key === key)
  if (!intern) throw new Error(`Demo data refers to an unknown intern: ${key}`)
  return intern
}

type AccountRow = typeof accounts.$inferInsert

function accountRow(id: string, email: string, kind: AccountRow['kind'], joined: Date): AccountRow {
  return { id, email, kind, policiesAcceptedAt: joined, createdAt: joined, updatedAt: joined }
}

export function companyRows(ids: DemoIds, now: Date) {
  const accountRows: AccountRow[] = []
  const profileRows: (typeof companies.$inferInsert)[] = []
  for (const { key, email, verification, joinedDaysAgo, ...profile } of DEMO_COMPANIES) {
    const id = idOf(ids.companies, key)
    const joined = daysAgo(now, joinedDaysAgo)
    const verifiedAt = verification === 'verified' ? daysAgo(now, joinedDaysAgo - 3) : null
    accountRows.push(accountRow(id, email, 'company', joined))
    profileRows.push({
      accountId: id,
      ...profile,
      countryCode: '+234',
      logoUrl: null,
      mediaUrls: [],
      verificationDocument: verification === 'none' ? null : CAC_DOCUMENT,
      verifiedAt,
      verificationStatus: verification === 'none' ? 'unsubmitted' : verification,
      verificationSubmittedAt:
        verification === 'none' ? null : daysAgo(now, Math.max(0, joinedDaysAgo - 1)),
      createdAt: joined,
      updatedAt: verifiedAt ?? daysAgo(now, joinedDaysAgo - 1),
    })
  }
  return { accountRows, profileRows }
}

/** `PgInsertValue`, not `$inferInsert`: the search document is an SQL expression. */
export function roleRows(ids: DemoIds, now: Date): PgInsertValue<typeof roles>[] {
  return DEMO_ROLES.map((role) => {
    const createdAt = daysAgo(now, role.postedDaysAgo)
    const placement = DEMO_PLACEMENTS[role.key] ?? { placementType: 'internship' as const }
    const [minimumSalary, maximumSalary] = placement.stipend ?? [
      role.minimumSalary,
      role.maximumSalary,
    ]
    return {
      id: idOf(ids.roles, role.key),
      companyId: idOf(ids.companies, role.company),
      title: role.title,
      roleSummary: role.roleSummary,
      responsibilities: role.responsibilities,
      requirements: role.requirements,
      location: role.location,
      type: role.type,
      minimumSalary,
      maximumSalary,
      ...placementDetails({
        placementType: placement.placementType,
        siwesWeeks: placement.siwesWeeks ?? null,
        siwesProgrammes: placement.siwesProgrammes ?? [],
        nyscState: placement.nyscState ?? null,
      }),
      perks: placement.perks ?? {},
      applicationDeadline:
        role.deadlineInDays === null ? null : dateInDays(now, role.deadlineInDays),
      durationMonths: durationInMonths(role.duration, role.term),
      term: role.term,
      ...roleWordColumns({
        title: role.title,
        roleSummary: role.roleSummary,
        requirements: role.requirements,
        companyName: companyOf(role.company).companyName,
      }),
      createdAt,
      updatedAt: createdAt,
    }
  })
}

export function internRows(ids: DemoIds, now: Date) {
  const accountRows: AccountRow[] = []
  const profileRows: (typeof interns.$inferInsert)[] = []
  const savedRows: (typeof savedRoles.$inferInsert)[] = []
  for (const { key, email, profile, joinedDaysAgo, savedRoles: saved } of DEMO_INTERNS) {
    const id = idOf(ids.interns, key)
    const joined = daysAgo(now, joinedDaysAgo)
    accountRows.push(accountRow(id, email, 'intern', joined))
    const updatedAt = profile ? daysAgo(now, joinedDaysAgo - 1) : joined
    profileRows.push({
      accountId: id,
      ...profile,
      countryCode: profile ? '+234' : null,
      createdAt: joined,
      updatedAt,
    })
    for (const roleKey of saved) {
      const createdAt = daysAgo(now, roleOf(roleKey).postedDaysAgo / 2)
      savedRows.push({ internId: id, roleId: idOf(ids.roles, roleKey), createdAt })
    }
  }
  return { accountRows, profileRows, savedRows }
}
