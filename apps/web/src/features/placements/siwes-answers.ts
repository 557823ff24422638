import { SiwesPapersSchema } from '@app/domain'

// The answer's schema of siwes.api.ts, loaded with the first request (decision 051).
export { SiwesPapersSchema }
