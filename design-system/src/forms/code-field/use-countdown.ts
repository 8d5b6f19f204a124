import * as React from 'react';

/**
 * Seconds left until `until` (epoch ms), ticking once a second. Counting from a timestamp, not a
 * number of ticks, lets a page restore the countdown after a reload and keeps it right in a
 * background tab whose timers were slowed down.
 */
export function useCountdown(until: number | undefined): number {
  const left = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = React.useState(left);
  React.useEffect(() => {
    const tick = () => {
      const next = until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0;
      setSeconds(next);
      return next;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
