import type { LucideIcon, LucideProps } from 'lucide-react';
import { cn } from '../../lib/cn';

export type IconProps = Omit<LucideProps, 'ref'> & {
  /** Any lucide-react icon, imported by name so bundles keep only the icons used. */
  icon: LucideIcon;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
};

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-6', xl: 'size-8' } as const;

export function Icon({ icon: Glyph, label, size = 'md', className, ...props }: IconProps) {
  return (
    <Glyph
      data-slot="icon"
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
      className={cn(sizes[size], 'shrink-0', className)}
      {...props}
    />
  );
}
