import type { ComponentChildren, JSX } from 'preact';
import type { PriceCondition } from '../gql/graphql';
import { CONDITION_LABELS } from '../lib/price';
import { FieldError } from './problem';

/*
 * The form fields every view repeats: a labelled select over a closed set, a labelled number
 * input and a checkbox, each with its API error underneath (`<id>-error`, referenced by
 * aria-describedby so screen readers read the error with the field).
 */

/** What every labelled control carries: its id, and what marks it invalid and points at its error. */
interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The frame of a labelled field: label, control, the API's error and any hint below. */
function Labelled(props: {
  field: { id: string; label: string; error?: string };
  control: (attributes: ControlAttributes) => JSX.Element;
  children?: ComponentChildren;
}) {
  const { id, label, error } = props.field;
  return (
    <div class="field">
      <label htmlFor={id}>{label}</label>
      {props.control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      <FieldError id={`${id}-error`} message={error} />
      {props.children}
    </div>
  );
}

/** One choice of a select; `disabled` keeps it listed but not choosable. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/**
 * The options in the order listed. A record keeps its keys' order only for keys that do not
 * look like numbers (JavaScript puts those first), so ids from the API come as a list.
 */
function optionList<T extends string>(options: Record<T, string> | SelectOption<T>[]): SelectOption<T>[] {
  if (Array.isArray(options)) return options;
  return (Object.keys(options) as T[]).map((value) => ({ value, label: options[value] }));
}

export function Select<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: Record<T, string> | SelectOption<T>[];
  onChange: (value: T) => void;
  error?: string;
}) {
  return (
    <Labelled
      field={props}
      control={(attributes) => (
        <select
          {...attributes}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value as T)}
        >
          {optionList(props.options).map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function NumberField(props: {
  id: string;
  label: string;
  value: string;
  error?: string;
  min?: number;
  max?: number;
  /** 'any' for amounts with decimals; left out, the browser steps in whole numbers. */
  step?: string;
  inputMode?: 'numeric' | 'decimal';
  onInput: (value: string) => void;
  children?: ComponentChildren;
}) {
  return (
    <Labelled
      field={props}
      control={(attributes) => (
        <input
          {...attributes}
          type="number"
          inputMode={props.inputMode ?? 'numeric'}
          min={props.min}
          max={props.max}
          step={props.step}
          value={props.value}
          onInput={(event) => props.onInput(event.currentTarget.value)}
        />
      )}
    >
      {props.children}
    </Labelled>
  );
}

/** A checkbox with its label after it, as the option lists show them. */
export function Checkbox(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div class="field checkbox">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
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
