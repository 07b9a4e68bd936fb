/**
 * Reading a Hugging Face config.json safely: bounded size, JSON objects only, and every
 * number checked, with errors that name the config field (`config.num_hidden_layers`).
 */
import { MemoryInputError } from './input-error';

/** Largest config.json accepted, in characters (the biggest published ones are ~20 kB). */
export const MAX_CONFIG_CHARS = 200_000;
/** Largest count a config field may hold (layers, widths, vocabularies, experts, context lengths). */
const MAX_COUNT = 1_000_000_000;

export type Json = Record<string, unknown>;

/** The parsed object of a config text; BAD_USER_INPUT on bad JSON or a non-object. */
export function parseJsonObject(text: string, field: string, maxChars = MAX_CONFIG_CHARS): Json {
  if (typeof text !== 'string' || text.trim() === '')
    throw new MemoryInputError(
      `${field} is empty; paste the model's ${field === 'config' ? 'config.json' : 'JSON'}.`,
      field,
    );
  if (text.length > maxChars)
    throw new MemoryInputError(`${field} is ${text.length} characters; at most ${maxChars} are read.`, field);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new MemoryInputError(`${field} is not valid JSON: ${(error as Error).message}`, field);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new MemoryInputError(`${field} must be a JSON object (the contents of the file).`, field);
  return parsed as Json;
}

/** Field reader over one object of the config, naming fields by their path for errors. */
export class ConfigReader {
  constructor(
    readonly json: Json,
    readonly path: string,
  ) {}

  has(key: string): boolean {
    return this.json[key] !== undefined && this.json[key] !== null;
  }

  field(key: string): string {
    return `${this.path}.${key}`;
  }

  /** A positive integer, or null when absent. */
  optInt(key: string, min = 1): number | null {
    const v = this.json[key];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > MAX_COUNT)
      throw new MemoryInputError(
        `${this.field(key)} must be an integer from ${min} to ${MAX_COUNT}, got ${JSON.stringify(v)?.slice(0, 40)}.`,
        this.field(key),
      );
    return v;
  }

  /** A required positive integer; the first of `keys` that is present (configs rename fields). */
  int(...keys: string[]): number {
    for (const key of keys) {
      const v = this.optInt(key);
      if (v !== null) return v;
    }
    throw new MemoryInputError(
      `${this.field(keys[0])} is missing; the estimate needs it.`,
      this.field(keys[0]),
    );
  }

  optNumber(key: string): number | null {
    const v = this.json[key];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new MemoryInputError(`${this.field(key)} must be a number.`, this.field(key));
    return v;
  }

  optBool(key: string): boolean | null {
    const v = this.json[key];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'boolean')
      throw new MemoryInputError(`${this.field(key)} must be true or false.`, this.field(key));
    return v;
  }

  optString(key: string): string | null {
    const v = this.json[key];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string')
      throw new MemoryInputError(`${this.field(key)} must be a string.`, this.field(key));
    return v;
  }

  /** An array of strings (layer_types), or null. */
  optStrings(key: string): string[] | null {
    const v = this.json[key];
    if (v === undefined || v === null) return null;
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string') || v.length > MAX_COUNT)
      throw new MemoryInputError(`${this.field(key)} must be a list of strings.`, this.field(key));
    return v as string[];
  }

  /** An array of integers (intermediate_size per layer, moe_layers), or null. */
  optInts(key: string): number[] | null {
    const v = this.json[key];
    if (v === undefined || v === null) return null;
    if (
      !Array.isArray(v) ||
      !v.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_COUNT)
    )
      throw new MemoryInputError(`${this.field(key)} must be a list of integers.`, this.field(key));
    return v as number[];
  }

  /** A nested object (text_config, quantization_config), or null. */
  optObject(key: string): ConfigReader | null {
    const v = this.json[key];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'object' || Array.isArray(v))
      throw new MemoryInputError(`${this.field(key)} must be an object.`, this.field(key));
    return new ConfigReader(v as Json, this.field(key));
  }
}
