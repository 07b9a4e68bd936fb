import type { ComponentChildren } from 'preact';
import type { PriceCondition } from '../gql/graphql';
import { CONDITION_LABELS } from '../lib/price';
import { FieldError } from './problem';

/**
 * The form fields every view repeats: a labelled select over a closed set and a labelled
 * number input, each with its API error underneath (`<id>-error`, referenced by
 * aria-describedby so screen readers read the error with the field).
 */
export function Select<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
  error?: string;
}) {
  return (
    <div class="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value as T)}
      >
        {(Object.keys(props.options) as T[]).map((value) => (
          <option key={value} value={value}>
            {props.options[value]}
          </option>
        ))}
      </select>
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  );
}

export function NumberField(props: {
  id: string;
  label: string;
  value: string;
  error?: string;
  min?: number;
  max?: number;
  onInput: (value: string) => void;
  children?: ComponentChildren;
}) {
  return (
    <div class="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
      <FieldError id={`${props.id}-error`} message={props.error} />
      {props.children}
    </div>
  );
}

/** The price condition (new, used, the cheaper of the two) as every view offers it. */
export function ConditionField(props: {
  id: string;
  value: PriceCondition;
  onChange: (condition: PriceCondition) => void;
}) {
  return (
    <Select
      id={props.id}
      label="Prices"
      value={props.value}
      options={CONDITION_LABELS}
      onChange={props.onChange}
    />
  );
}
