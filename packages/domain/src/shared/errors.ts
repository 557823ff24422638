/**
 * Every error code the API answers with, and its HTTP status. The web app switches on these codes;
 * the API's single error handler maps them to a status.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  WRONG_CODE: 400,
  CODE_EXPIRED: 400,
  SIGN_IN_LINK_INVALID: 400,
  CONTACT_ALREADY_SENT: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 440,
  FORBIDDEN: 403,
  WRONG_ACCOUNT_KIND: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** HTTP status the server uses for an expired session (the spec's rule, not a standard code). */
export const SESSION_EXPIRED_STATUS = 440
