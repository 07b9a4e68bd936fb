/**
 * Typed reads from one dataset row that collect problems instead of throwing: a missing or
 * invalid REQUIRED value becomes a rejection reason; a missing optional value is simply
 * absent; an invalid optional value is left out with a warning that says why.
 */
export interface NumberRule {
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
  /** The dataset writes 0 for "not known" in this field. */
  zeroIsUnknown?: boolean;
  /** Field name used in messages; defaults to the path. */
  label?: string;
}

export class RowReader {
  readonly reasons: string[] = [];
  readonly warnings: string[] = [];

  constructor(readonly row: Record<string, unknown>) {}

  get(path: string): unknown {
    let value: unknown = this.row;
    for (const key of path.split('.')) {
      if (value === null || typeof value !== 'object') return undefined;
      value = (value as Record<string, unknown>)[key];
    }
    return value;
  }

  private problem(required: boolean | undefined, message: string): undefined {
    if (required) this.reasons.push(message);
    else this.warnings.push(`${message}; left out`);
    return undefined;
  }

  str(path: string, rule: { required?: boolean; label?: string } = {}): string | undefined {
    const label = rule.label ?? path;
    const value = this.get(path);
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (rule.required) this.reasons.push(`${label} missing`);
      return undefined;
    }
    if (typeof value !== 'string')
      return this.problem(rule.required, `${label} is not text (${JSON.stringify(value)})`);
    return value.trim().replace(/\s+/g, ' ');
  }

  /**
   * A required value in rigbase's vocabulary: `normalize` turns the dataset's spelling into
   * ours, and a spelling it does not know is a rejection reason.
   */
  term<T>(path: string, normalize: (raw: string) => T | null | undefined, rule: { label?: string } = {}) {
    const raw = this.str(path, { required: true, label: rule.label });
    const value = raw ? normalize(raw) : undefined;
    if (raw && !value) this.reasons.push(`${rule.label ?? path} not recognised: '${raw}'`);
    return value || undefined;
  }

  num(path: string, rule: NumberRule = {}): number | undefined {
    const label = rule.label ?? path;
    const value = this.get(path);
    if (value === undefined || value === null || (rule.zeroIsUnknown && value === 0)) {
      if (rule.required) this.reasons.push(`${label} missing`);
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return this.problem(rule.required, `${label} is not a number (${JSON.stringify(value)})`);
    }
    if (rule.integer && !Number.isInteger(value)) {
      return this.problem(rule.required, `${label} is not a whole number (${value})`);
    }
    if ((rule.min !== undefined && value < rule.min) || (rule.max !== undefined && value > rule.max)) {
      return this.problem(
        rule.required,
        `${label} out of range (${value}, expected ${rule.min ?? '-∞'}..${rule.max ?? '∞'})`,
      );
    }
    return value;
  }

  bool(path: string, rule: { required?: boolean; label?: string } = {}): boolean | undefined {
    const label = rule.label ?? path;
    const value = this.get(path);
    if (value === undefined || value === null) {
      if (rule.required) this.reasons.push(`${label} missing`);
      return undefined;
    }
    if (typeof value !== 'boolean')
      return this.problem(rule.required, `${label} is not true/false (${JSON.stringify(value)})`);
    return value;
  }

  /** A list of non-empty strings; non-string entries are dropped with a warning. */
  strings(path: string, rule: { required?: boolean; label?: string } = {}): string[] | undefined {
    const label = rule.label ?? path;
    const value = this.get(path);
    if (value === undefined || value === null) {
      if (rule.required) this.reasons.push(`${label} missing`);
      return undefined;
    }
    if (!Array.isArray(value)) return this.problem(rule.required, `${label} is not a list`);
    const items = value
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .map((v) => v.trim());
    if (items.length !== value.length)
      this.warnings.push(`${label}: ${value.length - items.length} empty or non-text entries dropped`);
    return items;
  }
}
