import { ApplicationsTable } from '../features/company-applications/ApplicationsTable'
import { CompanyDashboardPage } from '../features/company-dashboard/CompanyDashboardPage'
import { DashboardInbox } from '../features/inbox/DashboardInbox'

/** The company dashboard with the parts other features own; features meet here, not in each other. */
export const CompanyDashboardRoute = () => (
  <CompanyDashboardPage
    applications={(isLocked) => <ApplicationsTable isLocked={isLocked} />}
    inbox={(isLocked) => <DashboardInbox side="company" isLocked={isLocked} />}
  />
)
