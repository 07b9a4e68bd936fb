import { utcToday } from '../catalog/write/prices';
import type { CatalogSnapshot, Linked, LinkedComponent, LinkedGpu } from '../read-model';
import { badInput, notFound } from '../errors';
import type {
  BuildInput,
  BuildPartInput,
  BuildRecommendationInput,
  CloudVsDesktopInput,
  GpuRecommendationInput,
  PowerLimitInput,
} from './inputs';
import {
  DEFAULT_PRICE_CONDITION,
  checkBuild,
  compareCloudVsDesktop,
  listRules,
  noCardRunsStack,
  powerLimitRange,
  powerLimitTradeoff,
  rankGpus,
  recommendBuild,
  type BuildReportFacts,
  type CloudVsDesktopResult,
  type ComponentFacts,
  type GpuRanking,
  type PowerLimitTradeoff,
  type RuleDefinition,
} from '../rules';
import { fromGlobalId } from './global-id';
import { closestMatches, notFoundWithSuggestions, unknownGpu } from './suggestions';
import { optionalNumber, requiredSlug } from './input';
import { useCaseFacts } from './facts';
import { rulesCatalog } from './rules-catalog';
import { buildSystemAlternatives } from './build-systems';
import type { WorkComparison } from '../rules/calculators/cloud-work';
import type { BuildRecommendationModel } from './rules-models';
import {
  INPUT_LIMITS,
  boundedInt,
  positiveYears,
  requiredNumber,
  validateIdleAndResale,
  validateMains,
  validateParts,
} from './rules-input';

/**
 * The steps of a power-limit sweep when the caller names none: stock, then 90 % down to
 * 60 % of TDP, the range the documents discuss (doc-gpu-cluster-at-home suggests 80-90 %;
 * dettmers-which-gpu-2020 measures 250 -> 200 W). A presentation choice, not a verdict.
 */
const POWER_LIMIT_SWEEP = { fractions: [1, 0.9, 0.8, 0.7, 0.6], maxLimits: 10 } as const;

type GpuRow = LinkedGpu;
type UseCaseRow = Linked<'UseCase'>;

/**
 * Runs the rules engine for the API: validates input (BAD_USER_INPUT naming the field),
 * takes the facts from the request's catalog version (the one the API's reads of the same
 * request see), and hands them to the pure functions in src/rules. The rules never touch
 * the database.
 */
export class RulesService {
  constructor(private readonly catalog: () => Promise<CatalogSnapshot>) {}

  rules(): RuleDefinition[] {
    return listRules();
  }

  /** Checks a parts list; the parts (with a board's slots) come from the request's version. */
  async checkBuild(build: BuildInput, field = 'build'): Promise<BuildReportFacts> {
    const quantities = validateParts(build.parts, field);
    const mains = validateMains(build.mains, `${field}.mains`);
    const useCase = build.useCase ? await this.requireUseCase(build.useCase, `${field}.useCase`) : null;
    const snapshot = await this.catalog();
    const parts = this.requireParts(snapshot, [...quantities.keys()], build.parts, field).map(
      (component) => ({
        component,
        quantity: quantities.get(component.slug)!,
      }),
    );
    return checkBuild(
      {
        parts,
        mains,
        useCase: useCase ? useCaseFacts(useCase) : null,
        risers: build.risers ?? false,
        today: utcToday(),
      },
      { preprocessingOnTheFly: build.preprocessingOnTheFly ?? false },
    );
  }

  async recommendGpus(input: GpuRecommendationInput): Promise<GpuRanking<GpuRow>[]> {
    const condition = input.condition ?? DEFAULT_PRICE_CONDITION;
    const gpuCount = boundedInt(input.gpuCount, 1, 'input.gpuCount', 1, INPUT_LIMITS.maxGpuCount);
    const first = boundedInt(input.first, 5, 'input.first', 1, INPUT_LIMITS.maxRecommendations);
    const budgetUsd = optionalNumber(input.budgetUsd, 'input.budgetUsd', { max: INPUT_LIMITS.maxBudgetUsd });
    const minVramGb = optionalNumber(input.minVramGb, 'input.minVramGb', { max: 100_000 });
    const maxPowerW = optionalNumber(input.maxPowerW, 'input.maxPowerW', { max: INPUT_LIMITS.maxWatts });
    const useCase = input.useCase ? await this.requireUseCase(input.useCase, 'input.useCase') : null;
    const snapshot = await this.catalog();
    const noCard = noCardRunsStack(
      input.stack,
      snapshot.ofKind('UNIFIED_MEMORY_SYSTEM'),
      condition,
      budgetUsd,
    );
    if (noCard) throw badInput('input.stack', noCard);
    const gpus = snapshot.ofKind('GPU');
    const { support } = rulesCatalog(snapshot);
    const rankings = rankGpus(gpus, {
      condition,
      gpuCount,
      first,
      budgetUsd,
      minVramGb,
      maxPowerW,
      useCase: useCase ? useCaseFacts(useCase) : null,
      objective: input.objective ?? null,
      includeLegacy: input.includeLegacy ?? false,
      includeServerCards: input.includeServerCards ?? false,
      today: utcToday(),
      stack: input.stack ?? null,
      support,
    });
    return rankings;
  }

  async compareCloudVsDesktop(input: CloudVsDesktopInput): Promise<CloudVsDesktopResult> {
    const L = INPUT_LIMITS;
    let cloudUsdPerHour = optionalNumber(input.cloudUsdPerHour, 'input.cloudUsdPerHour', {
      max: L.maxCloudUsdPerHour,
    });
    let cloudGpuId: number | null = null;
    let offeringGpuCount: number | null = null;
    if (input.cloudOfferingId) {
      const { type, id } = fromGlobalId(input.cloudOfferingId, 'input.cloudOfferingId');
      const offering = type === 'CloudOffering' ? (await this.catalog()).byId('cloudOfferings', id) : null;
      if (!offering) throw notFound('cloud offering', 'input.cloudOfferingId');
      const price = offering.onDemandUsdPerHour ?? offering.spotUsdPerHour;
      if (cloudUsdPerHour === null) cloudUsdPerHour = price;
      cloudGpuId = offering.gpuId ?? null;
      offeringGpuCount = offering.gpuCount;
    }
    const work = await this.workComparison(input, cloudGpuId, offeringGpuCount);
    if (cloudUsdPerHour === null) {
      throw badInput('input.cloudUsdPerHour', 'give cloudUsdPerHour or cloudOfferingId');
    }
    const utilization = requiredNumber(input.utilization, 'input.utilization', { min: 0, max: 1 });
    return compareCloudVsDesktop({
      desktopCostUsd: requiredNumber(input.desktopCostUsd, 'input.desktopCostUsd', { max: L.maxBudgetUsd }),
      gpuWatts: requiredNumber(input.gpuWatts, 'input.gpuWatts', { max: L.maxWatts }),
      cpuWatts: optionalNumber(input.cpuWatts, 'input.cpuWatts', { max: L.maxWatts }),
      utilization,
      electricityUsdPerKwh: requiredNumber(input.electricityUsdPerKwh, 'input.electricityUsdPerKwh', {
        max: L.maxElectricityUsdPerKwh,
      }),
      cloudUsdPerHour,
      horizonYears: positiveYears(input.horizonYears, 'input.horizonYears', L.maxHorizonYears),
      ...validateIdleAndResale(input, utilization),
      work,
    });
  }

  /**
   * The GPUs each side of a cloud-vs-own comparison runs (the desktop's by slug; the cloud's by
   * slug or the offering's), so the cloud is priced by the work it does (cloud-work.ts).
   */
  private async workComparison(
    input: CloudVsDesktopInput,
    offeringGpuId: number | null,
    offeringGpuCount: number | null,
  ): Promise<WorkComparison | null> {
    const snapshot = await this.catalog();
    const gpuBySlug = (slug: string, field: string) => {
      const row = snapshot.component(requiredSlug(slug, field));
      if (!row || row.kind !== 'GPU') throw unknownGpu(snapshot, slug, field);
      return row;
    };
    const count = (value: number | null | undefined, field: string, fallback: number) =>
      boundedInt(value, fallback, field, 1, INPUT_LIMITS.maxGpuCount);
    const desktop = input.desktopGpuSlug ? gpuBySlug(input.desktopGpuSlug, 'input.desktopGpuSlug') : null;
    let cloud = input.cloudGpuSlug ? gpuBySlug(input.cloudGpuSlug, 'input.cloudGpuSlug') : null;
    if (!cloud && offeringGpuId !== null) {
      const row = snapshot.byId('components', offeringGpuId);
      cloud = row && row.kind === 'GPU' ? row : null;
    }
    if (!desktop && !cloud) return null;
    return {
      desktop: desktop
        ? { gpu: desktop, count: count(input.desktopGpuCount, 'input.desktopGpuCount', 1) }
        : null,
      cloud: cloud
        ? { gpu: cloud, count: count(input.cloudGpuCount, 'input.cloudGpuCount', offeringGpuCount ?? 1) }
        : null,
      workload: input.workload ?? 'TRAINING',
    };
  }

  /**
   * Assembles a complete build within the budget that passes checkBuild, by a pruned
   * search over the whole catalog (src/rules/recommend/recommend-build.ts).
   */
  async recommendBuild(input: BuildRecommendationInput): Promise<BuildRecommendationModel> {
    const L = INPUT_LIMITS;
    const budgetUsd = requiredNumber(input.budgetUsd, 'input.budgetUsd', {
      min: 0,
      max: L.maxBudgetUsd,
      exclusiveMin: true,
    });
    const gpuCount = boundedInt(input.gpuCount, 1, 'input.gpuCount', 1, L.maxBuildGpuCount);
    const minVramGb = optionalNumber(input.minVramGb, 'input.minVramGb', { max: 100_000 });
    const mains = validateMains(input.mains, 'input.mains');
    const useCase = input.useCase ? await this.requireUseCase(input.useCase, 'input.useCase') : null;
    const snapshot = await this.catalog();
    const { catalog, support } = rulesCatalog(snapshot);
    const condition = input.condition ?? DEFAULT_PRICE_CONDITION;
    const facts = useCase ? useCaseFacts(useCase) : null;
    const result = recommendBuild(catalog, {
      budgetUsd,
      gpuCount,
      condition,
      minVramGb: minVramGb ?? undefined,
      useCase: facts,
      mains,
      today: utcToday(),
      stack: input.stack ?? null,
      support,
    });
    const systemAlternatives = buildSystemAlternatives(snapshot, {
      useCase: facts,
      minVramGb,
      gpuCount,
      budgetUsd,
      condition,
      stack: input.stack ?? null,
      partSlugs: result.parts.map(({ component }) => component.slug),
    });
    return {
      parts: result.parts.map(({ component, quantity }) => ({
        component: snapshot.component(component.slug)!,
        quantity,
        priceUsd: result.unitPricesUsd.get(component.slug) ?? null,
      })),
      report: result.report,
      reasons: result.reasons,
      risers: result.risers,
      systemAlternatives,
    };
  }

  /**
   * A card's limit is checked against the range its driver accepts (powerLimitRange: the
   * catalog, the sourced table, or an estimate), not capped at TDP: many RTX 4090 boards
   * take 600 W, and no driver takes 50 W. A bare TDP allows 1 W to TDP.
   */
  async powerLimitTradeoff(args: PowerLimitInput): Promise<PowerLimitTradeoff> {
    let tdpW = optionalNumber(args.tdpW, 'tdpW', { min: 1, max: INPUT_LIMITS.maxWatts });
    let gpu: GpuRow | null = null;
    if (args.gpuSlug) {
      const snapshot = await this.catalog();
      const row = snapshot.component(requiredSlug(args.gpuSlug, 'gpuSlug'));
      if (!row || row.kind !== 'GPU') throw unknownGpu(snapshot, args.gpuSlug, 'gpuSlug');
      gpu = row;
      tdpW = gpu.tdpW;
    }
    if (tdpW === null) throw badInput('gpuSlug', 'give gpuSlug or tdpW');
    const range = gpu ? powerLimitRange(gpu) : { minW: 1, maxW: tdpW };
    const limitW = requiredNumber(args.limitW, 'limitW', { max: INPUT_LIMITS.maxWatts });
    if (limitW < range.minW || limitW > range.maxW) {
      const card = gpu ? `the ${gpu.name} accepts` : 'a card of this TDP allows';
      throw badInput(
        'limitW',
        `must lie within the ${range.minW}-${range.maxW} W range ${card}, got ${limitW}`,
      );
    }
    return powerLimitTradeoff(tdpW, limitW, gpu);
  }

  async requireUseCase(slug: string, field: string): Promise<UseCaseRow> {
    const snapshot = await this.catalog();
    const useCase = snapshot.by('useCases', 'slug', requiredSlug(slug, field));
    if (!useCase) {
      const known = snapshot.all('useCases');
      throw notFoundWithSuggestions(
        `use case "${slug}"`,
        field,
        closestMatches(
          slug,
          known.map((u) => u.slug),
        ),
        'the useCases query lists every slug',
        'useCases',
      );
    }
    return useCase;
  }

  /**
   * Power-limit trade-offs of one catalog GPU at `limitsW`, or at the usual steps below its
   * TDP that its driver accepts: speed kept, watts saved, efficiency gained and the
   * vendor's command. A limit outside the card's range is BAD_USER_INPUT naming it.
   */
  async powerLimitSweep(
    gpuSlug: string,
    limitsW: readonly number[] | null | undefined,
  ): Promise<{ gpu: GpuRow; tradeoffs: PowerLimitTradeoff[] }> {
    const slug = requiredSlug(gpuSlug, 'gpuSlug');
    const snapshot = await this.catalog();
    const found = snapshot.component(slug);
    if (!found || found.kind !== 'GPU') throw unknownGpu(snapshot, gpuSlug, 'gpuSlug');
    const gpu = found;
    const range = powerLimitRange(gpu);
    if ((limitsW?.length ?? 0) > POWER_LIMIT_SWEEP.maxLimits)
      throw badInput('limitsW', `at most ${POWER_LIMIT_SWEEP.maxLimits} limits`);
    const limits = limitsW?.length
      ? limitsW
      : POWER_LIMIT_SWEEP.fractions
          .map((fraction) => Math.round(gpu.tdpW * fraction))
          .filter((watts) => watts >= range.minW && watts <= range.maxW);
    limits.forEach((watts, i) => {
      if (!Number.isFinite(watts) || watts < range.minW || watts > range.maxW) {
        throw badInput(
          `limitsW[${i}]`,
          `must be ${range.minW}-${range.maxW} W for the ${gpu.name} (the driver refuses other limits)`,
        );
      }
    });
    return { gpu, tradeoffs: limits.map((watts) => powerLimitTradeoff(gpu.tdpW, watts, gpu)) };
  }

  /** The parts' facts by slug, in input order, from the version; NOT_FOUND names the first unknown line. */
  private requireParts(
    snapshot: CatalogSnapshot,
    slugs: string[],
    parts: readonly BuildPartInput[],
    field: string,
  ): ComponentFacts[] {
    return slugs.map((slug) => {
      const row: LinkedComponent | null = snapshot.component(slug);
      if (!row) {
        const line = parts.findIndex((p) => p.slug.trim().toLowerCase() === slug);
        throw notFoundWithSuggestions(
          `component "${slug}"`,
          `${field}.parts[${line}].slug`,
          closestMatches(slug, snapshot.componentSlugs()),
          'search or components(search:) find slugs',
          'search',
        );
      }
      // A unified-memory machine is a whole computer: no slot, PSU or case check applies.
      if (row.kind === 'UNIFIED_MEMORY_SYSTEM') {
        const line = parts.findIndex((p) => p.slug.trim().toLowerCase() === slug);
        throw badInput(
          `${field}.parts[${line}].slug`,
          `"${slug}" is a complete unified-memory machine, not a part of a build; estimateMemory's systemFits compares it with GPU setups`,
        );
      }
      // A GPU server is a whole box with its GPUs: it is compared as one (serverFits), not built.
      if (row.kind === 'GPU_SERVER') {
        const line = parts.findIndex((p) => p.slug.trim().toLowerCase() === slug);
        throw badInput(
          `${field}.parts[${line}].slug`,
          `"${slug}" is a complete GPU server, not a part of a build; estimateMemory's serverFits compares it with GPU setups`,
        );
      }
      return rulesCatalog(snapshot).facts.get(slug)!;
    });
  }
}
