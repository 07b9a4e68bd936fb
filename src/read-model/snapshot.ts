import { TYPENAME_BY_KIND, type ComponentKind } from '../catalog/fields';
import { rowsOfType, type CollectionName, type CollectionRows } from './collections';
import { RELATIONS, type ListRelation, type OneRelation, type Relation } from './relations';
import type { Linked, LinkedComponent } from './types';

/** Each collection's rows with their relations, as readers get them. */
export interface LinkedRows {
  components: LinkedComponent;
  sources: Linked<'Source'>;
  benchmarks: Linked<'Benchmark'>;
  cloudOfferings: Linked<'CloudOffering'>;
  priceObservations: Linked<'PriceObservation'>;
  pcieSlots: Linked<'PcieSlot'>;
  useCases: Linked<'UseCase'>;
  guidance: Linked<'Guidance'>;
  models: Linked<'Model'>;
  softwareSupport: Linked<'SoftwareSupport'>;
}

type Tables = { [C in CollectionName]: CollectionRows[C][] };

/** A list relation's rows as loaded: owner and target ids, in the list's order per owner. */
export interface RelationPairs {
  ownerIds: number[];
  targetIds: number[];
}

/** What one catalog version is made of, as read from the database (load-snapshot.ts). */
export interface SnapshotData {
  version: string;
  tables: Tables;
  /** Each component's folded name (the `name_key` column), by id. */
  nameKeys: Map<number, string>;
  /** The pairs of each list relation, by its index in `relations`. */
  pairs: Map<number, RelationPairs>;
  /**
   * The answers' search postings (`search_posting`) of this version: search ranks guidance,
   * use cases and models from them in memory (services/search-answers-index.ts). Absent in
   * snapshots built by hand (tests): none.
   */
  postings?: AnswerPosting[];
}

/** One row of `search_posting`: a lexeme of an answer row, with what ranking reads of it. */
export interface AnswerPosting {
  lexeme: string;
  /** guidance, use_case or model. */
  source: string;
  id: number;
  /** The stored real, as the float8 Postgres widens it to when it ranks. */
  density: number;
  in_title: boolean;
  title_terms: number;
  /** The answer's own words that stem to the lexeme (snippets). */
  forms: string[];
}

/** One list shared by every owner that has none: most parts have no benchmark or price history. */
const NONE: readonly never[] = Object.freeze([]);

/** The kind a component type's rows have, for `Linked<...>` lookups by kind. */
type TypenameOf<K extends ComponentKind> = (typeof TYPENAME_BY_KIND)[K];

/**
 * One catalog version in memory: every row of every collection, by id and in id order, each
 * component also by slug and by kind, and every declared relation as a property of its
 * owners (relations.ts). Built once per version and never changed afterwards, so any number
 * of requests read it at once; what readers derive from it (sort orders, the rules' facts)
 * is built once per version too (`derived`).
 */
export class CatalogSnapshot {
  readonly version: string;
  private readonly tables: Tables;
  private readonly byIds = new Map<CollectionName, Map<number, { id: number }>>();
  private readonly nameKeys: Map<number, string>;
  private readonly bySlug = new Map<string, LinkedComponent>();
  private readonly byKind = new Map<ComponentKind, LinkedComponent[]>();
  private readonly derivedValues = new Map<string, unknown>();
  /** null once search's answers index took them (dropAnswerPostings). */
  private postings: readonly AnswerPosting[] | null;

  constructor(data: SnapshotData, relations: readonly Relation[] = RELATIONS) {
    this.version = data.version;
    this.tables = data.tables;
    this.nameKeys = data.nameKeys;
    this.postings = data.postings ?? NONE;
    for (const [name, rows] of Object.entries(data.tables) as [CollectionName, { id: number }[]][]) {
      this.byIds.set(name, new Map(rows.map((row) => [row.id, row])));
    }
    for (const component of data.tables.components as LinkedComponent[]) {
      this.bySlug.set(component.slug, component);
      const kind = this.byKind.get(component.kind) ?? [];
      kind.push(component);
      this.byKind.set(component.kind, kind);
    }
    relations.forEach((relation, i) => {
      if (relation.many) this.linkList(relation, data.pairs.get(i) ?? { ownerIds: [], targetIds: [] });
      else this.linkOne(relation);
    });
  }

  /** Every row of `collection`, in id order. */
  all<C extends CollectionName>(collection: C): readonly LinkedRows[C][] {
    return this.tables[collection] as unknown as LinkedRows[C][];
  }

  /** The row of `collection` with id `id`, or null. */
  byId<C extends CollectionName>(collection: C, id: number): LinkedRows[C] | null {
    return (this.byIds.get(collection)!.get(id) as LinkedRows[C] | undefined) ?? null;
  }

  /** The component with slug `slug` (stored lower case), or null. */
  component(slug: string): LinkedComponent | null {
    return this.bySlug.get(slug) ?? null;
  }

  /** Every component slug (suggestions for an unknown one). */
  componentSlugs(): IterableIterator<string> {
    return this.bySlug.keys();
  }

  /** The components of one kind, in id order. */
  ofKind<K extends ComponentKind>(kind: K): readonly Linked<TypenameOf<K>>[] {
    return (this.byKind.get(kind) ?? NONE) as unknown as Linked<TypenameOf<K>>[];
  }

  /** The answers' search postings of this version (see SnapshotData.postings). */
  answerPostings(): readonly AnswerPosting[] {
    if (!this.postings) throw new Error('the answer postings were dropped once their index was built');
    return this.postings;
  }

  /**
   * Lets the rows go once search's answers index (built once per version, `derived`) holds
   * what it needs of them: kept both ways, the rows were most of a large version's memory
   * (docs/performance.md, "The read model: cost per catalog version").
   */
  dropAnswerPostings(): void {
    this.postings = null;
  }

  /** A component's folded "manufacturer name" (letters and digits, lower case). */
  nameKeyOf(component: { id: number }): string {
    return this.nameKeys.get(component.id) ?? '';
  }

  /**
   * A row of `collection` by a unique field (a slug, a source's key), through an index built
   * on first use and kept with this version.
   */
  by<C extends CollectionName>(collection: C, field: keyof CollectionRows[C] & string, value: unknown) {
    const index = this.derived(`by:${collection}:${field}`, () => {
      const map = new Map<unknown, LinkedRows[C]>();
      for (const row of this.all(collection)) map.set((row as Record<string, unknown>)[field], row);
      return map;
    });
    return index.get(value) ?? null;
  }

  /**
   * A value derived from this version (a sort order, the rules' facts), built by `build` on
   * first use and kept as long as the version is: readers pay for it once per version.
   * `key` names what is built; the same key must always build the same thing.
   */
  derived<T>(key: string, build: () => T): T {
    if (this.derivedValues.has(key)) return this.derivedValues.get(key) as T;
    const value = build();
    this.derivedValues.set(key, value);
    return value;
  }

  private owners(typename: string): { id: number }[] {
    const rows = rowsOfType(typename);
    if (!rows) throw new Error(`read model: no collection holds type ${typename}`);
    if (rows.kind) return this.byKind.get(rows.kind) ?? [];
    return this.tables[rows.collection];
  }

  private target(typename: string, id: unknown): object | null {
    const rows = rowsOfType(typename)!;
    const row = this.byIds.get(rows.collection)!.get(id as number) as { kind?: string } | undefined;
    if (!row || (rows.kind && row.kind !== rows.kind)) return null;
    return row;
  }

  private linkList(relation: ListRelation, pairs: RelationPairs): void {
    const lists = new Map<number, object[]>();
    const { ownerIds, targetIds } = pairs;
    for (let i = 0; i < ownerIds.length; i++) {
      const item = this.target(relation.target, targetIds[i]);
      if (!item) continue;
      let list = lists.get(ownerIds[i]);
      if (!list) lists.set(ownerIds[i], (list = []));
      list.push(item);
    }
    for (const owner of this.owners(relation.owner))
      define(owner, relation.field, lists.get(owner.id) ?? NONE);
  }

  private linkOne(relation: OneRelation): void {
    const owners = this.owners(relation.owner);
    if (relation.refField) {
      const field = relation.refField;
      for (const owner of owners) {
        define(
          owner,
          relation.field,
          this.target(relation.target, (owner as Record<string, unknown>)[field]),
        );
      }
      return;
    }
    const ownerKey = relation.ownerKey as (row: object) => string;
    const targetKey = relation.targetKey as (row: object) => string;
    const targets = new Map<string, object>();
    for (const row of this.owners(relation.target)) targets.set(targetKey(row), row);
    for (const owner of owners) define(owner, relation.field, targets.get(ownerKey(owner)) ?? null);
  }
}

/** A relation as a read-only, non-enumerable property: spreads and JSON see the row's fields only. */
function define(owner: object, field: string, value: unknown): void {
  Object.defineProperty(owner, field, { value, enumerable: false, writable: false, configurable: false });
}
