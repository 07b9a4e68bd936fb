import { buildView, vramPerGpuGb } from '../analysis/build-view';
import { caseAirflow, cpuSustainedW, performanceIsEstimate } from '../analysis/fact-fallbacks';
import { analyzeSlots } from '../analysis/slot-analysis';
import type { BuildFacts } from '../facts';
import {
  countedName,
  formatGb,
  formatNumber,
  formatPercent,
  formatUsd,
  formatWatts,
  joinList,
  plural,
} from '../format';
import { PSU_HEADROOM_FRACTION } from '../thresholds';
import {
  cards,
  circuitText,
  conditionPhrase,
  describeFailure,
  priceLabel,
  type GpuAttempt,
  type ReasonContext,
} from './recommend-build-failures';
import type { GpuPlan } from './recommend-build-plan';
import { stackCaveat } from '../analysis/software-stacks';
import type { PlatformPick } from './recommend-build-search';

export {
  describeFailure,
  missingPartsReason,
  noBuildReasons,
  priceLabel,
  type GpuAttempt,
  type ReasonContext,
} from './recommend-build-failures';

/** "relative performance 1.5 each, 3 together (RTX 2080 Ti = 1; measured)" or the bandwidth for inference. */
function performanceText(plan: GpuPlan, context: ReasonContext): string {
  if (context.workload === 'INFERENCE') {
    return `${formatNumber(plan.gpu.memoryBandwidthGBs)} GB/s of memory bandwidth${plan.count > 1 ? ' each' : ''}, which sets how fast tokens are generated`;
  }
  const perf = plan.gpu.relativePerformance;
  if (perf == null) return 'no performance figure on record';
  const together = plan.count > 1 ? `, ${formatNumber(perf * plan.count, 2)} together` : '';
  const estimate = performanceIsEstimate(plan.gpu);
  const how = estimate === true ? '; a spec estimate' : estimate === false ? '; measured' : '';
  return `relative training performance ${formatNumber(perf, 2)}${plan.count > 1 ? ' each' : ''}${together} (RTX 2080 Ti = 1${how})`;
}

/** "with at least 24 GB per card" or "holding the 40 GB Local LLM inference tier across 2 cards". */
function tierText(plan: GpuPlan, context: ReasonContext): string {
  if (context.useCaseGb > 0) {
    const together = plan.gpu.vramGb * plan.count;
    const how = context.sharded
      ? ' when the model is sharded across the cards with FSDP or DeepSpeed ZeRO-3 and gradient checkpointing'
      : plan.count > 1
        ? ' (the runtime splits the model across the cards)'
        : '';
    return (
      ` whose ${plan.count > 1 ? `${formatGb(together)} together hold` : `${formatGb(together)} hold`} the ${formatGb(context.useCaseGb)} ` +
      `${context.useCase?.name ?? 'use case'} tier${how}`
    );
  }
  return context.tierGb > 0 ? ` with at least ${formatGb(context.tierGb)} per card` : '';
}

/**
 * RAM against the work's target: twice the total GPU memory for training and fine-tuning
 * (ref-puget-ml-ai-hardware), the total for inference, the largest card at least
 * (doc-cost-for-gpu-hardware).
 */
function ramReason(
  plan: GpuPlan,
  kitName: string,
  kitGb: number,
  quantity: number,
  platformMaxGb: number | null,
): string {
  const ramGb = kitGb * quantity;
  const what = `${formatGb(ramGb)} of RAM (${countedName(kitName, quantity)})`;
  const total = `${formatGb(plan.totalVramGb)} of GPU memory${plan.count > 1 ? ' in total' : ''}`;
  const twice = plan.targetRamGb > plan.totalVramGb;
  if (ramGb >= plan.targetRamGb) {
    return twice
      ? `${what}: twice the ${total}, what a training machine wants for data loaders, checkpoints and offload.`
      : `${what} covers the ${total}.`;
  }
  const later =
    platformMaxGb === null
      ? ''
      : platformMaxGb >= plan.targetRamGb
        ? `; the platform takes up to ${formatGb(platformMaxGb)}, so it can be added later`
        : `; this platform holds at most ${formatGb(platformMaxGb)}`;
  const wanted = twice
    ? ` (a training machine wants about twice that, ${formatGb(plan.targetRamGb)}${later})`
    : '';
  return ramGb >= plan.totalVramGb
    ? `${what} covers the ${total}${wanted}.`
    : `${what} covers the ${formatGb(plan.minRamGb)} of the largest card, though not the ${total}${wanted}.`;
}

/** One sentence per pick: cards, platform, memory, power, the rest, money and the check. */
export function foundReasons(
  pick: PlatformPick,
  build: BuildFacts,
  context: ReasonContext,
  fasterLeftOut: GpuAttempt | null,
): string[] {
  const { plan, cpu, board, memory, psu, pcCase, storage, cooler } = pick;
  const gpu = plan.gpu;
  const each = plan.count > 1 ? ' each' : '';
  const best =
    context.workload === 'INFERENCE' ? 'the card with the most memory bandwidth' : 'the fastest card';
  const reasons = [
    `${cards(plan)} (${formatGb(vramPerGpuGb(gpu))}${each}): ${performanceText(plan, context)}, at ${formatUsd(plan.unitPriceUsd)} ` +
      `${priceLabel(gpu, context.condition, plan.unitPriceUsd)}${each}${plan.count > 1 ? ` (${formatUsd(plan.gpuCostUsd)} for the cards)` : ''}; ` +
      `${best}${tierText(plan, context)} for which a complete build fits the budget.`,
  ];
  const stack = stackCaveat(gpu, context.workload, context.stack, context.support);
  if (stack) reasons.push(stack);
  if (fasterLeftOut) reasons.push(`A faster choice was left out. ${describeFailure(fasterLeftOut, context)}`);

  const slots = analyzeSlots(buildView(build));
  const placements = slots?.chosen.placements ?? [];
  const where = build.risers ? ' on risers in an open frame' : '';
  const links = placements.length
    ? `; the cards sit in ${placements.length === 1 ? 'slot' : 'slots'} ${joinList(placements.map((p) => String(p.slot.position)))}${where} at ` +
      `${placements.map((p) => `x${p.lanes}`).join('/')} (PCIe ${formatNumber(Math.min(...placements.map((p) => p.gen)))}.0)`
    : '';
  const threadsPerGpu = cpu.part.threads / plan.chips;
  reasons.push(
    `${cpu.part.name} (${plural(cpu.part.threads, 'thread')}${cpu.part.pcieLanes == null ? '' : `, ${formatNumber(cpu.part.pcieLanes)} PCIe lanes`}) ` +
      `on the ${board.part.name}: ${formatNumber(threadsPerGpu, 1)} threads per GPU (${formatNumber(plan.minThreads / plan.chips)} needed, ` +
      `${formatNumber(plan.preferredThreads / plan.chips)} preferred)${links}.`,
  );

  const limits = [board.part.maxMemoryGb, cpu.part.maxMemoryGb].filter((gb): gb is number => gb != null);
  reasons.push(
    ramReason(
      plan,
      memory.priced.part.name,
      memory.priced.part.capacityGb,
      memory.quantity,
      limits.length ? Math.min(...limits) : null,
    ),
  );

  const power = pick.report?.power;
  if (power) {
    const part = psu.priced.part;
    const why =
      plan.makerPsuW >= power.recommendedPsuW
        ? `the size the maker asks for with ${cards(plan)}`
        : `the sustained draw plus ${formatPercent(PSU_HEADROOM_FRACTION)} headroom`;
    reasons.push(
      `${part.name} (${formatWatts(part.wattage)}${part.efficiencyRating ? `, ${part.efficiencyRating}` : ''}${part.atx3 && !/ATX\s*3/i.test(part.name) ? ', ATX 3.x' : ''}) ` +
        `for a sustained draw of about ${formatWatts(power.estimatedPeakW)} (${formatWatts(power.recommendedPsuW)} recommended: ${why}` +
        `${plan.highPower ? '; ATX 3.x for the 16-pin cards and their power spikes' : ''}); about ${formatWatts(power.wallDrawW)} at the wall, ` +
        `within what ${circuitText(context.mains)}.`,
    );
  }
  const caseText = pcCase.priced.part.openFrame
    ? `${pcCase.priced.part.name} (open frame${build.risers ? ', cards on risers' : ''})`
    : `${pcCase.priced.part.name} (${plural(pcCase.priced.part.expansionSlots, 'expansion slot')}` +
      `${pcCase.priced.part.maxGpuLengthMm == null ? '' : `, cards up to ${formatNumber(pcCase.priced.part.maxGpuLengthMm)} mm`})`;
  const rating = cooler.priced.part.maxTdpW;
  const airflow = caseAirflow(pcCase.priced.part);
  const airflowNote = !plan.hotCase
    ? ''
    : airflow === null
      ? ` The ${pcCase.priced.part.name}'s airflow is not on record: with ${formatWatts(plan.gpuTdpW)} of GPU heat, prefer a mesh-front case.`
      : airflow === 'RESTRICTED'
        ? ` The ${pcCase.priced.part.name} has a closed front: expect the ${formatWatts(plan.gpuTdpW)} of GPU heat to run the cards hot.`
        : '';
  const storageGb = storage.priced.part.capacityGb;
  const storageNote =
    storageGb < plan.targetStorageGb
      ? `; the models and checkpoints ${formatGb(plan.totalVramGb)} of GPU memory implies want about ${formatGb(plan.targetStorageGb)}, a second drive can add it later`
      : plan.datasetStorageGb > 0 && storageGb >= plan.datasetStorageGb
        ? '; room for training datasets beside the models and checkpoints'
        : plan.datasetStorageGb > 0
          ? `; training datasets want about ${formatGb(plan.datasetStorageGb)}, a second drive can add it later`
          : '';
  reasons.push(
    `${storage.priced.part.name} (${storage.priced.part.storageType}, ${formatGb(storageGb)}${storageNote}), ${caseText} and ` +
      `${cooler.priced.part.name}${rating == null ? '' : ` (rated ${formatWatts(rating)} for the ${formatWatts(cpuSustainedW(cpu.part).watts)} the CPU sustains)`}.` +
      airflowNote,
  );
  reasons.push(
    `Total ${formatUsd(pick.totalUsd)} at ${conditionPhrase(context.condition)}: ` +
      `${formatUsd(context.budgetUsd - pick.totalUsd)} left of the ${formatUsd(context.budgetUsd)} budget.`,
  );
  const warnings = pick.report?.findings.filter((finding) => finding.severity === 'WARNING') ?? [];
  reasons.push(
    warnings.length
      ? `checkBuild finds no errors and ${plural(warnings.length, 'warning')} (${joinList([...new Set(warnings.map((w) => w.ruleId))])}).`
      : 'checkBuild finds no errors and no warnings.',
  );
  return reasons;
}

/**
 * After the RAM line: why the RAM target ruled the card choice for sharded fine-tuning (see
 * recommendBuild's ramFirst; answerai-fsdp-qlora-2024 offloads to CPU RAM).
 */
export function insertRamFirstReason(reasons: string[], pick: PlatformPick): void {
  const ramLine = reasons.findIndex((reason) => / of RAM \(/.test(reason));
  reasons.splice(
    ramLine < 0 ? reasons.length : ramLine + 1,
    0,
    `RAM first: sharded fine-tuning keeps what it offloads (parameters, optimizer state) in CPU RAM, as Answer.AI's FSDP+QLoRA does, so a faster card was chosen only if its build holds ${formatGb(pick.plan.targetRamGb)} of RAM within the budget.`,
  );
}
