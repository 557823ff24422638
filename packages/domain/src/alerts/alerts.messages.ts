// Words and limits of alerts and the email box, apart from the schemas, so a page that shows them
// does not load zod (decision 032).

/** An intern keeps at most this many alerts. */
export const MAX_ALERTS_PER_INTERN = 20

export const ALERT_MESSAGES = {
  created: "Alert saved. We'll tell you about new roles like these.",
  updated: 'Alert updated.',
  deleted: 'Alert deleted.',
  notFound: 'Alert not found.',
  tooMany: `You can keep up to ${MAX_ALERTS_PER_INTERN} alerts. Delete one to add another.`,
  frequencyInvalid: 'Choose immediate or daily',
  typeInvalid: 'Choose a work type: Remote, On-Site or Hybrid',
  placementTypeInvalid:
    'Choose a placement type: Internship, SIWES/IT, NYSC (PPA) or Graduate role',
  noCriteria:
    'Tell us what to watch: a role or skill, a location, a work type or a placement type.',
  subscribed: 'Check your inbox: we sent a link to confirm your subscription.',
  confirmed: "You're subscribed. New roles will reach you every week.",
  unsubscribed: "You're unsubscribed. We won't email you about this again.",
  linkInvalid: 'This link is not valid. Copy the whole link from the email and try again.',
} as const
