import type { Db } from '../db/pool';
import { Params } from '../db/sql';
import { ErrorCode, badInput } from '../errors';
import type { CatalogSnapshot, Linked } from '../read-model';
import type { BenchmarkPageInput, CloudOfferingPageInput, GuidancePageInput } from './inputs';
import { optionalDay, optionalNumber, optionalText, requiredSlug } from './input';
import {
  countOf,
  decodeCursor,
  keysetPage,
  pageScope,
  readCursor,
  toConnection,
  validateFirst,
  type Connection,
  type KeysetOrder,
  type PageScope,
} from './pagination';
import { listPage, sortRows, type SortedRows } from './pagination-lists';
import { CANDIDATE_BUDGETS, rankingStages } from './search-pruning';
import { closestMatches, unknownGpu, withSuggestions } from './suggestions';
import { FIELD_WEIGHTS, SATURATION } from './search-sql';
import { questionTerms, type QuestionTerms, type SearchOptions } from './search.service';
import { plainTokens } from './search-plain-tokens';
import { memoTerms } from './search-terms-memo';

/** totalCount of an empty connection. */
const NO_ROWS = async () => 0;

/** Decimals of a guidance row's rank: a cursor's score must compare equal when read back. */
const GUIDANCE_RANK_DECIMALS = 6;

/**
 * Relevance of a guidance row for `guidance(search:)`, the same `search_rank` as `search`,
 * rounded (keyset on score, id).
 */
function guidanceRankSql(question: QuestionTerms, params: Params): string {
  const lexemes = params.bind(question.terms.map((t) => t.lexeme));
  const weights = params.bind(question.terms.map((t) => t.weight));
  return `round(CAST(search_rank(g.search_vector, ${lexemes}::text[], ${weights}::float8[],
    ${params.bind(FIELD_WEIGHTS)}::real[], ${params.bind(SATURATION)}::float8) AS numeric), ${GUIDANCE_RANK_DECIMALS})`;
}

/** Rows containing one of a pruning stage's terms. */
function essentialMatchSql(essential: string[], params: Params): string {
  return `g.search_vector @@ (SELECT search_tsquery_or(plainto_tsquery('simple', l))
    FROM unnest(${params.bind(essential)}::text[]) l)`;
}

/**
 * Whether a page ranked from a stage's rows only is the true page: it found a row past
 * the page (so there is a next page), and its last row scores at least `bound`, above
 * every row the stage left out. With first = 0 the page only says whether a row exists.
 */
function isExactPage(
  page: Connection<{ id: number }>,
  first: number,
  bound: number,
  scope: PageScope,
): boolean {
  if (!page.pageInfo.hasNextPage) return false;
  if (first === 0 || !page.pageInfo.endCursor) return true;
  return Number(decodeCursor(page.pageInfo.endCursor, scope).value) >= bound;
}

/** Free text as a scope holds it: what the query reads is the same for these spellings. */
const foldedText = (text: string | null) => text?.toLowerCase().replace(/\s+/g, ' ') ?? null;

type GuidanceRow = Linked<'Guidance'>;
type UseCaseRow = Linked<'UseCase'>;
type SourceRow = Linked<'Source'>;
type BenchmarkRow = Linked<'Benchmark'>;
type CloudOfferingRow = Linked<'CloudOffering'>;

/** A version's rows in id order, as a keyset list (the snapshot keeps every collection so). */
function inIdOrder<T extends { id: number }>(rows: readonly T[]): SortedRows<T> {
  return { rows, keys: rows.map((row) => row.id), direction: 'ASC' };
}

/**
 * Reads the knowledge around the parts from the request's catalog version (src/read-model):
 * use cases (memory tiers), guidance, benchmarks, cloud offerings and sources. Guidance
 * searched by text is ranked in Postgres (the search's SQL) and read from the version.
 */
export class KnowledgeService {
  constructor(
    private readonly db: Db,
    private readonly catalog: () => Promise<CatalogSnapshot>,
  ) {}

  /** Use cases by memory tier (minimum memory, then slug). */
  async useCases(): Promise<UseCaseRow[]> {
    const snapshot = await this.catalog();
    return snapshot.derived('useCases:tier', () =>
      [...snapshot.all('useCases')].sort(
        (a, b) => a.minVramGb - b.minVramGb || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
      ),
    );
  }

  async useCase(slug: string, field = 'slug'): Promise<UseCaseRow | null> {
    const key = requiredSlug(slug, field);
    return (await this.catalog()).by('useCases', 'slug', key);
  }

  /** Every source, by key. */
  async sources(): Promise<SourceRow[]> {
    const snapshot = await this.catalog();
    return snapshot.derived('sources:key', () => [
      ...sortRows(snapshot.all('sources'), (s) => s.key, 'ASC').rows,
    ]);
  }

  /** Sources by key, in the order asked (a rule's or a method's documents); a key not in the catalog is left out. */
  async sourcesByKeys(keys: readonly string[]): Promise<SourceRow[]> {
    const snapshot = await this.catalog();
    return keys.flatMap((key) => snapshot.by('sources', 'key', key) ?? []);
  }

  /** Every guidance tag with how many entries carry it, alphabetically. */
  async guidanceTags(): Promise<{ tag: string; guidanceCount: number }[]> {
    const snapshot = await this.catalog();
    return snapshot.derived('guidance:tags', () => {
      const counts = new Map<string, number>();
      for (const g of snapshot.all('guidance'))
        for (const tag of g.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      return [...counts]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([tag, guidanceCount]) => ({ tag, guidanceCount }));
    });
  }

  /**
   * An empty page filtered by a tag no entry carries is a typo more often than an answer:
   * BAD_USER_INPUT with the closest tags. Checked only when the page came back empty.
   */
  private async requireKnownTag(tag: string): Promise<void> {
    const tags = (await this.guidanceTags()).map((t) => t.tag);
    if (tags.includes(tag)) return;
    throw withSuggestions(
      ErrorCode.BAD_USER_INPUT,
      `tag: no guidance has the tag "${tag}"`,
      'tag',
      closestMatches(tag, tags),
      'the guidanceTags query lists every tag',
      'guidanceTags',
    );
  }

  async guidanceById(id: number): Promise<GuidanceRow | null> {
    return (await this.catalog()).byId('guidance', id);
  }

  /**
   * Guidance entries, optionally only one tag's. With `search`, entries are ranked by the
   * same relevance as `search` (best first, ties by id) and only entries matching at
   * least one word are returned; without it they come in id order. Ranked pages are
   * pruned like `search` (search-pruning.ts): each stage reads the page from the entries
   * containing one of its words, and the first page proven exact is returned; the last
   * stage reads every matching entry. Unlike `search`, each stage tried is a statement of
   * its own and ranks the earlier stages' entries again (guidance alone is a few rows).
   */
  async guidance(args: GuidancePageInput, options: SearchOptions = {}): Promise<Connection<GuidanceRow>> {
    const page = await this.guidancePage(args, options);
    const tag = args.tag?.trim().toLowerCase();
    if (tag && page.edges.length === 0 && !args.after) await this.requireKnownTag(tag);
    return page;
  }

  private async guidancePage(
    args: GuidancePageInput,
    options: SearchOptions,
  ): Promise<Connection<GuidanceRow>> {
    const first = validateFirst(args.first);
    const search = optionalText(args.search, 'search');
    const tag = optionalText(args.tag, 'tag', 100)?.toLowerCase() ?? null;
    if (!search) {
      const scope = pageScope('guidance', 'ID', 'int', { tag });
      const position = readCursor(args.after, scope);
      const rows = inIdOrder((await this.catalog()).all('guidance'));
      return listPage(rows, { first, position, scope }, tag ? (g) => g.tags.includes(tag) : null);
    }
    const scope = pageScope('guidance', 'RELEVANCE', 'number', { search: foldedText(search), tag });
    const position = readCursor(args.after, scope);
    // A plain text's terms from the version's memo (search-terms-memo.ts), else the statement's.
    const tokens = plainTokens(search);
    const memo = tokens ? await memoTerms(this.db, await this.catalog(), search, tokens) : null;
    const question = memo ? memo.question : await questionTerms(this.db, search);
    // Only stop words, symbols or unknown words: nothing can match.
    if (!question)
      return toConnection<GuidanceRow>([], first, (g) => ({ value: 0, id: g.id }), NO_ROWS, scope);

    /** The filter's conditions, bound into `params`. */
    const filtered = (params: Params) => {
      const where: string[] = [];
      if (tag) where.push(`${params.bind(tag)} = ANY(g.tags)`);
      where.push(`g.search_vector @@ ${params.bind(question.query)}::tsquery`);
      return where;
    };
    const counted = new Params();
    const totalCount = countOf(this.db, 'guidance g', filtered(counted), counted.values);
    const ranked = (essential: string[] | null) => {
      const params = new Params();
      const where = filtered(params);
      if (essential) where.push(essentialMatchSql(essential, params));
      const query = { select: 'g.id', from: 'guidance g', where, id: 'g.id', params };
      const order: KeysetOrder = { sql: guidanceRankSql(question, params), direction: 'DESC' };
      const idOf = (row: { id?: unknown }) => ({ id: row.id as number });
      return keysetPage(this.db, query, order, { first, position, scope }, idOf, totalCount);
    };
    const stages = rankingStages(question.terms, options.candidateBudgets ?? CANDIDATE_BUDGETS);
    let page: Connection<{ id: number }> | null = null;
    for (const stage of stages.slice(0, -1)) {
      const result = await ranked(stage.lexemes);
      // A left-out entry's rank is below the bound, so rounded it is at most one unit above.
      if (isExactPage(result, first, stage.rankBound + 10 ** -GUIDANCE_RANK_DECIMALS, scope)) {
        page = result;
        break;
      }
    }
    page ??= await ranked(null);
    // The entries from the request's version; one deleted since the ranking is left out.
    const snapshot = await this.catalog();
    const edges = page.edges.flatMap((edge) => {
      const node = snapshot.byId('guidance', edge.node.id);
      return node ? [{ cursor: edge.cursor, node }] : [];
    });
    return { ...page, edges };
  }

  async benchmarks(args: BenchmarkPageInput): Promise<Connection<BenchmarkRow>> {
    const first = validateFirst(args.first);
    const workload = optionalText(args.workload, 'workload', 200);
    const scope = pageScope('benchmarks', 'ID', 'int', {
      gpuSlug: args.gpuSlug?.trim().toLowerCase(),
      workload: foldedText(workload),
    });
    const position = readCursor(args.after, scope);
    const snapshot = await this.catalog();
    const gpuId = await this.gpuIdFor(snapshot, args.gpuSlug, 'gpuSlug');
    const needle = workload?.toLowerCase() ?? null;
    const filtered = gpuId !== null || needle !== null;
    const matches = (b: BenchmarkRow) =>
      (gpuId === null || b.gpuId === gpuId) && (needle === null || b.workload.toLowerCase().includes(needle));
    return listPage(
      inIdOrder(snapshot.all('benchmarks')),
      { first, position, scope },
      filtered ? matches : null,
    );
  }

  async cloudOfferings(args: CloudOfferingPageInput): Promise<Connection<CloudOfferingRow>> {
    const first = validateFirst(args.first);
    const maxUsdPerHour = optionalNumber(args.maxUsdPerHour, 'maxUsdPerHour', { max: 1e6 });
    // The provider arrives as its stored spelling (the CloudProvider enum's internal value).
    const provider = args.provider ?? null;
    const since = optionalDay(args.observedSince, 'observedSince');
    const until = optionalDay(args.observedUntil, 'observedUntil');
    if (since && until && since > until) throw badInput('observedUntil', 'must not be before observedSince');
    const scope = pageScope('cloudOfferings', 'AS_OF_DESC', 'text', {
      gpuSlug: args.gpuSlug?.trim().toLowerCase(),
      maxUsdPerHour,
      provider,
      since,
      until,
    });
    const position = readCursor(args.after, scope);
    const snapshot = await this.catalog();
    const gpuId = await this.gpuIdFor(snapshot, args.gpuSlug, 'gpuSlug');
    const matches = (o: CloudOfferingRow) =>
      (gpuId === null || o.gpuId === gpuId) &&
      (maxUsdPerHour === null || (o.onDemandUsdPerHour !== null && o.onDemandUsdPerHour <= maxUsdPerHour)) &&
      (provider === null || o.provider === provider) &&
      (since === null || o.asOf >= since) &&
      (until === null || o.asOf <= until);
    // Newest prices first; ISO date text sorts like the date.
    const newestFirst = snapshot.derived('cloudOfferings:AS_OF_DESC', () =>
      sortRows(snapshot.all('cloudOfferings'), (o) => o.asOf, 'DESC'),
    );
    return listPage(newestFirst, { first, position, scope }, matches);
  }

  /** A GPU filter by slug: NOT_FOUND naming the argument when no such GPU exists. */
  private async gpuIdFor(
    snapshot: CatalogSnapshot,
    slug: string | null | undefined,
    field: string,
  ): Promise<number | null> {
    if (slug == null) return null;
    const component = snapshot.component(requiredSlug(slug, field));
    if (!component || component.kind !== 'GPU') throw unknownGpu(snapshot, slug, field);
    return component.id;
  }
}
