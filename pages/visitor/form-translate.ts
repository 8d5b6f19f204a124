import { FIELD_MESSAGE_VALUES } from '@sellwise/api/contract/field-facts';
import type { Translate } from '@sellwise/design-system/forms';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * The Form's translate: the field rules' message ids with the numbers the rules use (the contract's
 * FIELD_MESSAGE_VALUES), and API message ids (`error.*`) with the values the API sent (e.g. seconds left).
 */
export function useFormTranslate(): Translate {
  const intl = useIntl();
  return useCallback(
    (id, values) =>
      intl.formatMessage({ id }, { ...FIELD_MESSAGE_VALUES[id], ...values } as Record<string, string>),
    [intl],
  );
}
