export { sellwisePreset } from './preset';
export * from './tokens';
