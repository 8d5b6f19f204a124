import { type ClassValue, clsx } from 'clsx';
import { findClassConflicts } from './class-conflicts';

/**
 * Joins class names. It does not merge: every component sets each style once (base, variant and caller
 * classes never target the same property), so browsers do not need tailwind-merge's 9 KB on every page.
 * Outside production a conflicting list is reported (and fails unit tests; the Storybook test-runner
 * checks every story's DOM), so the rule holds. To override a component's own style on purpose, use its
 * variant props or Tailwind's important modifier (`h-32!`).
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (process.env.NODE_ENV !== 'production') reportConflicts(classes);
  return classes;
}

function reportConflicts(classes: string) {
  const lost = findClassConflicts(classes);
  if (lost.length === 0) return;
  const message = `cn: conflicting classes (${lost.join(' ')} overridden) in "${classes}"`;
  if (process.env.VITEST) throw new Error(message);
  console.error(message);
}
