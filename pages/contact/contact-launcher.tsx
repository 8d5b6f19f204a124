import { Button } from '@sellwise/design-system/primitives';
import { MessageCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { ContactDialogProps } from './contact-dialog';

type Loaded = {
  ContactDialog: (props: ContactDialogProps) => React.ReactNode;
  messages: Record<string, string>;
};

export type ContactLauncherProps = {
  /** The dialog's messages (`pages.contact`, `validation`): the site loads them with the dialog's code. */
  loadMessages: () => Promise<Record<string, string>>;
};

/**
 * The site-wide "Contact us" button, fixed in the bottom end corner. It costs one button on every
 * page: the dialog's code and copy load on the first click. It stays out of the way of the consent
 * banner (hidden while the banner is shown) and of the phone's home indicator (safe area).
 */
export function ContactLauncher({ loadMessages }: ContactLauncherProps) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);

  const openDialog = async () => {
    if (loaded) return setOpen(true);
    if (loading) return;
    setLoading(true);
    try {
      const [module, messages] = await Promise.all([import('./contact-dialog'), loadMessages()]);
      setLoaded({ ContactDialog: module.ContactDialog, messages });
      setOpen(true);
    } catch (error) {
      // Offline or a new build replaced the chunk: the next click tries again.
      console.warn('contact dialog', error);
    } finally {
      setLoading(false);
    }
  };

  const label = intl.formatMessage({ id: 'pages.common.actions.contactUs' });
  return (
    // A landmark of its own: it sits outside the layout's regions, after the footer.
    <aside aria-label={label}>
      <Button
        ref={button}
        type="button"
        data-slot="contact-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        loading={loading}
        loadingLabel={label}
        onClick={() => void openDialog()}
        className="fixed end-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-sticky h-12 rounded-full px-5 shadow-lg phone:size-12 phone:px-0 [body:has([data-slot=consent-banner])_&]:hidden"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        <span className="phone:sr-only">{label}</span>
      </Button>
      {loaded ? (
        <IntlProvider
          locale={intl.locale}
          defaultLocale={intl.defaultLocale}
          messages={{ ...(intl.messages as Record<string, string>), ...loaded.messages }}
          onError={intl.onError}
        >
          <loaded.ContactDialog open={open} onOpenChange={setOpen} returnFocus={button} />
        </IntlProvider>
      ) : null}
    </aside>
  );
}
