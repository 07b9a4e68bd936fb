/** planJob's catalog reads beside the service: the offers it prices, and a setup as the API shows it. */
import type { CatalogSnapshot, Linked, LinkedGpu } from '../read-model';
import { machineUsd, type CostedSetup } from '../rules/calculators/job-plan';
import type { PlannedSetupModel } from './plan-models';

type Offer = Linked<'CloudOffering'>;

/** What a timed setup carries through the ranking. */
export interface SetupRef {
  gpu: LinkedGpu;
  offer: Offer | null;
  offerInstances: number | null;
}

/**
 * The newest price of each offer (provider, instance type, region) that has one: a GPU's
 * offers come newest first, so the first seen is the current one.
 */
export function newestOffers(snapshot: CatalogSnapshot): Offer[] {
  const offers: Offer[] = [];
  const seen = new Set<string>();
  for (const gpu of snapshot.ofKind('GPU')) {
    for (const offer of gpu.cloudOfferings) {
      const key = `${offer.provider}|${offer.instanceType}|${offer.region ?? ''}`;
      if (seen.has(key) || (offer.onDemandUsdPerHour ?? offer.spotUsdPerHour) == null) continue;
      seen.add(key);
      offers.push(offer);
    }
  }
  return offers;
}

/** A costed setup as the API shows it. */
export function toModel(setup: CostedSetup): PlannedSetupModel {
  const ref = setup.ref as SetupRef;
  const { ref: _ref, ...rest } = setup;
  return {
    ...rest,
    gpu: ref.gpu,
    hardwareUsd: setup.ownership === 'OWNED' ? machineUsd(setup) : null,
    platformUsd: setup.platformUsd === null ? null : setup.platformUsd * setup.replicas,
    offer: ref.offer,
    server: (ref as SetupRef & { server?: PlannedSetupModel['server'] }).server ?? null,
    notes: setup.notes ?? [],
    offerUsdPerHour: setup.usdPerHour,
    offerInstances: ref.offerInstances,
    sourceKeys: setup.sources,
  };
}
