import { cva, type VariantProps } from 'class-variance-authority';
import { Cookie } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import {
  ACCEPT_ALL,
  type Consent,
  type ConsentLabels,
  defaultConsentLabels,
  OPTIONAL_PURPOSES,
  REJECT_ALL,
} from './consent';

export const consentBannerVariants = cva('z-sticky border-border bg-background text-foreground shadow-lg', {
  variants: {
    position: {
      // Pinned to the bottom edge and kept low, so it never hides a hero's call to action.
      fixed: 'fixed inset-x-0 bottom-0 max-h-[60dvh] overflow-y-auto border-t phone:max-h-[50dvh]',
      inline: 'relative rounded-lg border',
    },
  },
  defaultVariants: { position: 'fixed' },
});

export type ConsentBannerProps = Omit<React.ComponentProps<'section'>, 'onChange'> &
  VariantProps<typeof consentBannerVariants> & {
    /** Called once with the visitor's decision; the banner then hides itself. */
    onChange: (consent: Consent) => void;
    /** Starting switch positions in the "choose" view (e.g. an earlier decision). */
    defaultConsent?: Partial<Omit<Consent, 'necessary'>>;
    /** Text; English defaults. */
    labels?: Partial<ConsentLabels>;
    /** Where focus goes after the decision if it was inside the banner (default `#main`). */
    returnFocusTo?: string;
  };

/** Cookie consent: accept all, reject all, or choose per purpose (necessary, analytics, advertising). */
export function ConsentBanner({
  onChange,
  defaultConsent,
  labels: labelOverrides,
  returnFocusTo = '#main',
  position,
  className,
  ...props
}: ConsentBannerProps) {
  const labels = { ...defaultConsentLabels, ...labelOverrides };
  const [view, setView] = React.useState<'summary' | 'choose' | 'done'>('summary');
  const [choice, setChoice] = React.useState<Consent>({ ...REJECT_ALL, ...defaultConsent, necessary: true });
  const rootRef = React.useRef<HTMLElement>(null);
  const panelHeadingRef = React.useRef<HTMLHeadingElement>(null);
  const chooseRef = React.useRef<HTMLButtonElement>(null);
  const headingId = React.useId();
  const previousView = React.useRef(view);

  // Move focus with the view the visitor asked for, never on first render (it must not steal focus).
  React.useEffect(() => {
    if (previousView.current === view) return;
    if (view === 'choose') panelHeadingRef.current?.focus();
    if (previousView.current === 'choose' && view === 'summary') chooseRef.current?.focus();
    previousView.current = view;
  }, [view]);

  if (view === 'done') return null;

  const decide = (consent: Consent) => {
    const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
    onChange(consent);
    setView('done');
    if (hadFocus) document.querySelector<HTMLElement>(returnFocusTo)?.focus();
  };

  return (
    <section
      ref={rootRef}
      data-slot="consent-banner"
      data-view={view}
      aria-label={labels.region}
      className={cn(consentBannerVariants({ position }), className)}
      {...props}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 p-4 phone:gap-2 phone:p-3">
        {view === 'summary' ? (
          <div className="flex flex-col gap-3 desktop:flex-row desktop:items-center desktop:gap-6">
            <div className="flex min-w-0 flex-1 gap-3">
              <Cookie aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary phone:hidden" />
              <div className="flex flex-col gap-1">
                <h2 id={headingId} className="font-semibold phone:text-sm">
                  {labels.title}
                </h2>
                <p className="text-sm text-muted-foreground phone:text-xs">{labels.description}</p>
              </div>
            </div>
            <div className="grid shrink-0 grid-cols-3 gap-2 desktop:flex">
              <Button ref={chooseRef} variant="ghost" size="sm" onClick={() => setView('choose')}>
                {labels.choose}
              </Button>
              {/* Refusing weighs as much as accepting (PDPA and GDPR practice): one look, one click each. */}
              <Button variant="primary" size="sm" onClick={() => decide(REJECT_ALL)}>
                {labels.rejectAll}
              </Button>
              <Button variant="primary" size="sm" onClick={() => decide(ACCEPT_ALL)}>
                {labels.acceptAll}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <h2 ref={panelHeadingRef} tabIndex={-1} className="font-semibold outline-none">
              {labels.title}
            </h2>
            <ul className="flex flex-col divide-y divide-border">
              <PurposeRow
                name={labels.necessary.name}
                description={labels.necessary.description}
                checked
                disabled
                stateLabel={labels.alwaysOn}
              />
              {OPTIONAL_PURPOSES.map((purpose) => (
                <PurposeRow
                  key={purpose}
                  name={labels[purpose].name}
                  description={labels[purpose].description}
                  checked={choice[purpose]}
                  onCheckedChange={(checked) => setChoice((c) => ({ ...c, [purpose]: checked }))}
                />
              ))}
            </ul>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={() => setView('summary')}>
                {labels.back}
              </Button>
              <Button variant="outline" size="sm" onClick={() => decide(REJECT_ALL)}>
                {labels.rejectAll}
              </Button>
              <Button variant="primary" size="sm" onClick={() => decide(choice)}>
                {labels.save}
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

type PurposeRowProps = {
  name: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  stateLabel?: string;
  onCheckedChange?: (checked: boolean) => void;
};

/** A labelled switch (role="switch") for one purpose. */
function PurposeRow({ name, description, checked, disabled, stateLabel, onCheckedChange }: PurposeRowProps) {
  const id = React.useId();
  return (
    <li data-slot="consent-purpose" className="flex items-start justify-between gap-4 py-2">
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-semibold">
          {name}
        </label>
        <span id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {stateLabel ? <span className="text-xs text-muted-foreground">{stateLabel}</span> : null}
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-describedby={`${id}-description`}
          disabled={disabled}
          onClick={() => onCheckedChange?.(!checked)}
          data-slot="consent-switch"
          data-state={checked ? 'checked' : 'unchecked'}
          className="inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input p-0 group transition-colors duration-fast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary"
        >
          <span className="block size-5 rounded-full bg-background shadow-sm transition-transform duration-fast group-data-[state=checked]:translate-x-5 rtl:group-data-[state=checked]:-translate-x-5" />
        </button>
      </div>
    </li>
  );
}
