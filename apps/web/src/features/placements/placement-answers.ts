import { z } from 'zod'
import { pageOf, PlacementDocumentSchema, PlacementSchema } from '@app/domain'

// The answers' schemas of placements.api.ts, loaded with the first request (decision 051).
export const placementPage = pageOf(PlacementSchema)
export { PlacementSchema }
export const placementDocuments = z.object({ docs: z.array(PlacementDocumentSchema) })
