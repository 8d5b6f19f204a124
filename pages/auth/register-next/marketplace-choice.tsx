import { ConnectedField, useFieldContext } from '@sellwise/design-system/forms';
import { useIntl } from 'react-intl';
import { MARKETPLACE_OPTIONS } from './register-next-schema';

type Marketplace = (typeof MARKETPLACE_OPTIONS)[number];

/**
 * "Where do you sell?": one native checkbox per marketplace (several may be ticked), drawn as tiles like
 * the order-volume choice beside it, bound to an array value.
 */
export function MarketplaceChoice({ name = 'marketplaces' }: { name?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `pages.register.next.marketplaces.${id}` });
  return (
    <ConnectedField
      name={name}
      label={t('label')}
      description={t('hint')}
      labelKind="group"
      required
      render={(field, control) => {
        const chosen = Array.isArray(field.value) ? (field.value as Marketplace[]) : [];
        const toggle = (option: Marketplace, on: boolean) =>
          field.onChange(MARKETPLACE_OPTIONS.filter((m) => (m === option ? on : chosen.includes(m))));
        return (
          <Group describedBy={control['aria-describedby']} invalid={Boolean(control['aria-invalid'])}>
            {MARKETPLACE_OPTIONS.map((option, index) => (
              <label
                key={option}
                data-slot="checkbox-tile"
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-input bg-background px-3 py-2.5 text-sm font-medium transition-colors duration-fast hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-subtle has-[:checked]:text-primary-subtle-foreground"
              >
                <input
                  type="checkbox"
                  ref={index === 0 ? field.ref : undefined}
                  id={index === 0 ? control.id : undefined}
                  name={field.name}
                  value={option}
                  checked={chosen.includes(option)}
                  disabled={control.disabled}
                  onChange={(event) => toggle(option, event.target.checked)}
                  onBlur={field.onBlur}
                  className="size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
                {t(`options.${option}`)}
              </label>
            ))}
          </Group>
        );
      }}
    />
  );
}

function Group({
  describedBy,
  invalid,
  children,
}: {
  describedBy: string | undefined;
  invalid: boolean;
  children: React.ReactNode;
}) {
  const { labelId } = useFieldContext();
  return (
    // The field's label (a span, as for every group field) names the fieldset.
    <fieldset
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
      className="m-0 grid min-w-0 grid-cols-2 gap-2 border-0 p-0 desktop:grid-cols-3"
    >
      {children}
    </fieldset>
  );
}
