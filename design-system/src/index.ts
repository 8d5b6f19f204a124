// The whole design system. Each area is also its own entry point (`@sellwise/design-system/forms` …),
// and every module is side-effect free, so bundlers keep only what a product imports.
export * from './assets';
export * from './content';
export * from './forms';
export * from './layouts';
export * from './lib';
export * from './navigation';
export * from './overlays';
export * from './primitives';
export * from './sections';
export * from './tokens';
