import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Teach tailwind-merge our own theme keys so `z-dialog` and `duration-fast` merge like built-ins.
const twMerge = extendTailwindMerge({
  extend: {
    classGroups: {
      z: [{ z: ['base', 'sticky', 'header', 'drawer', 'dialog', 'toast'] }],
      duration: [{ duration: ['fast', 'normal', 'slow'] }],
    },
  },
});

/** Joins class names; later Tailwind classes win over earlier conflicting ones (className last). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
