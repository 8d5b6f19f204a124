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
  const guidance = resolved.preparedMeta.parameters.guidance as Guidance | undefined;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {guidance ? (
        <GuidanceSection
          guidance={guidance}
          moduleExports={resolved.csfFile.moduleExports as Record<string, unknown>}
        />
      ) : null}
      <Stories />
    </>
  );
}
