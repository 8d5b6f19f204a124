import type { ContactPlacement } from '@sellwise/design-system/layouts';
import { Button } from '@sellwise/design-system/primitives';
import { MessageCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContactDialogProps } from './contact-dialog';

type Dialog = (props: ContactDialogProps) => React.ReactNode;

const FLOATING =
  'fixed end-[max(1rem,env(safe-area-inset-right))] bottom-[var(--sw-dock-offset)] z-sticky h-[var(--sw-dock-size)] max-w-[var(--sw-dock-width)] px-5 text-base shadow-lg phone:w-[var(--sw-dock-size)] phone:px-0 [body:has([data-slot=consent-banner])_&]:hidden';
const HEADER = 'size-11 text-foreground hover:bg-muted';

/**
 * The site-wide "Contact us" button. It costs one button on every page: the dialog's code loads on the
 * first click (its copy, `pages.contact`, ships with every page: the site lists it in SITE_WIDE_NAMESPACES).
 * The layout places it (`placement`): an icon in a phone header, where it covers nothing, or a pill
 * floating in the bottom end corner, marked as the dock so the frame keeps room for it (tokens.css: the
 * footer's links stay clear of it; at most --sw-dock-width wide). The floating pill stays out of the way of the consent banner (hidden
 * while the banner is shown) and of the phone's home indicator (safe area).
 */
export function ContactLauncher({ placement = 'floating' }: { placement?: ContactPlacement }) {
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
  const floating = placement === 'floating';
  const launcher = (
    <>
      <Button
        ref={button}
        type="button"
        data-slot="contact-launcher"
        data-placement={placement}
        data-sw-dock={floating || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        loading={loading}
        loadingLabel={label}
        onClick={() => void openDialog()}
        variant={floating ? 'primary' : 'ghost'}
        size={null}
        shape={floating ? 'pill' : 'rounded'}
        className={floating ? FLOATING : HEADER}
      >
        <MessageCircle aria-hidden="true" className={floating ? 'size-5' : 'size-6'} />
        <span className={floating ? 'truncate phone:sr-only' : 'sr-only'}>{label}</span>
      </Button>
      {Loaded ? <Loaded.Dialog open={open} onOpenChange={setOpen} returnFocus={button} /> : null}
    </>
  );
  // Floating, a landmark of its own: it sits outside the layout's regions, after the footer. In a header
  // it is one of the banner's buttons.
  return floating ? <aside aria-label={label}>{launcher}</aside> : launcher;
}
