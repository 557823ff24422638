import { ProfileScoreNote } from '../features/career/ProfileScoreNote'
import { ApplicationsPage } from '../features/intern-applications/ApplicationsPage'

/** The intern's applications with the profile coach's score above them (decision 067). */
export const InternApplicationsRoute = () => <ApplicationsPage profileNote={<ProfileScoreNote />} />
