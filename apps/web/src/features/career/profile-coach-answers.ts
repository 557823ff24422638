import { ProfileCoachSchema } from '@app/domain'

// The answer's schema of profile-coach.api.ts, loaded with the first request (decision 051).
export { ProfileCoachSchema }
