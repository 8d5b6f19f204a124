/**
 * Rule 8, the error screen (spec §2, §8), for an uncaught error of the page's React root: the error goes to
 * monitoring as fatal ('致命错误，强制跳转' and the serialized error) and the visitor to the 404 page of the
 * device's variant (or, from an address with a session id, to the same address without it). Loaded only
 * when it happens, so the entry chunk does not carry it.
 */
import { errorScreenAction, fatalError } from '../rules/navigation';
import { reactErrorHandler } from '../services/error-buffer';
import type { PageState } from './app';
import { navigate } from './navigate';

export function showErrorScreen(
  error: unknown,
  info: { componentStack?: string },
  state: Pick<PageState, 'lang' | 'mobile' | 'page'>,
  win: Window = window,
): void {
  reactErrorHandler('fatal')(fatalError(error), info);
  // The 404 page itself failing would send the visitor round in a circle.
  if (state.page === 'notFound') return;
  const here = win.location.pathname + win.location.search;
  navigate(errorScreenAction(here, state).redirect, { replace: true }, win);
}
