import { companies, roles } from '../../db/schema.js'

/** The columns that make a MailedRole (the alert and weekly mails' facts), from roles joined to their companies. */
export const mailedRoleColumns = {
  id: roles.id,
  title: roles.title,
  companyName: companies.companyName,
  location: roles.location,
  minimumSalary: roles.minimumSalary,
  maximumSalary: roles.maximumSalary,
  applicationDeadline: roles.applicationDeadline,
}
