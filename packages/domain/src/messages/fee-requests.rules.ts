import {
  AIRTIME_WORDS,
  CHARGE_WORDS,
  COUNTED_THINGS,
  FEE_KINDS,
  FEE_ONLY_PURPOSES,
  PAY_VERBS,
  PRICE_WORDS,
  PURPOSES,
  THIRD_PARTIES,
} from './fee-words.js'

/**
 * Whether a text asks its reader for money: the fee-request half of the scam check (decisions 022,
 * 049 and 068). Written for how Nigerian scammers write on WhatsApp and SMS — Pidgin, '3k', '#5000',
 * airtime, a fee named by what it is 'for' — and for how honest people write about money: stipends
 * in k, allowances, refunds, 'we no dey collect money', an intern's own transport and data.
 */

/** Alternatives for a regular expression: a space in a word list matches any spacing. */
const anyOf = (words: readonly string[]) =>
  words.map((w) => w.replace(/ /g, String.raw`\s+`)).join('|')
const wordsRe = (words: readonly string[]) => new RegExp(String.raw`\b(?:${anyOf(words)})\b`, 'i')

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`
const NOT_MONEY_AFTER = String.raw`(?!\s*(?:${anyOf(COUNTED_THINGS)})\b)`
const BARE = String.raw`(?:\d{1,3}(?:,\d{3})+|\d{3,7})\b${NOT_MONEY_AFTER}`
const PAY_VERB = anyOf(PAY_VERBS)
const PURPOSE = anyOf(PURPOSES)
/**
 * An amount of naira. Marked: 'N5,000', '₦10k', 'NGN 7,500', '#5000' (SMS has no naira sign),
 * '15000 naira', '5k'. A bare number counts only where money is meant: after a verb of paying
 * ('deposit 3500', 'pay the 1500'), a fee word ('the fee is 2500', 'a sum of 5000'), a purpose
 * ('ID card is 2500', 'Registration: 3,000'), Pidgin 'na' ('na 3500'), or before 'only' or 'for
 * your ID card' — so dates, years and '10,000 customers' never do.
 */
const AMOUNT = new RegExp(
  [
    String.raw`(?:₦|\bNGN|\bN)\s?(?:${NUMBER})(?:\s?k\b)?`,
    String.raw`#\s?(?:${BARE}|\d+(?:\.\d+)?\s?k\b)`,
    String.raw`\b(?:${NUMBER})\s?(?:k|naira|NGN)\b`,
    String.raw`\b(?:${PAY_VERB})\s+(?:(?:the|a)\s+)?(?:sum\s+of\s+|only\s+|just\s+)?${BARE}`,
    String.raw`\b(?:${anyOf([...CHARGE_WORDS, ...PRICE_WORDS])})\s*(?:is|of|na|:|=|-|–)?\s*${BARE}`,
    String.raw`\b(?:${PURPOSE})\s*(?:is|na|:|=|-|–)\s*${BARE}`,
    String.raw`\bna\s+${BARE}`,
    String.raw`\b${BARE}\s+(?:only\b|for\s+(?:your\s+|the\s+)?(?:${PURPOSE})\b)`,
  ].join('|'),
  'i',
)
const CHARGE_WORD = wordsRe(CHARGE_WORDS)
const FEE_ONLY_PURPOSE = wordsRe(FEE_ONLY_PURPOSES)
/** With an amount, an ask: a verb of paying or collecting, a price, or a price tag ('5k only'). */
const ASK_WITH_AMOUNT = new RegExp(
  String.raw`\b(?:${PAY_VERB}|${anyOf(PRICE_WORDS)}|collect|charge|only)\b|\bfrom\s+(?:you|una)\b`,
  'i',
)
/** Asks that need no amount: a named fee, paying for a purpose, the money itself. */
const ASK_WITHOUT_AMOUNT = [
  // 'registration fee', 'result checker fee', 'small fee', 'form money', 'processing charge'.
  new RegExp(
    String.raw`\b(?:${anyOf(FEE_KINDS)})\s+(?:\S+\s+)?(?:fees?|charges?|levy|money)\b`,
    'i',
  ),
  /\brefundable\s+deposit\b|\b(?:small|little|minimal)\s+token\b|\btoken\s+(?:fee|for|of)\b/i,
  // 'pay for your accreditation', 'pay your registration', 'make the payment for the portal' —
  // not 'payment data', the work of a fintech role.
  new RegExp(
    String.raw`(?:\bpay\s+(?:for\s+)?|\b(?:paid|payment)\s+for\s+)(?:(?:your|the|our|una|their)\s+)?(?:${PURPOSE})\b(?!\s+(?:allowance|stipend|refund))`,
    'i',
  ),
  /\bbear\s+(?:the\s+)?costs?\b/i,
  // 'send the money', 'pay the fee', 'pay half now'.
  new RegExp(
    String.raw`\b(?:${PAY_VERB})\s+(?:the|your)\s+(?:money|balance|amount|fee)\b|\bpay\s+(?:the\s+)?(?:half|part|rest|remaining)\b`,
    'i',
  ),
  // Pidgin 'we dey charge', 'dem dey collect', and 'we charge for training'.
  new RegExp(
    String.raw`\bdey\s+(?:collect|charge)\b.*\b(?:money|${PURPOSE})\b|\bcharge\s+(?:\S+\s+)?for\b`,
    'i',
  ),
  // 'Pay before Thursday.', 'Kindly make payment today.' — not 'pay attention', nor 'pay' in a list.
  /^\s*(?:(?:kindly|please|pls|abeg|oya|just|so)\s+)*(?:pay\s+(?:now|today|before|by|on|to|into|via|through|up|immediately|asap|sharp|latest|at|first|within)\b|make\s+(?:the\s+|your\s+)?payment\b)/i,
]
/** 'Send am to my account', 'pay into our account': money into someone's account. */
const INTO_ACCOUNT = new RegExp(
  String.raw`\b(?:${PAY_VERB})\s+(?:(?:am|it|the money|money|cash|the amount|the balance|the fee|payment|(?:the\s+)?(?:sum\s+of\s+)?(?:₦|N|NGN)?\s?\d[\d,.]*k?)\s+)?(?:to|into)\s+(?:my|our|this|that|the|company|the company's)\s+(?:\w+\s+)?(?:account|acct|a\/c)\b`,
  'i',
)
/**
 * Airtime or data for the sender: an airtime word with an amount, a PIN, 'me' or 'this number'
 * ('send me 1k MTN card', 'share 1GB data to 0812…'). 'Recharge your data for the interview' is not.
 */
const AIRTIME_WORD = wordsRe(AIRTIME_WORDS)
const FOR_THE_SENDER =
  /\b(?:buy|send|give|load|transfer)\s+me\b|\bto\s+me\b|\bpins?\b|\b(?:this|my)\s+(?:number|line)\b|\b0[789][01]\d{8}\b/i
const DATA_SHARE = /\bshare\s+(?:\S+\s+)?data\s+(?:to|with)\b/i
/** 'Paid' or 'sent' by the reader, not to them ('you will be paid' is a benefit). */
const PAID_BY_READER = String.raw`(?<!\b(?:be|been|being|get|got)\s)(?:paid|sent)`
/** Someone on the intern's side is told to pay: 'you go pay', 'interns pay', 'make you send'. */
const PAYER = new RegExp(
  String.raw`\b(?:you|u|una|interns?|applicants?|candidates?|trainees?|everybody|every\s+intern)\s+(?:\S+\s+){0,3}?(?:${PAY_VERB}|${PAID_BY_READER}|bear)\b|\b(?:kindly|please|abeg|oya|make\s+(?:you|una|everybody))\s+(?:\S+\s+)?(?:${PAY_VERB})\b|^\s*(?:just\s+)?(?:${PAY_VERB})\b`,
  'i',
)
/** What the employer pays the intern: an amount beside these is a benefit, not an ask. */
const BENEFIT = new RegExp(
  [
    String.raw`\b(?:stipends?|allowances?|salary|salaries|remuneration|wages?|compensation|earn|earns|refunds?|refunded|reimburse[ds]?|reimbursement|reimbursed)\b`,
    String.raw`\b(?:we|company|employer|firm|hr)\s+(?:will\s+|shall\s+|go\s+|dey\s+)?(?:pay|pays|send|cover|covers|sponsor|provide|give|buy|buys)\b|\bwe'll\s+(?:pay|send|cover)\b`,
    String.raw`\b(?:pay|send|give)\s+you\b|\bpaid\s+to\s+you\b|\brole\s+pays\b|\bcosts?\s+us\b|\bon\s+us\b`,
    String.raw`\b(?:you|interns?|una|members|students)\s+(?:will\s+|shall\s+|go\s+|dey\s+)?(?:be\s+paid|receive|get|collect)\b|\byou'll\s+(?:be\s+paid|receive|get)\b`,
  ].join('|'),
  'i',
)
/** The company bears the cost, whatever it is: 'the company pays it for you', 'paid by the firm'. */
const COVERED =
  /\b(?:paid|covered|borne|sponsored|bought)\s+(?:for\s+)?by\s+(?:the\s+)?(?:company|firm|employer|us|organisation|organization)\b|\b(?:company|firm|employer|we)\s+(?:\S+\s+)?(?:pays?|buys?|covers?|bears?|sponsors?)\s+(?:it|them|this|that)?\s*for\s+you\b|\bat\s+our\s+(?:own\s+)?cost\b/i
/**
 * The ask is denied or warned against: 'no fee', 'free of charge', 'we do not charge', 'costs you
 * nothing', 'waived', Pidgin 'you no go pay', 'we no dey collect', 'no pay am', 'dem no dey sell
 * form', and warnings ('if anyone asks you to pay', 'scammers are asking…'). A denial covers its own
 * clause only.
 */
const DENIED_VERBS = String.raw`charge|collect|ask|request|demand|require|sell|${PAY_VERB}`
const DENIAL = new RegExp(
  [
    String.raw`\b(?:no|zero|without(?:\s+any)?)\s+(?:\w+\s+)?(?:fees?|charges?|payments?|deposit|money|costs?)\b`,
    String.raw`\bfree\s+of\s+charge\b|\b(?:is|are|completely|totally|entirely|100%|na|e\s+dey)\s+free\b|\bfor\s+free\b|\bwaived\b|\bnothing\b|\bno\s+cost\b`,
    String.raw`\b(?:do|does|will|shall|would|should|must|need)\s*(?:not|n't)\s+(?:ever\s+)?(?:${DENIED_VERBS})\b`,
    String.raw`\b(?:don't|doesn't|won't|never|nobody\s+(?:will|should|can)|no\s+one\s+(?:will|should|can))\s+(?:\w+\s+)?(?:${DENIED_VERBS})\b`,
    String.raw`\bnot\s+(?:required|expected|asked)\s+to\s+(?:${PAY_VERB})\b|\bno\s+need\s+(?:to\s+)?(?:${PAY_VERB})\b`,
    String.raw`\bno\s+(?:go\s+|dey\s+)?(?:${PAY_VERB}|collect|charge|sell)\b|\bno\s+be\s+(?:us|we)\b`,
    String.raw`\bif\s+(?:any\s?(?:one|body)|someone|somebody|they|dem)\s+(?:\S+\s+){0,2}?(?:asks?|tells?|tell|requests?|demands?)\b`,
    String.raw`\b(?:scam|scams|scammers?|fraudsters?|fraud|fake)\b`,
    // 'N0', '₦0': nothing to pay.
    String.raw`(?:₦|\bNGN\s?|\bN|#)0\b(?![.,]\d)`,
  ].join('|'),
  'i',
)
/** A threat is an ask, though it says 'no': 'if you no pay today, your slot go waka'. */
const THREAT =
  /\bif\s+(?:you|una|u)\s+(?:no|don't|do\s+not|did\s+not|didn't|have\s+not|haven't|never|fail\s+to)\s+(?:\S+\s+)?(?:pay|paid|send|sent)\b/i
/**
 * The writer's own money: what an intern spent, bought, earned or is owed ('I spent 4k on
 * transport', 'my school fees', 'I had to buy 1k airtime').
 */
const OWN_MONEY =
  /\bi\s+(?:\S+\s+){0,2}?(?:paid|spent|spend|spending|use|used|buy|bought|recharge|recharged|received|receive|see|afford)\b|\bmy\s+(?:own\s+)?(?:\w+\s+)?(?:stipend|salary|allowance|transport|fees|data|airtime|rent|money|pay)\b/i
/**
 * Money between other people, as role wording describes the work: 'customers pay N100 per
 * withdrawal', 'charge merchants 1.5%', 'school fees payments'.
 */
const THIRD_PARTY = anyOf(THIRD_PARTIES)
const THIRD_PARTY_MONEY = new RegExp(
  String.raw`\b(?:${THIRD_PARTY})\s+(?:\S+\s+){0,2}?(?:pay|pays|paid|owe|owes|deposit|deposits)\b|\b(?:charge|charges|bill|bills|collect\s+from)\s+(?:\S+\s+)?(?:${THIRD_PARTY})\b|\bschool\s+fees\b`,
  'i',
)
/** Second person told to pay, which an honest question never has. */
const YOU_PAY = new RegExp(
  String.raw`\b(?:you|u|una)\s+(?:\S+\s+){0,3}?(?:${PAY_VERB}|${PAID_BY_READER})\b`,
  'i',
)

/** Sentences, then clauses: a denial or a benefit in one clause says nothing of the next. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/)
const clausesOf = (sentence: string) => sentence.split(/[;:]\s*|,\s+|\s+(?:but|however)\s+/i)

/** An intern's question about fees ('Is there any registration fee?'): no amount, nobody told to pay. */
const isInquiry = (sentence: string) =>
  sentence.trim().endsWith('?') && !AMOUNT.test(sentence) && !YOU_PAY.test(sentence)

function clauseAsksForMoney(clause: string): boolean {
  const isOthersMoney = OWN_MONEY.test(clause) || THIRD_PARTY_MONEY.test(clause)
  if (isOthersMoney && !YOU_PAY.test(clause)) return false
  if (THREAT.test(clause)) return true
  if (DENIAL.test(clause)) return false
  if (INTO_ACCOUNT.test(clause)) return true
  const hasAmount = AMOUNT.test(clause)
  const isBenefit = BENEFIT.test(clause) && !PAYER.test(clause)
  const isAirtime = AIRTIME_WORD.test(clause) && (hasAmount || FOR_THE_SENDER.test(clause))
  if (!isBenefit && (isAirtime || DATA_SHARE.test(clause))) return true
  // A charge with an amount is an ask even beside a stipend ('pays 60k and the fee is 8k').
  if (hasAmount && CHARGE_WORD.test(clause)) return true
  if (isBenefit) return false
  if (ASK_WITHOUT_AMOUNT.some((ask) => ask.test(clause))) return true
  return hasAmount && (ASK_WITH_AMOUNT.test(clause) || FEE_ONLY_PURPOSE.test(clause))
}

/**
 * Whether a sentence asks for money. A clause with an amount and nothing else ('ID card: N2,000')
 * reads with the clause before it; an amount and a fee-only purpose anywhere in a sentence with no
 * benefit ('na 7k for everything: form, ID card and medical') ask too.
 */
function sentenceAsksForMoney(sentence: string): boolean {
  if (isInquiry(sentence)) return false
  const clauses = clausesOf(sentence)
  const isInternToPay = clauses.some((clause) => PAYER.test(clause) && !DENIAL.test(clause))
  if (COVERED.test(sentence) && !isInternToPay) return false
  const anyClause = clauses.some(
    (clause, i) =>
      clauseAsksForMoney(clause) ||
      (i > 0 && AMOUNT.test(clause) && clauseAsksForMoney(`${clauses[i - 1]} ${clause}`)),
  )
  if (anyClause) return true
  const isExcused = [BENEFIT, DENIAL, OWN_MONEY, THIRD_PARTY_MONEY].some((excuse) =>
    excuse.test(sentence),
  )
  return !isExcused && AMOUNT.test(sentence) && FEE_ONLY_PURPOSE.test(sentence)
}

/** The first sentence of the text that asks the reader for money, or null. */
export const feeAskOf = (text: string) =>
  sentencesOf(text).find(sentenceAsksForMoney)?.trim() ?? null

/** Whether any sentence of the text asks the reader for money. */
export const asksForMoney = (text: string) => feeAskOf(text) !== null
