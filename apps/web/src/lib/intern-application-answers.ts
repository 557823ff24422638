import { CompanyDetailsSchema, InternApplicationSchema, pageOf } from '@app/domain'

// The answers' schemas of lib/intern-application-queries.ts, in a chunk of their own loaded with
// the first request: the public company page shares those queries and must not carry zod in its
// first load (decision 051).
export const applicationPage = pageOf(InternApplicationSchema)
export { CompanyDetailsSchema, InternApplicationSchema }
