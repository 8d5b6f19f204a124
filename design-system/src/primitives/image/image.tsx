import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { buildSrcSet } from './srcset';

const radii = { none: 'rounded-none', md: 'rounded-md', lg: 'rounded-lg', full: 'rounded-full' } as const;

export const imageVariants = cva('block bg-muted', {
  variants: {
    fit: { cover: 'object-cover', contain: 'object-contain' },
    radius: radii,
  },
  defaultVariants: { fit: 'cover', radius: 'none' },
});

export type ImageProps = Omit<React.ComponentProps<'img'>, 'alt' | 'src'> &
  VariantProps<typeof imageVariants> & {
    src: string;
    /** Required: describe the picture, or pass "" for a decorative image. */
    alt: string;
    /** Width / height, e.g. 16 / 9: reserves the box before the file arrives (no layout shift). */
    ratio?: number;
    /** Fill the parent box (e.g. a poster over a video frame) instead of keeping the picture's own height. */
    fill?: boolean;
    /** Candidate widths in pixels; with `srcFor` they make the `srcset`. */
    widths?: readonly number[];
    /** URL of the file `width` pixels wide (e.g. your image CDN's resize URL). */
    srcFor?: (width: number) => string;
    /** The largest image of the first screen (LCP): loads eagerly with fetchpriority="high". */
    priority?: boolean;
  };

/**
 * An image that is lazy and asynchronously decoded by default, responsive through `srcset`/`sizes`,
 * and, with `ratio`, sits in a box of fixed aspect ratio (`className` and `style` stay on the <img>;
 * size the box through its parent).
 */
export function Image({
  src,
  alt,
  ratio,
  fill = false,
  widths,
  srcFor,
  srcSet,
  sizes,
  priority = false,
  loading,
  decoding,
  fetchPriority,
  fit,
  radius,
  className,
  ...props
}: ImageProps) {
  const builtSrcSet = srcSet ?? (widths && srcFor ? buildSrcSet(widths, srcFor) : undefined);
  const img = (
    <img
      data-slot="image"
      src={src}
      alt={alt}
      srcSet={builtSrcSet || undefined}
      // Without `sizes` the browser assumes 100vw; say so explicitly so the choice is visible.
      sizes={builtSrcSet ? (sizes ?? '100vw') : sizes}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      decoding={decoding ?? 'async'}
      fetchPriority={fetchPriority ?? (priority ? 'high' : undefined)}
      className={cn(
        imageVariants({ fit, radius }),
        ratio === undefined && !fill ? 'h-auto max-w-full' : 'size-full',
        className,
      )}
      {...props}
    />
  );
  if (ratio === undefined) return img;
  return (
    <span
      data-slot="image-frame"
      className={cn('block w-full overflow-hidden', radii[radius ?? 'none'])}
      style={{ aspectRatio: String(ratio) }}
    >
      {img}
    </span>
  );
}
