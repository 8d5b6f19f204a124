import type { AccountValues } from '../../visitor/account';

/**
 * The account a code was sent to, kept in sessionStorage while that code is valid: a reload brings the
 * visitor back to step 2 (with its resend countdown) instead of asking for a new code.
 */
type Pending = { account: AccountValues; until: number };

const key = (channel: string) => `sw:resetPending:${channel}`;

export function savePending(account: AccountValues, validSeconds: number): void {
  write(key(account.channel), JSON.stringify({ account, until: Date.now() + validSeconds * 1000 }));
}

export function readPending(channel: AccountValues['channel']): AccountValues | null {
  try {
    const pending = JSON.parse(read(key(channel)) ?? 'null') as Pending | null;
    if (!pending || pending.until <= Date.now() || pending.account?.channel !== channel) return null;
    return pending.account;
  } catch {
    return null;
  }
}

export function clearPending(channel: AccountValues['channel']): void {
  try {
    window.sessionStorage.removeItem(key(channel));
  } catch {}
}

// Storage can be missing or refuse (private mode, quota): the reset then lasts for this page only.
function read(name: string): string | null {
  try {
    return window.sessionStorage.getItem(name);
  } catch {
    return null;
  }
}
function write(name: string, value: string): void {
  try {
    window.sessionStorage.setItem(name, value);
  } catch {}
}
