/**
 * Answers /early.js asked for before the app's scripts arrived (decision 032): the first
 * roles of /intern/roles and /intern/dashboard, and of /find-internships when the HTML came
 * without them (decision 036).
 */
export interface EarlyAnswer {
  at: number
  /** The session it was asked with; null for a public page asked signed out. */
  token: string | null
  response: Promise<Response>
}

declare global {
  interface Window {
    __earlyAnswers?: Record<string, EarlyAnswer | undefined>
  }
}

/** An answer older than this is asked again: the page has been open a while. */
export const EARLY_ANSWER_MAX_AGE_MS = 60_000

/**
 * The early answer to a GET of this path and query (as `/users/roles?page=1&limit=10`), taken once;
 * undefined when there is none, it is too old, or it was asked with another session.
 */
export function takeEarlyAnswer(
  pathAndQuery: string,
  token: string | null,
  now = Date.now(),
): Promise<Response> | undefined {
  const answers = window.__earlyAnswers
  const answer = answers?.[pathAndQuery]
  if (!answers || !answer) return undefined
  delete answers[pathAndQuery]
  if (answer.token !== token || now - answer.at > EARLY_ANSWER_MAX_AGE_MS) return undefined
  return answer.response
}
