import { ProfileCoachPanel } from '../features/career/ProfileCoachPanel'
import { InternProfilePage } from '../features/intern-profile/InternProfilePage'

/** The intern's profile with the profile coach beside it; features meet here, not in each other. */
export const InternProfileRoute = () => <InternProfilePage coach={<ProfileCoachPanel />} />
