import { lazy } from 'react';

/**
 * The phone channel's code (libphonenumber's metadata, the dial-code picker, the network's country)
 * is about a quarter of a sign-up page's script, and most visitors use e-mail: it loads on demand.
 */
let loading: Promise<typeof import('./account-phone-field')> | undefined;
export function loadPhoneChannel() {
  if (!loading) {
    loading = import('./account-phone-field');
    // A failed load (offline a moment) is tried again by the next render or validation.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

export const LazyAccountPhoneField = lazy(() =>
  loadPhoneChannel().then((module) => ({ default: module.AccountPhoneField })),
);
