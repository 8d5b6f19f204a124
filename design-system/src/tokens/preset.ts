/**
 * Tailwind preset of the design system, for products that build their own Tailwind CSS:
 *   tailwind.config.ts: `export default { presets: [sellwisePreset] }`, loaded with `@config`.
 * Colours, type, spacing, radii and shadows come from theme.css (`@theme`); this preset adds what
 * CSS-first theme keys cannot express: named layers and the `desktop:`/`hover-capable:` variants.
 */
import { zIndex } from './tokens';

type PluginApi = { addVariant: (name: string, definition: string | string[]) => void };

export const sellwisePreset = {
  theme: {
    extend: {
      zIndex: Object.fromEntries(Object.keys(zIndex).map((k) => [k, `var(--sw-z-${k})`])),
      transitionDuration: {
        fast: 'var(--sw-duration-fast)',
        normal: 'var(--sw-duration-normal)',
        slow: 'var(--sw-duration-slow)',
      },
    },
  },
  plugins: [
    {
      handler: ({ addVariant }: PluginApi) => {
        addVariant('desktop', '@media (min-width: 601px) and (min-height: 601px)');
        addVariant('hover-capable', '@media (hover: hover) and (pointer: fine)');
      },
    },
  ],
};

export default sellwisePreset;
