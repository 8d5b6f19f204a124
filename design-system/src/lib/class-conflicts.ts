import { extendTailwindMerge } from 'tailwind-merge';

// Our own theme keys, so `z-dialog` and `duration-fast` are grouped like built-ins.
const twMerge = extendTailwindMerge({
  extend: {
    classGroups: {
      z: [{ z: ['base', 'sticky', 'header', 'drawer', 'dialog', 'toast'] }],
      duration: [{ duration: ['fast', 'normal', 'slow'] }],
    },
  },
});

/**
 * The classes in a class list that a later class of the same property overrides, e.g. `px-4` in
 * "px-4 px-9". The design system never relies on such overrides (see cn.ts): dev builds and the Storybook
 * test-runner report them. Exact duplicates and important (`px-9!`) overrides are not conflicts.
 */
export function findClassConflicts(classes: string): string[] {
  const merged = twMerge(classes);
  if (merged.length === classes.trim().length) return [];
  const kept = new Set(merged.split(' '));
  return classes.split(/\s+/).filter((c) => c && !kept.has(c));
}
