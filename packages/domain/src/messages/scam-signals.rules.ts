import { asksForMoney, feeAskOf } from './fee-requests.rules.js'

export { asksForMoney } from './fee-requests.rules.js'

/**
 * Signs of the internship scams Nigerian students meet (decisions 022 and 068): a fee or airtime
 * asked for, in English or Pidgin ('registration fee', 'abeg send 3k for form'; see
 * fee-requests.rules.ts), a bank account to pay into, and moving the talk to WhatsApp, Telegram or
 * a phone before any offer. The rule warns; it never blocks a message.
 */
export const SCAM_SIGNALS = ['asks_for_money', 'bank_account', 'off_platform_contact'] as const
export type ScamSignal = (typeof SCAM_SIGNALS)[number]

/** What both sides of a flagged chat are shown. */
export const SAFETY_NOTICE =
  'Internplace never asks for fees, and genuine employers do not charge interns for registration, training or placement. Do not send money or share bank details, and keep the conversation on Internplace until you have an offer.'

/** What a company is told when a role is held (decision 022). */
export const ROLE_HELD_MESSAGE =
  'Your role is held for review because its wording asks applicants for money. Internplace does not allow roles that charge interns any fee; our team will review it.'

/** Said beside each signal in the console and in a held role's reason. */
export const SCAM_SIGNAL_LABELS: Record<ScamSignal, string> = {
  asks_for_money: 'Asks for money (a fee, deposit, payment or airtime)',
  bank_account: 'Gives a bank account number',
  off_platform_contact: 'Moves the talk to WhatsApp, Telegram or a phone before an offer',
}

/** A 10-digit NUBAN account number. */
const NUBAN = /\b\d{10}\b/
const BANK_WORD =
  /\b(?:gt ?bank|gtb|guaranty trust|access bank|access|zenith|uba|united bank|first ?bank|fidelity|opay|palm ?pay|moniepoint|kuda|wema|alat|sterling|union bank|stanbic|fcmb|polaris|ecobank|keystone|providus|heritage|unity bank|jaiz|globus|titan|vfd|fairmoney|account|acct|a\/c|acc no)\b/i
const MESSENGER = /\b(?:whats\s?app|telegram|wa\.me|t\.me)\b/i
/** A Nigerian mobile number (0803…, +234 803…), once spaces and dashes between digits are gone. */
const PHONE = /(?:\+?234|\b0)[789][01]\d{8}\b/

/**
 * The scam signals of one chat message. `accepted`: the application has been accepted, after which
 * a phone number or a WhatsApp group is ordinary.
 */
export function scamSignalsOf(text: string, context: { accepted: boolean }): ScamSignal[] {
  const signals: ScamSignal[] = []
  if (asksForMoney(text)) signals.push('asks_for_money')
  if (NUBAN.test(text) && BANK_WORD.test(text)) signals.push('bank_account')
  const joined = text.replace(/(\d)[\s-](?=\d)/g, '$1')
  if (!context.accepted && (MESSENGER.test(text) || PHONE.test(joined))) {
    signals.push('off_platform_contact')
  }
  return signals
}

export interface RoleWording {
  title: string
  roleSummary: string
  responsibilities: readonly string[]
  requirements: readonly string[]
}

/** The first sentence of the role's wording that asks applicants for money, or null. */
export function roleFeeAsk(role: RoleWording): string | null {
  for (const text of [
    role.title,
    role.roleSummary,
    ...role.responsibilities,
    ...role.requirements,
  ]) {
    const feeAsk = feeAskOf(text)
    if (feeAsk) return feeAsk
  }
  return null
}

/** The no-fee policy: a role whose wording asks applicants for money is held for review. */
export const roleAsksForFees = (role: RoleWording) => roleFeeAsk(role) !== null

/** What a company is told about why its role is held: the words that asked for money. */
export const heldRoleReason = (feeAsk: string) =>
  `Its wording asks applicants for money: "${feeAsk.length > 200 ? `${feeAsk.slice(0, 199)}…` : feeAsk}"`
