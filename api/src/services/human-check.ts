/**
 * The third-party human checks (spec §7's captcha service and bot-challenge widget; issue 27). The browser
 * solves them; the API asks the vendor whether what the browser got is real. Each is off until its secret
 * is configured (ApiConfig.humanChecks). A verifier is a function, so tests give a double.
 */
import type { ApiConfig } from '../config.ts';

/** What a vendor said: passed, refused, or it could not be asked (down, slow, an answer it cannot read). */
export type Verdict = 'pass' | 'fail' | 'unavailable';

/** The captcha service (Tencent Captcha): its ticket and random string, for the visitor's address. */
export type CaptchaServiceVerifier = (answer: {
  ticket: string;
  randstr: string;
  ip: string;
}) => Promise<Verdict>;
/** The bot-challenge widget (Cloudflare Turnstile): its token, for the visitor's address. */
export type BotCheckVerifier = (answer: { token: string; ip: string }) => Promise<Verdict>;

export type HumanChecks = { captchaService?: CaptchaServiceVerifier; botCheck?: BotCheckVerifier };

/** A vendor that has not answered in this time is taken as down: the visitor is not kept waiting. */
const VERIFY_TIMEOUT_MS = 5000;

type Fetch = typeof fetch;

async function ask(
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Tencent Captcha's ticket check (GET with the app id and secret key; `response` "1" is a pass, any
 * other a refusal with its `err_msg`). A ticket passes once: the service refuses it the second time.
 */
export function captchaServiceVerifier(
  cfg: NonNullable<ApiConfig['humanChecks']['captchaService']>,
  fetchImpl: Fetch = fetch,
): CaptchaServiceVerifier {
  return async ({ ticket, randstr, ip }) => {
    const query = new URLSearchParams({
      aid: cfg.appId,
      AppSecretKey: cfg.appSecret,
      Ticket: ticket,
      Randstr: randstr,
      UserIP: ip,
    });
    const body = await ask(fetchImpl, `${cfg.verifyUrl}?${query}`, { method: 'GET' });
    if (!body || !('response' in body)) return 'unavailable';
    return String(body.response) === '1' ? 'pass' : 'fail';
  };
}

/** Turnstile's siteverify (POST, form-encoded secret, response and remoteip; `success` true is a pass). */
export function botCheckVerifier(
  cfg: NonNullable<ApiConfig['humanChecks']['botCheck']>,
  fetchImpl: Fetch = fetch,
): BotCheckVerifier {
  return async ({ token, ip }) => {
    const body = await ask(fetchImpl, cfg.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: cfg.secret, response: token, remoteip: ip }),
    });
    if (!body || typeof body.success !== 'boolean') return 'unavailable';
    return body.success ? 'pass' : 'fail';
  };
}

/** The verifiers of a configuration: the vendors' own checks, for each check that has its secret. */
export function humanChecksOf(config: ApiConfig['humanChecks']): HumanChecks {
  return {
    ...(config.captchaService ? { captchaService: captchaServiceVerifier(config.captchaService) } : {}),
    ...(config.botCheck ? { botCheck: botCheckVerifier(config.botCheck) } : {}),
  };
}
