import CN from 'country-flag-icons/string/3x2/CN';
import HK from 'country-flag-icons/string/3x2/HK';
import ID from 'country-flag-icons/string/3x2/ID';
import MY from 'country-flag-icons/string/3x2/MY';
import PH from 'country-flag-icons/string/3x2/PH';
import SG from 'country-flag-icons/string/3x2/SG';
import TH from 'country-flag-icons/string/3x2/TH';
import TW from 'country-flag-icons/string/3x2/TW';
import US from 'country-flag-icons/string/3x2/US';
import VN from 'country-flag-icons/string/3x2/VN';

/** Flags of the markets we serve ship with the field; the other ~240 load when the picker first opens. */
const bundled: Record<string, string> = { CN, HK, ID, MY, PH, SG, TH, TW, US, VN };

let loaded: Record<string, string> | undefined;
let loading: Promise<void> | undefined;

export function loadAllFlags(): Promise<void> {
  loading ??= import('country-flag-icons/string/3x2').then((module) => {
    loaded = module as unknown as Record<string, string>;
  });
  return loading;
}

export function allFlagsLoaded(): boolean {
  return loaded !== undefined;
}

/** The flag as an image URL, or undefined while it is still loading. */
export function flagUrl(country: string): string | undefined {
  const svg = bundled[country] ?? loaded?.[country];
  return svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : undefined;
}
