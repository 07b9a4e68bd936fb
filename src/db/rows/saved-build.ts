import type { ComponentKind } from '../../catalog/fields';
import type { BuildReportFacts } from '../../rules';
import type { MainsRegion } from '../../rules/reference/mains-regions';
import { rowShape, timestampColumn } from './row-shape';

/**
 * A saved line: the part as it was when the build was saved, so the build reads back after
 * the part leaves the catalog. Snapshot fields are absent only on builds whose part was
 * already gone when snapshots were introduced.
 */
export interface SavedBuildLine {
  slug: string;
  quantity: number;
  kind?: ComponentKind;
  name?: string;
  manufacturer?: string;
  priceUsd?: number | null;
  usedPriceUsd?: number | null;
}

/** The inputs of a saved build besides its parts (risers absent on builds saved before it was kept). */
export interface SavedBuildOptions {
  mains: {
    voltage?: number | null;
    breakerAmps?: number | null;
    continuousLoadFactor?: number | null;
    region?: MainsRegion | null;
  } | null;
  useCase: string | null;
  preprocessingOnTheFly: boolean;
  risers: boolean | null;
}

/** A saved build as reads return it: the report made when it was saved, and its lines. */
export interface SavedBuildRow {
  __typename: 'SavedBuild';
  id: string;
  name: string | null;
  build: BuildReportFacts;
  parts: SavedBuildLine[];
  options: SavedBuildOptions;
  createdAt: string;
}

/** `report` is the check made when saving; the stored `build` (the input) keeps the lines. */
export const savedBuildRows = rowShape<SavedBuildRow>('saved_build', 'SavedBuild', [
  ['id', 'id'],
  ['name', 'name'],
  ['build', 'report'],
  ['parts', 'build', (build) => (build as { parts: SavedBuildRow['parts'] }).parts],
  ['options', 'build', (build) => savedOptions(build as Partial<SavedBuildOptions>)],
  timestampColumn('createdAt', 'created_at'),
]);

function savedOptions(build: Partial<SavedBuildOptions>): SavedBuildOptions {
  return {
    mains: build.mains ?? null,
    useCase: build.useCase ?? null,
    preprocessingOnTheFly: build.preprocessingOnTheFly ?? false,
    risers: build.risers ?? null,
  };
}
