/** Runs `task` once the page has loaded and the browser is idle, so it never competes with the first paint. */
export function afterLoadAndIdle(task: () => void, win: Window = window): void {
  const idle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(() => task(), { timeout: 3000 })
      : win.setTimeout(task, 1);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
