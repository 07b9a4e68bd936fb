/**
 * planJob's whole servers (issues 28 and 31): each catalog server whose GPUs hold the job by
 * serverFits' rule becomes an OWNED setup, timed like N cards of its module (the same
 * measured-run lookup and MFU) and costed as the whole machine (job-server.ts). A server with
 * no price of the asked condition is left out of the ranking and named in leftOut: a cost is
 * what the ranking and ownVsRent compare, and a row without one would sit among priced rows
 * as if it were free or last; the user still learns the server holds the job and why it is
 * not costed.
 */
import { pricedAt } from '../rules/analysis/price-age';
import { BARE_NODE_NOTE } from '../rules/calculators/memory';
import type { TimedSetup } from '../rules/calculators/job-plan';
import { serverMachine, type ServerPriceBasis } from '../rules/calculators/job-server';
import type { SetupRef } from './plan-offers';
import type { GpuFitModel, MemoryEstimateModel, ServerFitModel } from './rules-models';

/** planJob's timer (plan.service.ts): one setup's time, or null with the reason in leftOut. */
type Timer = (
  fit: Pick<GpuFitModel, 'gpuCount' | 'modelClass' | 'headroom'>,
  ref: SetupRef,
) =>
  | (Omit<TimedSetup, 'ownership' | 'hardwareUsd' | 'platformUsd' | 'usdPerHour'> & {
      usdPerHour: number | null;
    })
  | null;

/** What a whole server's setup carries beside its GPU (the API's `server`). */
export interface ServerSetupRef extends SetupRef {
  server: ServerFitModel['server'] | null;
}

/** Characters of an ISO date a precision keeps. */
const DATE_CHARS: Readonly<Record<string, number>> = { YEAR: 4, MONTH: 7, DAY: 10 };

/** The newest price observation of the condition the server's price is. */
function priceBasis(
  server: ServerFitModel['server'],
  condition: 'NEW' | 'USED' | null,
): ServerPriceBasis | null {
  const row = condition ? server.priceObservations.find((o) => o.condition === condition) : undefined;
  if (!row) return null;
  return {
    priceKind: row.priceKind ?? null,
    // As precise as the source: a year-only date is said as the year, not as its 1 January.
    observedOn: row.observedOn
      ? String(row.observedOn).slice(0, DATE_CHARS[String(row.observedPrecision ?? 'DAY')] ?? 10)
      : null,
    sourceKey: row.source?.key ?? null,
    notes: row.notes ?? null,
  };
}

/** The owned setups of the servers that hold the job, and a line for each one left out. */
export function serverSetups(
  fits: readonly ServerFitModel[],
  estimate: MemoryEstimateModel,
  condition: 'NEW' | 'USED' | 'ANY',
  time: Timer,
): { setups: TimedSetup[]; leftOut: string[] } {
  const setups: TimedSetup[] = [];
  const leftOut: string[] = [];
  for (const fit of fits) {
    const server = fit.server;
    const gpu = server.gpu!;
    const basis = priceBasis(server, fit.priceCondition);
    const machine = serverMachine({
      name: `${server.manufacturer} ${server.name}`,
      gpuCount: fit.gpuCount,
      gpuName: gpu.name,
      priceUsd: fit.priceUsd,
      priceCondition: fit.priceCondition,
      priceIncludesGpus: fit.priceIncludesGpus,
      gpuPriceUsd: pricedAt(gpu, condition)?.price ?? null,
      maxPowerW: server.maxPowerW ?? null,
      basis,
    });
    if (!machine.priced) {
      leftOut.push(machine.reason);
      continue;
    }
    const modelClass =
      estimate.mode === 'INFERENCE'
        ? {
            totalBillions: estimate.parameters.totalBillions,
            weightFormat: estimate.weightFormat,
            gpuCount: fit.gpuCount,
          }
        : null;
    const ref: ServerSetupRef = { gpu, offer: null, offerInstances: null, server };
    const setup = time({ gpuCount: fit.gpuCount, modelClass, headroom: fit.headroom }, ref);
    if (!setup) continue;
    setups.push({
      ...setup,
      ownership: 'OWNED',
      hardwareUsd: machine.hardwareUsd,
      platformUsd: null,
      machineWatts: machine.machineWatts,
      serverName: `${server.manufacturer} ${server.name}`,
      // The fit's first note says how it was sharded; the bare-node note is said with its price.
      notes: [...machine.notes, ...fit.notes.slice(1).filter((n) => n !== BARE_NODE_NOTE)],
      sources: [...setup.sources, ...(basis?.sourceKey ? [basis.sourceKey] : [])],
    });
  }
  return { setups, leftOut };
}
