export {
  type SectionVideo,
  VideoBlock,
  type VideoBlockProps,
  VideoFacade,
  type VideoFacadeProps,
} from './video-block';
