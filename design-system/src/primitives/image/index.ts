export { Image, type ImageProps, imageVariants } from './image';
export { buildSrcSet } from './srcset';
