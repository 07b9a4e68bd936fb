/** planJob's words: the assumptions, what the plan could not check, the summary, the method's sources. */
import {
  CONSUMER_TRAINING_MFU,
  DATACENTER_TRAINING_MFU,
  LORA_MFU_RATIO,
  NVLINK_DATA_PARALLEL_EFFICIENCY,
  QLORA_DEQUANT_OVERHEAD,
  type JobMode,
} from '../rules/calculators/job-compute';
import { PLATFORM_USD_BY_GPU_COUNT, type OwnVsRent } from '../rules/calculators/job-plan';
import { formatNumber, formatUsd } from '../rules/format';
import type { PlanRequest } from './plan-input';
import type { PlannedSetupModel } from './plan-models';
import type { MemoryEstimateModel } from './rules-models';

/** Source keys of the method for a mode (the catalog's sources; docs/planning.md lists them). */
export function methodSourceKeys(mode: JobMode): string[] {
  const cost = ['doc-cost-for-gpu-hardware', 'doc-dl-cluster-guide'];
  if (mode === 'SERVING')
    return ['bench-llamacpp-gpu-benchmarks-2024', 'paper-palm-2022', 'paper-megatron-2019', ...cost];
  const training = [
    'paper-palm-2022',
    'paper-megatron-2019',
    'paper-korthikanti-2022',
    'bench-lambda-tf-2080ti-2019',
  ];
  // LORA_MFU_RATIO rests on NeMo's LoRA and pre-training runs.
  if (mode === 'LORA') training.push('paper-lora-2021', 'bench-nemo-performance-summary-2024');
  if (mode === 'QLORA')
    training.push('paper-lora-2021', 'paper-qlora-2023', 'bench-nemo-performance-summary-2024');
  return [...training, ...cost];
}

/** The assumptions in words, and the notes on what the plan rests on. */
export function planNotes(
  req: PlanRequest,
  estimate: MemoryEstimateModel,
): { assumptions: string[]; notes: string[] } {
  const assumptions = [
    `Owned machines: the GPUs at their ${req.condition === 'ANY' ? 'cheaper (new or used)' : req.condition.toLowerCase()} catalog price plus the platform's tier (platformUsd), depreciated together over ${formatNumber(req.costs.usefulLifeYears, 1)} years (as compareCloudVsDesktop).`,
    `Electricity at $${req.costs.electricityUsdPerKwh} per kWh; GPUs draw their TDP and the rest of the machine ${req.costs.cpuWatts} W while working; ${req.costs.idleHoursPerDay} idle hours a day.`,
    `Rented setups at the newest on-demand price of each catalog offer (spot where no on-demand price is listed), on the offer's date.`,
  ];
  const notes: string[] = [];
  if (req.mode === 'SERVING' && req.serving) {
    assumptions.push(
      `${req.serving.users} users at ${req.serving.tokensPerSecondEach} tokens/s each, ${req.serving.contextTokens}-token context, ${req.serving.hoursPerDay} h a day, ${req.constraints.jobsPerYear} days a year.`,
      `${estimate.weightFormat.startsWith('GGUF') ? 'Several GPUs split the layers (llama.cpp): no faster per step than one.' : 'Several GPUs split each layer (tensor parallel, as vLLM): bandwidth adds up at 0.8 efficiency.'}`,
    );
    notes.push(
      'Capacity assumes continuous batching (as vLLM): one decode step serves every user; llama.cpp without batching serves one stream at the single-user rate.',
      'Measured speeds are single-user llama.cpp runs of a model of the same size and format class; the batched figures add the estimated cost of more users.',
      'Prompt processing shares the GPUs with generation; long prompts lower the users served below the figure.',
    );
  } else {
    const adapters = req.mode === 'LORA' || req.mode === 'QLORA';
    assumptions.push(
      `Training MFU ${req.mfu ?? `${DATACENTER_TRAINING_MFU} on SXM (datacenter) GPUs, ${CONSUMER_TRAINING_MFU} on other cards (calibrated estimates)${adapters ? `, x ${formatNumber(LORA_MFU_RATIO, 2)} for adapters (NeMo's LoRA against pre-training utilisation)` : ''}`}; ${req.overheadFraction * 100} % overhead for checkpoints and evaluation.`,
      `Data parallel over several GPUs: ${NVLINK_DATA_PARALLEL_EFFICIENCY} per extra GPU over NVLink (SXM), Lambda's measured 1.8x for two PCIe cards otherwise.`,
      `Activations ${req.gradientCheckpointing ? 'recomputed (gradient checkpointing)' : 'kept'}; sequence length ${req.sequenceLength}.`,
    );
    if (req.mode === 'QLORA')
      assumptions.push(
        `QLoRA runs ${QLORA_DEQUANT_OVERHEAD}x the LoRA time for dequantizing the base (an estimate).`,
      );
    notes.push(
      req.mfu === null
        ? 'Training times are MEASURED where a published run of the same GPU, job, precision and size class exists (NeMo on H100 SXM: the run, its precision and framework are in speedMethod, scaled by parameters), ESTIMATED from the MFU otherwise; docs/planning.md compares both with published runs.'
        : 'Training times are ESTIMATED at the MFU given (a given MFU replaces the published runs).',
      '6 x N x D leaves out attention FLOPs (a few % to ~15 % for short sequences and small models), so short runs of small models can take longer.',
    );
  }
  notes.push(
    `Owned costs count the whole machine: the GPUs at catalog price plus the rest (CPU, board, RAM, PSU, storage, case) at an estimate per GPU count — ${Object.entries(
      PLATFORM_USD_BY_GPU_COUNT,
    )
      .map(([n, usd]) => `${n} GPU${n === '1' ? '' : 's'} ${formatUsd(usd)}`)
      .join(
        ', ',
      )} (recommendBuild's cheapest seed-catalog builds less their cards; 8 GPUs a floor) — not a build priced for each setup.`,
    `Memory fits come from estimateMemory at batch 1 (${estimate.mode}, ${estimate.weightFormat}).`,
  );
  return { assumptions, notes };
}

/** One sentence: the best setup by the objective and the own-vs-rent answer. */
export function planSummary(
  req: PlanRequest,
  setups: readonly PlannedSetupModel[],
  yearly: OwnVsRent | null,
): string {
  const best = setups[0];
  if (!best) return 'No catalog setup runs this job under the constraints given: see leftOut.';
  const what = `${best.replicas > 1 ? `${best.replicas} copies of ` : ''}${best.server ? `${best.server.manufacturer} ${best.server.name} (${best.gpuCount} x ${best.gpu.name})` : `${best.gpuCount} x ${best.gpu.name}`} (${best.ownership === 'OWNED' ? 'owned' : `rented, ${best.offer?.provider ?? 'cloud'}`})`;
  const speed =
    req.mode === 'SERVING' && best.capacity
      ? `serves ${best.capacity.users} users a copy at ${req.serving?.tokensPerSecondEach} tokens/s each`
      : `takes about ${formatNumber(best.hours, 1)} h a job`;
  return (
    `Best by ${req.constraints.objective.toLowerCase().replace(/_/g, ' ')}: ${what} ${speed}, ${formatUsd(best.costPerJobUsd)} a job, ` +
    `${formatUsd(best.yearlyCostUsd)} a year (${best.speedBasis.toLowerCase()} speed).` +
    (yearly ? ` ${yearly.summary}` : '')
  );
}
