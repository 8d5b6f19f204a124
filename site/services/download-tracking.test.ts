// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsClient, attachAnalytics } from './analytics';
import { DOWNLOAD_EVENT, startDownloadTracking } from './download-tracking';

afterEach(() => {
  attachAnalytics(undefined);
  document.body.innerHTML = '';
});

describe('download-extension tracking (spec §9)', () => {
  it('tracks clicks on links to pdf, office, csv, archive, audio and video files, and nothing else', () => {
    const client = { track: vi.fn(), flush: vi.fn(), setOptOut: vi.fn(), setIdentity: vi.fn() };
    attachAnalytics(client as AnalyticsClient);
    const stop = startDownloadTracking(document);
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    const files = [
      'guide.pdf',
      'price.XLSX',
      'deck.pptx',
      'terms.docx',
      'list.csv',
      'kit.zip',
      'a.mp3',
      'b.mp4',
    ];
    const others = ['/en_US/index.htm', 'https://x.example/page', '/pdf/guide', 'mailto:a@b.co'];
    for (const href of [...files, ...others]) {
      const link = document.createElement('a');
      link.href = href;
      link.innerHTML = '<span>label</span>';
      document.body.append(link);
      link.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
    expect(client.track).toHaveBeenCalledTimes(files.length);
    expect(client.track.mock.calls.map((c) => c[1].file_extension)).toEqual([
      'pdf',
      'xlsx',
      'pptx',
      'docx',
      'csv',
      'zip',
      'mp3',
      'mp4',
    ]);
    expect(client.track).toHaveBeenCalledWith(DOWNLOAD_EVENT, {
      file_extension: 'pdf',
      file_name: 'guide.pdf',
      link_url: 'http://localhost:3000/guide.pdf',
    });
    stop();
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(client.track).toHaveBeenCalledTimes(files.length);
    document.removeEventListener('click', stay);
  });
});
