/**
 * The facts the rules evaluate. Services take them from the request's catalog version
 * (src/read-model) and hand them to the pure rule functions, which never do I/O.
 * Field names and units match the public API (see ../shared/api-contract.md).
 * Optional fields may be missing from the catalog; a rule that needs a missing fact
 * reports an INFO finding instead of passing or failing silently.
 */

import type { FactsOfKind, PcieSlotFactFields, UseCaseFactFields } from '../catalog/fields';
import type { MainsRegion } from './reference/mains-regions';

export type Severity = 'ERROR' | 'WARNING' | 'INFO';
export const PRICE_CONDITIONS = ['NEW', 'USED', 'ANY'] as const;
export type PriceCondition = (typeof PRICE_CONDITIONS)[number];
/**
 * The one default price condition of every read and recommendation (performancePerDollar,
 * GpuFilter, recommendGpus, recommendBuild, the MCP tools): ANY, the cheaper of the known
 * new and used prices, i.e. what a buyer would pay. The recommendations always used it; the
 * GPU list and performancePerDollar defaulted to NEW (a GPU's new price is its launch MSRP,
 * which no one pays for an older card) until issue 16 made them agree.
 */
export const DEFAULT_PRICE_CONDITION: PriceCondition = 'ANY';

// The component facts are derived from the catalog's field definitions
// (src/catalog/fields/<kind>.ts): every stored fact and derived value of the kind, required
// ones as values, optional ones absent or null. A new field there is a new fact here.

/** The lengths of a chip's board-partner cards on record (the chip itself has none). */
export interface PartnerCardLengths {
  minMm: number;
  maxMm: number;
  /** How many partner cards of the chip have a length on record. */
  cards: number;
}

/**
 * A GPU chip. Derived per catalog version: `partnerCardLengthsMm` from its graphics cards,
 * `anyCardLengthsMm` from every card and chip of any model with a length on record.
 */
export type GpuFacts = FactsOfKind<'GPU'> & {
  partnerCardLengthsMm?: PartnerCardLengths | null;
  anyCardLengthsMm?: PartnerCardLengths | null;
};
export type CpuFacts = FactsOfKind<'CPU'>;
export type PcieSlotFacts = PcieSlotFactFields;
export type MotherboardFacts = FactsOfKind<'MOTHERBOARD'>;
export type MemoryKitFacts = FactsOfKind<'MEMORY'>;
export type PsuFacts = FactsOfKind<'PSU'>;
export type StorageFacts = FactsOfKind<'STORAGE'>;
export type CaseFacts = FactsOfKind<'CASE'>;
export type CoolerFacts = FactsOfKind<'COOLER'>;
/**
 * A board-partner graphics card: its own facts (length, slot width, board power, power
 * inputs, cooler) and its chip's. checkBuild reads it as a GPU (analysis/graphics-card.ts).
 */
export type GraphicsCardFacts = FactsOfKind<'GRAPHICS_CARD'> & { chip: GpuFacts };

export type ComponentFacts =
  | GpuFacts
  | CpuFacts
  | MotherboardFacts
  | MemoryKitFacts
  | PsuFacts
  | StorageFacts
  | CaseFacts
  | CoolerFacts
  | GraphicsCardFacts;

export type UseCaseFacts = UseCaseFactFields;

/** Mains supply. Missing values get regional defaults (see thresholds). */
export interface MainsFacts {
  /** Picks the default voltage and breaker rating when they are not given (see reference/mains-regions). */
  region?: MainsRegion | null;
  voltage?: number | null;
  breakerAmps?: number | null;
  continuousLoadFactor?: number | null;
}

export interface BuildPartFacts<C extends ComponentFacts = ComponentFacts> {
  component: C;
  quantity: number;
}

export interface BuildFacts {
  parts: BuildPartFacts[];
  mains?: MainsFacts | null;
  useCase?: UseCaseFacts | null;
  /**
   * The cards hang on PCIe riser cables (open frame or vertical mounts) instead of sitting in
   * the board's slots: slot widths stop blocking neighbours and any PCIe slot will do.
   * Without it, cards sit in the slots, open frame or not.
   */
  risers?: boolean | null;
  /** Today (YYYY-MM-DD): prices observed more than PRICE_STALE_AFTER_MONTHS before are flagged (price.stale). */
  today?: string | null;
}

/**
 * A fact that would settle a check that could not run: a field of a part that is not on
 * record, or (componentSlug and field null) a part of a kind the build does not list.
 */
export interface MissingFact {
  /** The part whose fact is missing; null when the build lacks a part of `kind`. */
  componentSlug: string | null;
  /** The part's kind (ComponentKind), or the kind of part the build lacks. */
  kind: string | null;
  /** The missing field, as the API names it (e.g. pcieSlots); null for a missing part. */
  field: string | null;
}

/** On a completeness.missing-data note: which check could not run and what would settle it. */
export interface NotChecked {
  /** The rule that could not run (fully). */
  ruleId: string;
  /** True when that check could have failed the build: the build is then UNVERIFIED. */
  decides: boolean;
  settledBy: MissingFact[];
}

export interface Finding {
  ruleId: string;
  severity: Severity;
  message: string;
  /** Slugs of the components the finding is about. */
  componentSlugs: string[];
  /** Set on completeness.missing-data notes (absent in reports saved before verdicts). */
  notChecked?: NotChecked;
}

/**
 * A build's verdict: COMPATIBLE only when no check failed and every check that decides
 * whether the parts fit or run together could run; INCOMPATIBLE when a check failed (an
 * ERROR); UNVERIFIED when none failed but a deciding check could not run.
 */
export const BUILD_VERDICTS = ['COMPATIBLE', 'INCOMPATIBLE', 'UNVERIFIED'] as const;
export type BuildVerdict = (typeof BUILD_VERDICTS)[number];

/** A check that could not run, as the report lists it. */
export interface UnverifiedCheck extends NotChecked {
  /** What could not be checked, in words (the note's message). */
  message: string;
  componentSlugs: string[];
}

export interface PowerReport {
  totalTdpW: number;
  /** The sustained draw; the API's deprecated name for sustainedDrawW, kept in saved reports. */
  estimatedPeakW: number;
  /** Sustained draw: TDPs, the CPU's sustained power and the platform allowance (absent in old saved reports). */
  sustainedDrawW?: number;
  recommendedPsuW: number;
  psuW: number | null;
  circuitLimitW: number;
  /** Draw at the wall, after PSU efficiency losses. */
  wallDrawW: number;
  fitsCircuit: boolean;
  /** Millisecond peak: recent GPUs at their transient spike factor plus the rest at full load. */
  transientPeakW?: number;
  /** PSU efficiency assumed for wallDrawW (0..1). */
  psuEfficiency?: number;
}

/**
 * Where one PCIe GPU board sits, as the PCIe rules placed it, so a frontend draws the slot
 * map from data rather than from the pcie.link-width messages. The slot and link fields are
 * null for a card that found no slot (the pcie and fit findings say why).
 */
export interface GpuPlacementFacts {
  gpuSlug: string;
  /** As the findings name the card: "GeForce RTX 3090 #2". */
  label: string;
  position: number | null;
  /** The width the placement used: the card's, or DEFAULT_GPU_SLOT_WIDTH when not on record. */
  slotWidth: number;
  lanes: number | null;
  gen: number | null;
  bandwidthGBs: number | null;
  physicalLanes: number | null;
  fromCpu: boolean | null;
  /** The card hangs on a riser cable (BuildFacts.risers): its width blocks no neighbour. */
  riser: boolean;
}

export interface BuildReportFacts {
  /** Absent in reports saved before verdicts (read them with reportVerdict). */
  verdict?: BuildVerdict;
  /** True exactly when the verdict is COMPATIBLE. */
  compatible: boolean;
  /** Every check that could not run, deciding ones first (absent in reports saved before verdicts). */
  unverifiedChecks?: UnverifiedCheck[];
  /** The verdict in words (verdict.ts verdictSummary; absent in reports saved before verdicts). */
  summary?: string;
  findings: Finding[];
  power: PowerReport;
  totalPriceUsd: number | null;
  /**
   * The total at each condition (null when a part lacks that price); absent in reports saved
   * before it was recorded, where only the new total (totalPriceUsd) is known.
   */
  totalPricesUsd?: Record<PriceCondition, number | null>;
  /** Absent in reports saved before placements were recorded. */
  gpuPlacements?: GpuPlacementFacts[];
}
