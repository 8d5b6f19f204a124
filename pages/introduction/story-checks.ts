import { expect, within } from 'storybook/test';
import { messagesFor } from '../stories-support/with-intl';
import type { PageLang } from '../types';

/** Play-function check shared by the introduction stories: the page's h1 and its sign-up link, in `lang`. */
export async function expectHeroAndSignUp(
  canvasElement: HTMLElement,
  { lang, prefix, href }: { lang: PageLang; prefix: string; href: string },
) {
  const messages = messagesFor(lang);
  const title = messages[`${prefix}.hero.title`];
  const action = messages[`${prefix}.hero.primaryAction`];
  // A missing message would make the text checks below match anything.
  await expect(title && action).toBeTruthy();
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(title ?? '');
  const [signUp] = canvas.getAllByRole('link', { name: action });
  await expect(signUp).toHaveAttribute('href', href);
}

/** Below-the-fold images load lazily and the snapshot never scrolls: load them so the baseline shows them. */
export async function loadLazyImages(canvasElement: HTMLElement) {
  const images = [...canvasElement.querySelectorAll('img')];
  for (const img of images) img.loading = 'eager';
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
}
