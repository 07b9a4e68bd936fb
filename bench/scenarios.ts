/**
 * The operations the harness measures (issue 7). Each is sent as a JSON POST to
 * /graphql exactly as a client would: the query text plus variables, so Apollo's
 * parsed-document cache sees the same text every time.
 */

export type ScenarioId = 'S0' | 'S1' | 'S2' | 'S3' | 'S4' | 'S5' | 'S6';

export interface Scenario {
  id: ScenarioId;
  /** What the operation stands for, for the table. */
  title: string;
  query: string;
  variables?: Record<string, unknown>;
  /** Whether the raw node:http + pg baseline answers it too. */
  baseline: boolean;
}

/** The slug S1 looks up: the most asked-about card in the seed notes. */
export const S1_SLUG = 'nvidia-geforce-rtx-3090';
/** S2's page size. */
export const S2_PAGE_SIZE = 20;

/** The 2x RTX 3090 workstation of test/integration/rules-api.test.ts: 9 part lines. */
export const DUAL_3090_WORKSTATION = [
  { slug: 'nvidia-geforce-rtx-3090', quantity: 2 },
  { slug: 'intel-core-i7-10700k' },
  { slug: 'asrock-z490-pg-velocita' },
  { slug: 'samsung-64gb-2x32gb-ddr4-3200' },
  { slug: 'samsung-980-pro-1tb' },
  { slug: 'toshiba-x300-4tb' },
  { slug: 'super-flower-leadex-titanium-1600w' },
  { slug: 'abko-suitmaster-603g-aura' },
  { slug: 'cooler-master-hyper-212-led-turbo-white' },
];

/** A question in everyday words, from test/fixtures/search-questions.ts. */
export const S5_QUESTION = 'the breaker trips when I run three GPUs';

const S1_QUERY = `query S1($slug: String!) {
  component(slug: $slug) {
    id slug kind name manufacturer description releaseYear priceUsd usedPriceUsd
    ... on Gpu {
      vendor architecture vramGb memoryBandwidthGBs fp32Tflops fp16TensorTflops
      tensorCores tdpW formFactor relativePerformance
    }
    sources { title url publisher year }
  }
}`;

/**
 * Every GPU, as the baseline's statement and PostGraphile's list them: since issue 26 the
 * default list leaves out legacy and server-only cards (src/rules/analysis/gpu-listing.ts),
 * which neither comparison reproduces, so S2 asks for them all.
 */
const S2_QUERY = `query S2($first: Int!) {
  gpus(first: $first, filter: { includeLegacy: true, includeServerCards: true }) {
    edges {
      cursor
      node {
        id slug name vendor vramGb priceUsd usedPriceUsd relativePerformance
        sources { title url }
        benchmarks { workload metric value unit precision source { title } }
        cloudOfferings { provider instanceType gpuCount onDemandUsdPerHour spotUsdPerHour asOf source { title } }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

const S3_QUERY = `query S3($build: BuildInput!) {
  checkBuild(build: $build) {
    compatible totalPriceUsd
    power { totalTdpW sustainedDrawW recommendedPsuW psuW circuitLimitW wallDrawW fitsCircuit }
    findings { ruleId severity message components { slug } }
  }
}`;

const S4_QUERY = `query S4($input: GpuRecommendationInput!) {
  recommendGpus(input: $input) {
    rank priceUsd performancePerDollar meetsMemory reasons
    gpu { slug name vramGb }
  }
}`;

const S5_QUERY = `query S5($text: String!) {
  search(text: $text, first: 10) {
    score kind title snippet
    item {
      __typename
      ... on Guidance { slug }
      ... on UseCase { slug }
      ... on Component { slug }
    }
  }
}`;

const S6_QUERY = `query S6 {
  recommendBuild(input: { budgetUsd: 3000 }) { parts { quantity component { slug } } reasons }
}`;

export const SCENARIOS: readonly Scenario[] = [
  { id: 'S0', title: '{ __typename }', query: '{ __typename }', baseline: false },
  {
    id: 'S1',
    title: 'component by slug + sources',
    query: S1_QUERY,
    variables: { slug: S1_SLUG },
    baseline: true,
  },
  {
    id: 'S2',
    title: `${S2_PAGE_SIZE} GPUs + benchmarks, sources, offers`,
    query: S2_QUERY,
    variables: { first: S2_PAGE_SIZE },
    baseline: true,
  },
  {
    id: 'S3',
    title: 'checkBuild, 9-part workstation',
    query: S3_QUERY,
    variables: { build: { parts: DUAL_3090_WORKSTATION, mains: { voltage: 230, breakerAmps: 16 } } },
    baseline: false,
  },
  {
    id: 'S4',
    title: 'recommendGpus',
    query: S4_QUERY,
    variables: {
      input: {
        useCase: 'large-transformers-cnns-research-2020',
        budgetUsd: 1000,
        condition: 'USED',
        first: 5,
      },
    },
    baseline: false,
  },
  {
    id: 'S5',
    title: 'search, a question',
    query: S5_QUERY,
    variables: { text: S5_QUESTION },
    baseline: false,
  },
  { id: 'S6', title: 'recommendBuild $3000', query: S6_QUERY, baseline: false },
];

/** Scenarios the Apollo floor (bench/apollo-floor.ts) answers: its schema holds only these. */
export const FLOOR_SCENARIOS: readonly ScenarioId[] = ['S0', 'S1', 'S2'];

/** Scenarios the scale run (`--scale N`) compares at N x against 1 x. */
export const SCALE_SCENARIOS: readonly ScenarioId[] = ['S2', 'S4', 'S5', 'S6'];

/** The exact POST body a contestant receives for a scenario. */
export function requestBody(scenario: Scenario): string {
  return JSON.stringify({ query: scenario.query, variables: scenario.variables ?? {} });
}

export function scenarioById(id: ScenarioId): Scenario {
  const found = SCENARIOS.find((s) => s.id === id);
  if (!found) throw new Error(`unknown scenario ${id}`);
  return found;
}
