import type { DataSource } from 'typeorm';
import {
  BenchmarkEntity,
  CloudOfferingEntity,
  GuidanceEntity,
  SourceEntity,
  UseCaseEntity,
} from '../db/entities';
import { notFound } from '../errors';
import type { Loaders } from '../loaders';
import { optionalNumber, optionalText, requiredSlug } from './input';
import {
  decodeCursor,
  keysetPage,
  toConnection,
  validateFirst,
  type Connection,
  type KeysetOrder,
} from './pagination';
import type { PageArgs } from './component.service';
import { CANDIDATE_BUDGETS, rankingStages } from './search-pruning';
import { FIELD_WEIGHTS, SATURATION } from './search-sql';
import { questionTerms, type SearchOptions } from './search.service';

/** totalCount of an empty connection. */
const NO_ROWS = async () => 0;

/** Decimals of a guidance row's rank: a cursor's score must compare equal when read back. */
const GUIDANCE_RANK_DECIMALS = 6;

/**
 * Relevance of a guidance row for `guidance(search:)`, the same `search_rank` as `search`,
 * rounded (keyset on score, id).
 */
const GUIDANCE_RANK_SQL = `round(CAST(search_rank(g.search_vector, CAST(:lexemes AS text[]),
  CAST(:termWeights AS float8[]), CAST(:fieldWeights AS real[]), CAST(:saturation AS float8)) AS numeric),
  ${GUIDANCE_RANK_DECIMALS})`;

/** Rows containing one of a pruning stage's terms (`:essential`). */
const ESSENTIAL_MATCH_SQL = `g.search_vector @@ (SELECT search_tsquery_or(plainto_tsquery('simple', l))
  FROM unnest(CAST(:essential AS text[])) l)`;

/**
 * Whether a page ranked from a stage's rows only is the true page: it found a row past
 * the page (so there is a next page), and its last row scores at least `bound`, above
 * every row the stage left out. With first = 0 the page only says whether a row exists.
 */
function isExactPage(page: Connection<GuidanceEntity>, first: number, bound: number): boolean {
  if (!page.pageInfo.hasNextPage) return false;
  if (first === 0 || !page.pageInfo.endCursor) return true;
  return Number(decodeCursor(page.pageInfo.endCursor).value) >= bound;
}

/**
 * Reads the knowledge around the parts: use cases (memory tiers), guidance, benchmarks,
 * cloud offerings and sources.
 */
export class KnowledgeService {
  constructor(
    private readonly db: DataSource,
    private readonly loaders: Loaders,
  ) {}

  useCases(): Promise<UseCaseEntity[]> {
    return this.db.getRepository(UseCaseEntity).find({ order: { minVramGb: 'ASC', slug: 'ASC' } });
  }

  useCase(slug: string, field = 'slug'): Promise<UseCaseEntity | null> {
    return this.db.getRepository(UseCaseEntity).findOne({ where: { slug: requiredSlug(slug, field) } });
  }

  sources(): Promise<SourceEntity[]> {
    return this.db.getRepository(SourceEntity).find({ order: { key: 'ASC' } });
  }

  guidanceById(id: number): Promise<GuidanceEntity | null> {
    return this.db.getRepository(GuidanceEntity).findOne({ where: { id } });
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
  async guidance(
    args: PageArgs & { search?: string | null; tag?: string | null },
    options: SearchOptions = {},
  ): Promise<Connection<GuidanceEntity>> {
    const first = validateFirst(args.first);
    const position = args.after ? decodeCursor(args.after) : null;
    const search = optionalText(args.search, 'search');
    const tag = optionalText(args.tag, 'tag', 100)?.toLowerCase() ?? null;
    const question = search ? await questionTerms(this.db, search) : null;
    // Only stop words, symbols or unknown words: nothing can match.
    if (search && !question)
      return toConnection<GuidanceEntity>([], first, (g) => ({ value: null, id: g.id }), NO_ROWS);

    const filtered = () => {
      const qb = this.db.getRepository(GuidanceEntity).createQueryBuilder('g');
      if (tag) qb.andWhere(':tag = ANY(g.tags)', { tag });
      if (question) qb.andWhere('g.search_vector @@ CAST(:query AS tsquery)', { query: question.query });
      return qb;
    };
    const totalCount = () => filtered().getCount();
    if (!question) {
      return keysetPage(filtered(), 'g', { sql: 'g.id', direction: 'ASC' }, { first, position }, totalCount);
    }
    const order: KeysetOrder = { sql: GUIDANCE_RANK_SQL, direction: 'DESC' };
    const ranked = (essential: string[] | null) => {
      const qb = filtered().setParameters({
        lexemes: question.terms.map((t) => t.lexeme),
        termWeights: question.terms.map((t) => t.weight),
        fieldWeights: FIELD_WEIGHTS,
        saturation: SATURATION,
      });
      if (essential) qb.andWhere(ESSENTIAL_MATCH_SQL, { essential });
      return keysetPage(qb, 'g', order, { first, position }, totalCount);
    };
    const stages = rankingStages(question.terms, options.candidateBudgets ?? CANDIDATE_BUDGETS);
    for (const stage of stages.slice(0, -1)) {
      const page = await ranked(stage.lexemes);
      // A left-out entry's rank is below the bound, so rounded it is at most one unit above.
      if (isExactPage(page, first, stage.rankBound + 10 ** -GUIDANCE_RANK_DECIMALS)) return page;
    }
    return ranked(null);
  }

  async benchmarks(
    args: PageArgs & { gpuSlug?: string | null; workload?: string | null },
  ): Promise<Connection<BenchmarkEntity>> {
    const first = validateFirst(args.first);
    const position = args.after ? decodeCursor(args.after) : null;
    const gpuId = await this.gpuIdFor(args.gpuSlug, 'gpuSlug');
    const workload = optionalText(args.workload, 'workload', 200);
    const filtered = () => {
      const qb = this.db.getRepository(BenchmarkEntity).createQueryBuilder('b');
      if (gpuId !== null) qb.andWhere('b.gpu_id = :gpuId', { gpuId });
      if (workload) {
        qb.andWhere('b.workload ILIKE :workload', {
          workload: `%${workload.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`,
        });
      }
      return qb;
    };
    const order: KeysetOrder = { sql: 'b.id', direction: 'ASC' };
    return keysetPage(filtered(), 'b', order, { first, position }, () => filtered().getCount());
  }

  async cloudOfferings(
    args: PageArgs & { gpuSlug?: string | null; maxUsdPerHour?: number | null },
  ): Promise<Connection<CloudOfferingEntity>> {
    const first = validateFirst(args.first);
    const position = args.after ? decodeCursor(args.after) : null;
    const gpuId = await this.gpuIdFor(args.gpuSlug, 'gpuSlug');
    const maxUsdPerHour = optionalNumber(args.maxUsdPerHour, 'maxUsdPerHour', { max: 1e6 });
    const filtered = () => {
      const qb = this.db.getRepository(CloudOfferingEntity).createQueryBuilder('o');
      if (gpuId !== null) qb.andWhere('o.gpu_id = :gpuId', { gpuId });
      if (maxUsdPerHour !== null) {
        qb.andWhere('o.on_demand_usd_per_hour <= :maxUsdPerHour', { maxUsdPerHour });
      }
      return qb;
    };
    // Newest prices first; ISO date text sorts like the date.
    const order: KeysetOrder = { sql: 'o.as_of::text', direction: 'DESC' };
    return keysetPage(filtered(), 'o', order, { first, position }, () => filtered().getCount());
  }

  /** A GPU filter by slug: NOT_FOUND naming the argument when no such GPU exists. */
  private async gpuIdFor(slug: string | null | undefined, field: string): Promise<number | null> {
    if (slug == null) return null;
    const component = await this.loaders.componentBySlug.load(requiredSlug(slug, field));
    if (!component || component.kind !== 'GPU') throw notFound(`GPU "${slug}"`, field);
    return component.id;
  }
}
