/**
 * The guidance section of a component's docs page (design-system/stories-support/guidance.ts): purpose,
 * when to use it and when something else, do/don't pairs as live stories, wording rules in the six
 * languages, accessibility notes and related components.
 */
import { LANGUAGE_NATIVE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '@sellwise/api/contract/languages';
import { AnchorMdx, Canvas, Heading, Subheading } from '@storybook/addon-docs/blocks';
import type { CSSProperties, ReactNode } from 'react';
import { toId } from 'storybook/internal/csf';
import type { Guidance, GuidanceExample } from '../design-system/stories-support/guidance';

/** The manager URL of a component's docs page, from its Storybook title. */
export function docsPath(title: string): string {
  return `?path=/docs/${toId(title, 'docs')}`;
}

/** The last segment of a title ('Primitives/Link' → 'Link'), as the link text. */
function shortName(title: string): string {
  return title.split('/').at(-1) ?? title;
}

function DocsLink({ title }: { title: string }) {
  return <AnchorMdx href={docsPath(title)}>{shortName(title)}</AnchorMdx>;
}

// Green and red from Storybook's own palette: the docs page is Storybook's chrome, not the site's.
const TONES = {
  do: { label: 'Do', color: '#1a7f37', background: '#dafbe1' },
  dont: { label: "Don't", color: '#cf222e', background: '#ffebe9' },
} as const;

const styles = {
  pairs: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: 16,
    marginBottom: 32,
  },
  figure: { margin: 0, display: 'flex', flexDirection: 'column' },
  caption: { fontSize: 14, lineHeight: 1.5, marginTop: 4 },
  languages: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    alignItems: 'baseline',
    gap: '4px 16px',
    margin: '8px 0 0',
  },
  language: { fontWeight: 600, fontSize: 13, color: '#5e6875' },
  rule: { marginBottom: 24 },
} satisfies Record<string, CSSProperties>;

function Example({
  tone,
  example,
  moduleExports,
}: {
  tone: keyof typeof TONES;
  example: GuidanceExample;
  moduleExports: Record<string, unknown>;
}) {
  const { label, color, background } = TONES[tone];
  return (
    <figure style={styles.figure} data-guidance={tone}>
      <div
        style={{
          borderTop: `4px solid ${color}`,
          background,
          color,
          fontWeight: 700,
          fontSize: 14,
          padding: '4px 12px',
        }}
      >
        {label}
      </div>
      {/* The live story, so it follows the language toolbar like every other story. */}
      <Canvas className={CANVAS_CLASS} of={moduleExports[example.story]} sourceState="none" />
      <figcaption style={styles.caption}>
        <Prose text={example.caption} />
      </figcaption>
    </figure>
  );
}

// The canvas hangs under its Do/Don't strip: no margin above, square top corners. Two classes outweigh
// the one class of Storybook's own preview styles.
const CANVAS_CLASS = 'guidance-canvas';
const canvasCss = `.${CANVAS_CLASS}.sbdocs-preview { margin: 0; border-top-left-radius: 0; border-top-right-radius: 0; }`;

/** Guidance text with `code` spans, written in backticks as in the guidance files. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/`([^`]+)`/).map((part, i) =>
        // Odd parts are the code spans; the split's order is fixed, so the index is a stable key.
        i % 2 ? <code key={i}>{part}</code> : part,
      )}
    </>
  );
}

function List({ items }: { items: ReactNode[] }) {
  return (
    <ul>
      {items.map((item, i) => (
        // Guidance lists are static: the position is a stable key.
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function GuidanceSection({
  guidance,
  moduleExports,
}: {
  guidance: Guidance;
  moduleExports: Record<string, unknown>;
}) {
  return (
    <section aria-label="Guidance">
      <style>{canvasCss}</style>
      <Heading>Usage</Heading>
      <p>
        <Prose text={guidance.purpose} />
      </p>
      <Subheading>When to use</Subheading>
      <List items={guidance.whenToUse.map((text) => <Prose key={text} text={text} />)} />
      <Subheading>When not to use</Subheading>
      <List
        items={guidance.whenNotToUse.map(({ text, use }) => (
          <>
            <Prose text={text} /> Use <DocsLink title={use} />.
          </>
        ))}
      />
      <Subheading>Best practices</Subheading>
      {guidance.examples.map((pair) => (
        <div key={pair.do.story} style={styles.pairs}>
          <Example tone="do" example={pair.do} moduleExports={moduleExports} />
          <Example tone="dont" example={pair.dont} moduleExports={moduleExports} />
        </div>
      ))}
      <Heading>Content guidelines</Heading>
      {guidance.content.map(({ rule, examples }) => (
        <div key={rule} style={styles.rule}>
          <p style={{ margin: 0 }}>
            <Prose text={rule} />
          </p>
          <dl style={styles.languages}>
            {LANGUAGES.map((lang) => (
              <div key={lang} style={{ display: 'contents' }}>
                <dt style={styles.language}>{LANGUAGE_NATIVE_NAMES[lang]}</dt>
                <dd lang={LANGUAGE_TAGS[lang]} style={{ margin: 0 }}>
                  {examples[lang]}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <Heading>Accessibility</Heading>
      <List items={guidance.accessibility.map((text) => <Prose key={text} text={text} />)} />
      <Heading>Related components</Heading>
      <List items={guidance.related.map((title) => <DocsLink key={title} title={title} />)} />
    </section>
  );
}
