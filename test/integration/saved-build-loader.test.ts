/**
 * Saved builds are not catalog data (the read model does not hold them): a request's
 * `savedBuild(id:)` lookups go through its DataLoader, one statement for all of them.
 */
import { graphqlOn, suiteServer } from '../support/server';
import { SqlCounter } from '../support/sql-counter';

const counter = new SqlCounter();
const t = suiteServer({ sqlLogger: counter });
const { data } = graphqlOn(t);

const SAVE = `mutation($build: BuildInput!, $name: String) { saveBuild(build: $build, name: $name) { id } }`;

it('reads every saved build a request names in one statement, in order, null for an unknown id', async () => {
  const ids: string[] = [];
  for (const name of ['first', 'second', 'third']) {
    const { saveBuild } = await data(SAVE, { build: { parts: [{ slug: 'nvidia-geforce-rtx-3090' }] }, name });
    ids.push(saveBuild.id);
  }
  counter.reset();
  const unknown = 'A'.repeat(22);
  const answer = await data(
    `query($a: ID!, $b: ID!, $c: ID!, $d: ID!) {
      c: savedBuild(id: $c) { id name } a: savedBuild(id: $a) { id name }
      d: savedBuild(id: $d) { id } b: savedBuild(id: $b) { id name } }`,
    { a: ids[0], b: ids[1], c: ids[2], d: unknown },
  );
  expect([answer.a, answer.b, answer.c]).toEqual([
    { id: ids[0], name: 'first' },
    { id: ids[1], name: 'second' },
    { id: ids[2], name: 'third' },
  ]);
  expect(answer.d).toBeNull();
  expect(counter.statements.filter((text) => /\bFROM saved_build\b/.test(text))).toHaveLength(1);
});
