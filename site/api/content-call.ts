import type { Routes } from '@sellwise/api/contract';
import type { ContentCall } from '@sellwise/pages/types';
import type { ApiClient } from './client';

/**
 * A content call by route name: the entry's path, input and answer schema come from the table. Type-only
 * imports, so the browser's copy takes the table from its lazily loaded contract.
 */
export function contentCall(api: Pick<ApiClient, 'call'>, routes: Routes): ContentCall {
  // The generic name cannot narrow the table's union; the input type is checked at the call site.
  return ((name: keyof Routes, input: unknown) =>
    api.call(routes[name] as never, input as never)) as ContentCall;
}
