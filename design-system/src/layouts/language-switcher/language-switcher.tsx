import { cva, type VariantProps } from 'class-variance-authority';
import { Check, ChevronDown, Globe } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import type { LanguageLinks } from '../shared/site-nav';
import { useDisclosure } from '../shared/use-disclosure';

export const languageSwitcherVariants = cva('relative', {
  variants: {
    /** `menu`: a button opening a list (header); `list`: the list shown inline (drawer, footer). */
    variant: { menu: 'inline-block', list: 'block' },
  },
  defaultVariants: { variant: 'menu' },
});

export type LanguageSwitcherProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof languageSwitcherVariants> &
  LanguageLinks;

const itemClass =
  'flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-foreground no-underline hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring aria-[current=true]:font-semibold aria-[current=true]:text-primary';

/**
 * Lists the languages given, each named in its own script with its own `lang`, linking to the same page
 * in that language. Names are not translated: a visitor must recognise their language in any interface.
 */
export function LanguageSwitcher({
  current,
  items,
  label,
  variant,
  className,
  ...props
}: LanguageSwitcherProps) {
  const disclosure = useDisclosure();
  const chosen = items.find((item) => item.code === current);
  const list = (
    <ul className="flex flex-col gap-0.5">
      {items.map(({ code, name, tag = code, href }) => (
        <li key={code}>
          <a
            href={href}
            lang={tag}
            hrefLang={tag}
            aria-current={code === current ? 'true' : undefined}
            className={itemClass}
            data-slot="language-switcher-item"
          >
            <span>{name}</span>
            {code === current ? <Check aria-hidden="true" className="size-4" /> : null}
          </a>
        </li>
      ))}
    </ul>
  );

  if (variant === 'list') {
    return (
      <nav
        data-slot="language-switcher"
        data-variant="list"
        aria-label={label}
        className={cn(languageSwitcherVariants({ variant }), className)}
        {...(props as React.ComponentProps<'nav'>)}
      >
        {list}
      </nav>
    );
  }

  return (
    <div
      data-slot="language-switcher"
      data-variant="menu"
      className={cn(languageSwitcherVariants({ variant }), className)}
      {...props}
      {...disclosure.rootProps}
    >
      <button
        {...disclosure.triggerProps}
        data-slot="language-switcher-trigger"
        className="inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Globe aria-hidden="true" className="size-4" />
        <span className="sr-only">{label}: </span>
        <span lang={chosen?.tag ?? chosen?.code}>{chosen?.name}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-fast', disclosure.open && 'rotate-180')}
        />
      </button>
      <div
        {...disclosure.panelProps}
        data-slot="language-switcher-panel"
        className="absolute end-0 top-full z-header mt-1 w-56 rounded-lg border border-border bg-background p-1.5 shadow-lg"
      >
        {list}
      </div>
    </div>
  );
}
