// The trigger alone, by its own entry: the navigation barrel would bring the category tree into every page.
import { SearchTrigger } from '@sellwise/design-system/navigation/search-trigger';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HrefBuilder, PageLang } from '../types';
import type { FeatureLink } from './search-results';
import type { SiteSearchDialogProps } from './site-search-dialog';

type Dialog = (props: SiteSearchDialogProps) => React.ReactNode;

export type SiteSearchProps = {
  lang: PageLang;
  /** The header's feature areas (label, description, address): matched in the browser. */
  features: readonly FeatureLink[];
  /** The page's address builder (language segment, phone prefix). */
  href: HrefBuilder;
};

/**
 * The header's search: a button (and the `/`, Ctrl+K and ⌘+K shortcuts) that is all every page loads.
 * The dialog, its suggestions and the API client load on the first use, like the contact dialog; its copy
 * (`pages.search`) ships with every page (the site lists it in SITE_WIDE_NAMESPACES).
 */
export function SiteSearch({ lang, features, href }: SiteSearchProps) {
  const intl = useIntl();
  const [Loaded, setLoaded] = useState<{ Dialog: Dialog } | null>(null);
  const [open, setOpen] = useState(false);
  const loading = useRef(false);

  const openDialog = async () => {
    if (Loaded) return setOpen(true);
    if (loading.current) return;
    loading.current = true;
    try {
      const { SiteSearchDialog } = await import('./site-search-dialog');
      setLoaded({ Dialog: SiteSearchDialog });
      setOpen(true);
    } catch (error) {
      // Offline or a new build replaced the chunk: the next try loads it again.
      console.warn('search dialog', error);
    } finally {
      loading.current = false;
    }
  };

  return (
    <>
      <SearchTrigger
        label={intl.formatMessage({ id: 'pages.search.trigger.label' })}
        shortcutHint="/"
        onOpen={() => void openDialog()}
      />
      {Loaded ? (
        <Loaded.Dialog open={open} onOpenChange={setOpen} lang={lang} features={features} href={href} />
      ) : null}
    </>
  );
}
