import type { GpuFacts, GraphicsCardFacts } from '../facts';
import { gpuLanes, gpuPowerLimitRange, makerSystemPowerW } from './fact-fallbacks';

/** GPU facts that stand for a graphics card: which chip the card carries. */
export interface CardIdentity {
  /** Slug and name of the card's GPU chip (absent for a chip named directly). */
  chipSlug?: string;
  chipName?: string;
}

export type CardGpuFacts = GpuFacts & CardIdentity;

/**
 * The GPU facts the rules read for a graphics card: its chip's facts (memory, bandwidth,
 * performance, architecture, NVLink, form factor) with the card's own identity, price and
 * physical and power facts. Fit, power and cooling then read this card's length, slot
 * width, board power, power inputs and cooler, where a chip named directly gives its
 * reference (typical) figures.
 *
 * Where the card's record lacks a figure:
 * - length, slot width, power inputs and cooler stay unknown (partner boards differ too much
 *   from the reference to borrow it; the rules then say what they could not check);
 * - board power falls back to the chip's reference TDP (partner boards rarely draw less),
 *   PCIe generation and lanes to the chip's (same silicon);
 * - the GPU maker's PSU size and the power-limit range come from the chip's catalog or
 *   table entry (they are published per chip), never from an estimate for the chip's TDP.
 */
export function cardAsGpu(card: GraphicsCardFacts): CardGpuFacts {
  const { chip } = card;
  const maker = makerSystemPowerW(chip);
  const range = gpuPowerLimitRange(chip);
  const chipLanes = gpuLanes(chip);
  return {
    ...chip,
    kind: 'GPU',
    slug: card.slug,
    name: card.name,
    manufacturer: card.manufacturer,
    releaseYear: card.releaseYear ?? chip.releaseYear ?? null,
    priceUsd: card.priceUsd ?? null,
    usedPriceUsd: card.usedPriceUsd ?? null,
    tdpW: card.tdpW ?? chip.tdpW,
    lengthMm: card.lengthMm ?? null,
    // A named product: its siblings' lengths do not bound its own; the longest card of any
    // model on record (the chip's anyCardLengthsMm, spread above) still does.
    partnerCardLengthsMm: null,
    slotWidth: card.slotWidth ?? null,
    pcieConnectors: card.pcieConnectors ?? null,
    coolerStyle: card.coolerStyle ?? null,
    pcieGen: card.pcieGen ?? chip.pcieGen ?? null,
    pcieLanes: card.pcieLanes ?? (chipLanes.basis === 'estimate' ? null : chipLanes.lanes),
    makerSystemPowerW: maker.basis === 'estimate' ? null : maker.watts,
    powerLimitMinW: range.basis === 'estimate' ? null : range.minW,
    powerLimitMaxW: range.basis === 'estimate' ? null : range.maxW,
    chipSlug: chip.slug,
    chipName: chip.name,
  };
}

/**
 * The GPU model for multi-GPU purposes: cards of one chip (an RTX 3090 from Gigabyte and
 * one from ASUS) are the same model for data-parallel training (same silicon and memory;
 * factory clocks differ by a few percent), so they group by chip.
 */
export function gpuModelKey(gpu: GpuFacts): string {
  return (gpu as CardGpuFacts).chipSlug ?? gpu.slug;
}

/** The chip's name for a card, or the GPU's own name. */
export function gpuModelName(gpu: GpuFacts): string {
  return (gpu as CardGpuFacts).chipName ?? gpu.name;
}
