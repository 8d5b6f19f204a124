import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose zod schemas load on the first validation instead of with the page: zod is
 * about 27 KB gzip, a fifth of a log-in page's first load. react-hook-form awaits every resolver, so the
 * form validates the same; the schemas are fetched once (again after a failed load).
 */
export function lazyResolver<TValues extends FieldValues, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): Resolver<TValues, unknown, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return (await loading)(values, context, options);
  };
}
