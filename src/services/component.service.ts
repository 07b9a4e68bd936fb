import { isComponentKind } from '../catalog/fields';
import type { Db } from '../db/pool';
import { Params } from '../db/sql';
import { badInput } from '../errors';
import type { CatalogSnapshot, LinkedComponent, LinkedGpu } from '../read-model';
import { priceAt } from '../rules/analysis/price-age';
import { DEFAULT_PRICE_CONDITION, type PriceCondition } from '../rules/facts';
import { fromGlobalId } from './global-id';
import { gpuListed } from '../rules/analysis/gpu-listing';
import { gpuListingOptions } from './gpu-listing';
import { DEFAULT_GPU_ORDER, GPU_ORDERS } from './gpu-orders';
import type { ComponentPageInput, GpuPageInput } from './inputs';
import { modelNameKey, optionalNumber, optionalText, requiredSlug } from './input';
import { FIRST_OF_ITS_NAME, lookupConditions, lookupWords } from './search-lookup';
import { countOf, keysetPage, pageScope, readCursor, validateFirst, type Connection } from './pagination';
import { listPage, sortRows, type SortedRows } from './pagination-lists';

/**
 * How closely a component's folded name matches a loose model-name search (trigram word
 * similarity), rounded so a cursor's value compares equal when read back.
 */
const nameSimilaritySql = (key: string) => `round(CAST(word_similarity(${key}, c.name_key) AS numeric), 6)`;

/** The GPUs of a version in one order at one price condition, sorted once per version. */
function sortedGpus(snapshot: CatalogSnapshot, order: keyof typeof GPU_ORDERS, condition: PriceCondition) {
  const definition = GPU_ORDERS[order];
  const at = definition.priced ? condition : DEFAULT_PRICE_CONDITION;
  return snapshot.derived(`gpus:${order}:${at}`, () =>
    sortRows(snapshot.ofKind('GPU'), (gpu) => definition.key(gpu, at), definition.direction),
  );
}

/** Components of one kind, or of every kind, in id order (the snapshot keeps them so). */
function byId(snapshot: CatalogSnapshot, kind: string | null): SortedRows<LinkedComponent> {
  return snapshot.derived(`components:ID:${kind ?? ''}`, () => {
    const rows = kind && isComponentKind(kind) ? snapshot.ofKind(kind) : snapshot.all('components');
    return { rows: rows as LinkedComponent[], keys: rows.map((row) => row.id), direction: 'ASC' };
  });
}

/**
 * Reads components from the request's catalog version (src/read-model): by slug or global
 * ID, pages of any kind, and GPUs with filters and orders. Pages are keyset-paginated on
 * (sort key, id) over lists sorted once per version, so deep pages cost the same as the
 * first. A loose name search over all kinds ranks by trigram similarity in Postgres (the
 * search's SQL), then reads the parts from the version.
 */
export class ComponentService {
  constructor(
    private readonly db: Db,
    private readonly catalog: () => Promise<CatalogSnapshot>,
  ) {}

  async bySlug(slug: string, field = 'slug'): Promise<LinkedComponent | null> {
    const key = requiredSlug(slug, field);
    return (await this.catalog()).component(key);
  }

  /** A GPU by slug (a comparison's GPUs), or null when the slug names none. */
  async gpuBySlug(slug: string | null): Promise<LinkedGpu | null> {
    if (!slug) return null;
    const component = (await this.catalog()).component(slug);
    return component?.kind === 'GPU' ? (component as LinkedGpu) : null;
  }

  /** A component by its row id (a search entity's part), or null. */
  async byId(id: number): Promise<LinkedComponent | null> {
    return (await this.catalog()).byId('components', id);
  }

  /** The components of `slugs` that exist, in the order given (a finding's parts). */
  async bySlugs(slugs: readonly string[]): Promise<LinkedComponent[]> {
    const snapshot = await this.catalog();
    return slugs.flatMap((slug) => snapshot.component(slug) ?? []);
  }

  /** Resolves a global ID to a component, or null for other types and unknown ids. */
  async byGlobalId(globalId: string): Promise<LinkedComponent | null> {
    const { type, id } = fromGlobalId(globalId);
    const component = (await this.catalog()).byId('components', id);
    return component && component.__typename === type ? component : null;
  }

  async page(args: ComponentPageInput): Promise<Connection<LinkedComponent>> {
    const first = validateFirst(args.first);
    if (args.kind && !isComponentKind(args.kind)) throw badInput('kind', 'unknown kind');
    const search = optionalText(args.search, 'search');
    if (search) return this.searchPage(args.kind ?? null, search, first, args.after);
    const scope = pageScope('components', 'ID', 'int', { kind: args.kind });
    const position = readCursor(args.after, scope);
    return listPage(byId(await this.catalog(), args.kind ?? null), { first, position, scope });
  }

  async gpus(args: GpuPageInput): Promise<Connection<LinkedGpu>> {
    const first = validateFirst(args.first);
    const gpuFilter = args.filter ?? {};
    const condition: PriceCondition = gpuFilter.condition ?? DEFAULT_PRICE_CONDITION;
    const minVramGb = optionalNumber(gpuFilter.minVramGb, 'filter.minVramGb', { max: 100_000 });
    const maxPriceUsd = optionalNumber(gpuFilter.maxPriceUsd, 'filter.maxPriceUsd', { max: 1e9 });
    const vendorText = optionalText(gpuFilter.vendor, 'filter.vendor', 50);
    const formFactorText = optionalText(gpuFilter.formFactor, 'filter.formFactor', 20);
    const vendor = vendorText?.toLowerCase() ?? null;
    const formFactor = formFactorText?.toUpperCase() ?? null;
    const search = optionalText(gpuFilter.search, 'filter.search');
    const words = search ? lookupWords(search, 'filter.search') : null;
    const tensorCores = gpuFilter.tensorCores ?? null;
    const listing = gpuListingOptions(gpuFilter);
    const orderBy = args.orderBy ?? DEFAULT_GPU_ORDER;
    // The condition changes price orders and the price filter only; it is part of the
    // scope either way (a cheap, simple rule: a changed filter starts a new list).
    const scope = pageScope('gpus', orderBy, GPU_ORDERS[orderBy].type, {
      condition,
      minVramGb,
      maxPriceUsd,
      vendor: vendorText,
      formFactor: formFactorText,
      tensorCores: gpuFilter.tensorCores,
      search: words?.join(' ') ?? null,
      ...listing,
    });
    const position = readCursor(args.after, scope);
    const snapshot = await this.catalog();
    const firsts = words ? firstOfEachName(snapshot) : null;
    // The default list leaves out legacy and server-only cards, as every GPU list does.
    const matches = (gpu: LinkedGpu) => {
      if (!gpuListed(gpu, listing)) return false;
      if (minVramGb !== null && !(gpu.vramGb >= minVramGb)) return false;
      if (maxPriceUsd !== null) {
        const price = priceAt(gpu, condition);
        if (price === null || price > maxPriceUsd) return false;
      }
      if (vendor && gpu.vendor.toLowerCase() !== vendor) return false;
      if (formFactor && gpu.formFactor.toUpperCase() !== formFactor) return false;
      if (tensorCores !== null && gpu.tensorCores !== tensorCores) return false;
      if (!words) return true;
      const name = snapshot.nameKeyOf(gpu);
      return firsts!.has(gpu.id) && words.every((word) => name.includes(word));
    };
    return listPage(sortedGpus(snapshot, orderBy, condition), { first, position, scope }, matches);
  }

  /**
   * A loose model-name search over parts of any kind (search-lookup.ts): every word of the
   * search, folded to [a-z0-9], must occur in the folded "manufacturer name", in any order
   * ("3090", "rtx3090", "RTX-3090", "rtx 3090" and "3090 rtx" all match), a part listed twice
   * under one folded name once, closest names first ("3090" before "3090 Ti"), then by id.
   * Ranked in Postgres (trigram word similarity); the page's parts come from the request's
   * version, and a part gone from it since is left out.
   */
  private async searchPage(
    kind: string | null,
    search: string,
    first: number,
    after: string | null | undefined,
  ) {
    const words = lookupWords(search, 'search');
    // Similarity to the whole text as typed, folded (word order matters for closeness only).
    const key = modelNameKey(search) ?? words.join('');
    const scope = pageScope('components', 'NAME_SIMILARITY', 'number', { kind, search: words.join(' ') });
    const position = readCursor(after, scope);
    const params = new Params();
    const where: string[] = [];
    if (kind) where.push(`c.kind = ${params.bind(kind)}`);
    where.push(...lookupConditions(words, params), FIRST_OF_ITS_NAME);
    const totalCount = countOf(this.db, 'component c', where, params.values);
    const order = { sql: nameSimilaritySql(params.bind(key)), direction: 'DESC' as const };
    const query = { select: 'c.id', from: 'component c', where, id: 'c.id', params };
    const [page, snapshot] = await Promise.all([
      keysetPage(
        this.db,
        query,
        order,
        { first, position, scope },
        (row) => ({ id: row.id as number }),
        totalCount,
      ),
      this.catalog(),
    ]);
    const edges = page.edges.flatMap((edge) => {
      const node = snapshot.byId('components', edge.node.id);
      return node ? [{ cursor: edge.cursor, node }] : [];
    });
    return { ...page, edges };
  }
}

/**
 * The ids of the parts first listed under their kind and folded name (the lowest id), once
 * per catalog version: a lookup lists a part entered twice once (FIRST_OF_ITS_NAME in SQL).
 */
function firstOfEachName(snapshot: CatalogSnapshot): ReadonlySet<number> {
  return snapshot.derived('components:first-of-name', () => {
    const seen = new Set<string>();
    const firsts = new Set<number>();
    for (const row of snapshot.all('components')) {
      const key = `${row.kind}\u0000${snapshot.nameKeyOf(row)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      firsts.add(row.id);
    }
    return firsts;
  });
}
