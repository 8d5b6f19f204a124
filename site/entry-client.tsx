import { hydrateRoot } from 'react-dom/client';
import { ApiClient } from './api/client';
import { createEndpoints } from './api/endpoints';
import { App, type PageState } from './app/app';
import { loadPage } from './app/page-registry';
import { makeIntl } from './intl/intl';
import type { PageKey } from './routes';
import { startLanguageSwitch } from './services/language-switch';
import './styles.css';

// The server serialised everything the page needs; hydration renders the same tree without fetching.
const state = JSON.parse(document.getElementById('__SW_STATE__')?.textContent ?? '{}') as PageState;
const { page } = await loadPage(state.page as PageKey);
const intl = makeIntl(state.lang, state.messages);
hydrateRoot(document.getElementById('root') as HTMLElement, <App state={state} page={page} intl={intl} />, {
  onRecoverableError: (error) => console.error('hydration', error),
});
document.documentElement.dataset.hydrated = 'true';

const api = createEndpoints(new ApiClient({ baseUrl: state.config.apiBaseUrl, lang: state.lang }));
startLanguageSwitch(document, {
  changeLang: api.changeLang,
  navigate: (href) => window.location.assign(href),
  secure: window.location.protocol === 'https:',
});
