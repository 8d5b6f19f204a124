/**
 * Every docs page: Storybook's usual blocks, with the component's guidance (parameters.guidance) between
 * the controls and the remaining stories. Pages without guidance (page stories) keep the plain layout.
 */
import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { Guidance } from '../design-system/stories-support/guidance';
import { GuidanceSection } from './guidance';

export function DocsPage() {
  const resolved = useOf('meta');
  const moduleExports = resolved.csfFile.moduleExports as Record<string, unknown>;
  const guidance = resolved.preparedMeta.parameters.guidance as Guidance | undefined;
  // Features files spread the main meta (and so its guidance) but not its do/don't stories: the guidance
  // belongs on the component's main page, the one whose file holds the examples.
  const own = guidance?.examples.every(
    ({ do: d, dont }) => moduleExports[d.story] && moduleExports[dont.story],
  );
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {guidance && own ? <GuidanceSection guidance={guidance} moduleExports={moduleExports} /> : null}
      <Stories />
    </>
  );
}
