import { CvSchema, CvUseSchema } from '@app/domain'

// The answers' schemas of cv.api.ts, loaded with the first request (decision 051).
export { CvSchema, CvUseSchema }
