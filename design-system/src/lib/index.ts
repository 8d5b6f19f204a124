export { findClassConflicts } from './class-conflicts';
export { cn } from './cn';
