import type { ServerFitModel } from '../services/rules-models';
import { withoutNulls } from './format';

type Server = ServerFitModel['server'];

/** The server's figures that no source states: said by name, since withoutNulls drops nulls. */
const UNKNOWABLE = ['maxPowerW', 'powerInput', 'rackUnits', 'noiseDba'] as const;

/** The newest observation of the condition the fit's price is: what that price rests on. */
function priceBasis(server: Server, condition: 'NEW' | 'USED' | null) {
  const row = condition ? server.priceObservations.find((o) => o.condition === condition) : undefined;
  if (!row) return null;
  return withoutNulls({
    observedOn: row.observedOn,
    priceKind: row.priceKind,
    seller: row.seller,
    notes: row.notes,
    source: row.source?.key ?? null,
  });
}

/**
 * A whole GPU server that holds an estimate, as estimate_memory lists it beside the GPU setups
 * and the unified-memory machines: the model sharded over its GPUs (per-GPU need and headroom),
 * the server's own figures (power, height, noise; those not on record named in notOnRecord),
 * its price with what the price rests on and whether it includes the GPUs. Pure mapping.
 */
export function serverFit(fit: ServerFitModel, sources: string[], throughputSources: string[]) {
  const server = fit.server;
  return withoutNulls({
    slug: server.slug,
    name: `${server.manufacturer} ${server.name}`,
    kind: 'GPU_SERVER',
    gpu: server.gpu ? { slug: server.gpu.slug, name: server.gpu.name } : null,
    gpuCount: fit.gpuCount,
    gpuMemoryGb: server.gpuMemoryGb,
    interconnect: server.interconnect,
    formFactor: server.formFactor,
    maxPowerW: server.maxPowerW,
    powerInput: server.powerInput,
    rackUnits: server.rackUnits,
    noiseDba: server.noiseDba,
    notOnRecord: UNKNOWABLE.filter((field) => server[field] == null),
    requiredPerGpuGib: fit.requiredPerGpu.gib,
    headroomGib: fit.headroom.gib,
    runtime: fit.runtime,
    marginal: fit.marginal,
    comfortableWith: fit.comfortableWith.length ? fit.comfortableWith : null,
    priceUsd: fit.priceUsd,
    priceCondition: fit.priceCondition,
    priceIncludesGpus: fit.priceIncludesGpus,
    priceBasis: priceBasis(server, fit.priceCondition),
    notes: fit.notes,
    throughput: fit.throughput
      ? {
          estimate: true,
          decodeTokensPerSecond: fit.throughput.decodeTokensPerSecond,
          method: fit.throughput.method,
          sources: throughputSources,
        }
      : null,
    sources,
  });
}
