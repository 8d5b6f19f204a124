import { Button } from '@sellwise/design-system/primitives';
import { MessageCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContactDialogProps } from './contact-dialog';

type Dialog = (props: ContactDialogProps) => React.ReactNode;

/**
 * The site-wide "Contact us" button, fixed in the bottom end corner. It costs one button on every
 * page: the dialog's code loads on the first click (its copy, `pages.contact`, ships with every page:
 * the site lists it in SITE_WIDE_NAMESPACES). It stays out of the way of the consent
 * banner (hidden while the banner is shown) and of the phone's home indicator (safe area).
 */
export function ContactLauncher() {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const [Loaded, setLoaded] = useState<{ Dialog: Dialog } | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);

  const openDialog = async () => {
    if (Loaded) return setOpen(true);
    if (loading) return;
    setLoading(true);
    try {
      const { ContactDialog } = await import('./contact-dialog');
      setLoaded({ Dialog: ContactDialog });
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
        size={null}
        shape="pill"
        className="fixed end-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-sticky h-12 px-5 text-base shadow-lg phone:size-12 phone:px-0 [body:has([data-slot=consent-banner])_&]:hidden"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        <span className="phone:sr-only">{label}</span>
      </Button>
      {Loaded ? <Loaded.Dialog open={open} onOpenChange={setOpen} returnFocus={button} /> : null}
    </aside>
  );
}
