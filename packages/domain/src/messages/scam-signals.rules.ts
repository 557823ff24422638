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
/** A verb of paying, Pidgin's included ('drop 2k', 'bring 5k'). */
const PAY_VERB = String.raw`pay|send|transfer|remit|drop|bring|deposit`
/**
 * An amount of naira: 'N5,000', '₦10k', 'NGN 7,500', '15000 naira', '5k'; a bare number counts
 * only right after a verb of paying ('pay 5,000'), so dates, years and '10,000 customers' never do.
 */
const AMOUNT = new RegExp(
  String.raw`(?:₦|\bNGN|\bN)\s?(?:${NUMBER})(?:\s?k\b)?|\b(?:${NUMBER})\s?(?:k|naira|NGN)\b|\b(?:${PAY_VERB})\s+(?:(?:the\s+)?sum\s+of\s+|only\s+|just\s+)?(?:\d{1,3}(?:,\d{3})+|\d{3,7})\b`,
  'i',
)
/** Paying, or what a charge is called. */
const PAYMENT_WORD = new RegExp(
  String.raw`\b(?:${PAY_VERB}|fees?|payments?|payable|costs?|levy|charges?|dues)\b`,
  'i',
)
/** Words that only ever mean a charge on the intern. */
const CHARGE_WORD = /\b(?:fees?|deposit|levy|charges?|dues)\b/i
/** What scammers say the money is for. */
const PURPOSE = String.raw`id cards?|medicals?|medical tests?|forms?|registration|training kits?|kits?|starter kits?|processing|uniforms?|logbooks?|onboarding|slots?|placement|verification|accreditation|orientation|training(?: materials)?|materials|logistics`
const PURPOSE_WORD = new RegExp(String.raw`\b(?:${PURPOSE})\b`, 'i')
/** A fee that needs no amount to be one: 'registration fee', 'pay for your medicals'. */
const FEE_PHRASE = new RegExp(
  String.raw`\b(?:registration|training|processing|application|form|commitment|caution|onboarding|logistics|acceptance|verification|medical|uniform|kit|placement|id card)\s+(?:\w+\s+)?(?:fees?|charges?|levy)\b|\brefundable\s+deposit\b|\bpay\s+for\s+(?:your\s+|the\s+|our\s+|una\s+)?(?:${PURPOSE}|id card)\b`,
  'i',
)
/** 'Send am to my account', 'pay into our account': money into someone's account. */
const INTO_ACCOUNT = new RegExp(
  String.raw`\b(?:${PAY_VERB})\s+(?:(?:am|it|the money|money|cash|the amount|the balance|the fee|payment|(?:the\s+)?(?:sum\s+of\s+)?(?:₦|N|NGN)?\s?\d[\d,.]*k?)\s+)?(?:to|into)\s+(?:my|our|this|that|the|company|the company's)\s+(?:\w+\s+)?(?:account|acct|a\/c)\b`,
  'i',
)
/** What the employer pays: an amount beside these is a benefit, not an ask. */
const BENEFIT =
  /\b(?:stipends?|allowances?|salary|salaries|remuneration|wages?|compensation|earn|earns|refunds?|(?:we|company|employer|firm)\s+(?:will\s+|shall\s+|go\s+|dey\s+)?(?:pay|pays|send|cover|covers|sponsor|provide|give)|we'll\s+(?:pay|send|cover)|(?:pay|send|give)\s+you|paid\s+to\s+you|(?:you|interns?)\s+(?:will|shall)\s+(?:be\s+paid|receive|get)|you'll\s+(?:be\s+paid|receive|get)|(?:interns?|you)\s+receive|role\s+pays)\b/i
/** The intern is the one to pay: 'you go pay', 'interns pay', 'kindly send'. */
const INTERN_PAYS = new RegExp(
  String.raw`\b(?:you|una|interns?|applicants?|candidates?)\s+(?:\w+\s+){0,3}?(?:${PAY_VERB})\b|\b(?:kindly|please|abeg|oya|make\s+you)\s+(?:\w+\s+)?(?:${PAY_VERB})\b|^\s*(?:just\s+)?(?:${PAY_VERB})\b`,
  'i',
)
/**
 * The fee word is denied: 'no fee', 'free of charge', 'we do not charge', 'do not pay anyone',
 * Pidgin's 'you no go pay', 'we no dey collect'. A denial covers its own clause only.
 */
const DENIAL = new RegExp(
  String.raw`\b(?:no|zero|without(?:\s+any)?)\s+(?:\w+\s+)?(?:fees?|charges?|payments?|deposit|money)\b|\bfree\s+of\s+charge\b|\b(?:is|are|completely|totally|entirely|100%)\s+free\b|\bfor\s+free\b|\be\s+dey\s+free\b|\b(?:do|does|will|shall|would|should|must|need)\s*(?:not|n't)\s+(?:ever\s+)?(?:charge|collect|ask|request|demand|require|${PAY_VERB})\b|\b(?:don't|doesn't|won't|never|nobody\s+(?:will|should|can)|no\s+one\s+(?:will|should|can))\s+(?:\w+\s+)?(?:charge|collect|ask|request|demand|require|${PAY_VERB})\b|\bnot\s+(?:required|expected|asked)\s+to\s+(?:${PAY_VERB})\b|\bno\s+need\s+(?:to\s+)?(?:${PAY_VERB})\b|\bno\s+(?:go|dey)\s+(?:${PAY_VERB}|collect|charge)\b`,
  'i',
)

/** Sentences, then clauses: a denial or a benefit in one clause says nothing of the next. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/)
const clausesOf = (sentence: string) => sentence.split(/[;:]\s*|,\s+|\s+(?:but|however)\s+/i)

function clauseAsksForMoney(clause: string): boolean {
  if (DENIAL.test(clause)) return false
  const isBenefit = BENEFIT.test(clause) && !INTERN_PAYS.test(clause)
  if (INTO_ACCOUNT.test(clause)) return true
  if (FEE_PHRASE.test(clause)) return !isBenefit
  if (!AMOUNT.test(clause)) return false
  if (CHARGE_WORD.test(clause)) return true
  return !isBenefit && (PAYMENT_WORD.test(clause) || PURPOSE_WORD.test(clause))
}

/**
 * Whether a sentence asks for money. A clause with an amount and nothing else ('ID card: N2,000')
 * reads with the clause before it.
 */
function sentenceAsksForMoney(sentence: string): boolean {
  const clauses = clausesOf(sentence)
  return clauses.some(
    (clause, i) =>
      clauseAsksForMoney(clause) ||
      (i > 0 && AMOUNT.test(clause) && clauseAsksForMoney(`${clauses[i - 1]} ${clause}`)),
  )
}

/** Whether any sentence of the text asks the reader for money. */
export const asksForMoney = (text: string) => sentencesOf(text).some(sentenceAsksForMoney)

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
