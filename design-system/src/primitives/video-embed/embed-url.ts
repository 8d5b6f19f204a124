/** Adds `autoplay=1` (keeping the URL's other parameters) so the video starts on the click that loaded it. */
export function withAutoplay(embedUrl: string): string {
  const hashAt = embedUrl.indexOf('#');
  const base = hashAt === -1 ? embedUrl : embedUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : embedUrl.slice(hashAt);
  const params = /[?&]autoplay=[^&]*/;
  if (params.test(base)) return base.replace(/([?&]autoplay=)[^&]*/, '$11') + hash;
  return `${base}${base.includes('?') ? '&' : '?'}autoplay=1${hash}`;
}

/**
 * The privacy-enhanced YouTube player URL (youtube-nocookie.com: no cookies until the visitor plays).
 * `start` is in seconds.
 */
export function youtubeEmbedUrl(videoId: string, options: { start?: number } = {}): string {
  const url = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
  const query = new URLSearchParams({ rel: '0', playsinline: '1' });
  if (options.start) query.set('start', String(Math.floor(options.start)));
  return `${url}?${query}`;
}
