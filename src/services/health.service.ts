import { utcToday } from '../catalog/write/prices';
import { badInput } from '../errors';
import type { CatalogSnapshot } from '../read-model';
import { GENERATION_MODELS } from '../rules/calculators/memory';
import { catalogHealth, type CatalogHealthReport } from '../rules/analysis/catalog-health';

/** The report with the catalog version it read. */
export type CatalogHealthModel = CatalogHealthReport & { catalogVersion: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * catalogHealth: what is stale or missing in the catalog version a request reads. The report is
 * pure (src/rules/analysis/catalog-health.ts); this service hands it the read model's rows and
 * the day, and keeps one report per version and day (the read model's derived cache).
 */
export class HealthService {
  constructor(private readonly catalog: () => Promise<CatalogSnapshot>) {}

  async report(asOf?: string | null): Promise<CatalogHealthModel> {
    const today = asOf ?? utcToday();
    if (!ISO_DAY.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`)))
      throw badInput('asOf', `asOf must be a day as YYYY-MM-DD; got "${today}"`);
    const snapshot = await this.catalog();
    const report = snapshot.derived(`catalog-health:${today}`, () =>
      catalogHealth({
        today,
        components: snapshot.all('components').map((c) => ({
          slug: c.slug,
          name: c.name,
          kind: c.kind,
          facts: c as unknown as Record<string, unknown>,
        })),
        priceDays: snapshot
          .all('priceObservations')
          .filter((o) => o.component)
          .map((o) => ({ slug: o.component!.slug, day: String(o.observedOn).slice(0, 10) })),
        offerDays: snapshot
          .all('cloudOfferings')
          .filter((o) => o.gpu)
          .map((o) => ({ gpuSlug: o.gpu!.slug, gpuName: o.gpu!.name, day: String(o.asOf).slice(0, 10) })),
        models: snapshot.all('models').map((m) => ({ name: m.name, releaseYear: m.releaseYear })),
        generationReleases: GENERATION_MODELS.map((m) => m.released),
      }),
    );
    return { ...report, catalogVersion: snapshot.version };
  }
}
