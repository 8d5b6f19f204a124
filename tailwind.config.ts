import { sellwisePreset } from './design-system/src/tokens/preset';

/** Loaded by the site's and Storybook's CSS with `@config`; everything visual comes from the preset. */
export default {
  presets: [sellwisePreset],
};
