import { AuthService } from '../../src/services/auth.service';
import { SqlCounter } from '../support/sql-counter';
import { postGraphql, suiteKey, suiteServer } from '../support/server';
import { CACHE_HEADER } from '../../src/graphql/response-cache.plugin';

const counter = new SqlCounter();
const t = suiteServer({ sqlLogger: counter });
const editor = suiteKey(t, 'EDITOR', 'cache test editor');

async function read(
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  counter.reset();
  const answer = await postGraphql(t().url, query, variables, headers);
  return {
    ...answer,
    cache: answer.headers.get(CACHE_HEADER),
    statements: counter.count,
    versionReads: counter.versionReads,
  };
}

const S1 = `query($slug: String!) { component(slug: $slug) { name priceUsd sources { title } } }`;

describe('response cache', () => {
  it('answers a repeated read from memory: same body, no statement at all', async () => {
    const slug = 'nvidia-geforce-rtx-3090';
    const first = await read(S1, { slug });
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    // No count of the first read's statements: catalog reads come from the read model, so
    // whether SQL ran depends on whether the snapshot was loaded before the request came.
    const second = await read(S1, { slug });
    expect(second.cache).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(second.statements).toBe(0);
    // The version is known in memory (src/read-model): no statement reads it.
    expect(second.versionReads).toBe(0);
    // Other variables, another answer.
    const other = await read(S1, { slug: 'nvidia-geforce-rtx-2080-ti' });
    expect(other.cache).toBe('miss');
    expect((other.body.data as any).component.name).not.toBe((first.body.data as any).component.name);
  });

  it('shows an edit on the very next read, through the API', async () => {
    const query = `{ sources { key title } }`;
    await read(query);
    expect((await read(query)).cache).toBe('hit');
    const key = 'cache-test-source';
    const created = await postGraphql(
      t().url,
      `mutation($i: SourceInput!) { upsertSource(input: $i) { key } }`,
      { i: { key, title: 'First title', year: 2025 } },
      { authorization: `Bearer ${editor()}` },
    );
    expect(created.body.errors).toBeUndefined();
    const after = await read(query);
    expect(after.cache).toBe('miss');
    expect((after.body.data as any).sources).toContainEqual({ key, title: 'First title' });
    await postGraphql(
      t().url,
      `mutation($i: SourceInput!) { upsertSource(input: $i) { key } }`,
      {
        i: {
          key,
          version: 1,
          title: 'Second title',
          year: 2025,
        },
      },
      { authorization: `Bearer ${editor()}` },
    ).then((answer) => expect(answer.body.errors).toBeUndefined());
    const edited = await read(query);
    expect(edited.cache).toBe('miss');
    expect((edited.body.data as any).sources).toContainEqual({ key, title: 'Second title' });
  });

  // That every write to a table public reads show moves the version is checked, table by
  // table, against the live schema in catalog-version.test.ts.

  it('never stores errors, mutations or per-caller reads', async () => {
    const missing = `{ useCase(slug: "no-such-use-case") { name } benchmarks(gpuSlug: "no-such-gpu") { totalCount } }`;
    expect((await read(missing)).body.errors?.length).toBeGreaterThan(0);
    expect((await read(missing)).cache).toBe('miss');

    const keys = `{ apiKeys { name } }`;
    const admin = (await AuthService.createKey(t().db.dataSource, 'cache test admin', 'ADMIN', null)).key;
    const auth = { authorization: `Bearer ${admin}` };
    expect((await read(keys, undefined, auth)).body.errors).toBeUndefined();
    const again = await read(keys, undefined, auth);
    expect(again.cache).toBeNull();
    expect(again.statements).toBeGreaterThan(0);

    const save = `mutation { saveBuild(build: { parts: [{ slug: "nvidia-geforce-rtx-3090" }] }) { id } }`;
    const saved = await read(save);
    expect(saved.cache).toBeNull();
    const savedAgain = await read(save);
    expect((savedAgain.body.data as any).saveBuild.id).not.toBe((saved.body.data as any).saveBuild.id);
  });

  it('refuses bad variables before reading anything, the version included', async () => {
    const refused = await read(S1, { slug: 42 });
    expect(refused.status).toBe(400);
    expect(refused.statements + refused.versionReads).toBe(0);
  });

  it('keys on declared variables only: an unused variable neither misses nor grows the cache', async () => {
    const slug = 'nvidia-geforce-rtx-4090';
    await read(S1, { slug });
    const before = await rssAndHits(S1, slug, 0);
    // Unique, large, undeclared variables on the cached query: the issue-11 attack that
    // grew RSS to 4 GB. graphql-js ignores them; the cache must too.
    const after = await rssAndHits(S1, slug, 40);
    expect(after.hits).toBe(40);
    expect(after.rssMb - before.rssMb).toBeLessThan(200);
  });

  it('refuses a 10,000-deep variable with BAD_USER_INPUT (not a 500), reading nothing', async () => {
    // Written by hand: JSON.stringify itself overflows the stack on such a value.
    const deep = `${'['.repeat(10_000)}"x"${']'.repeat(10_000)}`;
    const body = `{"query":${JSON.stringify(S1)},"variables":{"slug":"nvidia-geforce-rtx-3090","unused":${deep}}}`;
    counter.reset();
    const response = await fetch(`${t().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'variables' });
    expect(counter.count + counter.versionReads).toBe(0);
  });
});

/** Sends `count` cached reads with a unique 1 MB unused variable; RSS after, and how many hit. */
async function rssAndHits(query: string, slug: string, count: number) {
  let hits = 0;
  for (let i = 0; i < count; i++) {
    const answer = await read(query, { slug, [`junk${i}`]: `${i}`.padEnd(1024 * 1024, 'j') });
    if (answer.cache === 'hit') hits += 1;
  }
  global.gc?.();
  return { hits, rssMb: process.memoryUsage().rss / 2 ** 20 };
}
