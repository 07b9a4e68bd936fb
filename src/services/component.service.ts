import { isComponentKind, type ComponentKind } from '../catalog/fields';
import type { Db, Row } from '../db/pool';
import { componentSelect, toComponent, type ComponentRow, type GpuRow } from '../db/rows/component';
import { Params } from '../db/sql';
import { badInput } from '../errors';
import type { GpuOrder, QueryComponentsArgs, QueryGpusArgs } from '../graphql/generated/resolvers-types';
import { DEFAULT_PRICE_CONDITION, type PriceCondition } from '../rules/facts';
import { primeComponent, type Loaders } from '../loaders';
import { relationSelects, type ComponentRelation, type PageProjection } from '../loaders/component-relations';
import { keepProjected, projectedSelect } from '../loaders/projected-page';
import { fromGlobalId } from './global-id';
import { gpuListingOptions, gpuListingWhere } from './gpu-listing-sql';
import { NO_MODEL_NAME_KEY, modelNameKey, optionalNumber, optionalText, requiredSlug } from './input';
import {
  countOf,
  keysetPage,
  pageScope,
  readCursor,
  validateFirst,
  type Connection,
  type KeysetOrder,
  type PageArgs,
  type SortKeyType,
} from './pagination';

/**
 * How closely a component's folded name matches a loose model-name search (trigram word
 * similarity), rounded so a cursor's value compares equal when read back.
 */
const nameSimilaritySql = (key: string) => `round(CAST(word_similarity(${key}, c.name_key) AS numeric), 6)`;

/** Stands in for "no price" in ascending price order so unknown prices sort last. */
const UNKNOWN_PRICE_SORTS_AS = 1e12;
/** Stands in for "unknown" in descending orders so unknown values sort last. */
const UNKNOWN_SORTS_LAST_DESC = -1;

function priceSql(condition: PriceCondition): string {
  if (condition === 'NEW') return 'c.price_usd';
  if (condition === 'USED') return 'c.used_price_usd';
  // LEAST ignores NULLs: the cheaper of the prices that are known.
  return 'LEAST(c.price_usd, c.used_price_usd)';
}

/** What each GPU order's sort key holds (release years are integers, names text). */
const GPU_ORDER_KEYS: Record<GpuOrder, SortKeyType> = {
  RELATIVE_PERFORMANCE_DESC: 'number',
  PERFORMANCE_PER_DOLLAR_DESC: 'number',
  VRAM_DESC: 'number',
  PRICE_ASC: 'number',
  BANDWIDTH_DESC: 'number',
  MEMORY_PER_DOLLAR_DESC: 'number',
  BANDWIDTH_PER_DOLLAR_DESC: 'number',
  RELEASE_YEAR_DESC: 'int',
  NAME_ASC: 'text',
};

function gpuOrderSql(order: GpuOrder, condition: PriceCondition): KeysetOrder {
  const price = priceSql(condition);
  switch (order) {
    case 'RELATIVE_PERFORMANCE_DESC':
      return { sql: `COALESCE(c.relative_performance, ${UNKNOWN_SORTS_LAST_DESC})`, direction: 'DESC' };
    case 'PERFORMANCE_PER_DOLLAR_DESC':
      return {
        sql: `COALESCE(c.relative_performance / NULLIF(${price}, 0), ${UNKNOWN_SORTS_LAST_DESC})`,
        direction: 'DESC',
      };
    case 'VRAM_DESC':
      return { sql: 'c.vram_gb', direction: 'DESC' };
    case 'PRICE_ASC':
      return { sql: `COALESCE(${price}, ${UNKNOWN_PRICE_SORTS_AS})`, direction: 'ASC' };
    case 'BANDWIDTH_DESC':
      return { sql: 'c.memory_bandwidth_gbs', direction: 'DESC' };
    case 'MEMORY_PER_DOLLAR_DESC':
      return {
        sql: `COALESCE(c.vram_gb / NULLIF(${price}, 0), ${UNKNOWN_SORTS_LAST_DESC})`,
        direction: 'DESC',
      };
    case 'BANDWIDTH_PER_DOLLAR_DESC':
      return {
        sql: `COALESCE(c.memory_bandwidth_gbs / NULLIF(${price}, 0), ${UNKNOWN_SORTS_LAST_DESC})`,
        direction: 'DESC',
      };
    case 'RELEASE_YEAR_DESC':
      return { sql: `COALESCE(c.release_year, ${UNKNOWN_SORTS_LAST_DESC})`, direction: 'DESC' };
    case 'NAME_ASC':
      return { sql: 'lower(c.name)', direction: 'ASC' };
  }
}

/** The conditions of a page and their parameters, before the order binds its own. */
interface Filter {
  where: string[];
  params: Params;
}

/** How a page reads its components (graphql/lookahead.ts and graphql/projection.ts). */
export interface PageRead {
  /** Relations read in the page's own statement and primed into the loaders. */
  withRelations?: readonly ComponentRelation[];
  /** For a page of one kind: read only these fields. */
  projection?: PageProjection | null;
}

/**
 * Reads components: by slug or global ID, pages of any kind with a loose model-name
 * search, and GPUs with filters and orders. Pages are keyset-paginated on
 * (sort key, id), so deep pages cost the same as the first.
 */
export class ComponentService {
  constructor(
    private readonly db: Db,
    private readonly loaders: Loaders,
  ) {}

  /** `withRelations`: relations the caller will resolve, read in the same statement. */
  async bySlug(
    slug: string,
    field = 'slug',
    withRelations: readonly ComponentRelation[] = [],
  ): Promise<ComponentRow | null> {
    return this.loaders.componentBySlugWith(withRelations).load(requiredSlug(slug, field));
  }

  /**
   * A lookup reading only `projection`'s columns and relations (graphql/projection.ts): a
   * partial row, for the caller's selection only.
   */
  async bySlugProjected(
    slug: string,
    projection: PageProjection,
    field = 'slug',
  ): Promise<ComponentRow | null> {
    return this.loaders.componentBySlugProjected(projection).load(requiredSlug(slug, field));
  }

  /** Resolves a global ID to a component, or null for other types and unknown ids. */
  async byGlobalId(globalId: string): Promise<ComponentRow | null> {
    const { type, id } = fromGlobalId(globalId);
    const component = await this.loaders.componentById.load(id);
    return component && component.__typename === type ? component : null;
  }

  /**
   * `projection` (graphql/projection.ts): read only the fields a query selects; applies when
   * `args.kind` names one kind (each kind has its own columns).
   */
  async page(args: QueryComponentsArgs, read: PageRead = {}): Promise<Connection<ComponentRow>> {
    const first = validateFirst(args.first);
    if (args.kind && !isComponentKind(args.kind)) throw badInput('kind', 'unknown kind');
    const search = optionalText(args.search, 'search');
    const searchKey = search ? modelNameKey(search) : null;
    const scope = search
      ? pageScope('components', 'NAME_SIMILARITY', 'number', { kind: args.kind, search: searchKey })
      : pageScope('components', 'ID', 'int', { kind: args.kind });
    const position = readCursor(args.after, scope);
    const filter: Filter = { where: [], params: new Params() };
    if (args.kind) filter.where.push(`c.kind = ${filter.params.bind(args.kind)}`);
    this.nameSearch(filter, search, 'search');
    const totalCount = countOf(this.db, 'component c', filter.where, filter.params.values);
    // With a search, the closest names come first ("3090" before "3090 Ti"), then by id.
    const order: KeysetOrder = search
      ? { sql: nameSimilaritySql(filter.params.bind(modelNameKey(search))), direction: 'DESC' }
      : { sql: 'c.id', direction: 'ASC' };
    const kind = args.kind ? (args.kind as ComponentKind) : undefined;
    return this.pageOf(filter, order, { first, position, scope }, totalCount, { ...read, kind });
  }

  async gpus(args: QueryGpusArgs, read: PageRead = {}): Promise<Connection<GpuRow>> {
    const first = validateFirst(args.first);
    const gpuFilter = args.filter ?? {};
    const condition: PriceCondition = gpuFilter.condition ?? DEFAULT_PRICE_CONDITION;
    const minVramGb = optionalNumber(gpuFilter.minVramGb, 'filter.minVramGb', { max: 100_000 });
    const maxPriceUsd = optionalNumber(gpuFilter.maxPriceUsd, 'filter.maxPriceUsd', { max: 1e9 });
    const vendor = optionalText(gpuFilter.vendor, 'filter.vendor', 50);
    const formFactor = optionalText(gpuFilter.formFactor, 'filter.formFactor', 20);
    const search = optionalText(gpuFilter.search, 'filter.search');
    const listing = gpuListingOptions(gpuFilter);
    const orderBy = args.orderBy ?? 'RELATIVE_PERFORMANCE_DESC';
    const order = gpuOrderSql(orderBy, condition);
    // The condition changes price orders and the price filter only; it is part of the
    // scope either way (a cheap, simple rule: a changed filter starts a new list).
    const scope = pageScope('gpus', orderBy, GPU_ORDER_KEYS[orderBy], {
      condition,
      minVramGb,
      maxPriceUsd,
      vendor,
      formFactor,
      tensorCores: gpuFilter.tensorCores,
      search: search ? modelNameKey(search) : null,
      ...listing,
    });
    const position = readCursor(args.after, scope);

    const filter: Filter = { where: [`c.kind = 'GPU'`], params: new Params() };
    const { where, params } = filter;
    if (minVramGb !== null) where.push(`c.vram_gb >= ${params.bind(minVramGb)}`);
    if (maxPriceUsd !== null) where.push(`${priceSql(condition)} <= ${params.bind(maxPriceUsd)}`);
    if (vendor) where.push(`lower(c.vendor) = lower(${params.bind(vendor)})`);
    if (formFactor) where.push(`upper(c.form_factor) = upper(${params.bind(formFactor)})`);
    if (gpuFilter.tensorCores != null) where.push(`c.tensor_cores = ${params.bind(gpuFilter.tensorCores)}`);
    where.push(...gpuListingWhere('c', listing));
    this.nameSearch(filter, search, 'filter.search');
    const totalCount = countOf(this.db, 'component c', where, params.values);
    const page = await this.pageOf(filter, order, { first, position, scope }, totalCount, {
      ...read,
      kind: 'GPU',
    });
    return page as Connection<GpuRow>;
  }

  /**
   * One keyset page of components with the requested relations as JSON columns of the
   * same statement; rows and relations are primed into the request's loaders, so
   * `benchmark.gpu`, `sources` and friends cost nothing more. A projected page reads only
   * the selected fields of one kind and keeps its partial rows' relations with the rows
   * instead (loaders/projected-page.ts).
   */
  private pageOf(
    filter: Filter,
    order: KeysetOrder,
    args: PageArgs,
    totalCount: () => Promise<number>,
    /** `kind`: set when the filter admits only this kind; its columns are all the rows need. */
    read: PageRead & { kind?: ComponentKind },
  ): Promise<Connection<ComponentRow>> {
    const { kind, projection, withRelations = [] } = read;
    const query = {
      select:
        kind && projection
          ? projectedSelect(kind, projection)
          : componentSelect('c', kind) + relationSelects(withRelations, 'c'),
      from: 'component c',
      where: filter.where,
      id: 'c.id',
      params: filter.params,
    };
    return keysetPage(
      this.db,
      query,
      order,
      args,
      (row: Row) => {
        const component = toComponent(row);
        if (kind && projection) keepProjected(component, row, projection);
        else primeComponent(this.loaders, component, row, withRelations);
        return component;
      },
      totalCount,
    );
  }

  /**
   * Loose model-name match: the search folded to [a-z0-9] must appear in the folded
   * "manufacturer name", so "3090", "rtx3090", "RTX-3090" and "rtx 3090" all match.
   */
  private nameSearch(filter: Filter, search: string | null, field: string): void {
    if (!search) return;
    const key = modelNameKey(search);
    if (!key) throw badInput(field, NO_MODEL_NAME_KEY);
    filter.where.push(`c.name_key LIKE ${filter.params.bind(`%${key}%`)}`);
  }
}
