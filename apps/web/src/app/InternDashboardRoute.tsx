import { ActivityFeed } from '../features/inbox/ActivityFeed'
import { DashboardInbox } from '../features/inbox/DashboardInbox'
import { InternDashboardPage } from '../features/intern-dashboard/InternDashboardPage'

/** The intern dashboard with the inbox's parts; features meet here, not in each other. */
export const InternDashboardRoute = () => (
  <InternDashboardPage
    inbox={(isLocked) => <DashboardInbox side="intern" isLocked={isLocked} />}
    activityFeed={<ActivityFeed />}
  />
)
