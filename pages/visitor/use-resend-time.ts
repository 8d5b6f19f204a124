import { useCallback, useEffect, useState } from 'react';

const PREFIX = 'sw:resendAt:';

/**
 * When the next code may be sent to an account, kept in sessionStorage so the 60 s countdown survives
 * a reload (CodeField's resendAvailableAt / onResendAvailableAtChange).
 */
export function useResendTime(purpose: string, accountKey: string) {
  const key = `${PREFIX}${purpose}:${accountKey}`;
  const [availableAt, setAvailableAt] = useState<number | undefined>(undefined);
  useEffect(() => {
    const stored = Number(readStorage(key));
    setAvailableAt(stored > Date.now() ? stored : undefined);
  }, [key]);
  const store = useCallback(
    (at: number) => {
      setAvailableAt(at);
      writeStorage(key, String(at));
    },
    [key],
  );
  return { availableAt, store };
}

// Storage can be missing or refuse (private mode, quota): the countdown then lasts for this page only.
function readStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeStorage(key: string, value: string) {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {}
}
