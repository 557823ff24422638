import { createContext, useContext } from 'react'
import type { AccountChangeField } from '@app/domain'
import { paths } from '../../lib/paths'

export type AccountKind = 'company' | 'intern'

/** What differs between a company's settings and an intern's: where they live, and the words. */
export interface SettingsKind {
  kind: AccountKind
  /** The settings menu; a sub-page is `${base}/${section}`. */
  base: string
  /** Where 'Changes Saved' leads after a change confirmed by code (spec: company dashboard, intern settings). */
  afterChange: string
  menuBasicInfoText: string
  /** The rows changed through a mailed code; an intern's name is edited on the profile. */
  changeFields: readonly AccountChangeField[]
  emailLabel: string
  profileVisibility: { title: string; public: string; private: string }
  jobBoardVisibility: { title: string; public: string; private: string }
  thirdPartyHint: string
  privacyDescription: string
  privacyMenuText: string
  deleteWarning: string
  /** The notification page's cards of on/off items, above the shared system alerts and frequency. */
  notificationCards: readonly NotificationCard[]
  /** The phone page's words that differ: what comes, which replies do something, what USSD shows. */
  phone: PhoneWords
}

export interface PhoneWords {
  /** What the important notices by phone are about, to follow 'Important notices come at any time:'. */
  notices: string
  /** Only interns have job alerts, so only they can have them on the phone. */
  hasJobAlerts: boolean
  /** Replies beyond STOP and START: the intern answers interviews from the phone. */
  replies: readonly { word: string; does: string }[]
  /** What dialling the USSD code shows. */
  ussd: string
}

export interface NotificationCard {
  title: string
  description?: string
  items: readonly { name: string; label: string; hint?: string }[]
}

export const SETTINGS_KINDS: Record<AccountKind, SettingsKind> = {
  company: {
    kind: 'company',
    base: paths.company.settings.href(),
    afterChange: paths.company.dashboard.href(),
    menuBasicInfoText: 'Company name, email and phone number',
    changeFields: ['companyName', 'email', 'phoneNumber'],
    emailLabel: 'company email',
    jobBoardVisibility: {
      title: 'Job Board Visibility',
      public: 'Your open roles are listed on the public Find Internships page.',
      // Decision 009: the setting hides listings; signed-in interns still see and apply to open roles.
      private:
        'Your roles are left off the public Find Internships page. Signed-in interns still find your open roles in their recommended roles and can apply.',
    },
    profileVisibility: {
      title: 'Company Profile Visibility',
      public:
        'Visitors who are not signed in can view your company details, media and social links from your open roles on Find Internships. Signed-in interns can view them for any of your open roles.',
      private:
        'Visitors who are not signed in cannot view your company details. Signed-in interns still can, for any of your open roles and for roles they applied to.',
    },
    thirdPartyHint:
      'Let tools you connect, such as an applicant tracking system, read your roles and applications.',
    privacyDescription:
      'Decide who can see your roles and your company profile, and download your data.',
    privacyMenuText: 'Who can see your roles and your profile',
    deleteWarning:
      'This cannot be undone. Your company profile, every role you posted and your uploaded files are removed, and candidates who applied to your roles are told the roles have closed.',
    phone: {
      notices:
        'interview reminders and changes, whether your company is verified, and the safety of your account.',
      hasJobAlerts: false,
      replies: [],
      ussd: 'to check Internplace from your verified number without data.',
    },
    notificationCards: [
      {
        title: 'New Applications',
        description: 'Hear when a candidate applies to one of your roles.',
        items: [{ name: 'newApplications', label: 'Notify me about new applications' }],
      },
      {
        title: 'Application Updates',
        items: [
          { name: 'applicationUpdates.newMessages', label: 'New messages from candidates' },
          { name: 'applicationUpdates.interviewRequests', label: 'Interview requests' },
          { name: 'applicationUpdates.interviewSchedules', label: 'Interview schedules' },
        ],
      },
    ],
  },
  intern: {
    kind: 'intern',
    base: paths.intern.settings.href(),
    afterChange: paths.intern.settings.href(),
    menuBasicInfoText: 'Full name, email and phone number',
    changeFields: ['email', 'phoneNumber'],
    emailLabel: 'email',
    jobBoardVisibility: {
      title: 'Job Board Visibility',
      public: 'Companies with open roles can find your profile when they look for candidates.',
      private: 'Only companies you apply to see your profile.',
    },
    profileVisibility: {
      title: 'Profile Visibility',
      public: 'Your profile page, photo and media can be shared by link.',
      private: 'Your profile is kept off public pages; companies see it when you apply.',
    },
    thirdPartyHint:
      'Let tools you connect, such as a career-services portal, read your profile and applications.',
    privacyDescription: 'Decide who can see your profile, and download your data.',
    privacyMenuText: 'Who can see your profile',
    deleteWarning:
      'This cannot be undone. Your profile, resume, saved roles and applications are removed, and companies you applied to no longer see your application.',
    phone: {
      notices:
        'interview times, reminders and changes, decisions on your applications, letters issued to you, and the safety of your account.',
      hasJobAlerts: true,
      replies: [
        {
          word: '1, 2, 3…',
          does: 'to an interview invitation chooses that time, as choosing it in the app does.',
        },
        {
          word: 'YES or NO',
          does: 'to an interview reminder tells the company you will attend, or that you cannot.',
        },
      ],
      ussd: 'from your verified number to see your applications and your next interview, and to confirm it.',
    },
    notificationCards: [
      {
        title: 'Your Applications',
        description: 'Hear from the companies you applied to.',
        items: [
          {
            name: 'companyMessages',
            label: 'Messages from companies',
            hint: 'When a company writes to you about an application.',
          },
          {
            name: 'statusChanges',
            label: 'Status changes of my applications',
            hint: 'When an application is accepted or not taken forward.',
          },
        ],
      },
      {
        title: 'Roles',
        description: 'Hear about roles worth a look.',
        items: [
          {
            name: 'matchingRoles',
            label: 'New roles that match me',
            hint: 'Roles that fit your field of study and preferences.',
          },
          {
            name: 'savedRoleDeadlines',
            label: 'Deadlines of my saved roles',
            hint: 'A reminder before a role you saved stops taking applications.',
          },
        ],
      },
    ],
  },
}

const SettingsKindContext = createContext<SettingsKind>(SETTINGS_KINDS.company)
export const SettingsKindProvider = SettingsKindContext.Provider
export const useSettingsKind = () => useContext(SettingsKindContext)
