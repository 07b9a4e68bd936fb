import { CLOUD_PROVIDER, COMPONENT_DEFINITIONS, type AnyField } from '../catalog/fields';
import type { BenchmarkRow } from '../db/rows/benchmark';
import type { CloudOfferingRow } from '../db/rows/cloud-offering';
import type { ComponentRow, GpuRow } from '../db/rows/component';
import type { ModelRow } from '../db/rows/model';
import type { PcieSlotRow } from '../db/rows/pcie-slot';
import type { UseCaseRow } from '../db/rows/use-case';
import type { SuggestedCallModel } from '../services/search-calls';
import type { SearchEntityModel } from '../services/search-entities';
import type { SearchHitModel } from '../services/search.service';

/**
 * Compact JSON for LLM clients: the fields a chatbot needs to answer and cite, nothing
 * internal (row ids, versions, timestamps). Results cite sources by key (`sources: ["key"]`
 * on an item) and carry each cited source once in a top-level `sources` map. Pure
 * mapping only: numbers come from the services and rules unchanged (the rules already
 * report whole watts), except that a recommended build's lines are summed (that and the other
 * mappings of what the rules compute are in format-rules.ts).
 */

/** Drops null and undefined fields (absent means unknown). */
export function withoutNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}

/** A closed set's stored value as the API shows it (E-ATX -> E_ATX), lists item by item. */
function apiValue(field: AnyField | undefined, value: unknown): unknown {
  const set = field?.enum;
  if (!set || value === null || value === undefined) return value;
  return Array.isArray(value) ? value.map((item) => set.toApi(String(item))) : set.toApi(String(value));
}

/**
 * Fields of every kind of component, minus internal ones (ids, versions, timestamps); nulls
 * dropped; closed sets in the GraphQL enums' values, so both APIs spell them alike.
 */
export function componentFields(component: ComponentRow): Record<string, unknown> {
  const { __typename: _type, id: _id, version: _version, updatedAt: _updated, ...fields } = component;
  const definition = COMPONENT_DEFINITIONS[component.kind].fields as Record<string, AnyField>;
  return withoutNulls(
    Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, apiValue(definition[name], value)]),
    ),
  );
}

/** One line about a component: enough to name it, price it and look it up. */
export function componentSummary(component: ComponentRow, sources: string[]) {
  return withoutNulls({
    kind: component.kind,
    slug: component.slug,
    name: component.name,
    vramGb: component.kind === 'GPU' ? component.vramGb : null,
    priceUsd: component.priceUsd,
    usedPriceUsd: component.usedPriceUsd,
    sources,
  });
}

export function searchHit(hit: SearchHitModel, sources: string[]) {
  const item = hit.item as SearchHitModel['item'] & Record<string, unknown>;
  return withoutNulls({
    kind: hit.kind,
    slug: item.slug as string,
    title: hit.title,
    score: hit.score,
    // NAME / MODEL / TEXT: whether a part is the model asked for or only shares words.
    match: hit.match,
    snippet: hit.snippet,
    // The answer is what a chatbot quotes; a snippet alone may cut it short.
    answer: hit.kind === 'GUIDANCE' ? (item.answer as string) : null,
    minVramGb: hit.kind === 'USE_CASE' ? (item.minVramGb as number) : null,
    recommendedVramGb: hit.kind === 'USE_CASE' ? (item.recommendedVramGb as number | null) : null,
    priceUsd: (item.priceUsd as number | null | undefined) ?? null,
    vramGb: hit.kind === 'GPU' ? (item.vramGb as number) : null,
    sources,
  });
}

/** A thing the search text names, linked to the catalog where it can be. */
export function searchEntity(entity: SearchEntityModel) {
  return withoutNulls({
    kind: entity.kind,
    text: entity.text,
    slug: entity.slug,
    name: entity.name,
    partKind: entity.componentKind,
    quantity: entity.quantity,
    watts: entity.watts,
    amountUsd: entity.amountUsd,
    vramGb: entity.vramGb,
    precision: entity.precision,
    mode: entity.mode,
    notes: entity.notes.length ? entity.notes : null,
  });
}

/** A call that answers the question: the tool to run with its arguments, and the GraphQL twin. */
export function suggestedCall(call: SuggestedCallModel) {
  return {
    tool: call.tool,
    arguments: call.toolArguments,
    question: call.question,
    assumptions: call.assumptions,
    graphql: { field: call.field, variables: call.variables },
  };
}

/** A catalog model: the figures a chatbot quotes, its slug for estimate_memory. */
export function model(row: ModelRow, sources: string[]) {
  return withoutNulls({
    slug: row.slug,
    name: row.name,
    family: row.family,
    maker: row.maker,
    releaseYear: row.releaseYear,
    parametersBillions: row.parametersBillions,
    activeParametersBillions: row.activeParametersBillions,
    layers: row.layers,
    hiddenSize: row.hiddenSize,
    attentionHeads: row.attentionHeads,
    kvHeads: row.kvHeads,
    maxContextTokens: row.maxContextTokens,
    mixtureOfExperts:
      row.moeExperts != null ? { experts: row.moeExperts, active: row.moeActiveExperts } : null,
    huggingFaceRepo: row.huggingFaceRepo,
    sources,
  });
}

export function pcieSlot(slot: PcieSlotRow) {
  const { position, physicalLanes, electricalLanes, gen, fromCpu, sharedWith } = slot;
  return withoutNulls({ position, physicalLanes, electricalLanes, gen, fromCpu, sharedWith });
}

export function benchmark(b: BenchmarkRow, sources: string[]) {
  const { workload, metric, value, unit, precision, gpuCount, notes } = b;
  return withoutNulls({ workload, metric, value, unit, precision, gpuCount, notes, sources });
}

export function cloudOffering(o: CloudOfferingRow, sources: string[]) {
  const { provider, instanceType, gpuCount, onDemandUsdPerHour, spotUsdPerHour, region, asOf } = o;
  return withoutNulls({
    provider: CLOUD_PROVIDER.toApi(provider),
    instanceType,
    gpuCount,
    onDemandUsdPerHour,
    spotUsdPerHour,
    region,
    asOf,
    sources,
  });
}

/** One card of a GPU list: what a buyer compares, and its value per $1,000 for each objective. */
export function gpuListing(
  gpu: GpuRow,
  sources: string[],
  perThousandUsd: { trainingSpeed: number | null; memoryGb: number | null; bandwidthGBs: number | null },
) {
  return withoutNulls({
    slug: gpu.slug,
    name: gpu.name,
    vendor: gpu.vendor,
    formFactor: gpu.formFactor,
    vramGb: gpu.vramGb,
    memoryBandwidthGBs: gpu.memoryBandwidthGBs,
    tensorCores: gpu.tensorCores,
    tdpW: gpu.tdpW,
    priceUsd: gpu.priceUsd,
    usedPriceUsd: gpu.usedPriceUsd,
    relativePerformance: gpu.relativePerformance,
    perThousandUsd: withoutNulls(perThousandUsd),
    sources,
  });
}

export function useCase(u: UseCaseRow, sources: string[]) {
  const { slug, name, description, minVramGb, recommendedVramGb, cpuThreadsPerGpu } = u;
  return withoutNulls({ slug, name, description, minVramGb, recommendedVramGb, cpuThreadsPerGpu, sources });
}
