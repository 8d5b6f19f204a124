/** The site-switch prompt rules (spec §4, §9). */

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
  if (input.dismissedUntil !== undefined && input.dismissedUntil > input.now) return false;
  return input.check?.code === 0 && input.check.data?.flag === 'yes';
}

/** Confirm: the same address on the pro site, by swapping the host. */
export function proSiteUrl(current: string, proHost: string): string {
  const url = new URL(current);
  url.host = proHost;
  return url.href;
}
