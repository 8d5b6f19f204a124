import { DASHBOARD_PATH, LANG_PAGE_PATHS, ROOT_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Form, FormSubmit, RadioGroup, TextField, zodFormResolver } from '@sellwise/design-system/forms';
import { Button, Heading, Text } from '@sellwise/design-system/primitives';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageModule, PageProps } from '../../types';
import { apiErrorMessage } from '../../visitor/api-error';
import { useFormTranslate } from '../../visitor/form-translate';
import { useVisitorApi } from '../../visitor/visitor-api';
import { REGISTER_NAMESPACES } from '../register/namespaces';
import { richLinks } from '../register/rich-links';
import { MarketplaceChoice } from './marketplace-choice';
import {
  ORDER_BANDS,
  profileInput,
  type RegisterNextValues,
  registerNextDefaults,
  registerNextSchema,
  STORE_NAME_MAX,
} from './register-next-schema';

const T = 'pages.register.next';

/**
 * registerNext.htm and /m/registerNext.htm, the step after the sign-up form. It asks three things that
 * let onboarding start on the seller's own data: the store's name, the marketplaces it sells on, and
 * its monthly orders. The marketplaces decide which shop connection the dashboard offers first, the
 * order volume which plan it suggests, and the name greets the seller there. Each one is optional for
 * the seller: "Skip for now" goes straight to the dashboard (the API takes the three together, so the
 * form saves all or none).
 */
export function RegisterNextPage({ href }: PageProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `${T}.${id}` }, values);
  const api = useVisitorApi();
  const form = useForm<RegisterNextValues>({
    mode: 'onTouched',
    resolver: zodFormResolver<RegisterNextValues>(registerNextSchema),
    defaultValues: registerNextDefaults,
  });
  const [failure, setFailure] = useState<React.ReactNode>(null);
  const [leaving, setLeaving] = useState(false);
  const pending = useRef(false);

  const onSubmit = async (values: RegisterNextValues) => {
    if (pending.current) return;
    pending.current = true;
    setFailure(null);
    const answer = await api.saveProfile(profileInput(values));
    if (answer.code === 0) {
      setLeaving(true);
      api.navigate(DASHBOARD_PATH);
      return;
    }
    pending.current = false;
    if (answer.msg === 'error.notLoggedIn') {
      const login = href(LANG_PAGE_PATHS.login, { redirect: href(ROOT_PAGE_PATHS.registerNext) });
      setFailure(<FormattedMessage id={`${T}.notLoggedIn`} values={richLinks({ login })} />);
    } else {
      const { id, values: messageValues } = apiErrorMessage(answer, (known) => known in intl.messages);
      // An element, not a string: the form would read a string as a message id.
      setFailure(<FormattedMessage id={id} values={messageValues} />);
    }
  };

  return (
    <>
      <div className="flex flex-col gap-2">
        <Heading level={1} size="lg">
          {t('title')}
        </Heading>
        <Text tone="muted">{t('subtitle')}</Text>
      </div>
      <Form
        form={form}
        onSubmit={onSubmit}
        translate={useFormTranslate()}
        error={failure}
        aria-label={t('title')}
      >
        <TextField
          name="storeName"
          label={t('storeName.label')}
          description={t('storeName.hint')}
          placeholder={t('storeName.placeholder')}
          autoComplete="organization"
          maxLength={STORE_NAME_MAX}
          required
        />
        <MarketplaceChoice />
        <RadioGroup
          name="monthlyOrders"
          label={t('monthlyOrders.label')}
          description={t('monthlyOrders.hint')}
          variant="tiles"
          required
          options={ORDER_BANDS.map((band) => ({ value: band, label: t(`monthlyOrders.options.${band}`) }))}
        />
        <div className="flex flex-col gap-3">
          <FormSubmit
            size="lg"
            fullWidth
            loading={leaving}
            loadingLabel={intl.formatMessage({ id: 'pages.visitor.submitting' })}
          >
            {t('submit')}
          </FormSubmit>
          <Button asChild variant="ghost" size="lg" fullWidth>
            <a href={DASHBOARD_PATH}>{t('skip')}</a>
          </Button>
        </div>
      </Form>
    </>
  );
}

export const registerNextPage: PageModule = {
  Page: RegisterNextPage,
  namespaces: REGISTER_NAMESPACES,
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: `${T}.meta.title` }),
    description: intl.formatMessage({ id: `${T}.meta.description` }),
    noindex: true,
  }),
};
