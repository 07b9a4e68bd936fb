import type { SoftwareStack } from '../rules/analysis/software-stacks';
import type { CatalogSnapshot } from '../read-model';
import { servingCapacity, trainingCompute, type ServingProfile } from '../rules/calculators/job-compute';
import {
  MAX_SERVING_REPLICAS,
  cheapestOfEach,
  costSetup,
  ownVsRent,
  platformUsd,
  rankSetups,
  type TimedSetup,
} from '../rules/calculators/job-plan';
import { KV_BITS, kvBytesPerToken } from '../rules/calculators/memory';
import { plannedTrainingSpeed } from '../rules/calculators/training-runs';
import type { PlanJobInput } from './inputs';
import type { MemoryService } from './memory.service';
import { planRequest, type PlanRequest } from './plan-input';
import type { JobPlanModel } from './plan-models';
import { newestOffers, toModel, type SetupRef } from './plan-offers';
import { serverSetups } from './plan-servers';
import { planNotes, planSummary, methodSourceKeys } from './plan-text';
import type { GpuFitModel, MemoryEstimateModel } from './rules-models';

/** GPU counts a setup may have: one card up to an 8-GPU server (memory's MAX_FIT_GPU_COUNT). */
const PLAN_GPU_COUNTS = [1, 2, 4, 8] as const;
const MAX_PLAN_GPUS = 8;

/**
 * planJob (issue 31): the job's compute from the memory estimate's model figures, the setups
 * that hold it from estimateMemory's fits (owned) and the catalog's cloud offers (rented),
 * each timed (job-compute.ts), costed and ranked (job-plan.ts). Rules stay pure; this reads
 * the catalog and validates.
 */
export class PlanService {
  constructor(
    private readonly catalog: () => Promise<CatalogSnapshot>,
    private readonly memory: MemoryService,
  ) {}

  async plan(input: PlanJobInput): Promise<JobPlanModel> {
    const req = planRequest(input);
    const estimate = await this.memory.estimate({
      model: input.model,
      parametersBillions: input.parametersBillions,
      activeParametersBillions: input.activeParametersBillions,
      config: input.config,
      mode:
        req.mode === 'SERVING'
          ? 'INFERENCE'
          : req.mode === 'LORA' || req.mode === 'QLORA'
            ? req.mode
            : 'TRAINING',
      precision: input.precision ?? (req.mode === 'QLORA' ? 'NF4_DQ' : 'BF16'),
      sequenceLength: req.serving ? req.serving.contextTokens : req.sequenceLength,
      batchSize: 1,
      ...(req.serving ? {} : { gradientCheckpointing: req.gradientCheckpointing }),
    });
    const snapshot = await this.catalog();
    const model = estimate.model ? snapshot.by('models', 'slug', estimate.model.slug) : null;
    const leftOut: string[] = [];
    const serverLeftOut: string[] = [];
    const timed: TimedSetup[] = [];
    const time = this.timer(req, estimate, leftOut);
    const { ownership } = req.constraints;
    const filters = {
      condition: req.condition,
      includeLegacy: false,
      orderBy: 'PRICE' as const,
      stack: req.stack,
    };
    if (ownership !== 'RENT') {
      const fits = await this.memory.planFits(estimate, PLAN_GPU_COUNTS, {
        ...filters,
        includeServerCards: req.includeServerCards,
      });
      for (const fit of fits) {
        const setup = time(fit, { gpu: fit.gpu, offer: null, offerInstances: null });
        // The whole machine: the GPUs at their catalog price and the rest at its GPU-count tier.
        if (setup)
          timed.push({
            ...setup,
            ownership: 'OWNED',
            hardwareUsd: fit.priceUsd,
            platformUsd: platformUsd(fit.gpuCount),
          });
      }
      // Whole servers (DGX/HGX, OCP nodes) as owned machines priced by their own observation.
      const servers = serverSetups(
        await this.memory.planServerFits(estimate, { condition: req.condition, stack: req.stack }),
        estimate,
        req.condition,
        time,
      );
      timed.push(...servers.setups);
      serverLeftOut.push(...servers.leftOut);
    }
    if (ownership !== 'OWN') timed.push(...(await this.rented(estimate, req, filters, time)));

    const costed = timed.map((setup) => costSetup(setup, req.costs, req.constraints));
    const ranked = rankSetups(costed, req.constraints);
    const setups = ranked.slice(0, req.first).map(toModel);
    const best = cheapestOfEach(ranked);
    const yearly =
      best.owned && best.rented
        ? ownVsRent(best.owned, best.rented, req.costs, req.constraints.jobsPerYear)
        : null;
    const compute =
      req.tokens !== null && req.mode !== 'SERVING'
        ? trainingCompute(req.mode, estimate.parameters.activeBillions, req.tokens, req.gradientCheckpointing)
        : null;
    const measuredKeys = ranked.flatMap((s) => s.sources);
    return {
      mode: req.mode,
      model,
      parametersBillions: estimate.parameters.totalBillions,
      activeParametersBillions: estimate.parameters.activeBillions,
      tokens: req.tokens,
      computeFlops: compute?.flops ?? null,
      computeBasis:
        compute?.basis ??
        `2 x ${estimate.parameters.activeBillions} B active parameters FLOPs per generated token; decode reads the weights and the KV caches once per step.`,
      hours: setups[0]?.hours ?? null,
      objective: req.constraints.objective,
      ownership,
      jobsPerYear: req.constraints.jobsPerYear,
      setups,
      // Unpriced servers first: they hold the job, and the cap must not hide them.
      leftOut: [...serverLeftOut, ...leftOut].slice(0, 20),
      ownVsRent: yearly ? { ...yearly, owned: toModel(yearly.owned), rented: toModel(yearly.rented) } : null,
      assumptions: {
        mfu: req.mfu,
        overheadFraction: req.overheadFraction,
        electricityUsdPerKwh: req.costs.electricityUsdPerKwh,
        usefulLifeYears: req.costs.usefulLifeYears,
        idleHoursPerDay: req.costs.idleHoursPerDay,
        cpuWatts: req.costs.cpuWatts,
        condition: req.condition,
        gradientCheckpointing: req.serving ? null : req.gradientCheckpointing,
        contextTokens: req.serving?.contextTokens ?? null,
        statements: planNotes(req, estimate).assumptions,
      },
      notes: planNotes(req, estimate).notes,
      summary: planSummary(req, setups, yearly),
      sourceKeys: [...new Set([...methodSourceKeys(req.mode), ...measuredKeys])],
    };
  }

  /** Times one fit for the job, or says why it is left out. */
  private timer(req: PlanRequest, estimate: MemoryEstimateModel, leftOut: string[]) {
    const compute =
      req.tokens !== null && req.mode !== 'SERVING'
        ? trainingCompute(req.mode, estimate.parameters.activeBillions, req.tokens, req.gradientCheckpointing)
        : null;
    const decode = estimate.decode;
    const profile: ServingProfile | null =
      req.serving && decode
        ? {
            weightBytesPerToken: decode.weightBytesPerToken,
            kvBytesPerContextToken: kvBytesPerToken(
              estimate.architecture,
              KV_BITS[estimate.kvCachePrecision ?? 'FP16'],
            ),
            contextTokens: req.serving.contextTokens,
            flopsPerToken: decode.flopsPerToken,
            layers: decode.layers,
          }
        : null;
    const tensorParallel = !estimate.weightFormat.startsWith('GGUF');
    return (
      fit: Pick<GpuFitModel, 'gpuCount' | 'modelClass' | 'headroom'>,
      ref: SetupRef,
      count = fit.gpuCount,
    ):
      | (Omit<TimedSetup, 'ownership' | 'hardwareUsd' | 'platformUsd' | 'usdPerHour'> & {
          usdPerHour: number | null;
        })
      | null => {
      const gpu = ref.gpu;
      const name = `${count} x ${gpu.name}`;
      const base = {
        gpuSlug: gpu.slug,
        gpuName: gpu.name,
        gpuCount: count,
        tdpW: gpu.tdpW,
        usdPerHour: null,
        ref,
      };
      if (compute && req.tokens !== null && req.mode !== 'SERVING') {
        const t = plannedTrainingSpeed(
          compute,
          {
            mode: req.mode,
            precision: estimate.weightFormat,
            parametersBillions: estimate.parameters.totalBillions,
            activeParametersBillions: estimate.parameters.activeBillions,
            tokens: req.tokens,
            mfu: req.mfu,
            overheadFraction: req.overheadFraction,
          },
          gpu,
          count,
        );
        if (!t) {
          leftOut.push(`${name}: no tensor TFLOPS on record, so no training time.`);
          return null;
        }
        return {
          ...base,
          hours: t.hours,
          replicas: 1,
          speedBasis: t.speedBasis,
          speedMethod: t.basis,
          mfu: t.mfu,
          tokensPerSecond: t.tokensPerSecond,
          capacity: null,
          sources: t.sources,
        };
      }
      if (!profile || !req.serving) return null;
      const modelClass = fit.modelClass ? { ...fit.modelClass, gpuCount: count } : null;
      const measured = this.memory.measuredBenchmarks({ gpu, modelClass });
      const first = measured[0] ?? null;
      const capacity = servingCapacity(
        profile,
        {
          gpu,
          count,
          tensorParallel,
          freeBytes: fit.headroom.bytes * count,
          measuredSingleStream: first?.value ?? null,
        },
        req.serving.tokensPerSecondEach,
      );
      const replicas = capacity.users > 0 ? Math.ceil(req.serving.users / capacity.users) : Infinity;
      if (replicas > MAX_SERVING_REPLICAS) {
        leftOut.push(
          capacity.users === 0
            ? `${name}: one user gets ${capacity.singleStreamTokensPerSecond.toFixed(1)} tokens/s, below the ${req.serving.tokensPerSecondEach} asked.`
            : `${name}: would take ${replicas} copies (more than ${MAX_SERVING_REPLICAS}).`,
        );
        return null;
      }
      return {
        ...base,
        hours: req.serving.hoursPerDay,
        replicas,
        speedBasis: first ? 'MEASURED' : 'ESTIMATED',
        speedMethod: capacity.basis,
        mfu: null,
        tokensPerSecond: null,
        capacity,
        sources: first?.source ? [first.source.key] : [],
      };
    };
  }

  /** The catalog's cloud offers (newest price of each) whose GPU at some count holds the job. */
  private async rented(
    estimate: MemoryEstimateModel,
    req: PlanRequest,
    filters: {
      condition: 'NEW' | 'USED' | 'ANY';
      includeLegacy: boolean;
      orderBy: 'PRICE';
      stack: SoftwareStack | null;
    },
    time: ReturnType<PlanService['timer']>,
  ): Promise<TimedSetup[]> {
    const snapshot = await this.catalog();
    const offers = newestOffers(snapshot);
    if (!offers.length) return [];
    const fits = await this.memory.planFits(estimate, PLAN_GPU_COUNTS, {
      ...filters,
      includeServerCards: true,
      only: new Set(offers.map((o) => o.gpu?.slug ?? '')),
    });
    // The fit search gives each GPU its fewest GPUs that hold the job; more of them hold it too.
    const fitBy = new Map(fits.map((fit) => [fit.gpu.slug, fit]));
    const out: TimedSetup[] = [];
    for (const offer of offers) {
      const gpu = offer.gpu;
      const fit = gpu ? fitBy.get(gpu.slug) : undefined;
      if (!gpu || !fit) continue;
      const fewest = Math.ceil(fit.gpuCount / offer.gpuCount) * offer.gpuCount;
      const most = Math.floor(MAX_PLAN_GPUS / offer.gpuCount) * offer.gpuCount;
      // Training also gets the most GPUs the plan considers (the fastest); serving scales by copies.
      const counts = new Set(
        [fewest, ...(req.serving ? [] : [most])].filter((n) => n >= fewest && n <= MAX_PLAN_GPUS),
      );
      for (const n of counts) {
        const instances = n / offer.gpuCount;
        const setup = time(fit, { gpu, offer, offerInstances: instances }, n);
        if (!setup) continue;
        const perHour = (offer.onDemandUsdPerHour ?? offer.spotUsdPerHour ?? 0) * instances;
        out.push({
          ...setup,
          ownership: 'RENTED',
          hardwareUsd: null,
          platformUsd: null,
          usdPerHour: perHour,
          sources: [...setup.sources, ...(offer.source ? [offer.source.key] : [])],
        });
      }
    }
    return out;
  }
}
