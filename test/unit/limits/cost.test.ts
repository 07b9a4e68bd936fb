import { getIntrospectionQuery, parse, type OperationDefinitionNode } from 'graphql';
import {
  checkCostLimit,
  fragmentMap,
  QUERY_LIMITS,
  queryCost,
  resolveLimits,
} from '../../../src/graphql/limits';
import {
  BUILD_UNIT_COST,
  RECOMMEND_BUILD_COST,
  MEMORY_FITS_COST,
  RULES_CALL_COST,
  SEARCH_BASE_COST,
  SEARCH_COST_PER_WORD,
} from '../../../src/graphql/limits/rules-work';
import { operationWeight } from '../../../src/graphql/limits/cost.limit';
import { nest, PLANNER_QUERY, schema, specErrorsOf } from './fixtures';

/** Cost of the document's operation (the named one, or its only one). */
function costOf(document: string, variables: Record<string, unknown> = {}, operationName?: string): number {
  return queryCost(parse(document), operationName, variables, schema);
}

const PLANNER_VARIABLES = { useCase: 'llm-inference', budget: 2000, build: { parts: [{ slug: 'x' }] } };

/** 100 GPUs, each with its benchmarks and cloud offerings: 100 + 100 x 10 + 100 x 10. */
const PAGE_WITH_LISTS = `{ gpus(first: 100) { edges { node {
  benchmarks { source { title } }
  cloudOfferings { gpu { name } }
} } } }`;

/** Three lists nested under a full page: 100 x (1 + 10 x (1 + 10 x (1 + 10))) = 111,100. */
const THREE_LEVELS = `{ ${nest(['gpus(first: 100)', 'edges', 'node', 'benchmarks', 'gpu', 'cloudOfferings', 'gpu', 'benchmarks'], 'value')} }`;

describe('queryCost', () => {
  it('counts a connection as its page and nested lists multiplied by the lists around them', () => {
    expect(specErrorsOf(PAGE_WITH_LISTS)).toEqual([]);
    expect(costOf(PAGE_WITH_LISTS)).toBe(100 + 100 * 10 + 100 * 10);
    expect(specErrorsOf(THREE_LEVELS)).toEqual([]);
    expect(costOf(THREE_LEVELS)).toBe(111_100);
  });

  it('does not count edges again, nor pageInfo, totalCount, scalars or single objects', () => {
    expect(
      costOf('{ gpus(first: 100) { totalCount pageInfo { hasNextPage } edges { cursor node { name } } } }'),
    ).toBe(100);
    expect(
      costOf('{ component(slug: "x") { name ... on Gpu { vramGb } } useCase(slug: "y") { name } }'),
    ).toBe(0);
    expect(costOf('{ __typename }')).toBe(0);
  });

  it('reads first from a literal, a variable, the variable default or the argument default', () => {
    const byVariable = 'query ($n: Int) { gpus(first: $n) { edges { node { sources { title } } } } }';
    expect(costOf(byVariable, { n: 5 })).toBe(5 * 11);
    expect(costOf(byVariable, {})).toBe(20 * 11); // the schema's `first: Int = 20`
    expect(costOf('query ($n: Int = 7) { gpus(first: $n) { totalCount } }')).toBe(7);
    expect(costOf('{ gpus { totalCount } }')).toBe(20);
    expect(costOf('{ guidance(first: 3) { edges { node { sources { title } } } } }')).toBe(3 * 11);
  });

  it('costs first above 100 at 100 (the services reject it as BAD_USER_INPUT) and below 1 at 1', () => {
    expect(costOf('{ gpus(first: 1000000) { totalCount } }')).toBe(100);
    expect(costOf('query ($n: Int) { gpus(first: $n) { totalCount } }', { n: 1e6 })).toBe(100);
    // A page of none still has its selection priced, as if it held one item.
    expect(costOf('{ gpus(first: -5) { edges { node { sources { title } } } } }')).toBe(1 * 11);
    expect(costOf('{ gpus(first: 0) { edges { node { sources { title } } } } }')).toBe(1 * 11);
    expect(
      costOf(
        'query ($n: Int) { gpus(first: $n) { edges { node { benchmarks { gpu { sources { title } } } } } } }',
        {
          n: 0,
        },
      ),
    ).toBe(1 * (1 + 10 * (1 + 10)));
  });

  it("costs an uncoercible variable at the argument's default (execution rejects it anyway)", () => {
    expect(costOf('query ($n: Int) { gpus(first: $n) { totalCount } }', { n: 'many' })).toBe(20);
  });

  it('reads input.first (recommendGpus) and first on plain lists (search, fittingGpus)', () => {
    expect(costOf('{ recommendGpus(input: { first: 50 }) { gpu { sources { title } } } }')).toBe(
      RULES_CALL_COST + 50 * 11,
    );
    // the input's `first: Int = 5`
    expect(costOf('{ recommendGpus(input: {}) { rank } }')).toBe(RULES_CALL_COST + 5);
    expect(
      costOf('query ($in: GpuRecommendationInput!) { recommendGpus(input: $in) { rank } }', {
        in: { first: 30 },
      }),
    ).toBe(RULES_CALL_COST + 30);
    expect(
      costOf('{ search(text: "3090", first: 50) { item { ... on Gpu { benchmarks { value } } } } }'),
    ).toBe(SEARCH_BASE_COST + 1 * SEARCH_COST_PER_WORD + 50 * 11);
    expect(
      costOf(
        '{ estimateMemory(input: { parametersBillions: 7, precision: FP16, mode: INFERENCE }) { fittingGpus(first: 40) { name } } }',
      ),
    ).toBe(RULES_CALL_COST + MEMORY_FITS_COST + 40);
  });

  it('costs lists without first at the default list size (10), whole-table roots at their declared size', () => {
    expect(QUERY_LIMITS.defaultListSize).toBe(10);
    // useCases declares 100 (@policy(listSize:)); each use case's sources, unpaged, count 10.
    expect(costOf('{ useCases { sources { title } } }')).toBe(100 + 100 * 10);
    expect(costOf('{ gpus(first: 1) { edges { node { benchmarks { value } } } } }')).toBe(1 + 1 * 10);
    expect(costOf('{ rules { id } sources { title } }')).toBe(200 + 1000);
  });

  it('expands fragments (once per spread) and inline fragments on their type condition', () => {
    const document = `{
      gpus(first: 10) { edges { node { ...Lists } } }
      recommendGpus(input: { first: 10 }) { gpu { ...Lists } }
    } fragment Lists on Gpu { benchmarks { value } ... on Gpu { cloudOfferings { provider } } }`;
    expect(specErrorsOf(document)).toEqual([]);
    expect(costOf(document)).toBe(10 * 21 + RULES_CALL_COST + 10 * 21);
  });

  it('counts selections under @skip/@include too: an upper bound', () => {
    expect(costOf('{ gpus(first: 50) @skip(if: true) { totalCount } }')).toBe(50);
  });

  it('costs the operation Apollo would run', () => {
    const document =
      'query Cheap { guidance(first: 10) { totalCount } } query Dear { gpus(first: 100) { totalCount } }';
    expect(costOf(document, {}, 'Cheap')).toBe(10);
    expect(costOf(document, {}, 'Dear')).toBe(100);
    expect(costOf(document, {}, 'Missing')).toBe(0);
  });

  it('passes the realistic planner query and full introspection well under the limit', () => {
    expect(specErrorsOf(PLANNER_QUERY)).toEqual([]);
    // 2,875 nodes (useCases at its declared 100, not 10), plus a one-part checkBuild and a
    // recommendGpus call.
    expect(costOf(PLANNER_QUERY, PLANNER_VARIABLES)).toBe(
      2875 + RULES_CALL_COST + BUILD_UNIT_COST + RULES_CALL_COST,
    );
    const introspection = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });
    expect(costOf(introspection)).toBeLessThan(QUERY_LIMITS.maxCost / 10);
  });
});

describe('checkCostLimit', () => {
  function check(document: string, maxCost = QUERY_LIMITS.maxCost) {
    const ast = parse(document);
    const operation = ast.definitions[0] as OperationDefinitionNode;
    return checkCostLimit(operation, fragmentMap(ast), {}, schema, resolveLimits({ maxCost }));
  }

  it('is 50,000 nodes', () => {
    expect(QUERY_LIMITS.maxCost).toBe(50_000);
  });

  it('passes a query at the limit and rejects one node over with QUERY_TOO_COMPLEX', () => {
    expect(check(PAGE_WITH_LISTS, 2100)).toBeNull();
    const error = check(PAGE_WITH_LISTS, 2099);
    expect(error?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 2099, actual: 2100 });
  });

  it('rejects three lists nested under a full page with a message that explains the count', () => {
    const error = check(THREE_LEVELS);
    expect(error?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 50_000, actual: 111_100 });
    expect(error?.message).toBe(
      'Query cost 111100 exceeds the limit of 50000 (each list counts its `first`, or 10 without ' +
        'one, times the lists around it; rules and search add their work).',
    );
    expect(check(PLANNER_QUERY)).toBeNull();
  });
});

describe('rules and search work in the cost', () => {
  const build = (lines: number, quantity: number) =>
    `{ parts: [${Array.from({ length: lines }, (_, i) => `{ slug: "gpu-${i}", quantity: ${quantity} }`).join(', ')}] }`;
  const checks = (aliases: number, lines: number, quantity: number) =>
    `{ ${Array.from({ length: aliases }, (_, i) => `c${i}: checkBuild(build: ${build(lines, quantity)}) { compatible }`).join(' ')} }`;

  it('prices checkBuild by the parts it has to consider (quantities), from literals or variables', () => {
    expect(costOf(checks(1, 3, 2))).toBe(RULES_CALL_COST + 6 * BUILD_UNIT_COST);
    const byVariable = 'query ($b: BuildInput!) { checkBuild(build: $b) { compatible } }';
    expect(costOf(byVariable, { b: { parts: [{ slug: 'a', quantity: 4 }, { slug: 'b' }] } })).toBe(
      RULES_CALL_COST + 5 * BUILD_UNIT_COST,
    );
    // Quantities outside 1..16 are refused by the services; they are priced at the bounds.
    expect(costOf(checks(1, 1, 1000))).toBe(RULES_CALL_COST + 16 * BUILD_UNIT_COST);
  });

  it('refuses the issue-11 request (10 aliased checks of 64 lines x 16) before anything runs', () => {
    const error = checkCostLimit(
      parse(checks(10, 64, 16)).definitions[0] as OperationDefinitionNode,
      new Map(),
      {},
      schema,
      QUERY_LIMITS,
    );
    expect(error?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    // One such build alone is allowed: its work is bounded (see the bench's W scenarios).
    expect(costOf(checks(1, 64, 16))).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
  });

  it('prices recommendBuild per call and search by its distinct words, not its length', () => {
    expect(costOf('{ recommendBuild(input: { budgetUsd: 3000 }) { reasons } }')).toBe(RECOMMEND_BUILD_COST);
    const search = (text: string) => costOf(`{ search(text: "${text}", first: 1) { title } }`);
    expect(search('x'.repeat(400))).toBe(SEARCH_BASE_COST + 1 * SEARCH_COST_PER_WORD + 1);
    // The same word repeated, in any case, is one word; distinct words each count.
    expect(search('GPU gpu Gpu, gpu!')).toBe(search('gpu'));
    expect(search('undervolt a 3090 for deep-learning')).toBe(
      SEARCH_BASE_COST + 6 * SEARCH_COST_PER_WORD + 1,
    );
    const distinct = Array.from({ length: 80 }, (_, i) => `w${i.toString(36)}`).join(' ');
    expect(search(distinct)).toBe(SEARCH_BASE_COST + 80 * SEARCH_COST_PER_WORD + 1);
    // Seven searches of 80 distinct words no longer fit in one request.
    const seven = `{ ${Array.from({ length: 7 }, (_, i) => `s${i}: search(text: "${distinct}", first: 1) { title }`).join(' ')} }`;
    expect(costOf(seven)).toBeGreaterThan(QUERY_LIMITS.maxCost);
  });
});

describe('resolved fields: what a read does per item it returns', () => {
  const weight = (query: string) => {
    const document = parse(query);
    const operation = document.definitions[0] as OperationDefinitionNode;
    return operationWeight(operation, fragmentMap(document), {}, schema, QUERY_LIMITS);
  };

  it('counts each selected field once per item of every list around it', () => {
    // A connection's own fields once, its edges once per item.
    expect(weight('{ gpus(first: 100) { totalCount } }')).toEqual({ nodes: 100, fields: 2 });
    expect(weight('{ gpus(first: 100) { totalCount edges { node { name vramGb } } } }').fields).toBe(
      1 + 1 + 100 * 4,
    );
    // A plain list's fields once per item, nested lists multiplied.
    expect(weight('{ gpus(first: 10) { edges { node { name benchmarks { value unit } } } } }').fields).toBe(
      1 + 10 * (3 + 1 + 10 * 2),
    );
    expect(weight('{ useCases { slug sources { title } } }').fields).toBe(1 + 100 * (1 + 1 + 10 * 1));
  });

  it('refuses a read within the node limit that resolves too many fields, and admits standard introspection', () => {
    // Nine pages of 100 GPUs with a few fields and five relations: 36,000 nodes, far more fields.
    const fields = 'id slug name vramGb tdpW priceUsd usedPriceUsd architecture vendor releaseYear';
    const relations =
      'sources { title url publisher year key } benchmarks { value unit metric workload gpuCount } ' +
      'cloudOfferings { provider instanceType gpuCount region asOf } ' +
      'priceObservations { amount currency condition seller observedOn }';
    const page = (i: number) =>
      `p${i}: gpus(first: ${100 - i}) { edges { node { ${fields} ${relations} } } }`;
    const heavy = `{ ${Array.from({ length: 9 }, (_, i) => page(i)).join(' ')} }`;
    expect(weight(heavy).nodes).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
    expect(weight(heavy).fields).toBeGreaterThan(QUERY_LIMITS.maxResolvedFields);
    const document = parse(heavy);
    const error = checkCostLimit(
      document.definitions[0] as OperationDefinitionNode,
      fragmentMap(document),
      {},
      schema,
      QUERY_LIMITS,
    );
    expect(error?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: QUERY_LIMITS.maxResolvedFields,
    });
    // Standard introspection is admitted: answered from a cache, its fields count once.
    expect(weight(getIntrospectionQuery()).fields).toBeLessThan(QUERY_LIMITS.maxResolvedFields);
    expect(weight(getIntrospectionQuery()).nodes).toBeGreaterThan(0);
  });
});
