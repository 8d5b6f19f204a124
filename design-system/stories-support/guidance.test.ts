/**
 * Every component's main stories file carries complete guidance (guidance.ts) that points at things that
 * exist: its do/don't stories, the six languages, and the Storybook titles it names.
 */
import { LANGUAGES } from '@sellwise/api/contract/languages';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { GUIDANCE_TAG, type Guidance } from './guidance';

type StoriesModule = Record<string, unknown> & {
  default?: { title?: string; parameters?: { guidance?: Guidance } };
};
type StoryLike = { tags?: string[]; parameters?: { snapshot?: unknown } };

const modules = import.meta.glob<StoriesModule>('../src/**/*.stories.tsx', { eager: true });
const sources = import.meta.glob<string>('../src/**/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/**
 * Tags as Storybook's indexer reads them: from the source, without running it. A tag that only exists at
 * run time (spread in from a shared object) would leave the story in the sidebar and the autodocs list.
 */
function staticTags(source: string): Record<string, string[] | undefined> {
  const csf = loadCsf(source, {
    fileName: 'x.stories.tsx',
    makeTitle: (title?: string) => title ?? 'x',
  }).parse();
  const stories = (csf as unknown as { _stories: Record<string, { tags?: string[] }> })._stories;
  return Object.fromEntries(Object.entries(stories).map(([name, story]) => [name, story.tags]));
}
const isMain = (path: string) => !path.endsWith('.features.stories.tsx');
const mainFiles = Object.keys(modules).filter(isMain).sort();
const titles = new Set(Object.values(modules).map((m) => m.default?.title));

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Everything wrong with one stories file's guidance, as readable sentences (empty when right). */
function guidanceProblems(
  mod: StoriesModule,
  knownTitles: ReadonlySet<string | undefined>,
  sourceTags: Record<string, string[] | undefined>,
): string[] {
  const title = mod.default?.title;
  const g = mod.default?.parameters?.guidance;
  if (!g) return ['meta has no parameters.guidance'];
  const problems: string[] = [];
  if (blank(g.purpose)) problems.push('purpose is empty');
  const lists = ['whenToUse', 'whenNotToUse', 'examples', 'content', 'accessibility', 'related'] as const;
  for (const key of lists)
    if (!Array.isArray(g[key]) || g[key].length === 0) problems.push(`${key} is empty`);
  for (const [i, text] of (g.whenToUse ?? []).entries())
    if (blank(text)) problems.push(`whenToUse[${i}] is empty`);
  for (const [i, text] of (g.accessibility ?? []).entries())
    if (blank(text)) problems.push(`accessibility[${i}] is empty`);
  for (const { text, use } of g.whenNotToUse ?? []) {
    if (blank(text)) problems.push(`whenNotToUse for ${use} has no text`);
    if (!knownTitles.has(use)) problems.push(`whenNotToUse names "${use}", no stories have that title`);
    if (use === title) problems.push('whenNotToUse names the component itself');
  }
  for (const pair of g.examples ?? []) {
    for (const side of ['do', 'dont'] as const) {
      const example = pair[side];
      const prefix = side === 'do' ? 'Do' : 'Dont';
      if (blank(example?.caption)) problems.push(`${side} example ${example?.story} has no caption`);
      if (!example?.story?.startsWith(prefix) || (side === 'do' && example.story.startsWith('Dont')))
        problems.push(`${side} example "${example?.story}" is not named ${prefix}…`);
      const story = mod[example?.story ?? ''] as StoryLike | undefined;
      if (!story) {
        problems.push(`${side} example "${example?.story}" is not an export of the stories file`);
        continue;
      }
      if (!story.tags?.includes(GUIDANCE_TAG)) problems.push(`story ${example.story} lacks the guidance tag`);
      if (!story.tags?.includes('!autodocs')) problems.push(`story ${example.story} lacks the !autodocs tag`);
      if (story.parameters?.snapshot !== false)
        problems.push(`story ${example.story} is not snapshot: false`);
      const written = sourceTags[example.story] ?? [];
      if (!written.includes(GUIDANCE_TAG) || !written.includes('!autodocs'))
        problems.push(
          `story ${example.story} does not write its tags in its own object (the indexer misses them)`,
        );
    }
  }
  for (const { rule, examples } of g.content ?? []) {
    if (blank(rule)) problems.push('a content rule is empty');
    for (const lang of LANGUAGES)
      if (blank(examples?.[lang])) problems.push(`content rule "${rule}" has no ${lang} example`);
  }
  for (const related of g.related ?? []) {
    if (!knownTitles.has(related)) problems.push(`related "${related}": no stories have that title`);
    if (related === title) problems.push('the component lists itself as related');
  }
  return problems;
}

describe('component guidance', () => {
  it('finds every main stories file', () => {
    expect(mainFiles.length).toBeGreaterThan(60);
  });

  it.each(mainFiles)('%s has complete guidance', (path) => {
    const tags = staticTags(sources[path] ?? '');
    expect(guidanceProblems(modules[path] as StoriesModule, titles, tags)).toEqual([]);
  });
});

describe('guidanceProblems', () => {
  const done = { tags: [GUIDANCE_TAG, '!autodocs'], parameters: { snapshot: false } };
  const good: Guidance = {
    purpose: 'Starts an action.',
    whenToUse: ['To submit a form.'],
    whenNotToUse: [{ text: 'To go to another page.', use: 'Primitives/Link' }],
    examples: [{ do: { story: 'DoOne', caption: 'One.' }, dont: { story: 'DontTwo', caption: 'Two.' } }],
    content: [
      {
        rule: 'Start with a verb.',
        examples: { en_US: 'Save', in: 'Simpan', th: 'บันทึก', vi: 'Lưu', zh_CN: '保存', ms_MY: 'Simpan' },
      },
    ],
    accessibility: ['Focusable.'],
    related: ['Primitives/Link'],
  };
  const known = new Set(['Primitives/Button', 'Primitives/Link']);
  const tags = { DoOne: done.tags, DontTwo: done.tags };
  const file = (
    g: Guidance | undefined,
    stories: Record<string, unknown> = { DoOne: done, DontTwo: done },
  ) => ({
    default: { title: 'Primitives/Button', parameters: { guidance: g } },
    ...stories,
  });

  it('reads the tags a story writes in its own object, not those spread in', () => {
    const source = `export default { title: 'X' };
const shared = { tags: ['guidance', '!autodocs'] };
export const DoOne = { tags: ['guidance', '!autodocs'] };
export const DontTwo = { ...shared };`;
    expect(staticTags(source)).toEqual({ DoOne: ['guidance', '!autodocs'], DontTwo: undefined });
    expect(guidanceProblems(file(good), known, staticTags(source))).toEqual([
      'story DontTwo does not write its tags in its own object (the indexer misses them)',
    ]);
  });

  it('passes complete guidance', () => {
    expect(guidanceProblems(file(good), known, tags)).toEqual([]);
  });

  it('reports each kind of mistake', () => {
    expect(guidanceProblems(file(undefined), known, tags)).toEqual(['meta has no parameters.guidance']);
    expect(guidanceProblems(file({ ...good, purpose: ' ' }), known, tags)).toEqual(['purpose is empty']);
    expect(guidanceProblems(file({ ...good, accessibility: [] }), known, tags)).toEqual([
      'accessibility is empty',
    ]);
    expect(guidanceProblems(file(good, { DoOne: done }), known, tags)).toEqual([
      'dont example "DontTwo" is not an export of the stories file',
    ]);
    expect(
      guidanceProblems(file(good, { DoOne: done, DontTwo: { ...done, tags: ['!autodocs'] } }), known, tags),
    ).toEqual(['story DontTwo lacks the guidance tag']);
    const thailess = { ...good.content[0]!, examples: { ...good.content[0]!.examples, th: '' } };
    expect(guidanceProblems(file({ ...good, content: [thailess] }), known, tags)).toEqual([
      'content rule "Start with a verb." has no th example',
    ]);
    expect(guidanceProblems(file({ ...good, related: ['Primitives/Nope'] }), known, tags)).toEqual([
      'related "Primitives/Nope": no stories have that title',
    ]);
    expect(guidanceProblems(file({ ...good, related: ['Primitives/Button'] }), known, tags)).toEqual([
      'the component lists itself as related',
    ]);
    const selfUse = [{ text: 'Never.', use: 'Primitives/Nope' }];
    expect(guidanceProblems(file({ ...good, whenNotToUse: selfUse }), known, tags)).toEqual([
      'whenNotToUse names "Primitives/Nope", no stories have that title',
    ]);
  });
});
