/**
 * The words of the fee-request rule (fee-requests.rules.ts, decision 068), as Nigerian recruiters,
 * scammers and interns write them. Entries are regular-expression fragments; a space matches any
 * spacing.
 */

/** Verbs of handing money over. Pidgin's 'drop 2k', 'bring 5k', 'settle 10k' among them. */
export const PAY_VERBS = [
  'pay',
  'send',
  'transfer',
  'remit',
  'drop',
  'bring',
  'deposit',
  'settle',
  'contribute',
  'come with',
] as const
/** What only a fee is 'for': with an amount, these alone make an ask ('₦2k for form'). */
export const FEE_ONLY_PURPOSES = [
  'id cards?',
  'forms?',
  'registration',
  'accreditation',
  'uniforms?',
  'medicals?',
  'medical tests?',
  'medical screening',
  'processing',
  'training(?: materials| kits?)?',
  'kits?',
  'starter kits?',
  'assessment portal',
  'portal',
  'logbooks?',
  'onboarding',
  'slots?',
  'placement',
  'verification',
  'orientation',
  'screening',
  'insurance',
  'result checker',
  'materials',
] as const
/** What a fee is for, and also what employers pay for ('data allowance', 'logistics allowance'). */
export const SHARED_PURPOSES = ['data', 'logistics', 'assessment'] as const
export const PURPOSES = [...FEE_ONLY_PURPOSES, ...SHARED_PURPOSES]
/** Words naming a charge on the intern: with an amount they make an ask even beside a stipend. */
export const CHARGE_WORDS = ['fees?', 'levy', 'dues', 'deposit', 'charges?'] as const
/** Words that put a price on something ('costs 15k', 'payable', 'the sum of 5000'). */
export const PRICE_WORDS = [
  'costs?',
  'payable',
  'payments?',
  'sum',
  'amount',
  'balance',
  'total',
  'secure',
] as const
/** A name of a fee, before 'fee', 'charge' or 'money': 'acceptance fee', 'form money'. */
export const FEE_KINDS = [
  ...PURPOSES,
  'acceptance',
  'commitment',
  'caution',
  'application',
  'interview',
  'test',
  'service',
  'admin',
  'administrative',
  'small',
  'little',
  'token',
  'minimal',
  'non-refundable',
  'refundable',
  'one-off',
  'one-time',
]
/** Airtime as scammers ask for it: 'MTN card', 'recharge card', 'load airtime', 'send the pin'. */
export const AIRTIME_WORDS = [
  'airtime',
  'recharge cards?',
  '(?:mtn|glo|airtel|9mobile|etisalat) cards?',
  'cards? pins?',
  'pins?',
  'top up',
  'scratch',
  'recharge (?:this|my|the|our) (?:number|line|phone)',
] as const
/** Counted things: a bare number before these is not money ('500 forms', '10 weeks', '2026 intake'). */
export const COUNTED_THINGS = [
  '%',
  'percent',
  'people',
  'persons',
  'students',
  'interns',
  'applicants',
  'candidates',
  'customers',
  'users',
  'records',
  'forms',
  'copies',
  'words',
  'hours?',
  'hrs?',
  'minutes?',
  'mins?',
  'days?',
  'weeks?',
  'months?',
  'years?',
  'km',
  'gb',
  'mb',
  'batch',
  'cohort',
  'intake',
  'set',
  'session',
  'am',
  'pm',
] as const
/**
 * People whose money a role's work is about ('customers pay N100 per withdrawal'). Students are
 * not among them: a SIWES student is the reader.
 */
export const THIRD_PARTIES = [
  'customers?',
  'clients?',
  'merchants?',
  'agents?',
  'traders?',
  'vendors?',
  'businesses',
  'users?',
  'parents?',
  'patients?',
  'subscribers?',
] as const
