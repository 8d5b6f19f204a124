import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@sellwise/api/contract/languages';
import { languageCookies } from '../intl/cookies';

const byTag = Object.fromEntries(LANGUAGES.map((l) => [LANGUAGE_TAGS[l], l])) as Record<string, Language>;

export type LanguageSwitchDeps = {
  /** The change-language call (spec §7): tells the server about the choice. */
  changeLang: (lang: Language) => Promise<unknown>;
  navigate: (href: string) => void;
  secure: boolean;
  /** How long to wait for the server before navigating anyway. */
  timeoutMs?: number;
};

/**
 * The language change of spec §4: a click on a language link stores the choice in the language and
 * locale cookies (365 days, path /, SameSite=Lax), tells the server, then opens the same page in the
 * chosen language. Returns the stop function.
 */
export function startLanguageSwitch(doc: Document, deps: LanguageSwitchDeps): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.(
      'a[data-slot="language-switcher-item"][hreflang]',
    );
    const lang = link ? byTag[link.getAttribute('hreflang') ?? ''] : undefined;
    if (!link || !lang) return;
    event.preventDefault();
    for (const cookie of languageCookies(lang, { secure: deps.secure })) doc.cookie = cookie;
    const href = (link as HTMLAnchorElement).href;
    const timeout = new Promise((resolve) => setTimeout(resolve, deps.timeoutMs ?? 1500));
    void Promise.race([deps.changeLang(lang).catch(() => undefined), timeout]).then(() =>
      deps.navigate(href),
    );
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
