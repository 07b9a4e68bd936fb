import type { BuildView } from './build-view';
import type { BuildPartFacts, Finding, UseCaseFacts } from '../facts';
import type { PowerEstimate } from './power-budget';
import type { SlotAssignment } from './slot-assignment';
import type { BoardSlotLayout } from './slot-layout';

/** Options of checkBuild. */
export interface CheckBuildOptions {
  /** Mini-batches are preprocessed while training (4 CPU threads per GPU instead of 2). */
  preprocessingOnTheFly?: boolean;
}

/** GPU slot placement, computed once per build and shared by the fit and PCIe rules. */
export interface SlotAnalysis {
  /** Where the slot positions come from: the catalog, or the board's form factor. */
  layoutBasis: BoardSlotLayout['basis'];
  /** Placement on the board alone (ignoring the case). */
  boardOnly: SlotAssignment;
  /** Placement that also respects the case expansion slots (same as boardOnly without a case). */
  withCase: SlotAssignment;
  /** The placement the PCIe rules report: withCase when everything fits there, else boardOnly. */
  chosen: SlotAssignment;
  /** Instance indexes of GPU boards that do not go into PCIe slots (SXM/OAM modules). */
  nonPcieIndexes: number[];
  /** Instance indexes whose slot width was unknown (assumed 2). */
  assumedWidthIndexes: number[];
}

/** Everything a rule reads. Rules are pure functions of this. */
export interface RuleContext {
  view: BuildView;
  options: Required<CheckBuildOptions>;
  useCase: UseCaseFacts | null;
  power: PowerEstimate;
  /** Null without a motherboard, without GPUs, or when the board's slot positions are unknown. */
  slots: SlotAnalysis | null;
  /** The build's lines as given. */
  parts: readonly BuildPartFacts[];
  /** Today (YYYY-MM-DD), for the age of prices; null when the caller did not say. */
  today: string | null;
}

/** A rule module's entry point. */
export type RuleCheck = (context: RuleContext) => Finding[];
