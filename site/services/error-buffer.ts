/**
 * Catches errors from the first moment (window errors, rejections, React root callbacks) and holds a
 * few until error monitoring loads lazily; then hands them over. Kept tiny: it ships in the entry.
 */
export type CapturedError = { source: string; error: unknown; info?: string };

const EARLY_LIMIT = 20;
const early: CapturedError[] = [];
let sink: ((captured: CapturedError) => void) | undefined;

export function captureError(captured: CapturedError): void {
  if (sink) sink(captured);
  else if (early.length < EARLY_LIMIT) early.push(captured);
}

/** From now on errors go to `next`, starting with those caught so far. */
export function routeErrorsTo(next: (captured: CapturedError) => void): void {
  sink = next;
  for (const captured of early.splice(0)) next(captured);
}

export function captureGlobalErrors(target: Window): void {
  target.addEventListener('error', (event) =>
    captureError({
      source: 'window.error',
      error: event.error ?? event.message,
      info: event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined,
    }),
  );
  target.addEventListener('unhandledrejection', (event) =>
    captureError({ source: 'unhandledrejection', error: event.reason }),
  );
}

/** A React root error callback: logs like React's default (which it replaces), then captures. */
export function reactErrorHandler(source: string) {
  return (error: unknown, info: { componentStack?: string }) => {
    console.error(source, error);
    captureError({ source, error, info: info.componentStack });
  };
}
