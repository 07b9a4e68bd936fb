import type { RecordedOperation } from '../../src/graphql/operation-recorder.plugin';

/**
 * Response fields whose values legitimately differ between two servers given the same
 * operations in the same order, and why. Nothing else is ignored.
 */
export const UNCOMPARED_FIELDS: Readonly<Record<string, string>> = {
  // The clock: each server stamps rows when it writes them.
  createdAt: 'time of the write (saved builds, API keys)',
  updatedAt: 'time of the write (catalog rows)',
  revokedAt: 'time of the write (API keys)',
  stacktrace:
    "error.extensions.stacktrace (NODE_ENV=test only): the frames name each executor's own functions",
};

/** Fields whose values are random by design, compared only for presence and type. */
export const RANDOM_FIELDS: Readonly<Record<string, string>> = {
  'saveBuild.id': 'the unguessable id of a new saved build',
  'createApiKey.key': 'a new API key',
  'createApiKey.id': "the new key's id",
  'apiKeys.prefix': 'the first characters of each key, which are random',
};

export interface HttpAnswer {
  status: number;
  body: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The body with uncompared values replaced by a marker of their type, key order kept. */
export function comparable(body: string): string {
  return masked(body).text;
}

/** `comparable`'s text, and how many values it masked. */
export function masked(body: string): { text: string; values: number } {
  let parsed: Json;
  try {
    parsed = JSON.parse(body) as Json;
  } catch {
    return { text: body, values: 0 };
  }
  let values = 0;
  const walk = (value: Json, at: readonly string[]): Json => {
    if (Array.isArray(value)) return value.map((item) => walk(item, at));
    if (value === null || typeof value !== 'object') return value;
    const out: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value)) {
      const here = [...at, key];
      const random = Object.keys(RANDOM_FIELDS).some((field) => endsWithPath(here, field.split('.')));
      if ((key in UNCOMPARED_FIELDS || random) && item !== null) {
        values += 1;
        out[key] = `<${typeof item}>`;
      } else {
        out[key] = walk(item, here);
      }
    }
    return out;
  };
  const text = JSON.stringify(walk(parsed, []));
  return { text, values };
}

/**
 * Whether the path of response keys ends with `field` (`saveBuild.id` matches
 * `data.saveBuild.id` and `data.a.saveBuild.id`, never `data.saveBuild.report.id`).
 * Aliases are response keys: an aliased random field would be compared, and fail loudly.
 */
function endsWithPath(path: readonly string[], field: readonly string[]): boolean {
  const keys = path.filter((key) => Number.isNaN(Number(key)));
  if (keys.length < field.length) return false;
  return field.every((name, i) => keys[keys.length - field.length + i] === name);
}

/** A difference between two servers' answers to one operation, for the failure message. */
export interface Mismatch {
  index: number;
  operation: string;
  jit: HttpAnswer;
  graphqlJs: HttpAnswer;
}

/** Same status and, byte for byte, the same body (or the same JSON once uncompared values are masked). */
export function differs(a: HttpAnswer, b: HttpAnswer): boolean {
  if (a.status !== b.status) return true;
  if (a.body === b.body) return false;
  const [ma, mb] = [masked(a.body), masked(b.body)];
  return ma.values === 0 || ma.text !== mb.text;
}

/** What the corpus exercised, counted from the answers (to show it was not trivially equal). */
export interface CorpusCounts {
  operations: number;
  withData: number;
  withErrors: number;
  errorCodes: Record<string, number>;
  /** Leaf values (strings, numbers, booleans) under `data`, summed over every answer. */
  dataLeaves: number;
}

export function countAnswers(answers: readonly HttpAnswer[]): CorpusCounts {
  const counts: CorpusCounts = { operations: 0, withData: 0, withErrors: 0, errorCodes: {}, dataLeaves: 0 };
  const leaves = (value: unknown): number =>
    Array.isArray(value)
      ? value.reduce((sum: number, item) => sum + leaves(item), 0)
      : value !== null && typeof value === 'object'
        ? Object.values(value).reduce((sum: number, item) => sum + leaves(item), 0)
        : value === null
          ? 0
          : 1;
  for (const answer of answers) {
    counts.operations += 1;
    let body: { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
    try {
      body = JSON.parse(answer.body);
    } catch {
      continue;
    }
    const dataLeaves = leaves(body.data);
    if (dataLeaves > 0) counts.withData += 1;
    counts.dataLeaves += dataLeaves;
    if (body.errors?.length) counts.withErrors += 1;
    for (const error of body.errors ?? []) {
      const code = error.extensions?.code ?? 'none';
      counts.errorCodes[code] = (counts.errorCodes[code] ?? 0) + 1;
    }
  }
  return counts;
}

/** POSTs one recorded operation as its client did, with `bearer` standing in for the recorded key. */
export async function send(url: string, operation: RecordedOperation, bearer: string): Promise<HttpAnswer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(operation.authenticated ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify({
      query: operation.query,
      ...(operation.variables ? { variables: operation.variables } : {}),
      ...(operation.operationName ? { operationName: operation.operationName } : {}),
    }),
  });
  return { status: response.status, body: await response.text() };
}
