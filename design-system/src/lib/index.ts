export { findClassConflicts } from './class-conflicts';
export { cn } from './cn';
export type { LinkRenderProps, RenderLink } from './render-link';
