import { PublicRoleSchema, pageOf } from '@app/domain'

// The browse's answer schema, in a chunk of its own loaded with the first request, so zod is not
// part of the public page's first load (decision 051).
export const publicRolesPage = pageOf(PublicRoleSchema)
export const publicRole = PublicRoleSchema
