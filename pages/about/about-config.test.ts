import { LANGUAGES } from '@sellwise/api/contract';
import { describe, expect, it } from 'vitest';
import { collectMessageIds } from '../assembler/messages';
import { messagesFor } from '../stories-support/with-intl';
import { aboutConfig, aboutStory } from './about-config';

describe('about page config', () => {
  it('every message id exists in all six languages', () => {
    const ids = collectMessageIds([aboutConfig, aboutStory]);
    expect(ids.size).toBeGreaterThan(30);
    for (const lang of LANGUAGES) {
      const messages = messagesFor(lang);
      for (const id of ids) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });

  it('signs visitors up with the page as source', () => {
    const cta = aboutConfig.sections.find((s) => s.id === 'cta');
    expect(cta?.props).toMatchObject({ primaryAction: { href: 'register.htm?source=about' } });
  });
});
