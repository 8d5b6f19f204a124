import { track } from './analytics';
import { DOWNLOAD_EXTENSIONS } from './analytics-rules';

export const DOWNLOAD_EVENT = 'file_download';

/** The analytics properties of a link to a tracked download (spec §9), or undefined for any other link. */
export function downloadOf(href: string, base: string): Record<string, string> | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  const match = DOWNLOAD_EXTENSIONS.exec(url.pathname);
  if (!match?.[1]) return undefined;
  return {
    file_extension: match[1].toLowerCase(),
    file_name: decodeURIComponent(url.pathname.split('/').pop() ?? ''),
    link_url: url.href.slice(0, 2048),
  };
}

/** Tracks clicks (any button, so middle-click opens count too) on links to downloadable files. */
export function startDownloadTracking(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    const download = downloadOf(link.getAttribute('href') ?? '', doc.location.href);
    if (download) track(DOWNLOAD_EVENT, download);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('auxclick', onClick, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('auxclick', onClick, true);
  };
}
