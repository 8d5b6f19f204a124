/** The site-switch prompt rules (spec §4, §9). */
import { readText, STORAGE_KEYS, type Store, writeText } from './storage';

export const SITE_SWITCH_DIALOG_WIDTH = 520;
const HOUR = 60 * 60 * 1000;

/** "Close, don't remind": suppressed until the start of today plus 96 hours minus 1 ms (local time). */
export function siteSwitchSuppressedUntil(now: Date): number {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return start.getTime() + 96 * HOUR - 1;
}

export type SiteSwitchCheck = { code: number; data?: { code?: number | string; flag?: string } };

/** Shown only on the main international host, when not dismissed (or the dismissal passed), and the check says yes. */
export function shouldPromptSiteSwitch(input: {
  host: string;
  mainHost: string;
  dismissedUntil: number | undefined;
  now: number;
  check: SiteSwitchCheck | undefined;
}): boolean {
  if (input.host !== input.mainHost) return false;
  // The end time itself is still suppressed: it has "passed" only after it.
  if (input.dismissedUntil !== undefined && input.dismissedUntil >= input.now) return false;
  return input.check?.code === 0 && input.check.data?.flag === 'yes';
}

/** Confirm: the same address on the pro site, by swapping the host (and its port, if any). */
export function proSiteUrl(current: string, proHost: string): string {
  const url = new URL(current);
  const target = new URL(`${url.protocol}//${proHost}`);
  url.hostname = target.hostname;
  // The host setter alone would keep this site's port when the pro host names none.
  url.port = target.port;
  return url.href;
}

/** The check address: the check host over the page's protocol, or this origin when none is set. */
export function siteSwitchCheckUrl(checkHost: string, protocol: string): string {
  return checkHost ? `${protocol}//${checkHost}/v` : '/v';
}

/**
 * Whether to prompt, at start: asks the check host only on the main host, with a pro host to go to,
 * and when no suppression is stored or it has passed. A failed check means no prompt.
 */
export async function checkSiteSwitch(deps: {
  host: string;
  protocol: string;
  config: { mainHost: string; proHost: string; checkHost: string };
  now: number;
  storage?: Store;
  fetchJson: (url: string) => Promise<unknown>;
}): Promise<boolean> {
  const { host, config, now } = deps;
  const stored = Number(readText(STORAGE_KEYS.siteSwitchSuppressedUntil, deps.storage));
  const dismissedUntil = Number.isFinite(stored) && stored > 0 ? stored : undefined;
  const base = { host, mainHost: config.mainHost, dismissedUntil, now };
  if (!config.proHost || !shouldPromptSiteSwitch({ ...base, check: { code: 0, data: { flag: 'yes' } } }))
    return false;
  try {
    const check = (await deps.fetchJson(
      siteSwitchCheckUrl(config.checkHost, deps.protocol),
    )) as SiteSwitchCheck;
    return shouldPromptSiteSwitch({ ...base, check });
  } catch {
    return false;
  }
}

/** "Close, don't remind". */
export function suppressSiteSwitch(now: Date, storage?: Store): void {
  writeText(STORAGE_KEYS.siteSwitchSuppressedUntil, String(siteSwitchSuppressedUntil(now)), storage);
}
