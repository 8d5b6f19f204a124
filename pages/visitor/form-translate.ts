import { formMessageValues, type Translate } from '@sellwise/design-system/forms';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * The Form's translate: the design system's rule ids (`validation.*`) with the numbers the rules use,
 * and API message ids (`error.*`) with the values the API sent (e.g. seconds left).
 */
export function useFormTranslate(): Translate {
  const intl = useIntl();
  return useCallback(
    (id, values) =>
      intl.formatMessage({ id }, { ...formMessageValues[id], ...values } as Record<string, string>),
    [intl],
  );
}
