export { cn } from './cn';
export type { LinkRenderProps, RenderLink } from './render-link';
export { findClassConflicts } from './class-conflicts';
