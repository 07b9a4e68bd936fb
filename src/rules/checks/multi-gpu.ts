import { describeParts, slugsOf, vramPerGpuGb } from '../analysis/build-view';
import { gpuModelKey, gpuModelName } from '../analysis/graphics-card';
import type { BuildPartFacts, Finding, GpuFacts } from '../facts';
import { countedName, formatGb, joinList } from '../format';
import { defineRule } from '../define-rule';
import type { RuleContext } from '../analysis/rule-context';
import { NVLINK_GROUP_SIZE } from '../thresholds';

interface ModelCount {
  gpu: GpuFacts;
  quantity: number;
  /** The build's parts of this model: one, or several graphics cards of one chip. */
  parts: BuildPartFacts<GpuFacts>[];
}

/**
 * GPUs grouped by model: graphics cards of one chip (an RTX 3090 from two board makers)
 * are one model for data-parallel training, so they group by chip (gpuModelKey).
 */
function modelCounts(context: RuleContext): ModelCount[] {
  const counts = new Map<string, ModelCount>();
  for (const part of context.view.gpuParts) {
    const key = gpuModelKey(part.component);
    const entry = counts.get(key);
    if (entry) {
      entry.quantity += part.quantity;
      entry.parts.push(part);
    } else counts.set(key, { gpu: part.component, quantity: part.quantity, parts: [part] });
  }
  return [...counts.values()];
}

/** Several board models of one chip ("an ASUS and a Gigabyte RTX 3090"). */
function mixedBoards(model: ModelCount): boolean {
  return new Set(model.parts.map((part) => part.component.slug)).size > 1;
}

/** The model's name: the chip's when several board models of it are listed. */
function modelName(model: ModelCount): string {
  return mixedBoards(model) ? gpuModelName(model.gpu) : model.gpu.name;
}

/**
 * multi-gpu.mixed-models: different GPU models in one build (WARNING). Sources:
 * dettmers-which-gpu-2020 and doc-dl-cluster-guide (the fastest card waits for the
 * slowest at each synchronisation), doc-deep-learning-server (a slower card bottlenecks training).
 */
export const mixedModelsRule = defineRule({
  id: 'multi-gpu.mixed-models',
  title: 'Mixed GPU models',
  description:
    'Different cards work in one machine, but data-parallel training waits for the slowest card and is limited by the smallest memory. Graphics cards of one GPU chip from different board makers count as one model.',
  severity: 'WARNING',
  sources: ['dettmers-which-gpu-2020', 'doc-dl-cluster-guide', 'doc-deep-learning-server'],
  check(context, report) {
    const models = modelCounts(context);
    // Cards of one chip from different board makers train as one model: say so, no warning.
    const sameChip = models
      .filter(mixedBoards)
      .map((model) =>
        report.finding(
          'INFO',
          `${describeParts(model.parts)} are all ${gpuModelName(model.gpu)} cards: data-parallel training treats them as one model ` +
            '(same chip and memory; factory clocks differ by a few percent, so the faster boards wait slightly at each step).',
          slugsOf(model.parts),
        ),
      );
    if (models.length < 2) return sameChip;
    const names = models.map(
      (model) => `${countedName(modelName(model), model.quantity)} (${formatGb(vramPerGpuGb(model.gpu))})`,
    );
    const smallest = models.reduce((a, b) => (vramPerGpuGb(b.gpu) < vramPerGpuGb(a.gpu) ? b : a));
    const rated = models.filter((model) => model.gpu.relativePerformance != null);
    const slowest =
      rated.length === models.length
        ? rated.reduce((a, b) =>
            (b.gpu.relativePerformance ?? 0) < (a.gpu.relativePerformance ?? 0) ? b : a,
          )
        : null;
    const pace = slowest
      ? `the pace of the slowest card (${modelName(slowest)})`
      : 'the pace of the slowest card';
    return [
      report.finding(
        'WARNING',
        `${joinList(names)} are different models: data-parallel training runs at ${pace} and fits only what ` +
          `the ${formatGb(vramPerGpuGb(smallest.gpu))} of the ${modelName(smallest)} holds. Use them for separate jobs, or buy identical cards for parallel training.`,
        slugsOf(context.view.gpuParts),
      ),
      ...sameChip,
    ];
  },
});

/**
 * multi-gpu.nvlink: NVLink pairs identical cards that both support it (INFO), and notes
 * cards that cannot be bridged. Sources: doc-gpu-cluster-at-home (pairwise NVLink helps
 * 3090/A6000 training), dettmers-which-gpu-2020 (benefit is modest outside clusters).
 */
export const nvlinkRule = defineRule({
  id: 'multi-gpu.nvlink',
  title: 'NVLink pairs',
  description:
    'NVLink bridges only identical cards that both support it, in pairs. It helps some multi-GPU training, modestly.',
  severity: 'INFO',
  sources: ['doc-gpu-cluster-at-home', 'dettmers-which-gpu-2020'],
  check(context, report) {
    if (context.view.gpus.length < 2) return [];
    const models = modelCounts(context);
    const findings: Finding[] = [];
    for (const model of models) {
      const { gpu, quantity } = model;
      const pairs = Math.floor(quantity / NVLINK_GROUP_SIZE);
      if (gpu.nvlink && pairs > 0) {
        const leftOver = quantity % NVLINK_GROUP_SIZE;
        const boards = mixedBoards(model)
          ? ` Bridging two different board models also needs their NVLink connectors at the same height and spacing.`
          : '';
        findings.push(
          report.finding(
            'INFO',
            `${countedName(modelName(model), quantity)} support NVLink: ${pairs === 1 ? 'one bridge joins a pair' : `${pairs} bridges join ${pairs} pairs`}` +
              `${leftOver ? ' and one card stays on PCIe only' : ''}. Bridged pairs exchange gradients faster; the gain in training speed is modest.${boards}`,
            slugsOf(model.parts),
          ),
        );
      } else if (gpu.nvlink && models.length > 1) {
        findings.push(
          report.finding(
            'INFO',
            `The ${gpu.name} supports NVLink, but NVLink only bridges identical pairs and it has no twin in this build: the cards talk over PCIe.`,
            slugsOf(context.view.gpuParts),
          ),
        );
      } else if (!gpu.nvlink && pairs > 0) {
        findings.push(
          report.finding(
            'INFO',
            `${countedName(modelName(model), quantity)} have no NVLink: they exchange data over PCIe, which is fine for most data-parallel training on a few cards.`,
            slugsOf(model.parts),
          ),
        );
      }
    }
    return findings;
  },
});
