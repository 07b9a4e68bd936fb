import type { ComponentChildren } from 'preact';
import type { PriceCondition } from '../gql/graphql';
import { fieldError, type ApiProblem } from '../lib/api-errors';
import { MAINS_REGIONS, type MainsPreset } from '../lib/mains';
import { CONDITION_LABELS } from '../lib/price';
import { FieldError } from './problem';

/*
 * The form fields every view repeats: a labelled select over a closed set, a labelled number
 * input and checkboxes, each with its API error underneath (`<id>-error`, referenced by
 * aria-describedby so screen readers read the error with the field).
 */

/** What a field bound to one key of a view's form receives (see formBinding). */
export interface Bound<V> {
  value: V;
  error?: string;
  onChange: (value: V) => void;
}

/** A labelled field: its id, its words, and what it holds. */
interface FieldProps<V> extends Bound<V> {
  id: string;
  label: string;
}

/** The attributes of the control itself: its id, and what marks it invalid and names its error. */
function controlAttributes({ id, error }: { id: string; error?: string }) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** The frame of a labelled field: label, the control (children), the API's error, any hint. */
function Labelled(props: {
  field: { id: string; label: string; error?: string };
  hint?: ComponentChildren;
  children: ComponentChildren;
}) {
  const { id, label, error } = props.field;
  return (
    <div class="field">
      <label htmlFor={id}>{label}</label>
      {props.children}
      <FieldError id={`${id}-error`} message={error} />
      {props.hint}
    </div>
  );
}

/** One choice of a select; `disabled` keeps it listed but not choosable. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
  /** Options with a group are shown under its label (an optgroup), in the order given. */
  group?: string;
}

/** Options in runs of the same group: ungrouped ones stand alone. */
function grouped<T extends string>(
  options: SelectOption<T>[],
): Array<{ group?: string; options: SelectOption<T>[] }> {
  const runs: Array<{ group?: string; options: SelectOption<T>[] }> = [];
  for (const option of options) {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

/**
 * The options in the order listed. A record keeps its keys' order only for keys that do not
 * look like numbers (JavaScript puts those first), so ids from the API come as a list.
 */
function optionList<T extends string>(options: Record<T, string> | SelectOption<T>[]): SelectOption<T>[] {
  if (Array.isArray(options)) return options;
  return (Object.keys(options) as T[]).map((value) => ({ value, label: options[value] }));
}

export function Select<T extends string>(
  props: FieldProps<T> & { options: Record<T, string> | SelectOption<T>[] },
) {
  return (
    <Labelled field={props}>
      <select
        {...controlAttributes(props)}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value as T)}
      >
        {grouped(optionList(props.options)).map((run) => {
          const options = run.options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ));
          return run.group ? (
            <optgroup key={run.group} label={run.group}>
              {options}
            </optgroup>
          ) : (
            options
          );
        })}
      </select>
    </Labelled>
  );
}

/** A number as typed (a string: the field may be empty or half-typed); `onChange` at every keystroke. */
export function NumberField(
  props: FieldProps<string> & {
    min?: number;
    max?: number;
    /** 'any' for amounts with decimals; left out, the browser steps in whole numbers. */
    step?: string;
    inputMode?: 'numeric' | 'decimal';
    /** A hint under the field. */
    children?: ComponentChildren;
  },
) {
  return (
    <Labelled field={props} hint={props.children}>
      <input
        {...controlAttributes(props)}
        type="number"
        inputMode={props.inputMode ?? 'numeric'}
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        onInput={(event) => props.onChange(event.currentTarget.value)}
      />
    </Labelled>
  );
}

/** Text pasted or typed over several lines (a config file); `onChange` at every keystroke. */
export function TextArea(
  props: FieldProps<string> & { rows?: number; placeholder?: string; children?: ComponentChildren },
) {
  return (
    <Labelled field={props} hint={props.children}>
      <textarea
        {...controlAttributes(props)}
        rows={props.rows ?? 8}
        spellcheck={false}
        placeholder={props.placeholder}
        value={props.value}
        onInput={(event) => props.onChange(event.currentTarget.value)}
      />
    </Labelled>
  );
}

/**
 * Checkboxes over yes-or-no keys of one form, in the order `boxes` lists them, each with its
 * label after it.
 */
export function Checkboxes<K extends string>(props: {
  boxes: Record<K, { id: string; label: string }>;
  values: Record<K, boolean>;
  onChange: (key: K, checked: boolean) => void;
}) {
  return (
    <>
      {(Object.keys(props.boxes) as K[]).map((key) => {
        const { id, label } = props.boxes[key];
        return (
          <div class="field checkbox" key={key}>
            <input
              id={id}
              type="checkbox"
              checked={props.values[key]}
              onChange={(event) => props.onChange(key, event.currentTarget.checked)}
            />
            <label htmlFor={id}>{label}</label>
          </div>
        );
      })}
    </>
  );
}

/** The price condition (new, used, the cheaper of the two) as every view offers it. */
export function ConditionField(props: Omit<FieldProps<PriceCondition>, 'label'>) {
  return <Select {...props} label="Prices" options={CONDITION_LABELS} />;
}

/** The household circuit by region, as every view offers it; `custom` adds volts and amps by hand. */
export function MainsField<T extends MainsPreset>(
  props: Omit<FieldProps<T>, 'label'> & { custom?: boolean },
) {
  const options = props.custom ? { ...MAINS_REGIONS, custom: 'Other: enter volts and amps' } : MAINS_REGIONS;
  return <Select {...props} label="Household circuit" options={options as Record<T, string>} />;
}

/**
 * Binds a view's fields to its form: `bind(key)` gives a field the key's value, sets the key
 * on change and, for keys listed in `apiFields` (form key -> the API's argument path), shows
 * the API's message for that argument under the field.
 */
export function formBinding<F extends object>(
  form: F,
  set: (patch: Partial<F>) => void,
  problem: ApiProblem | null = null,
  apiFields: Partial<Record<keyof F, string>> = {},
) {
  return <K extends keyof F>(key: K): Bound<F[K]> => {
    const path = apiFields[key];
    return {
      value: form[key],
      error: path ? fieldError(problem, path) : undefined,
      onChange: (value) => {
        const patch: Partial<F> = {};
        patch[key] = value;
        set(patch);
      },
    };
  };
}
