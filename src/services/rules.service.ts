import { utcToday } from '../catalog/write/prices';
import type { CatalogSnapshot, Linked, LinkedComponent, LinkedGpu } from '../read-model';
import { badInput } from '../errors';
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
  listRules,
  noCardRunsStack,
  rankGpus,
  recommendBuild,
  type BuildReportFacts,
  type CloudVsDesktopResult,
  type ComponentFacts,
  type GpuRanking,
  type PowerLimitTradeoff,
  type RuleDefinition,
} from '../rules';
import { closestMatches, notFoundWithSuggestions } from './suggestions';
import { optionalNumber, requiredSlug } from './input';
import { useCaseFacts } from './facts';
import { rulesCatalog } from './rules-catalog';
import { buildSystemAlternatives } from './build-systems';
import { checkedCloudVsDesktop } from './rules-cloud-vs-desktop';
import { checkedPowerLimitSweep, checkedPowerLimitTradeoff } from './rules-power-limit';
import type { BuildRecommendationModel } from './rules-models';
import { INPUT_LIMITS, boundedInt, requiredNumber, validateMains, validateParts } from './rules-input';

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

  compareCloudVsDesktop(input: CloudVsDesktopInput): Promise<CloudVsDesktopResult> {
    return checkedCloudVsDesktop(this.catalog, input);
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
   * catalog, the sourced table, or an estimate), not capped at TDP (rules-power-limit.ts).
   */
  powerLimitTradeoff(args: PowerLimitInput): Promise<PowerLimitTradeoff> {
    return checkedPowerLimitTradeoff(this.catalog, args);
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
  /** Power-limit trade-offs of one catalog GPU at `limitsW` or the usual steps (rules-power-limit.ts). */
  powerLimitSweep(
    gpuSlug: string,
    limitsW: readonly number[] | null | undefined,
  ): Promise<{ gpu: GpuRow; tradeoffs: PowerLimitTradeoff[] }> {
    return checkedPowerLimitSweep(this.catalog, gpuSlug, limitsW);
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
