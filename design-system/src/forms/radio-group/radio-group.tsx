import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { ConnectedField, type FieldControlProps, type FormFieldProps, useFieldContext } from '../field/field';
import { focusTarget, mergeRefs } from '../field/refs';

export type RadioOption = {
  value: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  disabled?: boolean;
};

export const radioGroupVariants = cva('', {
  variants: {
    variant: {
      list: 'flex gap-3',
      // Compact selectable tiles, e.g. time slots or plans.
      tiles: 'grid grid-cols-2 gap-2 desktop:grid-cols-3',
    },
    orientation: { vertical: '', horizontal: '' },
  },
  // One class per property: cn() joins, it does not merge (lib/cn.ts).
  compoundVariants: [
    { variant: 'list', orientation: 'vertical', className: 'flex-col' },
    { variant: 'list', orientation: 'horizontal', className: 'flex-row flex-wrap gap-x-6' },
  ],
  defaultVariants: { variant: 'list', orientation: 'vertical' },
});

export type RadioGroupProps = FormFieldProps &
  VariantProps<typeof radioGroupVariants> & {
    options: RadioOption[];
    orientation?: 'vertical' | 'horizontal';
    ref?: React.Ref<HTMLDivElement>;
  };

/** Radix radio group (arrow keys move, one tab stop) bound to a string value; options may have a description. */
export function RadioGroup({ options, variant, orientation, ref, ...fieldProps }: RadioGroupProps) {
  return (
    <ConnectedField
      {...fieldProps}
      labelKind="group"
      render={(field, control) => (
        <RadioOptions
          control={control}
          options={options}
          variant={variant ?? 'list'}
          orientation={orientation}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          focusRef={field.ref}
          groupRef={ref}
        />
      )}
    />
  );
}

type RadioOptionsProps = {
  control: FieldControlProps;
  options: RadioOption[];
  variant: 'list' | 'tiles';
  orientation: 'vertical' | 'horizontal' | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  focusRef: (target: { focus: () => void }) => void;
  groupRef: React.Ref<HTMLDivElement> | undefined;
};

function RadioOptions({
  control,
  options,
  variant,
  orientation,
  value,
  onChange,
  onBlur,
  focusRef,
  groupRef,
}: RadioOptionsProps) {
  const root = React.useRef<HTMLDivElement>(null);
  const { labelId } = useFieldContext();
  const { id, readOnly, disabled, 'aria-required': ariaRequired, ...aria } = control;
  // A failed submit focuses the chosen radio, or the first one that can be chosen.
  const register = React.useCallback(
    () =>
      focusRef(
        focusTarget(
          () =>
            root.current?.querySelector<HTMLElement>('[role=radio][data-state=checked]:not([disabled])') ??
            root.current?.querySelector<HTMLElement>('[role=radio]:not([disabled])'),
        ),
      ),
    [focusRef],
  );
  React.useEffect(register, [register]);

  return (
    <RadioGroupPrimitive.Root
      {...aria}
      id={id}
      ref={mergeRefs(root, groupRef)}
      aria-labelledby={labelId}
      aria-readonly={readOnly}
      required={Boolean(ariaRequired)}
      disabled={disabled}
      orientation={orientation}
      value={value}
      onValueChange={(next) => {
        if (!readOnly) onChange(next);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
      data-slot="radio-group"
      data-variant={variant}
      className={radioGroupVariants({ variant, orientation })}
    >
      {options.map((option) => (
        <RadioOptionItem key={option.value} option={option} groupId={id} variant={variant} />
      ))}
    </RadioGroupPrimitive.Root>
  );
}

function RadioOptionItem({
  option,
  groupId,
  variant,
}: {
  option: RadioOption;
  groupId: string;
  variant: 'list' | 'tiles';
}) {
  const itemId = `${groupId}-${option.value}`;
  const tiles = variant === 'tiles';
  // In a tile the whole tile is the label, so the description is already part of the radio's name.
  const descriptionId = option.description && !tiles ? `${itemId}-description` : undefined;
  const description = option.description ? (
    <span id={descriptionId} data-slot="radio-description" className="text-sm text-muted-foreground">
      {option.description}
    </span>
  ) : null;
  const item = (
    <RadioGroupPrimitive.Item
      id={itemId}
      value={option.value}
      disabled={option.disabled}
      aria-describedby={descriptionId}
      data-slot="radio"
      className={cn(
        'peer mt-0.5 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary',
        tiles && 'sr-only',
      )}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
    </RadioGroupPrimitive.Item>
  );
  const label = (
    <span data-slot="radio-label" className="text-sm font-medium">
      {option.label}
    </span>
  );

  if (tiles) {
    return (
      <label
        htmlFor={itemId}
        data-slot="radio-tile"
        data-disabled={option.disabled || undefined}
        className="flex cursor-pointer flex-col items-center justify-center rounded-lg border border-input bg-background px-3 py-2.5 text-center tabular-nums transition-colors duration-fast hover:border-primary has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-subtle has-[[data-state=checked]]:text-primary-subtle-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring data-[disabled]:cursor-not-allowed data-[disabled]:border-border data-[disabled]:bg-muted data-[disabled]:text-muted-foreground data-[disabled]:hover:border-border"
      >
        {item}
        {label}
        {description}
      </label>
    );
  }
  return (
    <div data-slot="radio-option" className="flex items-start gap-3">
      {item}
      <span className="flex min-w-0 flex-col gap-0.5">
        <label
          htmlFor={itemId}
          className={option.disabled ? 'cursor-not-allowed text-muted-foreground' : 'cursor-pointer'}
        >
          {label}
        </label>
        {description}
      </span>
    </div>
  );
}
