/*
 * The words of the apply, applications and chat pages, shown alike by the web app and by the
 * pages the server writes for browsers without JavaScript (issue 33, decision 080): one place, so
 * the page the server sends and the app that takes it over say the same thing.
 */

export const APPLY_PAGE_WORDS = {
  applyTitle: 'Apply for this role',
  backToRole: 'Back to role',
  cvHint: 'Your CV should be a PDF that shows your recent work experience and skills.',
  proceed: 'Proceed',
  uploadToContinue: 'Upload a resume to continue.',
  alreadyApplied: 'You have already applied to this role.',
  viewApplication: 'View your application',
  reviewTitle: 'Review Your Application',
  back: 'Back',
  applyingFor: 'Applying for',
  learnMore: 'Learn More',
  yourDetails: 'Your details',
  personalInformation: 'Personal Information',
  contactInformation: 'Contact Information',
  noResume: 'No Resume Uploaded',
  pleaseUpload: 'Please upload a resume',
  currentResume: 'Current resume',
  currentResumeNote: 'The one on your profile; it goes with this application.',
  coverNoteAsked: 'This role asks applicants for a short cover note.',
  screeningTitle: 'Screening questions',
  optional: '(optional)',
  choose: 'Choose',
  yes: 'Yes',
  no: 'No',
  submit: 'Submit Your Application',
  completeProfile: 'Complete your profile',
} as const

/** Applications on one page of the intern's list (the app's and the server's alike). */
export const APPLICATIONS_PAGE_SIZE = 10

export const APPLICATIONS_PAGE_WORDS = {
  title: 'Monitor Your Application Status',
  findInternship: 'Find Internship',
  noneFound: 'No applications found.',
  noneMatch: 'No applications match your criteria.',
  emptyHint: 'Find a role that fits you and apply in a few steps.',
  allStatuses: 'All statuses',
  searchLabel: 'Search applications',
  searchPlaceholder: 'Search by role or company',
  pages: 'Application pages',
  backToApplications: 'Back to applications',
  viewCompany: 'View Company',
  messageCompany: 'Message Company',
  seeApplications: 'See your applications',
  notFound: 'Application not found.',
} as const

export const CHAT_PAGE_WORDS = {
  conversationsTitle: 'Messages',
  noConversations: 'No messages available.',
  noMessages: 'No messages yet. Start the conversation!',
  internEmptyNote: 'Messages sent here will be visible to the company.',
  messageLabel: 'Message',
  placeholder: 'Type a message...',
  send: 'Send',
  you: 'You:',
  they: 'They:',
  pages: 'Chat pages',
  /** A chat that cannot be read (not there, not this intern's), and the way out of it. */
  loadError: 'Error loading messages',
  returnToDashboard: 'Return to Dashboard',
  /** The chat's way back: to the dashboard, whose inbox it was opened from. */
  backToDashboard: 'Back to the dashboard',
  /** Said only by the server's page: without JavaScript a chat does not update by itself. */
  reloadForNew: 'Reload the page to see new messages.',
} as const
