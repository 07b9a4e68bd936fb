import type { Db } from '../db/pool';
import { benchmarkRows, type BenchmarkRow } from '../db/rows/benchmark';
import { cloudOfferingRows, type CloudOfferingRow } from '../db/rows/cloud-offering';
import { guidanceRows, type GuidanceRow } from '../db/rows/guidance';
import { sourceRows, type SourceRow } from '../db/rows/source';
import { useCaseRows, type UseCaseRow } from '../db/rows/use-case';
import { Params } from '../db/sql';
import { ErrorCode, badInput } from '../errors';
import type {
  QueryBenchmarksArgs,
  QueryCloudOfferingsArgs,
  QueryGuidanceArgs,
} from '../graphql/generated/resolvers-types';
import type { Loaders } from '../loaders';
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
import { CANDIDATE_BUDGETS, rankingStages } from './search-pruning';
import { closestMatches, unknownGpu, withSuggestions } from './suggestions';
import { FIELD_WEIGHTS, SATURATION } from './search-sql';
import { questionTerms, type QuestionTerms, type SearchOptions } from './search.service';

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
function isExactPage(page: Connection<GuidanceRow>, first: number, bound: number, scope: PageScope): boolean {
  if (!page.pageInfo.hasNextPage) return false;
  if (first === 0 || !page.pageInfo.endCursor) return true;
  return Number(decodeCursor(page.pageInfo.endCursor, scope).value) >= bound;
}

/** Free text as a scope holds it: what the query reads is the same for these spellings. */
const foldedText = (text: string | null) => text?.toLowerCase().replace(/\s+/g, ' ') ?? null;

/**
 * Reads the knowledge around the parts: use cases (memory tiers), guidance, benchmarks,
 * cloud offerings and sources.
 */
export class KnowledgeService {
  constructor(
    private readonly db: Db,
    private readonly loaders: Loaders,
  ) {}

  async useCases(): Promise<UseCaseRow[]> {
    const rows = await this.db.rows(
      `SELECT ${useCaseRows.select('u')} FROM use_case u ORDER BY u.min_vram_gb, u.slug`,
    );
    return rows.map(useCaseRows.map);
  }

  useCase(slug: string, field = 'slug'): Promise<UseCaseRow | null> {
    return this.loaders.useCaseBySlug.load(requiredSlug(slug, field));
  }

  async sources(): Promise<SourceRow[]> {
    return (await this.db.rows(`SELECT ${sourceRows.select('s')} FROM source s ORDER BY s.key`)).map(
      sourceRows.map,
    );
  }

  /** Every guidance tag with how many entries carry it, alphabetically. */
  async guidanceTags(): Promise<{ tag: string; guidanceCount: number }[]> {
    return this.db.rows<{ tag: string; guidanceCount: number }>(
      `SELECT t.tag, count(*)::int AS "guidanceCount" FROM guidance g, unnest(g.tags) AS t(tag)
       GROUP BY t.tag ORDER BY t.tag`,
    );
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

  guidanceById(id: number): Promise<GuidanceRow | null> {
    return this.loaders.guidanceById.load(id);
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
  async guidance(args: QueryGuidanceArgs, options: SearchOptions = {}): Promise<Connection<GuidanceRow>> {
    const page = await this.guidancePage(args, options);
    const tag = args.tag?.trim().toLowerCase();
    if (tag && page.edges.length === 0 && !args.after) await this.requireKnownTag(tag);
    return page;
  }

  private async guidancePage(
    args: QueryGuidanceArgs,
    options: SearchOptions,
  ): Promise<Connection<GuidanceRow>> {
    const first = validateFirst(args.first);
    const search = optionalText(args.search, 'search');
    const tag = optionalText(args.tag, 'tag', 100)?.toLowerCase() ?? null;
    const scope = search
      ? pageScope('guidance', 'RELEVANCE', 'number', { search: foldedText(search), tag })
      : pageScope('guidance', 'ID', 'int', { tag });
    const position = readCursor(args.after, scope);
    const question = search ? await questionTerms(this.db, search) : null;
    // Only stop words, symbols or unknown words: nothing can match.
    if (search && !question)
      return toConnection<GuidanceRow>([], first, (g) => ({ value: 0, id: g.id }), NO_ROWS, scope);

    /** The filter's conditions, bound into `params`. */
    const filtered = (params: Params) => {
      const where: string[] = [];
      if (tag) where.push(`${params.bind(tag)} = ANY(g.tags)`);
      if (question) where.push(`g.search_vector @@ ${params.bind(question.query)}::tsquery`);
      return where;
    };
    const counted = new Params();
    const totalCount = countOf(this.db, 'guidance g', filtered(counted), counted.values);
    const page = (order: (params: Params) => KeysetOrder, essential: string[] | null = null) => {
      const params = new Params();
      const where = filtered(params);
      if (essential) where.push(essentialMatchSql(essential, params));
      const query = { select: guidanceRows.select('g'), from: 'guidance g', where, id: 'g.id', params };
      return keysetPage(
        this.db,
        query,
        order(params),
        { first, position, scope },
        guidanceRows.map,
        totalCount,
      );
    };
    if (!question) return page(() => ({ sql: 'g.id', direction: 'ASC' }));
    const ranked = (essential: string[] | null) =>
      page((params) => ({ sql: guidanceRankSql(question, params), direction: 'DESC' }), essential);
    const stages = rankingStages(question.terms, options.candidateBudgets ?? CANDIDATE_BUDGETS);
    for (const stage of stages.slice(0, -1)) {
      const result = await ranked(stage.lexemes);
      // A left-out entry's rank is below the bound, so rounded it is at most one unit above.
      if (isExactPage(result, first, stage.rankBound + 10 ** -GUIDANCE_RANK_DECIMALS, scope)) return result;
    }
    return ranked(null);
  }

  async benchmarks(args: QueryBenchmarksArgs): Promise<Connection<BenchmarkRow>> {
    const first = validateFirst(args.first);
    const workload = optionalText(args.workload, 'workload', 200);
    const scope = pageScope('benchmarks', 'ID', 'int', {
      gpuSlug: args.gpuSlug?.trim().toLowerCase(),
      workload: foldedText(workload),
    });
    const position = readCursor(args.after, scope);
    const gpuId = await this.gpuIdFor(args.gpuSlug, 'gpuSlug');
    const params = new Params();
    const where: string[] = [];
    if (gpuId !== null) where.push(`b.gpu_id = ${params.bind(gpuId)}`);
    if (workload) {
      where.push(`b.workload ILIKE ${params.bind(`%${workload.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)}`);
    }
    const totalCount = countOf(this.db, 'benchmark b', where, params.values);
    const query = { select: benchmarkRows.select('b'), from: 'benchmark b', where, id: 'b.id', params };
    const order: KeysetOrder = { sql: 'b.id', direction: 'ASC' };
    return keysetPage(this.db, query, order, { first, position, scope }, benchmarkRows.map, totalCount);
  }

  async cloudOfferings(args: QueryCloudOfferingsArgs): Promise<Connection<CloudOfferingRow>> {
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
    const gpuId = await this.gpuIdFor(args.gpuSlug, 'gpuSlug');
    const params = new Params();
    const where: string[] = [];
    if (gpuId !== null) where.push(`o.gpu_id = ${params.bind(gpuId)}`);
    if (maxUsdPerHour !== null) where.push(`o.on_demand_usd_per_hour <= ${params.bind(maxUsdPerHour)}`);
    if (provider) where.push(`o.provider = ${params.bind(provider)}`);
    if (since) where.push(`o.as_of >= ${params.bind(since)}::date`);
    if (until) where.push(`o.as_of <= ${params.bind(until)}::date`);
    const totalCount = countOf(this.db, 'cloud_offering o', where, params.values);
    const query = {
      select: cloudOfferingRows.select('o'),
      from: 'cloud_offering o',
      where,
      id: 'o.id',
      params,
    };
    // Newest prices first; ISO date text sorts like the date.
    const order: KeysetOrder = { sql: 'o.as_of::text', direction: 'DESC' };
    return keysetPage(this.db, query, order, { first, position, scope }, cloudOfferingRows.map, totalCount);
  }

  /** A GPU filter by slug: NOT_FOUND naming the argument when no such GPU exists. */
  private async gpuIdFor(slug: string | null | undefined, field: string): Promise<number | null> {
    if (slug == null) return null;
    const component = await this.loaders.componentBySlug.load(requiredSlug(slug, field));
    if (!component || component.kind !== 'GPU') throw await unknownGpu(this.db, slug, field);
    return component.id;
  }
}
