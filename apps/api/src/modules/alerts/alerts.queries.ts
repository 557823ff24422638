import { companies, roles } from '../../db/schema.js'

/** What a mail says about a role: its title, company, stipend, deadline and where to see it. */
export interface MailedRole {
  id: string
  title: string
  companyName: string | null
  location: string
  minimumSalary: number
  maximumSalary: number | null
  applicationDeadline: string | null
}

/** The columns that make a MailedRole, from roles joined to their companies. */
export const mailedRoleColumns = {
  id: roles.id,
  title: roles.title,
  companyName: companies.companyName,
  location: roles.location,
  minimumSalary: roles.minimumSalary,
  maximumSalary: roles.maximumSalary,
  applicationDeadline: roles.applicationDeadline,
}
