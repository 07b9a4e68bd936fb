import { refreshRelativePerformance } from '../catalog/derive/refresh';
import { readInputRows } from '../catalog/export';
import {
  GUIDANCE,
  GUIDANCE_LIMITS,
  IMPORT_DEFINITIONS,
  REF_TARGETS,
  importKindOf,
  type ComponentKind,
  type RowOfKind,
  type TableDefinition,
} from '../catalog/fields';
import type { SeedSet } from '../catalog/seed-set';
import { validateFields, validateRow, type Problem, type Validated } from '../catalog/validation';
import { keyValuesOf, mergeRow } from '../catalog/write/merge';
import type { RefErrors } from '../catalog/write/refs';
import { audit } from '../catalog/write/upsert';
import { writeCatalog } from '../catalog/write/write-catalog';
import type { Db, Row, SqlClient } from '../db/pool';
import { DomainError, ErrorCode, badInput, notFound } from '../errors';
import type { Role } from '../db/rows/api-key';
import type { PriceObservationUpsert, UpsertInput } from './inputs';
import { readCatalogVersion, type CatalogSnapshot, type LinkedRows } from '../read-model';
import { AuthService, type Principal } from './auth.service';
import { requiredSlug } from './input';

export { GUIDANCE_LIMITS } from '../catalog/fields';

/** An API caller's references: unknown sources are bad input, unknown other rows not found. */
const API_REF_ERRORS: RefErrors = {
  unknown: (target, keys, field) =>
    target === 'source'
      ? badInput(`input.${field}`, `unknown ${REF_TARGETS[target].what} key(s): ${keys.join(', ')}`)
      : notFound(keys.join(', '), `input.${field}`),
  empty: (_target, field) => badInput(`input.${field}`, 'needs at least one source key'),
};

/** The version an input says it read: null to create, a positive integer to update. */
function versionOf(input: { version?: number | null }): number | null {
  const { version } = input;
  if (version != null && (!Number.isInteger(version) || version < 1)) {
    throw badInput('input.version', 'must be a positive integer (the version you read)');
  }
  return version ?? null;
}

/** The fields an input names (explicit nulls included: they clear), without its version. */
function givenOf(input: object): Row {
  const { version: _version, ...fields } = input as Row;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** One BAD_USER_INPUT naming every problem of an input; `field` is the first one's path. */
function badInputOf(problems: readonly Problem[]): DomainError {
  const paths = problems.map((p) => ({
    field: `input.${p.field ?? ''}`.replace(/\.$/, ''),
    reason: p.reason,
  }));
  return new DomainError(ErrorCode.BAD_USER_INPUT, paths.map((p) => `${p.field}: ${p.reason}`).join('; '), {
    field: paths[0].field,
    problems: paths.map((p) => ({ field: p.field, message: p.reason })),
  });
}

/**
 * Guidance text: trimmed, bounded, tags lowercased and unique, nothing Postgres cannot
 * store; after the definition's own checks (types, required fields, slug format).
 */
function validateGuidance(raw: Row): Validated {
  const typed = validateFields(GUIDANCE, raw);
  if (!typed.row) return typed;
  const input = typed.row as { question: string; answer: string; tags: string[]; keywords?: string[] };
  const L = GUIDANCE_LIMITS;
  const problems: Problem[] = [];
  const question = input.question.trim();
  const answer = input.answer.trim();
  if (question.length > L.questionChars)
    problems.push({ field: 'question', reason: `must be 1 to ${L.questionChars} characters` });
  if (answer.length > L.answerChars)
    problems.push({ field: 'answer', reason: `must be 1 to ${L.answerChars} characters` });
  const tags = [...new Set(input.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (tags.length > L.tags || tags.some((t) => t.length > L.tagChars))
    problems.push({ field: 'tags', reason: `at most ${L.tags} tags of at most ${L.tagChars} characters` });
  const keywords = (input.keywords ?? []).map((k) => k.trim()).filter(Boolean);
  if (keywords.length > L.keywords || keywords.some((k) => k.length > L.tagChars * 2))
    problems.push({ field: 'keywords', reason: `at most ${L.keywords} short phrases` });
  if (problems.length) return { problems, reason: problems[0].reason, field: problems[0].field };
  return { row: { ...typed.row, question, answer, tags, keywords } };
}

/**
 * Catalog edits by API-key holders. Every write is validated like an import, then written
 * by the catalog's one writer (src/catalog/write): compare-and-set on `version`, links and
 * derived values in the same transaction, and an audit entry with the row before and after.
 */
export class EditService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    /**
     * The catalog version a committed write made, once this process has loaded it (the
     * request reads it from then on): the mutation's answer and the next request on this
     * replica show the write.
     */
    private readonly wrote: (version: string) => Promise<CatalogSnapshot>,
  ) {}

  /** Runs a catalog write in one transaction and returns its result with the version it made. */
  private async write<T>(
    work: (tx: SqlClient) => Promise<T>,
  ): Promise<{ result: T; snapshot: CatalogSnapshot }> {
    const { result, version } = await this.db.transaction(async (tx) => {
      const done = await work(tx);
      // The bump is this transaction's own (its row lock holds other writers until commit).
      return { result: done, version: await readCatalogVersion(tx) };
    });
    return { result, snapshot: await this.wrote(version) };
  }

  /**
   * Creates or updates one row as the caller (EDITOR) and returns its id. An update is
   * partial: the row as stored, with what the input names merged over it (null clears),
   * is validated like an import, then written compare-and-set on the version read. A
   * create must name every required field; every missing or invalid one is reported.
   */
  private async edit(
    definition: TableDefinition,
    input: object,
    validate: (raw: Row) => Validated,
    set: (row: Row) => Partial<SeedSet>,
  ): Promise<{ id: number; snapshot: CatalogSnapshot }> {
    const version = versionOf(input);
    const actor = await this.auth.require('EDITOR');
    const given = givenOf(input);
    const { result: id, snapshot } = await this.write(async (tx) => {
      const key = keyValuesOf(definition, given);
      const current =
        version !== null && key ? ((await readInputRows(tx, definition, key))[0] ?? null) : null;
      if (version !== null && !current) throw notFound(definition.describe(given), 'input.version');
      const merged = mergeRow(definition, current, given);
      const validated = validate(merged.raw);
      const problems = [...merged.problems, ...(validated.problems ?? [])];
      if (problems.length || !validated.row)
        throw badInputOf(problems.length ? problems : [{ reason: 'is invalid' }]);
      const written = await writeCatalog(tx, set(validated.row), {
        expected: version,
        actor,
        errors: API_REF_ERRORS,
      });
      return written.ids[0];
    });
    return { id, snapshot };
  }

  /** Creates or updates a component of `kind` (the GraphQL input of that kind's upsert). */
  async upsertComponent<K extends ComponentKind>(kind: K, input: UpsertInput): Promise<RowOfKind<K>> {
    const importKind = importKindOf(kind);
    const { id, snapshot } = await this.edit(
      IMPORT_DEFINITIONS[importKind],
      input,
      (raw) => validateRow(importKind, raw),
      (row) => ({ components: [row as never] }),
    );
    return snapshot.byId('components', id) as unknown as RowOfKind<K>;
  }

  /**
   * Creates or updates one row of an import kind that is not a component (validated like
   * its import, written as `seeds` of a seed set) and reads it back as `rows` show it.
   */
  private async upsertRow<C extends 'sources' | 'benchmarks' | 'cloudOfferings' | 'priceObservations'>(
    kind: 'source' | 'benchmark' | 'cloud-offering' | 'price-observation',
    seeds: C & keyof SeedSet,
    input: object,
  ): Promise<LinkedRows[C]> {
    const { id, snapshot } = await this.edit(
      IMPORT_DEFINITIONS[kind],
      input,
      (raw) => validateRow(kind, raw),
      (row) => ({ [seeds]: [row] }),
    );
    return snapshot.byId(seeds, id)!;
  }

  upsertSource(input: UpsertInput) {
    return this.upsertRow('source', 'sources', input);
  }

  upsertBenchmark(input: UpsertInput) {
    return this.upsertRow('benchmark', 'benchmarks', input);
  }

  upsertCloudOffering(input: UpsertInput) {
    return this.upsertRow('cloud-offering', 'cloudOfferings', input);
  }

  /**
   * Records a dated price (or corrects one: `version`); the part's priceUsd or usedPriceUsd
   * becomes its latest observation in the same transaction. Prices given on a part's own
   * upsert are recorded too (dated the day of the edit, citing the part's first source);
   * this is the way to give the day, seller, region and source of a price.
   */
  async upsertPriceObservation(input: PriceObservationUpsert) {
    // Dollars are the only currency so far: a new observation may leave it out; a correction
    // (with version) keeps the stored one unless it names another.
    // A new observation that does not say what its price is: a NEW price entered today is a
    // retail price, a USED one a used-market price.
    const withCurrency =
      input.version == null
        ? {
            ...input,
            currency: input.currency ?? 'USD',
            priceKind: input.priceKind ?? (input.condition === 'USED' ? 'USED_MARKET' : 'RETAIL'),
          }
        : input;
    return this.upsertRow('price-observation', 'priceObservations', withCurrency);
  }

  async upsertGuidance(input: UpsertInput) {
    const { id, snapshot } = await this.edit(GUIDANCE, input, validateGuidance, (row) => ({
      guidance: [row as never],
    }));
    return snapshot.byId('guidance', id)!;
  }

  async createApiKey(name: string, role: Role) {
    const actor = await this.auth.require('ADMIN');
    return this.db.transaction((tx) => AuthService.createKey(tx, name, role, actor));
  }

  async revokeApiKey(globalId: string): Promise<boolean> {
    const actor = await this.auth.require('ADMIN');
    const id = AuthService.keyIdFromGlobal(globalId);
    return this.db.transaction((tx) => AuthService.revokeKey(tx, id, actor));
  }

  async apiKeys() {
    await this.auth.require('ADMIN');
    return AuthService.listKeys(this.db);
  }

  /**
   * Deletes a component unless guidance refers to it, or it is the chip of graphics cards
   * (CONFLICT naming them: edit or relink those first). Its benchmarks, offers, slots and
   * source links go with it. Saved builds never block it: they keep a snapshot of each line
   * (anyone may save a build, so letting them block would let anyone pin a part forever).
   */
  async deleteComponent(slugArg: string): Promise<boolean> {
    const actor: Principal = await this.auth.require('ADMIN');
    const slug = requiredSlug(slugArg, 'slug');
    await this.write(async (tx) => {
      const [row] = await tx.rows<{ id: number; row: Row }>(
        `SELECT id, to_jsonb(c) AS row FROM component c WHERE slug = $1 FOR UPDATE`,
        [slug],
      );
      if (!row) throw notFound(`component "${slug}"`, 'slug');
      const guidance = await tx.rows<{ slug: string }>(
        `SELECT g.slug FROM guidance_component l JOIN guidance g ON g.id = l.guidance_id WHERE l.component_id = $1 ORDER BY g.slug`,
        [row.id],
      );
      // A GPU chip cannot go while graphics cards are built on it (the cards need a chip).
      const [{ cards }] = await tx.rows<{ cards: number }>(
        `SELECT count(*)::int AS cards FROM component WHERE chip_id = $1`,
        [row.id],
      );
      if (cards) {
        throw new DomainError(
          ErrorCode.CONFLICT,
          `"${slug}" is the chip of ${cards} graphics card(s); delete or relink those cards first`,
          { field: 'slug', graphicsCards: cards },
        );
      }
      if (guidance.length) {
        throw new DomainError(
          ErrorCode.CONFLICT,
          `"${slug}" is still used by ${guidance.length} guidance entr${guidance.length === 1 ? 'y' : 'ies'} ` +
            `(${guidance.map((g) => g.slug).join(', ')}); edit those entries to drop it first`,
          { field: 'slug', guidance: guidance.map((g) => g.slug) },
        );
      }
      await tx.rows(`DELETE FROM component WHERE id = $1`, [row.id]);
      await refreshRelativePerformance(tx);
      await audit(tx, actor, {
        action: 'DELETE',
        entity: 'component',
        key: slug,
        before: row.row,
        after: null,
      });
    });
    return true;
  }
}
