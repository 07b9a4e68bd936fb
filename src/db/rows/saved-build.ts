import type { ComponentKind } from '../../catalog/fields';
import type { BuildReportFacts } from '../../rules';
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

/** A saved build as reads return it: the report made when it was saved, and its lines. */
export interface SavedBuildRow {
  __typename: 'SavedBuild';
  id: string;
  name: string | null;
  build: BuildReportFacts;
  parts: SavedBuildLine[];
  createdAt: string;
}

/** `report` is the check made when saving; the stored `build` (the input) keeps the lines. */
export const savedBuildRows = rowShape<SavedBuildRow>('saved_build', 'SavedBuild', [
  ['id', 'id'],
  ['name', 'name'],
  ['build', 'report'],
  ['parts', 'build', (build) => (build as { parts: SavedBuildRow['parts'] }).parts],
  timestampColumn('createdAt', 'created_at'),
]);
