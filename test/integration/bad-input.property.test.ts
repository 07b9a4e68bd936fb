import fc from 'fast-check';
import {
  buildSchema,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  visit,
  type GraphQLField,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { loadTypeDefs } from '../../src/graphql/schema';
import { resolvers } from '../../src/graphql/resolvers';
import { MAX_BODY_BYTES } from '../../src/http/handler';
import { LimitCode } from '../../src/graphql/limits';
import { toGlobalId } from '../../src/services/global-id';
import { GPU_FIELDS } from '../fixtures/gpu-input';
import { fingerprint, type Fingerprint } from '../support/db-fingerprint';
import { SqlCounter } from '../support/sql-counter';
import { jsonOrNull, suiteKey, suiteServer } from '../support/server';
import { UNLIMITED_RATES } from '../support/test-env';

/**
 * Property-based bad input over every argument of the API, sent as variables over real
 * HTTP to a production-mode server. Values come from the schema itself: for every input
 * type, well-typed but hostile values (edge numbers, huge and unicode strings, NUL and
 * control characters, lists past their bounds), "mutated" valid inputs (a valid input with
 * a few fields replaced), and wild values (wrong types, nulls, NaN-like strings, deeply
 * nested objects, extra fields). Whatever is sent:
 * - the status is below 500, and exactly what graphql-js's own variable coercion predicts:
 *   400 with BAD_USER_INPUT and no resolver run (0 SQL statements) when coercion fails,
 *   200 otherwise;
 * - every error has an allowed `extensions.code`, no stack trace, no source path, no field
 *   suggestion; a BAD_USER_INPUT raised by a resolver names the argument in `extensions.field`;
 * - a rejected write changes nothing in the database.
 */

const schema = buildSchema(loadTypeDefs());

const ALLOWED_CODES = new Set<string>([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  // Apollo's code for "Must provide operation name" / "Unknown operation named" (HTTP 400).
  'OPERATION_RESOLUTION_FAILURE',
  ...Object.values(LimitCode),
]);

/**
 * A deeper hunt on demand: PROPERTY_RUNS_SCALE=20 runs twenty times the inputs (with
 * `-t 'query planJob'` for one operation). CI keeps the scale at 1; a seed fast-check prints
 * for a failure reproduces it.
 */
const RUNS_SCALE = Math.max(1, Math.floor(Number(process.env.PROPERTY_RUNS_SCALE ?? 1)) || 1);

/** Generated inputs per operation, and what every run of its property is checked for. */
const PROPERTY = {
  query: {
    runs: 30 * RUNS_SCALE,
    promise: 'no 5xx, allowed codes, no stack traces, field named on BAD_USER_INPUT',
  },
  mutation: { runs: 25 * RUNS_SCALE, promise: 'no 5xx, allowed codes, and a rejected write changes nothing' },
} as const;

// A bound on hangs for a loaded 2-core machine (each property normally takes a second or
// two); a property abandoned by a jest timeout would keep sending requests in the background.
jest.setTimeout(180_000 * RUNS_SCALE);

// ---------------------------------------------------------------------------------------
// Values

/** Error messages echo the values sent; keep the two patterns we look for out of them. */
const scrub = (s: string) => s.replace(/at \/|\.ts:/g, '_');

/** Slugs, keys and words the catalog knows, so some lookups hit real rows. */
const KNOWN_STRINGS = [
  'nvidia-geforce-rtx-3090',
  'NVIDIA-GeForce-RTX-3090 ',
  'amd-ryzen-threadripper-3960x',
  'asus-pro-ws-wrx90e-sage-se',
  'evga-supernova-750-g2',
  'corsair-rm850x-atx31',
  'kaggle-2020',
  'doc-dl-cluster-guide',
  'budget-for-a-deep-learning-pc',
  'power',
  '3090',
  'FP16',
  'int4',
  'TRAINING',
  'QLORA',
  'ADAMW',
  'NVIDIA',
  'PCIE',
  'ATX',
  'DDR5',
  '2026-01-01',
  '2026-02',
  '2026-02-31',
  '0000-00-00',
  '9999-12-31',
  'https://example.com/a',
  'javascript:alert(1)',
];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '   ',
  '\t',
  '\n\r',
  '\u00a0',
  '\u0000',
  'a\u0000b',
  'nvidia\u0000-geforce',
  '\u0007\u001b[31mred\u001b[0m',
  '\u007f\u0080\u009f',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d',
  '\ufeffbom',
  '\ufffd\uffff',
  '\ud800',
  'x\udfffy',
  'שלום עולם',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '🔥'.repeat(300),
  'Ｒｔｘ３０９０',
  'ǅ̸̡̛̖̙̮̳͔̺̻͇̝̼̘̰̀̋̀̉̏̈́̿ͅz',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '9'.repeat(400),
  "'; DROP TABLE component; --",
  '" OR 1=1 --',
  '%',
  '_',
  '\\',
  'null',
  'undefined',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  '%s%n%x',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
];

const hugeString = fc
  .tuple(
    fc.integer({ min: 1_000, max: 100_000 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
  )
  .map(([n, s]) => s.repeat(Math.ceil(n / s.length)).slice(0, n));

const controlChars = fc.string({
  unit: fc.constantFrom(
    '\u0000',
    '\u0001',
    '\u001f',
    '\u007f',
    '\u200b',
    '\u202e',
    '\ufeff',
    '\ud83d',
    'a',
    '-',
    ' ',
  ),
  maxLength: 30,
});

const hostileString: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: fc.constantFrom(...KNOWN_STRINGS, ...SPECIAL_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: controlChars },
    { weight: 1, arbitrary: hugeString },
  )
  .map(scrub);

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

const anyInt = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -5, max: 130 }) },
  { weight: 2, arbitrary: fc.integer({ min: INT32_MIN, max: INT32_MAX }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1, 16, 17, 50, 51, 64, 65, 100, 101, INT32_MAX, INT32_MIN) },
);

const anyFloat = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: -10, max: 5000, noNaN: true }) },
  { weight: 2, arbitrary: fc.double() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      0,
      -0,
      5e-324,
      1e-300,
      -1,
      0.1,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER,
      2 ** 53 + 2,
    ),
  },
  { weight: 1, arbitrary: anyInt },
);

const anyId = fc.oneof(
  { weight: 2, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('Gpu', 'Cpu', 'Guidance', 'Psu', 'Nope', 'ApiKey', 'CloudOffering'),
        fc.oneof(fc.integer({ min: 1, max: 400 }), fc.constantFrom(0, INT32_MAX, 99_999_999_999)),
      )
      // API key ids stay far above the keys this file creates, so none of them is revoked.
      .map(([type, id]) => toGlobalId(type, type === 'ApiKey' ? id + 1_000_000 : id)),
  },
  { weight: 1, arbitrary: fc.base64String({ maxLength: 64 }) },
);

const deepObject = fc.integer({ min: 10, max: 3_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value, [`k${i % 3}`]: i };
  return value;
});
const deepArray = fc.integer({ min: 10, max: 3_000 }).map((depth) => {
  let value: unknown = [1];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
});
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', 'slug', '$where'),
  hostileString,
);

/** Values of the wrong type for anything. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  anyInt,
  anyFloat,
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '0x10', '12abc', '', 'true', 'null', ' 42 '),
  hostileString,
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
  fc.dictionary(hostileKey, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
  deepObject,
  deepArray,
);

const extraFields = fc.dictionary(hostileKey, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 });

// Valid inputs, to be mutated a few fields at a time (so values get past graphql-js
// coercion and reach the services' own validation and the database).
const SOURCE = 'doc-dl-cluster-guide';
const GPU = 'nvidia-geforce-rtx-3090';
const componentBase = (slug: string) => ({
  slug,
  name: 'Fuzz part',
  manufacturer: 'Acme',
  sources: [SOURCE],
  releaseYear: 2024,
  priceUsd: 100,
  description: 'generated by the bad-input property test',
});
const VALID_INPUTS: Record<string, (n: number) => Record<string, unknown>> = {
  GpuInput: (n) => ({
    ...componentBase(`fuzz-gpu-${n}`),
    ...GPU_FIELDS,
  }),
  CpuInput: (n) => ({
    ...componentBase(`fuzz-cpu-${n}`),
    socket: 'AM5',
    cores: 8,
    threads: 16,
    memoryTypes: ['DDR5'],
    tdpW: 105,
  }),
  MotherboardInput: (n) => ({
    ...componentBase(`fuzz-board-${n}`),
    socket: 'AM5',
    formFactor: 'ATX',
    memoryType: 'DDR5',
    memorySlots: 4,
    pcieSlots: [
      { position: 1, physicalLanes: 16, electricalLanes: 16, gen: 5, fromCpu: true },
      { position: 2, physicalLanes: 16, electricalLanes: 4, gen: 4, sharedWith: [1] },
    ],
  }),
  MemoryKitInput: (n) => ({
    ...componentBase(`fuzz-memory-${n}`),
    memoryType: 'DDR5',
    capacityGb: 64,
    modules: 2,
    ecc: false,
    registered: false,
  }),
  PsuInput: (n) => ({ ...componentBase(`fuzz-psu-${n}`), wattage: 1000, atx3: true }),
  StorageInput: (n) => ({
    ...componentBase(`fuzz-ssd-${n}`),
    storageType: 'NVME',
    capacityGb: 2000,
    interface: 'PCIe 4.0 x4',
  }),
  CaseInput: (n) => ({
    ...componentBase(`fuzz-case-${n}`),
    formFactors: ['ATX'],
    expansionSlots: 7,
    openFrame: false,
  }),
  CoolerInput: (n) => ({ ...componentBase(`fuzz-cooler-${n}`), coolerType: 'AIR', sockets: ['AM5'] }),
  GraphicsCardInput: (n) => ({
    ...componentBase(`fuzz-card-${n}`),
    chip: GPU,
    lengthMm: 300,
    slotWidth: 2.5,
    coolerStyle: 'OPEN_AIR',
  }),
  UnifiedMemorySystemInput: (n) => ({
    ...componentBase(`fuzz-machine-${n}`),
    vendor: 'AMD',
    processor: 'Ryzen AI Max+ 395',
    unifiedMemoryGb: 128,
    gpuUsableMemoryGb: 96,
    gpuMemoryLimit: 'The BIOS sets it.',
    memoryBandwidthGBs: 256,
    fp8: false,
    softwareStacks: ['VULKAN'],
  }),
  GpuServerInput: (n) => ({
    ...componentBase(`fuzz-server-${n}`),
    gpu: GPU,
    gpuCount: 8,
    gpuMemoryGb: 640,
    interconnect: 'NVSWITCH',
    formFactor: 'RACKMOUNT',
    priceIncludesGpus: true,
  }),
  SourceInput: (n) => ({
    key: `fuzz-source-${n}`,
    title: 'A source',
    url: 'https://example.com',
    year: 2024,
  }),
  BenchmarkInput: (n) => ({
    gpu: GPU,
    workload: `fuzz workload ${n}`,
    metric: 'throughput',
    value: 1,
    unit: 'images/s',
    gpuCount: 1,
    source: SOURCE,
  }),
  CloudOfferingInput: (n) => ({
    provider: 'LAMBDA',
    instanceType: `fuzz.${n}`,
    gpu: GPU,
    gpuCount: 1,
    onDemandUsdPerHour: 1,
    asOf: '2026-01-01',
    source: SOURCE,
  }),
  PriceObservationInput: (n) => ({
    component: GPU,
    condition: 'USED',
    amount: 100 + n,
    currency: 'USD',
    seller: `fuzz seller ${n}`,
    observedOn: '2026-01-01',
    source: SOURCE,
  }),
  GuidanceInput: (n) => ({
    slug: `fuzz-guidance-${n}`,
    question: 'Is this a question?',
    answer: 'It is an answer.',
    tags: ['fuzz'],
    sources: [SOURCE],
  }),
  BuildInput: () => ({
    parts: [
      { slug: GPU, quantity: 2 },
      { slug: 'amd-ryzen-threadripper-3960x' },
      { slug: 'corsair-rm850x-atx31' },
    ],
    mains: { voltage: 120, breakerAmps: 15 },
    useCase: 'kaggle-2020',
  }),
  GpuRecommendationInput: () => ({ useCase: 'kaggle-2020', budgetUsd: 3000, condition: 'USED', first: 5 }),
  BuildRecommendationInput: () => ({ budgetUsd: 4000, gpuCount: 1, condition: 'ANY' }),
  CloudVsDesktopInput: () => ({
    desktopCostUsd: 3000,
    gpuWatts: 350,
    utilization: 0.5,
    electricityUsdPerKwh: 0.15,
    cloudUsdPerHour: 1.1,
  }),
  MemoryEstimateInput: () => ({ parametersBillions: 7, precision: 'BF16', mode: 'LORA', optimizer: 'ADAMW' }),
  PlanJobInput: () => ({ parametersBillions: 7, mode: 'LORA', tokens: 1e8, jobsPerYear: 12 }),
  GenerationMemoryInput: () => ({ model: 'sdxl-1.0', widthPx: 1024, heightPx: 1024 }),
  GpuFilter: () => ({ minVramGb: 12, condition: 'USED', vendor: 'NVIDIA', search: '3090' }),
  MainsInput: () => ({ voltage: 230, breakerAmps: 16, continuousLoadFactor: 0.8 }),
  BuildPartInput: () => ({ slug: GPU, quantity: 1 }),
  PcieSlotInput: () => ({ position: 1, physicalLanes: 16, electricalLanes: 16, gen: 4 }),
};

/**
 * An arbitrary for a value of `type`. `wild`: wrong types, nulls in non-null positions and
 * extra fields too; otherwise every value is well-typed (though often out of range).
 */
function arbFor(type: GraphQLInputType, wild: boolean): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    const inner = typedArb(type.ofType, wild);
    return wild
      ? fc.oneof(
          { weight: 8, arbitrary: inner },
          { weight: 1, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: junk },
        )
      : inner;
  }
  const inner = typedArb(type, wild);
  return wild
    ? fc.oneof(
        { weight: 6, arbitrary: inner },
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: junk },
      )
    : fc.oneof({ weight: 6, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) });
}

const typedCache = new Map<string, fc.Arbitrary<unknown>>();

function typedArb(type: GraphQLInputType, wild: boolean): fc.Arbitrary<unknown> {
  const cacheKey = `${String(type)}|${wild}`;
  const cached = typedCache.get(cacheKey);
  if (cached) return cached;
  let arb: fc.Arbitrary<unknown>;
  if (isNonNullType(type)) {
    arb = arbFor(type, wild);
  } else if (isListType(type)) {
    const item = arbFor(type.ofType, wild);
    arb = fc.oneof(
      { weight: 6, arbitrary: fc.array(item, { maxLength: 6 }) },
      // Past the documented bounds (64 build lines, 20 tags, 32 slots...).
      { weight: 1, arbitrary: fc.array(item, { minLength: 60, maxLength: 90 }) },
      // A lone value where a list goes: GraphQL coerces it to a one-item list.
      { weight: 1, arbitrary: item },
    );
  } else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(fields.map((f) => [f.name, arbFor(f.type, wild)]));
    const required = fields
      .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
      .map((f) => f.name);
    let random: fc.Arbitrary<Record<string, unknown>> = fc.record(model, {
      requiredKeys: wild ? [] : required,
    }) as fc.Arbitrary<Record<string, unknown>>;
    if (wild) {
      random = fc
        .tuple(random, fc.option(extraFields, { freq: 3 }))
        .map(([value, extra]) => ({ ...(extra ?? {}), ...value }));
    }
    const valid = VALID_INPUTS[type.name];
    if (valid) {
      const names = fields.map((f) => f.name);
      const mutated = fc
        .tuple(fc.nat(), fc.subarray(names, { minLength: 1, maxLength: Math.min(3, names.length) }))
        .chain(([n, keys]) =>
          fc
            .record(Object.fromEntries(keys.map((k) => [k, arbFor(type.getFields()[k].type, wild)])))
            .map((changes) => ({ ...valid(n), ...changes })),
        );
      const withExtra = wild
        ? fc.tuple(mutated, extraFields).map(([value, extra]) => ({ ...extra, ...value }))
        : mutated;
      arb = fc.oneof(
        { weight: 1, arbitrary: random },
        { weight: 3, arbitrary: mutated },
        { weight: wild ? 1 : 0, arbitrary: withExtra },
      );
    } else {
      arb = random;
    }
  } else if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    arb = wild
      ? fc.oneof(
          fc.constantFrom(...values),
          fc.constantFrom(values[0].toLowerCase(), ` ${values[0]}`, 'NOT_A_VALUE', '', values.join(',')),
        )
      : fc.constantFrom(...values);
  } else {
    switch (type.name) {
      case 'Int':
        arb = anyInt;
        break;
      case 'Float':
        arb = anyFloat;
        break;
      case 'Boolean':
        arb = fc.boolean();
        break;
      case 'ID':
        arb = anyId;
        break;
      default:
        arb = hostileString;
    }
  }
  typedCache.set(cacheKey, arb);
  return arb;
}

/**
 * Inputs the properties found, replayed first on every run (fast-check `examples`) so a
 * regression fails deterministically rather than when the generators happen to hit it.
 */
const FOUND: Record<string, Record<string, unknown>[]> = {
  // NUL reached Postgres: INTERNAL_SERVER_ERROR instead of BAD_USER_INPUT.
  component: [{ slug: '\u0000' }],
  powerLimitTradeoff: [{ gpuSlug: '\u0000', limitW: 0 }],
  deleteComponent: [{ slug: '\u0000' }],
  upsertSource: [{ input: { key: 'fuzz-source-nul', title: 'A source', publisher: '\u202e-\u0000\ufeff' } }],
  upsertCooler: [{ input: { ...VALID_INPUTS.CoolerInput(0), sources: ['\u0000'], sockets: [' '] } }],
  upsertGuidance: [{ input: { ...VALID_INPUTS.GuidanceInput(0), keywords: ['\u0001\u0000', '%'] } }],
  // NUL, then a lone surrogate, in the key name (stored in the audit log's jsonb).
  createApiKey: [
    { name: '\u0000', role: 'EDITOR' },
    { name: 'x\udfffy', role: 'EDITOR' },
    { name: '\ud83d', role: 'EDITOR' },
  ],
  // Whitespace-only text passed validation (trimmed to "") and broke a CHECK constraint.
  upsertMemoryKit: [{ input: { ...VALID_INPUTS.MemoryKitInput(0), name: '\n\r' } }],
  // 1.25 MB of text in a unique key column: "index row requires 15048 bytes".
  upsertCloudOffering: [
    { input: { ...VALID_INPUTS.CloudOfferingInput(0), provider: 'ж€'.repeat(256 * 1024) } },
  ],
  // Enum suggestions ("Did you mean the enum value ...?") in production.
  components: [{ kind: 'gpu' }],
  gpus: [{ ppdCondition: 'new' }],
  recommendGpus: [{ input: { ...VALID_INPUTS.GpuRecommendationInput(0), condition: 'new' } }],
  // More than 50 bad values: graphql-js's "Too many errors processing variables" had no code.
  checkBuild: [{ build: { parts: Array.from({ length: 60 }, () => ({})) } }],
  saveBuild: [{ build: { parts: Array.from({ length: 60 }, () => ({ slug: 1 })) } }],
  // A utilization of 5e-324 makes breakEvenDays Infinity, which Float cannot serialize.
  compareCloudVsDesktop: [{ input: { ...VALID_INPUTS.CloudVsDesktopInput(0), utilization: 5e-324 } }],
};

// ---------------------------------------------------------------------------------------
// Operations

type Caller = 'anonymous' | 'editor' | 'admin';

interface Operation {
  /** Root field. */
  name: string;
  kind: 'query' | 'mutation';
  caller: Caller;
  /** Selection set on the field's result (none for scalars). */
  selection: string;
  /** Variables of nested fields' arguments used in `selection`, with their types. */
  nested?: Record<string, string>;
  /** Replaces the generated value of a variable. */
  override?: Record<string, fc.Arbitrary<unknown>>;
}

const CONNECTION = (node: string) =>
  `{ totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${node} } } }`;
const REPORT = `{ compatible totalPriceUsd findings { ruleId severity message components { slug } }
  power { totalTdpW estimatedPeakW recommendedPsuW psuW circuitLimitW wallDrawW fitsCircuit } }`;
const SAVED = `{ id name createdAt parts { quantity priceUsd component { slug } } build { compatible } }`;

/** A slug no seed row has: deleting with it must never remove catalog data. */
const unknownSlug = hostileString.filter((s) => !KNOWN_STRINGS.includes(s));

/** A root field's selection, or the selection with its nested variables and overrides. */
type OperationSpec = string | Pick<Operation, 'selection' | 'nested' | 'override'>;

/** The operations of one kind that one caller sends, by root field. */
function operations(
  kind: Operation['kind'],
  caller: Caller,
  specs: Record<string, OperationSpec>,
): Operation[] {
  return Object.entries(specs).map(([name, spec]) => ({
    name,
    kind,
    caller,
    ...(typeof spec === 'string' ? { selection: spec } : spec),
  }));
}

const OPERATIONS: Operation[] = [
  ...operations('query', 'anonymous', {
    node: '{ id __typename ... on Gpu { name } }',
    component: '{ slug name sources { title } }',
    components: CONNECTION('slug kind'),
    gpus: {
      selection: CONNECTION('slug vramGb performancePerDollar(condition: $ppdCondition)'),
      nested: { ppdCondition: 'PriceCondition' },
    },
    useCase: '{ slug minVramGb sources { title } }',
    guidance: CONNECTION('slug question'),
    models: CONNECTION('slug kvHeads'),
    model: '{ slug attention sources { key } }',
    benchmarks: CONNECTION('value unit gpu { slug }'),
    cloudOfferings: CONNECTION('provider onDemandUsdPerHour gpu { slug }'),
    search: '{ score kind title snippet item { __typename } }',
    ask: '{ intent hits { score kind } entities { kind text } calls { operation variables } }',
    checkBuild: REPORT,
    recommendGpus: '{ rank priceUsd performancePerDollar meetsMemory reasons gpu { slug } }',
    recommendBuild: `{ reasons parts { quantity priceUsd component { slug } } report ${REPORT} }`,
    compareCloudVsDesktop:
      '{ yearlyKwh yearlyElectricityUsd cloudYearlyUsd breakEvenDays points { day desktopUsd cloudUsd } }',
    estimateMemory: {
      selection: `{ totalGb weightsGb gradientsGb optimizerGb activationsGb kvCacheGb overheadGb
      fittingGpus(first: $fitFirst) { slug } lines { key amount { bytes } sources { key } } assumptions
      fits(first: $fitsFirst, condition: $fitCondition, budgetUsd: $fitBudget) {
        gpuCount priceUsd throughput { decodeTokensPerSecond } measuredBenchmarks { value } } }`,
      nested: { fitFirst: 'Int', fitsFirst: 'Int', fitCondition: 'PriceCondition', fitBudget: 'Float' },
    },
    powerLimitTradeoff: '{ tdpW limitW relativeSpeed wattsSaved perfPerWattGain }',
    planJob:
      '{ summary setups { rank hours costPerJobUsd capacity { users } } ownVsRent { breakEvenJobsPerYear } }',
    estimateGenerationMemory: {
      selection: `{ widthPx frames peakStage peak { bytes } model { slug } assumptions
      fits(first: $genFitsFirst, condition: $genFitCondition, budgetUsd: $genFitBudget) {
        priceUsd memory { bytes } gpu { slug } system { slug } } }`,
      nested: { genFitsFirst: 'Int', genFitCondition: 'PriceCondition', genFitBudget: 'Float' },
    },
    catalogHealth: '{ asOf staleBefore prices { kind priced stale } missingFacts { kind } }',
    savedBuild: SAVED,
  }),
  ...operations('mutation', 'anonymous', { saveBuild: SAVED }),
  ...operations('mutation', 'editor', {
    upsertGpu: '{ slug vramGb }',
    upsertCpu: '{ slug }',
    upsertMotherboard: '{ slug pcieSlots { position } }',
    upsertMemoryKit: '{ slug }',
    upsertPsu: '{ slug }',
    upsertStorage: '{ slug }',
    upsertCase: '{ slug }',
    upsertCooler: '{ slug }',
    upsertGraphicsCard: '{ slug chip { slug } }',
    upsertUnifiedMemorySystem: '{ slug gpuUsableMemoryGb softwareStacks }',
    upsertGpuServer: '{ slug gpuCount gpu { slug } }',
    upsertSource: '{ key title }',
    upsertBenchmark: '{ id value }',
    upsertCloudOffering: '{ id asOf }',
    upsertGuidance: '{ slug tags }',
    addPriceObservation: '{ id observedOn }',
  }),
  ...operations('mutation', 'admin', {
    deleteComponent: { selection: '', override: { slug: unknownSlug } },
    createApiKey: '{ id role name }',
    revokeApiKey: '',
  }),
];

/** Root fields whose resolver is wired up (a schema field without one is work in progress). */
function isWired(op: Operation): boolean {
  const type = op.kind === 'query' ? 'Query' : 'Mutation';
  return Boolean((resolvers as Record<string, Record<string, unknown> | undefined>)[type]?.[op.name]);
}

function rootField(op: Operation): GraphQLField<unknown, unknown> {
  const root = op.kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[op.name];
  if (!field) throw new Error(`no root field ${op.name}`);
  return field;
}

function documentFor(op: Operation): string {
  const field = rootField(op);
  const declared = [
    ...field.args.map((a) => `$${a.name}: ${String(a.type)}`),
    ...Object.entries(op.nested ?? {}).map(([name, type]) => `$${name}: ${type}`),
  ];
  const args = field.args.map((a) => `${a.name}: $${a.name}`);
  return `${op.kind} Fuzz(${declared.join(', ')}) { ${op.name}(${args.join(', ')}) ${op.selection} }`;
}

function variablesArb(op: Operation): fc.Arbitrary<unknown> {
  const field = rootField(op);
  const types: [string, GraphQLInputType][] = [
    ...field.args.map((a) => [a.name, a.type] as [string, GraphQLInputType]),
    ...Object.entries(op.nested ?? {}).map(
      ([name, type]) => [name, schema.getType(type) as GraphQLInputType] as [string, GraphQLInputType],
    ),
  ];
  const record = (wild: boolean) =>
    fc.record(
      Object.fromEntries(types.map(([name, type]) => [name, op.override?.[name] ?? arbFor(type, wild)])),
      { requiredKeys: [] },
    );
  return fc.oneof(
    { weight: 4, arbitrary: record(false) },
    { weight: 3, arbitrary: record(true) },
    { weight: 1, arbitrary: fc.constantFrom('not an object', 42, [1, 2], true, '{"first": 1}') },
  );
}

/**
 * Variables built from VALID_INPUTS for an operation whose required arguments are all input
 * objects with a factory there; none otherwise.
 */
function wellFormed(op: Operation): Record<string, unknown>[] {
  const variables: Record<string, unknown> = {};
  for (const arg of rootField(op).args) {
    const type = isNonNullType(arg.type) ? arg.type.ofType : arg.type;
    const valid = isInputObjectType(type) ? VALID_INPUTS[type.name] : undefined;
    if (valid) variables[arg.name] = valid(0);
    else if (isNonNullType(arg.type) && arg.defaultValue === undefined) return [];
  }
  return Object.keys(variables).length ? [variables] : [];
}

/** Every argument name the document passes, root and nested (`field` roots name one). */
function argumentNames(document: string): Set<string> {
  const names = new Set<string>();
  visit(parse(document), {
    Argument(node) {
      names.add(node.name.value);
    },
  });
  return names;
}

// ---------------------------------------------------------------------------------------
// The server

const sql = new SqlCounter();
const t = suiteServer({ sqlLogger: sql, env: { NODE_ENV: 'production', ...UNLIMITED_RATES } });
const keys: Record<Caller, () => string | null> = {
  anonymous: () => null,
  editor: suiteKey(t, 'EDITOR', 'fuzz editor'),
  admin: suiteKey(t, 'ADMIN', 'fuzz admin'),
};

interface Sent {
  status: number;
  text: string;
  body: { data?: Record<string, unknown> | null; errors?: GraphQLErrorJson[] } | null;
  bytes: number;
}
interface GraphQLErrorJson {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; field?: unknown; [key: string]: unknown };
}

async function send(op: Operation, document: string, variables: unknown): Promise<Sent> {
  const payload = JSON.stringify({ query: document, variables });
  const key = keys[op.caller]();
  const response = await fetch(`${t().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, text, body: jsonOrNull(text), bytes: Buffer.byteLength(payload) };
}

/** What graphql-js itself makes of the variables as the server receives them (JSON). */
function coercionFails(operation: OperationDefinitionNode, variables: unknown): boolean {
  const received = JSON.parse(JSON.stringify({ v: variables })).v as unknown;
  const result = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    (received ?? {}) as Record<string, unknown>,
    { maxErrors: 50 },
  );
  return 'errors' in result && result.errors !== undefined && result.errors.length > 0;
}

function expectSafeResponse(sent: Sent, document: string) {
  expect(sent.status).toBeLessThan(500);
  expect(sent.body).not.toBeNull();
  // No stack trace and no field suggestion anywhere in production.
  expect(sent.text).not.toMatch(/stacktrace/i);
  expect(sent.text).not.toMatch(/Did you mean/);
  const args = argumentNames(document);
  for (const error of sent.body?.errors ?? []) {
    const code = error.extensions?.code;
    expect({ code, message: error.message.slice(0, 300) }).toEqual({
      code: expect.any(String),
      message: expect.any(String),
    });
    if (!ALLOWED_CODES.has(code as string)) {
      throw new Error(
        `disallowed code ${code}: ${error.message.slice(0, 500)} (path ${JSON.stringify(error.path)})`,
      );
    }
    expect(error.message).not.toMatch(/at \/|\.ts:/);
    // A resolver's BAD_USER_INPUT (it has a path) names the offending argument.
    if (code === 'BAD_USER_INPUT' && error.path) {
      const field = error.extensions?.field;
      if (typeof field !== 'string') {
        throw new Error(`BAD_USER_INPUT without extensions.field: ${error.message.slice(0, 300)}`);
      }
      expect(args).toContain(field.split(/[.[]/)[0]);
    }
  }
}

/**
 * Runs the property for one operation. For a mutation the database is fingerprinted
 * before the first call and after every call: a rejected call must leave the fingerprint
 * as it was; an accepted one moves it on.
 */
async function runProperty(op: Operation, numRuns: number) {
  const document = documentFor(op);
  const operation = parse(document).definitions[0] as OperationDefinitionNode;
  expect(operation.kind).toBe(Kind.OPERATION_DEFINITION);
  const stats = { runs: 0, coercionRejected: 0, resolverErrors: 0, accepted: 0, tooLarge: 0 };
  let current: Fingerprint | null = op.kind === 'mutation' ? await fingerprint(t().db.dataSource) : null;
  await fc.assert(
    fc.asyncProperty(variablesArb(op), async (variables) => {
      stats.runs += 1;
      const before = current;
      sql.reset();
      const sent = await send(op, document, variables);
      const statements = sql.count;
      try {
        await checkResponse(sent, statements, before, variables);
      } catch (error) {
        // Name what the server answered, not just the expectation that failed.
        (error as Error).message +=
          `\nresponse: ${sent.status} ${sent.text.slice(0, 800)}` +
          `\nSQL statements: ${sql.statements.map((s) => s.slice(0, 120)).join(' | ')}`;
        throw error;
      }
    }),
    {
      numRuns,
      // The found cases, and one well-formed input where the schema's types allow one, so
      // every run reaches the resolver at least once (random inputs to an operation with many
      // required fields can all stop at coercion, which made the check below fail at random).
      examples: [...(FOUND[op.name] ?? []), ...wellFormed(op)].map((variables) => [variables] as [unknown]),
      // Report the first failure as found: shrinking megabyte inputs one request at a time
      // takes minutes, and the failure message already shows the server's answer.
      endOnFailure: true,
    },
  );
  return stats;

  async function checkResponse(
    sent: Sent,
    statements: number,
    before: Fingerprint | null,
    variables: unknown,
  ) {
    expectSafeResponse(sent, document);

    if (sent.bytes > MAX_BODY_BYTES) {
      stats.tooLarge += 1;
      expect(sent.status).toBe(413);
      expect(sent.body?.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(statements).toBe(0);
    } else if (
      variables !== null &&
      variables !== undefined &&
      (typeof variables !== 'object' || Array.isArray(variables))
    ) {
      // `variables` must be a map: Apollo refuses the request itself.
      stats.coercionRejected += 1;
      expect(sent.status).toBe(400);
      expect(sent.body?.data).toBeUndefined();
      expect(statements).toBe(0);
    } else if (coercionFails(operation, variables)) {
      // graphql-js refuses the variables: 400, BAD_USER_INPUT, no resolver ran.
      stats.coercionRejected += 1;
      expect(sent.status).toBe(400);
      expect(sent.body?.data).toBeUndefined();
      expect(sent.body?.errors?.length).toBeGreaterThan(0);
      for (const error of sent.body?.errors ?? []) expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(statements).toBe(0);
    } else {
      expect(sent.status).toBe(200);
      if (sent.body?.errors?.length) {
        stats.resolverErrors += 1;
        for (const error of sent.body.errors) expect(error.path?.[0]).toBe(op.name);
      } else {
        stats.accepted += 1;
        expect(sent.body?.data?.[op.name]).toBeDefined();
      }
    }

    if (before) {
      const after = await fingerprint(t().db.dataSource);
      // A rejected write changed nothing.
      if (sent.body?.errors?.length) expect(after).toEqual(before);
      current = after;
    }
  }
}

// ---------------------------------------------------------------------------------------

describe('bad input, property-based, over every argument of the API (production mode)', () => {
  const wired = OPERATIONS.filter(isWired);

  it('covers every root field that takes arguments', () => {
    const withArgs = (type: 'Query' | 'Mutation') =>
      Object.values((type === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields())
        .filter((f) => f.args.length > 0)
        .map((f) => f.name);
    const covered = new Set(OPERATIONS.map((op) => op.name));
    expect([...withArgs('Query'), ...withArgs('Mutation')].filter((name) => !covered.has(name))).toEqual([]);
    // Every listed operation has a resolver, so every one is fuzzed below.
    expect(OPERATIONS.filter((op) => !isWired(op)).map((op) => op.name)).toEqual([]);
  });

  it('has well-formed inputs that graphql-js accepts, so every property reaches a resolver', () => {
    // An example that coercion refuses leaves the resolver to chance (upsertCloudOffering's
    // example once named a provider outside its enum, and a CI run drew no input that got by).
    const refused = wired.flatMap((op) => {
      const operation = parse(documentFor(op)).definitions[0] as OperationDefinitionNode;
      return wellFormed(op)
        .filter((variables) => coercionFails(operation, variables))
        .map(() => op.name);
    });
    expect(refused).toEqual([]);
    expect(wired.filter((op) => wellFormed(op).length > 0).length).toBeGreaterThan(wired.length / 2);
  });

  it('survives a 1 MB string in the first text argument or input field of every operation', async () => {
    const megabyte = 'ж€'.repeat(256 * 1024); // 512 K characters, 1.25 MB as UTF-8
    let refused = 0;
    for (const op of wired) {
      const field = rootField(op);
      let placed = false;
      const place = (type: GraphQLInputType) => {
        const named = isNonNullType(type) ? type.ofType : type;
        if (!placed && !isListType(named) && ['String', 'ID'].includes(String(named))) {
          placed = true;
          return megabyte;
        }
        return undefined;
      };
      const variables: Record<string, unknown> = {};
      for (const arg of field.args) {
        const named = isNonNullType(arg.type) ? arg.type.ofType : arg.type;
        const valid = isInputObjectType(named) ? VALID_INPUTS[named.name] : undefined;
        if (valid && isInputObjectType(named)) {
          const value = valid(0);
          for (const f of Object.values(named.getFields())) {
            const huge = place(f.type);
            if (huge !== undefined) value[f.name] = huge;
          }
          variables[arg.name] = value;
        } else {
          const huge = place(arg.type);
          if (huge !== undefined) variables[arg.name] = huge;
          else if (String(arg.type) === 'Int!') variables[arg.name] = 250;
        }
      }
      // Operations whose arguments are all numbers and enums have nowhere to put text.
      const NO_TEXT_ARGUMENTS = ['estimateMemory'];
      if (!placed && NO_TEXT_ARGUMENTS.includes(op.name)) continue;
      expect({ op: op.name, placed }).toEqual({ op: op.name, placed: true });
      const document = documentFor(op);
      const before = op.kind === 'mutation' ? await fingerprint(t().db.dataSource) : null;
      const sent = await send(op, document, variables);
      expectSafeResponse(sent, document);
      expect(sent.bytes).toBeGreaterThan(1024 * 1024);
      expect(sent.bytes).toBeLessThan(MAX_BODY_BYTES);
      if (sent.body?.errors?.length) {
        refused += 1;
        if (before) expect(await fingerprint(t().db.dataSource)).toEqual(before);
      }
    }
    // Most operations bound their text (slugs, names, search); a few store long text.
    expect(refused).toBeGreaterThan(wired.length / 2);
  });

  // Queries first, then the mutations that change the database.
  const byKind = (['query', 'mutation'] as const).flatMap((kind) => wired.filter((op) => op.kind === kind));
  it.each(byKind.map((op) => [op.kind, op.name, PROPERTY[op.kind].promise, op] as const))(
    '%s %s: %s',
    async (_kind, _name, _promise, op) => {
      const { runs } = PROPERTY[op.kind];
      const stats = await runProperty(op, runs);
      expect(stats.runs).toBeGreaterThanOrEqual(runs);
      // The generators reach both graphql-js coercion and the resolvers.
      expect(stats.coercionRejected).toBeGreaterThan(0);
      expect(stats.resolverErrors + stats.accepted).toBeGreaterThan(0);
    },
  );
});
