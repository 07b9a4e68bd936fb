import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLEnumType,
  type GraphQLNamedType,
  type GraphQLType,
} from 'graphql';
import { CATALOG_ENUMS, COMPONENT_KINDS } from '../../src/catalog/fields';
import { loadTypeDefs } from '../../src/graphql/schema';
import { GPU_ORDER_NAMES } from '../../src/services/gpu-orders';
import * as rules from '../../src/rules';

/**
 * The schema lint (CI runs it with the unit tests): closed sets are enums that match their
 * one definition, every remaining text field is open for a stated reason, list items are
 * never null, and names follow one convention with units in them. Descriptions are checked
 * in schema.test.ts. A failure names the field and what to do.
 */

const schema = buildSchema(loadTypeDefs());
const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

interface Place {
  /** `Type.field` or `Type.field(argument)`. */
  at: string;
  /** The field or argument name. */
  name: string;
  type: GraphQLType;
}

/** Every field, input field and argument of the schema's own types. */
function places(): Place[] {
  const found: Place[] = [];
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (type.name.startsWith('__')) continue;
    if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      found.push({ at: `${type.name}.${field.name}`, name: field.name, type: field.type });
      for (const arg of 'args' in field ? field.args : []) {
        found.push({ at: `${type.name}.${field.name}(${arg.name})`, name: arg.name, type: arg.type });
      }
    }
  }
  return found;
}

const enumValues = (name: string) =>
  (schema.getType(name) as GraphQLEnumType | undefined)?.getValues().map((v) => v.name) ?? [];

describe('closed sets are enums with their one definition', () => {
  it.each(CATALOG_ENUMS.map((set) => [set.name, set] as const))(
    '%s lists exactly the values of src/catalog/fields/enums.ts',
    (name, set) => {
      expect(isEnumType(schema.getType(name))).toBe(true);
      expect(enumValues(name)).toEqual([...set.values]);
    },
  );

  it.each([
    ['MemoryPrecision', rules.WEIGHT_FORMATS],
    ['MemoryMode', rules.MEMORY_MODES],
    ['MemoryOptimizer', rules.OPTIMIZERS],
    ['KvCachePrecision', rules.KV_PRECISIONS],
    ['InferenceSplit', rules.PARALLELISMS],
    ['GpuObjective', rules.GPU_OBJECTIVES],
    ['MainsRegion', rules.MAINS_REGION_NAMES],
    ['PriceCondition', rules.PRICE_CONDITIONS],
    ['ComponentKind', COMPONENT_KINDS],
    ['GpuOrder', GPU_ORDER_NAMES],
  ])('%s lists exactly the values the services and MCP tools accept', (name, values) => {
    expect([...enumValues(name)].sort()).toEqual([...values].sort());
  });

  it('SearchHitKind is GUIDANCE, USE_CASE, MODEL and every ComponentKind', () => {
    expect([...enumValues('SearchHitKind')].sort()).toEqual(
      ['GUIDANCE', 'USE_CASE', 'MODEL', ...COMPONENT_KINDS].sort(),
    );
  });
});

/**
 * Text that stays text, by field or argument name (any type), and why it is not a closed
 * set. A new String field must be an enum or be listed here with its reason.
 */
const OPEN_TEXT: Record<string, string> = {
  // planJob's explanations (issue 31): formulas with the numbers put in, and reasons.
  computeBasis: 'prose: the compute formula with the numbers put in',
  speedMethod: 'prose: how a setup was timed, with the numbers',
  leftOut: 'prose: why a setup was left out',
  statements: 'prose: the assumptions in words',
  // Issue 28: generation models and catalog health.
  format: "a published file's format as its publisher names it (BF16, FP8, GGUF_Q4_0, ...)",
  what: 'prose: the file and what it holds',
  released: 'a date (ISO 8601)',
  textEncoders: 'names of text encoder models',
  newestOn: 'a date (ISO 8601)',
  staleBefore: 'a date (ISO 8601)',
  newestGenerationRelease: 'a date (ISO 8601)',
  fact: "a field name of the catalog, as the checks' missing-fact reports name it",
  ruleIds: 'rule ids: new rules, new ids (Rule.id)',
  examples: 'slugs of catalog rows',
  newestModels: 'names of models',
  statement: 'prose',
  catalogVersion: 'an opaque catalog version',
  // Identity and prose.
  id: 'opaque identifiers (ID)',
  slug: 'identifiers of catalog rows: new rows, new slugs',
  key: 'identifiers of sources: new sources, new keys',
  name: 'names of parts, use cases, keys and saved builds',
  manufacturer: 'any company can make a part',
  description: 'prose',
  question: 'prose',
  answer: 'prose',
  title: 'prose',
  message: 'prose',
  snippet: 'prose',
  notes: 'prose',
  reasons: 'prose',
  publisher: 'any publisher',
  url: 'any URL',
  keywords: 'search phrasings',
  text: 'free-text search',
  search: 'free-text search',
  // A suggested call (search's SuggestedCall), ready to run as sent.
  query: 'a GraphQL document a suggested call runs',
  variables: "a suggested call's variables as JSON text: their shape is the field's input type",
  tool: "the MCP tool a suggested call names, as MCP's tools/list spells it; its `operation` is the enum",
  toolArguments: "an MCP tool's arguments as JSON text: their shape is the tool's input schema",
  prefix: 'part of a secret',
  cursor: 'opaque cursors',
  after: 'opaque cursors',
  startCursor: 'opaque cursors',
  endCursor: 'opaque cursors',
  // Dates and times as ISO 8601 text.
  asOf: 'an ISO date',
  createdAt: 'an ISO timestamp',
  updatedAt: 'an ISO timestamp',
  revokedAt: 'an ISO timestamp',
  // Open by nature: new values arrive with new hardware or new documents.
  socket: 'new CPU sockets arrive every generation (the dataset vocabulary grows with them)',
  sockets: 'new CPU sockets arrive every generation',
  architecture: 'new GPU architectures arrive every generation',
  processor: 'system-on-chip names (GB10, Ryzen AI Max+ 395, M3 Ultra): new chips every year',
  gpuMemoryLimit: "prose: what sets a unified-memory machine's GPU share and how to raise it",
  powerInput:
    "prose: a server's supplies or power feed as its source states them (counts, ratings, voltages)",
  chipset: 'new chipsets arrive every generation',
  interface: 'descriptive ("PCIe 4.0 x4 NVMe"); the closed part is storageType and pcieGen',
  instanceType: 'each provider names its instances freely',
  region: 'each provider names its regions freely',
  workload: 'benchmarks measure any workload',
  metric: 'benchmarks report any metric',
  unit: 'benchmarks report any unit',
  relativePerformanceMethod: 'prose: which benchmarks or estimate a figure comes from',
  config: 'a pasted Hugging Face config.json: any architecture, any fields',
  safetensorsIndex: 'a pasted model.safetensors.index.json',
  modelType: 'Hugging Face model types: new architectures appear every month',
  architectureName: 'Hugging Face architecture classes: new ones appear every month',
  derivation: "prose: how a format's size is derived",
  hardware: 'prose: where a weight format runs and how',
  nativeArchitectures: 'GPU architecture names as the catalog spells them: new ones arrive every generation',
  tags: 'editors add guidance tags freely; guidanceTags lists them',
  tag: 'guidance tags are open; guidanceTags lists them and unknown ones get suggestions',
  useCase: 'use cases are catalog rows (slugs); the useCases query lists them, unknown ones get suggestions',
  useCases: 'use cases are catalog rows (slugs)',
  components: 'component slugs',
  sources: 'source keys',
  source: 'a source key',
  gpu: 'a GPU slug',
  gpuSlug: 'a GPU slug',
  desktopGpuSlug: 'a GPU slug',
  cloudGpuSlug: 'a GPU slug',
  workBasis: 'prose: how the work ratio was found',
  workCaveat: 'prose: why hours are not work',
  ruleId: 'rule ids grow with the rules; the rules query lists them',
  componentSlug: 'a component slug',
  field:
    'the name of a field of the API (a missing fact, or the Query field a suggested call runs; its `operation` is the enum), which grows with the fields',
  chip: 'a GPU slug',
  externalId: "an open dataset's own identifier for the row",
  mergedExternalIds: "open datasets' own identifiers of rows merged into this one",
  slotLayoutSource: 'a source key',
  // Sources: licences, credit lines and dataset snapshots are whatever the publisher states.
  licence: 'any licence a publisher states (CC BY 4.0, ODC-By 1.0, ...)',
  attribution: 'prose: the credit line a licence asks for',
  snapshot: 'which release or commit of a dataset was read',
  // Chips use the GpuMemoryType enum; partner cards keep what the dataset lists (old cards
  // carry DDR3 and GDDR3, outside the set deep-learning chips use).
  memoryType: 'on a graphics card, as its dataset lists it (GPU chips use GpuMemoryType)',
  // Dates as ISO 8601 text.
  priceObservedOn: 'an ISO date',
  usedPriceObservedOn: 'an ISO date',
  observedOn: 'an ISO date',
  observed: 'an ISO date, month (YYYY-MM) or year (YYYY), as precisely as its source gives it',
  observedSince: 'an ISO date',
  observedUntil: 'an ISO date',
  // Prices and software.
  seller: 'any shop or marketplace sells parts',
  component: 'a component slug',
  computeCapability: 'NVIDIA adds a compute capability with each generation ("8.6", "12.0")',
  computeCapabilities: 'NVIDIA adds a compute capability with each generation',
  gfxTargets: 'AMD adds an LLVM target with each chip ("gfx1100")',
  cudaFirst: 'a CUDA version number ("11.1")',
  cudaLast: 'a CUDA version number',
  note: 'prose',
  // Rules and estimates: prose an answer carries.
  summary: 'prose',
  assumptions: 'prose: what an estimate assumed',
  comfortableWith: 'prose: what would make a marginal setup comfortable',
  techniques: 'prose: the techniques a setup relies on',
  fitAdvice: 'prose: the techniques that would make an estimate fit',
  label: 'prose: a line of an estimate in words',
  basis: 'prose: the formula and figures behind a line',
  method: 'prose: how an estimate was made',
  offloadCost: 'prose: what offloading costs in speed',
  command: 'a shell command to run (nvidia-smi, rocm-smi)',
  // The model catalog: open by nature.
  model: 'a catalog model slug; the models query lists them',
  family: 'new model families arrive every month',
  maker: 'any lab can publish a model',
  huggingFaceRepo: 'a Hugging Face repository id',
};

describe('text is open for a reason', () => {
  it('every String field and argument is an enum, or open text with a listed reason', () => {
    const unexplained = places()
      .filter((p) => getNamedType(p.type).name === 'String' && !(p.name in OPEN_TEXT))
      .map((p) => `${p.at}: make it an enum, or list "${p.name}" in OPEN_TEXT with why it is open`);
    expect(unexplained).toEqual([]);
  });

  it('OPEN_TEXT names no field that is not text any more', () => {
    const texts = new Set(
      places()
        .filter((p) => ['String', 'ID'].includes(getNamedType(p.type).name))
        .map((p) => p.name),
    );
    expect(Object.keys(OPEN_TEXT).filter((name) => !texts.has(name))).toEqual([]);
  });
});

describe('lists and names', () => {
  it('every deprecation names its replacement ("Use ...")', () => {
    const vague = places()
      .map((p) => {
        const [typeName, rest] = p.at.split('.');
        const type = schema.getType(typeName);
        const field =
          type && (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
            ? type.getFields()[rest.replace(/\(.*$/, '')]
            : undefined;
        return { at: p.at, reason: p.at.includes('(') ? undefined : field?.deprecationReason };
      })
      .filter((p) => p.reason != null && !/\bUse \w+/.test(p.reason))
      .map((p) => p.at);
    expect(vague).toEqual([]);
  });

  it('no list may hold null items', () => {
    const nullableItems = places()
      .filter((p) => {
        const list = getNullableType(p.type);
        return isListType(list) && !isNonNullType(list.ofType);
      })
      .map((p) => `${p.at}: ${String(p.type)} should be [${getNamedType(p.type).name}!]`);
    expect(nullableItems).toEqual([]);
  });

  it('types are PascalCase, fields and arguments camelCase, enum values UPPER_CASE', () => {
    /** Enum values the contract spells otherwise. */
    const SPELLED_AS_MADE = ['GpuVendor.Intel', 'GpuMemoryType.HBM2e', 'GpuMemoryType.HBM3e'];
    const problems: string[] = [];
    for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
      if (type.name.startsWith('__') || BUILT_IN.has(type.name)) continue;
      if (!/^[A-Z][A-Za-z0-9]*$/.test(type.name)) problems.push(`type ${type.name}`);
      if (isEnumType(type)) {
        for (const value of type.getValues()) {
          const at = `${type.name}.${value.name}`;
          if (!/^[A-Z][A-Z0-9_]*$/.test(value.name) && !SPELLED_AS_MADE.includes(at)) problems.push(at);
        }
      }
    }
    for (const p of places()) if (!/^[a-z][A-Za-z0-9]*$/.test(p.name)) problems.push(p.at);
    expect(problems).toEqual([]);
  });

  /** Units a number's name ends with (src/catalog/fields/base.ts spells them). */
  const UNIT =
    /(Gb|GBs|W|Usd|UsdPerHour|UsdPerKwh|Mm|Px|Months|Mts|Tflops|Kwh|Days|Years|Year|Billions|Watts|Amps|HoursPerDay|TokensPerSecond|BytesPerToken|Tokens|Mhz|Hours|Flops|Dba|Units)$/;
  /** Numbers without a unit: counts, ranks, positions, ratios, and contract names whose unit the description gives. */
  const UNITLESS = new Set([
    // Counts and positions.
    'frames',
    'defaultFrames',
    'maxFrames',
    'denoiserExperts',
    'tokens',
    'priced',
    'stale',
    'parts',
    'missing',
    'first',
    'totalCount',
    'guidanceCount',
    'quantity',
    'rank',
    'position',
    'version',
    'cores',
    'threads',
    'modules',
    'memorySlots',
    'memoryChannels',
    'm2Slots',
    'expansionSlots',
    'pcieConnectors',
    'gpusPerBoard',
    'gpuCount',
    'physicalLanes',
    'electricalLanes',
    'pcieLanes',
    'lanes',
    'count',
    'sharedWith',
    'layers',
    'hiddenSize',
    'batchSize',
    'cpuThreadsPerGpu',
    'day',
    'year',
    // Generations.
    'gen',
    'pcieGen',
    // Ratios and scores.
    'relativePerformance',
    'performancePerDollar',
    'relativeSpeed',
    'perfPerWattGain',
    'utilization',
    'continuousLoadFactor',
    'score',
    'value',
    // Units in the contract's own words or in the description.
    'slotWidth',
    'sequenceLength',
    'wattage',
    'voltage',
    'wattsSaved',
    'breakerAmps',
    // The name is the unit (a memory amount in three units).
    'bytes',
    'gb',
    'gib',
    // A price observation's amount is in its own `currency`.
    'amount',
    'amountMax',
    // Model architecture: counts and dimensions (config.json's own names).
    'attentionHeads',
    'kvHeads',
    'headDim',
    'intermediateSize',
    'vocabSize',
    'experts',
    'activeExperts',
    'sharedExperts',
    'denseLayers',
    'expertIntermediateSize',
    'localLayers',
    'kvLoraRank',
    'qLoraRank',
    'qkNopeHeadDim',
    'qkRopeHeadDim',
    'vHeadDim',
    // Estimate settings and results: counts, ranks, stages, fractions.
    'loraRank',
    'groupSize',
    'zeroStage',
    'bitsPerWeight',
    'effectiveBitsPerWeight',
    'offloadWeightsFraction',
    // Layer counts and widths of a model's layout (config.json counts).
    'kvSharedLayers',
    'sharedExpertIntermediateSize',
    'keyHeads',
    'valueHeads',
    'keyHeadDim',
    'valueHeadDim',
    'convKernel',
    'gpuCounts',
    'boards',
    'gpuModuleSockets',
    // The objective's own unit, which the objective names (per $1,000).
    'objectiveValue',
    // Ratios of work: cloud hours per desktop hour, cloud speed over desktop speed.
    'cloudHoursPerDesktopHour',
    'cloudSpeedRatio',
    'desktopGpuCount',
    'cloudGpuCount',
    // A step up's figure for the work: relative performance or GB/s, as the description says.
    'figure',
    'pickFigure',
    // planJob (issue 31): counts and ratios, and names that are their unit (tokens, hours, kWh).
    'tokens',
    'epochs',
    'concurrentUsers',
    'tokensPerSecondEach',
    'hours',
    'hoursPerDay',
    'kwh',
    'mfu',
    'overheadFraction',
    'replicas',
    'offerInstances',
    'users',
    'usersBySpeed',
    'usersByMemory',
  ]);

  it('every number names its unit, or is a count, ratio or listed name', () => {
    const unnamed = places()
      .filter((p) => ['Int', 'Float'].includes(getNamedType(p.type).name))
      .filter((p) => !UNIT.test(p.name) && !UNITLESS.has(p.name))
      .map((p) => `${p.at}: put the unit in the name (vramGb, tdpW, priceUsd) or list it as unitless`);
    expect(unnamed).toEqual([]);
  });
});
