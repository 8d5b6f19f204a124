import { createContext, use } from 'react';
import type { VisitorApi } from '../types';

/**
 * The visitor functions' calls, provided by the site (its typed client) or by a story (fixtures).
 * Components call them only from event handlers and effects, never while rendering.
 */
export const VisitorApiContext = createContext<VisitorApi | null>(null);

export function useVisitorApi(): VisitorApi {
  const api = use(VisitorApiContext);
  if (!api) throw new Error('useVisitorApi: wrap the page in <VisitorApiContext value={…}>');
  return api;
}
