import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { loadConfig } from '../../src/config';
import { createContext, type ContextDeps } from '../../src/context';
import { dbOf } from '../../src/db/pool';
import { resolvers } from '../../src/graphql/resolvers';
import { loadTypeDefs } from '../../src/graphql/schema';
import { createLogger } from '../../src/logger';
import { RELATIONS, listOf, loadSnapshot, type ReadModel } from '../../src/read-model';
import { ANONYMOUS } from '../../src/server';
import { suiteDatabase } from '../support/database';

/**
 * The recipes of docs/development.md, followed. "Adding a relation touches its declaration
 * and the SDL only": the recipe's own example (the parts that cite a source) is declared
 * and added to the SDL here, and nothing else of the code base changes: the same resolvers,
 * services and read model serve it.
 */
const db = suiteDatabase();

/** Step 1: the declaration, as the recipe writes it. */
const SOURCE_COMPONENTS = listOf('Source', 'components', 'Component', {
  through: { table: 'component_source', ownerColumn: 'source_id', targetColumn: 'component_id' },
  order: (t) => `${t}.id`,
});
/** Step 2: the field in the SDL. */
const SDL = `extend type Source {
  "The parts that cite this source, by id."
  components: [Component!]!
}`;

async function run(
  relations: readonly (typeof RELATIONS)[number][] | typeof RELATIONS,
  withField: typeof SOURCE_COMPONENTS | null,
) {
  const snapshot = await loadSnapshot(
    dbOf(db().dataSource),
    withField ? [...relations, withField] : relations,
  );
  const schema = makeExecutableSchema({ typeDefs: [loadTypeDefs(), SDL], resolvers: resolvers as never });
  const config = loadConfig({ NODE_ENV: 'test' });
  const deps: ContextDeps = {
    config,
    db: db().dataSource,
    log: createLogger(config),
    limiters: {} as ContextDeps['limiters'],
    readModel: { snapshot: async () => snapshot, atLeast: async () => snapshot } as unknown as ReadModel,
  };
  return graphql({
    schema,
    source: `{ sources { key components { slug ... on Gpu { vramGb } sources { key } } } }`,
    contextValue: createContext(deps, ANONYMOUS),
  });
}

describe('the "add a relation" recipe, followed', () => {
  it('serves the new field from its declaration and SDL alone', async () => {
    const result = await run(RELATIONS, SOURCE_COMPONENTS);
    expect(result.errors).toBeUndefined();
    const sources = (result.data as any).sources as {
      key: string;
      components: { slug: string; sources: { key: string }[] }[];
    }[];
    // The truth, from the link table.
    const links: { key: string; slug: string }[] = await db().dataSource.query(
      `SELECT s.key, c.slug FROM component_source l JOIN source s ON s.id = l.source_id
       JOIN component c ON c.id = l.component_id ORDER BY s.key, c.id`,
    );
    const expected = new Map<string, string[]>();
    for (const link of links) expected.set(link.key, [...(expected.get(link.key) ?? []), link.slug]);
    expect(links.length).toBeGreaterThan(100);
    for (const source of sources)
      expect({ key: source.key, slugs: source.components.map((c) => c.slug) }).toEqual({
        key: source.key,
        slugs: expected.get(source.key) ?? [],
      });
    // Both directions are the same rows: a part listed under a source cites it.
    const cited = sources.find((s) => s.components.length > 0)!;
    expect(cited.components[0].sources.map((s) => s.key)).toContain(cited.key);
  });

  it('is the declaration that serves it: the SDL alone answers an error, not a guess', async () => {
    const result = await run(RELATIONS, null);
    expect(result.errors?.[0].message).toMatch(/Cannot return null for non-nullable field Source.components/);
  });
});
