import type { NavigateOptions } from './navigate';

/**
 * `navigate()` for first-load code (the entry, the app frame): the rule checks load with the first
 * navigation rather than with every page, which keeps them out of the first-load budget.
 */
export function navigateLater(target: string, options: NavigateOptions = {}): Promise<void> {
  return import('./navigate').then((m) => m.navigate(target, options));
}
