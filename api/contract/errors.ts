/**
 * Every failure the API answers, with its stable code, HTTP status and message id (a key in locales/*.json).
 * Codes never change meaning once published; add new ones at the end of their range.
 */
export const ERRORS = {
  VALIDATION: { code: 1001, status: 400, msg: 'error.validation' },
  MALFORMED_JSON: { code: 1002, status: 400, msg: 'error.malformedJson' },
  PAYLOAD_TOO_LARGE: { code: 1003, status: 413, msg: 'error.payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { code: 1004, status: 415, msg: 'error.unsupportedMediaType' },
  UNKNOWN_LANGUAGE: { code: 1005, status: 400, msg: 'error.unknownLanguage' },
  NOT_FOUND: { code: 1006, status: 404, msg: 'error.notFound' },
  INTERNAL: { code: 1007, status: 500, msg: 'error.internal' },
  RATE_LIMITED: { code: 1008, status: 429, msg: 'error.rateLimited' },
  /** Too much work queued on the server overall (password hashing); Retry-After says when to come back. */
  BUSY: { code: 1009, status: 503, msg: 'error.busy' },
  /** A state-changing call from another site's page (Origin / Sec-Fetch-Site), e.g. log-in CSRF. */
  CROSS_SITE: { code: 1010, status: 403, msg: 'error.crossSite' },

  CAPTCHA_INVALID: { code: 2001, status: 400, msg: 'error.captchaInvalid' },
  CAPTCHA_REQUIRED: { code: 2002, status: 400, msg: 'error.captchaRequired' },
  CODE_INVALID: { code: 2003, status: 400, msg: 'error.codeInvalid' },
  CODE_EXPIRED: { code: 2004, status: 400, msg: 'error.codeExpired' },
  CODE_TOO_MANY_TRIES: { code: 2005, status: 400, msg: 'error.codeTooManyTries' },
  SEND_TOO_SOON: { code: 2006, status: 429, msg: 'error.sendTooSoon' },
  SEND_LIMIT_REACHED: { code: 2007, status: 429, msg: 'error.sendLimitReached' },
  ACCOUNT_EXISTS: { code: 2008, status: 409, msg: 'error.accountExists' },
  LOGIN_FAILED: { code: 2009, status: 401, msg: 'error.loginFailed' },
  ACCOUNT_LOCKED: { code: 2010, status: 423, msg: 'error.accountLocked' },
  NOT_LOGGED_IN: { code: 2011, status: 401, msg: 'error.notLoggedIn' },
  PASSWORD_UNREADABLE: { code: 2012, status: 400, msg: 'error.passwordUnreadable' },
  PASSWORD_WEAK: { code: 2013, status: 400, msg: 'error.passwordWeak' },
  PHONE_INVALID: { code: 2014, status: 400, msg: 'error.phoneInvalid' },
  /** The bot-challenge widget's token is missing, used or refused by its vendor (issue 27). */
  BOT_CHECK_FAILED: { code: 2015, status: 400, msg: 'error.botCheckFailed' },

  ARTICLE_NOT_FOUND: { code: 3001, status: 404, msg: 'error.articleNotFound' },
  TOPIC_NOT_FOUND: { code: 3002, status: 404, msg: 'error.topicNotFound' },
  CATEGORY_NOT_FOUND: { code: 3003, status: 404, msg: 'error.categoryNotFound' },
  CHANNEL_NOT_FOUND: { code: 3004, status: 404, msg: 'error.channelNotFound' },
  AGREEMENT_NOT_FOUND: { code: 3005, status: 404, msg: 'error.agreementNotFound' },
  BUILD_NOT_FOUND: { code: 3006, status: 404, msg: 'error.buildNotFound' },
} as const satisfies Record<string, { code: number; status: number; msg: `error.${string}` }>;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];
/**
 * The site client's own failures, never sent by the API: no answer (network, timeout) and an answer it
 * cannot read. Negative codes so they never meet a server code.
 */
export const CLIENT_ERRORS = {
  NETWORK: { code: -1, msg: 'error.network' },
  BAD_RESPONSE: { code: -2, msg: 'error.badResponse' },
} as const;
export type ClientErrorName = keyof typeof CLIENT_ERRORS;

export const ERROR_BY_CODE: ReadonlyMap<number, ErrorName> = new Map(
  Object.entries(ERRORS).map(([name, e]) => [e.code, name as ErrorName]),
);
