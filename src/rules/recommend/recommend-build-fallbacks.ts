/**
 * When no build fits the budget: the nearest routes that do, so an empty answer is never the
 * whole answer (expert review 2026-11, W11: "$900 new for a learning box" answered only that
 * the cheapest 10 GB build costs $1,014). Two routes, each a real recommendation run on the
 * same catalog: the same work with used parts allowed, and, for training work whose tier is
 * above it, a card of STARTER_CARD_MIN_VRAM_GB.
 */
import type { BuildPartFacts, PriceCondition, UseCaseFacts } from '../facts';
import { formatGb, formatUsd } from '../format';
import { useCaseTraits } from '../analysis/fact-fallbacks';

/**
 * Memory of the card a first deep-learning box may step down to when the use case's tier
 * does not fit the budget: the 2020 list's floor for Kaggle, where it names the 8 GB RTX 3070
 * (kaggle-2020). Below the tier, the reasons say what the smaller card gives up.
 * @source dettmers-which-gpu-2020
 */
export const STARTER_CARD_MIN_VRAM_GB = 8;

/** What the routes need of a recommendation run (recommendBuild without its own fallbacks). */
export interface RouteRequest {
  condition: PriceCondition;
  useCase: UseCaseFacts | null;
}

export interface RouteResult {
  parts: BuildPartFacts[];
  unitPricesUsd: Map<string, number>;
}

/** "an 8 GB card" (the article follows the figure's sound: eight, eleven, eighteen). */
const starterCard = () => {
  const size = formatGb(STARTER_CARD_MIN_VRAM_GB);
  return `${/^(8|11|18)\b/.test(size) ? 'an' : 'a'} ${size} card`;
};

const gpuLine = (parts: BuildPartFacts[]) => parts.find((part) => part.component.kind === 'GPU') ?? null;

function described(result: RouteResult): string | null {
  const gpu = gpuLine(result.parts);
  if (!gpu) return null;
  const total = result.parts.reduce(
    (sum, part) => sum + (result.unitPricesUsd.get(part.component.slug) ?? 0) * part.quantity,
    0,
  );
  const vram = gpu.component.kind === 'GPU' ? ` (${formatGb(gpu.component.vramGb)})` : '';
  return `${gpu.quantity > 1 ? `${gpu.quantity} x ` : ''}${gpu.component.name}${vram}, ${formatUsd(total)} in all`;
}

/**
 * Reasons naming the routes that fit: used parts (when the request was NEW) and a starter
 * card (training work whose tier is above STARTER_CARD_MIN_VRAM_GB). `run` is recommendBuild
 * on the same catalog and budget with the request changed as given.
 */
export function fallbackRoutes(
  request: RouteRequest,
  run: (change: Partial<RouteRequest>) => RouteResult,
): string[] {
  const reasons: string[] = [];
  if (request.condition === 'NEW') {
    const used = described(run({ condition: 'ANY' }));
    if (used) reasons.push(`With used parts allowed (condition ANY), a build fits: ${used}.`);
  }
  const useCase = request.useCase;
  const tierGb = useCase?.minVramGb ?? 0;
  if (useCase && useCaseTraits(useCase).workload === 'TRAINING' && tierGb > STARTER_CARD_MIN_VRAM_GB) {
    const starter = run({
      useCase: { ...useCase, minVramGb: STARTER_CARD_MIN_VRAM_GB },
    });
    const text = described(starter);
    reasons.push(
      text
        ? `With ${starterCard()}, below the ${formatGb(tierGb)} this work asks for (the 2020 list's floor for Kaggle), a build fits: ${text}. ` +
            'Expect smaller batches and models: enough to learn on, not for the larger models of the tier.'
        : `No complete build with ${starterCard()} (the 2020 list's floor for Kaggle) fits the budget at ${request.condition === 'NEW' ? 'new prices' : 'these prices'} either.`,
    );
  }
  return reasons;
}
