/**
 * Signs of the internship scams Nigerian students meet (decision 022): a 'registration', 'training'
 * or 'processing' fee, a bank account to pay into, and moving the talk to WhatsApp, Telegram or a
 * phone before any offer. The rule warns; it never blocks a message.
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
  asks_for_money: 'Asks for money (a fee, deposit or payment)',
  bank_account: 'Gives a bank account number',
  off_platform_contact: 'Moves the talk to WhatsApp, Telegram or a phone before an offer',
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`
/** 'N5,000', '₦10k', 'NGN 7,500', '15000 naira', '5k naira'. */
const NAIRA_AMOUNT = new RegExp(
  String.raw`(?:₦|\bNGN|\bN)\s?(?:${NUMBER})(?:\s?k\b)?|\b(?:${NUMBER})(?:\s?k)?\s?(?:naira|NGN)\b`,
  'i',
)
const PAYMENT_WORD =
  /\b(?:fees?|payments?|pay|send|transfer|remit|training|registration|register|deposit|processing|form|levy|charges?|dues)\b/i
/** Words that only ever mean a charge on the intern. */
const CHARGE_WORD = /\b(?:fees?|registration|deposit|processing|levy|charges?|dues)\b/i
/** What an employer pays the intern: an amount beside these is a benefit, not an ask. */
const BENEFIT =
  /\b(?:stipends?|allowances?|salary|salaries|remuneration|wages?|compensation|we pay|we will pay|we'll pay|you will be paid|you'll be paid|you will receive|you'll receive)\b/i
/** A fee that needs no amount to be one. */
const FEE_PHRASE =
  /\b(?:registration|training|processing|application|form|commitment|caution|onboarding|logistics|acceptance|verification|medical|uniform|kit|placement)\s+(?:fees?|charges?|levy)\b|\brefundable\s+deposit\b|\bpay\s+for\s+(?:your\s+|the\s+|our\s+)?(?:training|registration|form|kit|starter kit|uniform|id card|logbook|processing|onboarding|slot|placement)\b/i
const DENIAL =
  /\b(?:no|not|never|without|free of)\b[^.!?]{0,30}\b(?:fees?|charges?|payments?|deposit)\b/i

/** A 10-digit NUBAN account number. */
const NUBAN = /\b\d{10}\b/
const BANK_WORD =
  /\b(?:gt ?bank|gtb|guaranty trust|access bank|access|zenith|uba|united bank|first ?bank|fidelity|opay|palm ?pay|moniepoint|kuda|wema|alat|sterling|union bank|stanbic|fcmb|polaris|ecobank|keystone|providus|heritage|unity bank|jaiz|globus|titan|vfd|fairmoney|account|acct|a\/c|acc no)\b/i
const MESSENGER = /\b(?:whats\s?app|telegram|wa\.me|t\.me)\b/i
/** A Nigerian mobile number (0803…, +234 803…), once spaces and dashes between digits are gone. */
const PHONE = /(?:\+?234|\b0)[789][01]\d{8}\b/

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/)

function sentenceAsksForMoney(sentence: string): boolean {
  const hasAmount = NAIRA_AMOUNT.test(sentence)
  if (!hasAmount && DENIAL.test(sentence)) return false
  if (FEE_PHRASE.test(sentence)) return true
  if (!hasAmount || !PAYMENT_WORD.test(sentence)) return false
  return !(BENEFIT.test(sentence) && !CHARGE_WORD.test(sentence))
}

/** Whether any sentence of the text asks the reader for money. */
export const asksForMoney = (text: string) => sentencesOf(text).some(sentenceAsksForMoney)

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
    const sentence = sentencesOf(text).find(sentenceAsksForMoney)
    if (sentence) return sentence.trim()
  }
  return null
}

/** The no-fee policy: a role whose wording asks applicants for money is held for review. */
export const roleAsksForFees = (role: RoleWording) => roleFeeAsk(role) !== null

/** What a company is told about why its role is held: the words that asked for money. */
export const heldRoleReason = (feeAsk: string) =>
  `Its wording asks applicants for money: "${feeAsk.length > 200 ? `${feeAsk.slice(0, 199)}…` : feeAsk}"`
