/**
 * The third-party tags of spec §7 behind consent. Each tag id comes from the runtime configuration
 * (config.tagIds, e.g. TAG_IDS=gtag=AW-1,clarity=abc); a tag loads only when its purpose is
 * consented, once per page, with the page's CSP nonce.
 */
import type { Consent } from '@sellwise/design-system/overlays';

// biome-ignore lint/suspicious/noExplicitAny: vendor globals are untyped queue functions.
type Vendor = any;
type TagWindow = Window & Record<string, Vendor>;

type TagDefinition = {
  /** The consent purpose it needs; 'necessary' (the forms' captcha and bot check) is always given. */
  purpose: keyof Consent;
  src: (id: string) => string;
  /** The vendor's queue stub and first calls, set before its script loads (its official snippet). */
  init?: (win: TagWindow, id: string) => void;
  /** Loaded by the forms that use it, when they need it (services/human-checks.ts), not with the page. */
  onDemand?: true;
};

const googleTag = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/** Google's gtag(): pushes its arguments object onto dataLayer. */
export function gtagOf(win: TagWindow): (...args: unknown[]) => void {
  win.dataLayer ??= [];
  win.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects, not arrays.
    win.dataLayer.push(arguments);
  };
  return win.gtag;
}

const queueStub = (win: TagWindow, name: string) => {
  win[name] ??= Object.assign((...args: unknown[]) => win[name].q.push(args), { q: [] as unknown[] });
  return win[name];
};

export const TAGS: Record<string, TagDefinition> = {
  /** The advertising tag manager (Google Ads), with enhanced conversions for GTAG_REGISTER. */
  gtag: {
    purpose: 'advertising',
    src: googleTag,
    init: (win, id) => {
      const gtag = gtagOf(win);
      gtag('js', new Date());
      gtag('config', id, { allow_enhanced_conversions: true });
    },
  },
  /** Behaviour analytics (Google Analytics 4). */
  ga: {
    purpose: 'analytics',
    src: googleTag,
    init: (win, id) => {
      const gtag = gtagOf(win);
      gtag('js', new Date());
      gtag('config', id);
    },
  },
  /** Session recording (Microsoft Clarity). */
  clarity: {
    purpose: 'analytics',
    src: (id) => `https://www.clarity.ms/tag/${encodeURIComponent(id)}`,
    init: (win) => void queueStub(win, 'clarity'),
  },
  /** Behaviour analytics (Hotjar). */
  hotjar: {
    purpose: 'analytics',
    src: (id) => `https://static.hotjar.com/c/hotjar-${encodeURIComponent(id)}.js?sv=6`,
    init: (win, id) => {
      queueStub(win, 'hj');
      win._hjSettings = { hjid: Number(id), hjsv: 6 };
    },
  },
  /** The social-media pixel (Meta). */
  fbq: {
    purpose: 'advertising',
    src: () => 'https://connect.facebook.net/en_US/fbevents.js',
    init: (win, id) => {
      if (!win.fbq) {
        const fbq: Vendor = (...args: unknown[]) =>
          fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args);
        Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
        win.fbq = win._fbq = fbq;
      }
      win.fbq('init', id);
      win.fbq('track', 'PageView');
    },
  },
  /** The messaging-app ad tag (LINE Tag). */
  line: {
    purpose: 'advertising',
    src: () => 'https://d.line-scdn.net/n/line_tag/public/release/v1/lt.js',
    init: (win, id) => {
      const lt = queueStub(win, '_lt');
      lt('init', { customerType: 'lap', tagId: id });
      lt('send', 'pv', [id]);
    },
  },
  /** The short-video ad pixel (TikTok): an array queue its script replays. */
  tiktok: {
    purpose: 'advertising',
    src: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
    init: (win, id) => {
      win.TiktokAnalyticsObject = 'ttq';
      win.ttq ??= [];
      const ttq: Vendor = win.ttq;
      ttq.methods = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready'];
      for (const method of ttq.methods) ttq[method] ??= (...args: unknown[]) => ttq.push([method, ...args]);
      ttq._i = { ...ttq._i, [id]: [] };
      ttq._t = { ...ttq._t, [id]: Date.now() };
      ttq._o = { ...ttq._o, [id]: {} };
      ttq.page();
    },
  },
  /** The captcha service (Tencent Captcha): its script defines window.TencentCaptcha(appId, callback). */
  captcha: {
    purpose: 'necessary',
    src: () => 'https://turing.captcha.qcloud.com/TCaptcha.js',
    onDemand: true,
  },
  /** The bot-challenge widget (Cloudflare Turnstile): renders into elements marked .cf-turnstile. */
  turnstile: {
    purpose: 'necessary',
    src: () => 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    onDemand: true,
  },
};

/** Loads every configured tag whose purpose is consented and that is not loaded yet; unknown keys are ignored. */
export function loadTags(deps: {
  tagIds: Record<string, string>;
  consent: Consent;
  doc: Document;
  nonce: string | undefined;
  loaded: Set<string>;
}): void {
  const win = deps.doc.defaultView as TagWindow | null;
  if (!win) return;
  for (const [key, id] of Object.entries(deps.tagIds)) {
    const tag = TAGS[key];
    if (!tag || tag.onDemand || !id || !deps.consent[tag.purpose] || deps.loaded.has(key)) continue;
    deps.loaded.add(key);
    tag.init?.(win, id);
    const script = deps.doc.createElement('script');
    script.async = true;
    script.src = tag.src(id);
    if (deps.nonce) script.nonce = deps.nonce;
    script.dataset.tag = key;
    deps.doc.head.append(script);
  }
}

/**
 * Spec §7's sign-up conversion, defined only with advertising consent: sets the phone number on the
 * ad tag, sends it a conversion (to `gtagConversion`, "AW-…/label", when configured), then the
 * enhanced-registration event to the product's own tracking endpoint.
 */
export function defineGtagRegister(
  win: Window,
  tagIds: Record<string, string>,
  collect: (body: { event: 'enhanced_registration'; properties: Record<string, string> }) => void,
): void {
  win.GTAG_REGISTER = (sourceChannelId, phone_number = '') => {
    if (tagIds.gtag) {
      const gtag = gtagOf(win as TagWindow);
      gtag('set', 'user_data', { phone_number });
      gtag('event', 'conversion', { send_to: tagIds.gtagConversion || tagIds.gtag });
    }
    collect({ event: 'enhanced_registration', properties: { sourceChannelId, phone_number } });
  };
}
