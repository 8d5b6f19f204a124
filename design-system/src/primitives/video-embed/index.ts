export { withAutoplay, youtubeEmbedUrl } from './embed-url';
export { VideoEmbed, type VideoEmbedLabels, type VideoEmbedProps } from './video-embed';
