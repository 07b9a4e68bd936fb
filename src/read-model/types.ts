import type { ComponentKind, ComponentTypename, RowOfKind, TYPENAME_BY_KIND } from '../catalog/fields';
import type { BenchmarkRow } from '../db/rows/benchmark';
import type { CloudOfferingRow } from '../db/rows/cloud-offering';
import type { ComponentRow } from '../db/rows/component';
import type { GuidanceRow } from '../db/rows/guidance';
import type { ModelRow } from '../db/rows/model';
import type { PcieSlotRow } from '../db/rows/pcie-slot';
import type { PriceObservationRow } from '../db/rows/price-observation';
import type { SoftwareSupportRow } from '../db/rows/software-support';
import type { SourceRow } from '../db/rows/source';
import type { UseCaseRow } from '../db/rows/use-case';
import type { RelationDeclaration } from './relations';

/** The row of each GraphQL type the read model holds. */
export type RowByType = { [K in ComponentKind as (typeof TYPENAME_BY_KIND)[K]]: RowOfKind<K> } & {
  Component: ComponentRow;
  Source: SourceRow;
  Benchmark: BenchmarkRow;
  CloudOffering: CloudOfferingRow;
  PriceObservation: PriceObservationRow;
  PcieSlot: PcieSlotRow;
  UseCase: UseCaseRow;
  Guidance: GuidanceRow;
  Model: ModelRow;
  SoftwareSupport: SoftwareSupportRow;
};
export type HeldType = keyof RowByType;

/** Whether a relation declared on `Owner` is a field of type `T` (`Component`: every component type). */
type Owns<Owner, T> = Owner extends T
  ? true
  : Owner extends 'Component'
    ? T extends ComponentTypename
      ? true
      : false
    : false;

/**
 * A row of type `T` as the read model holds it: its fields, and each relation declared on
 * its type (relations.ts) as a property of the field's name. The relation properties are
 * not enumerable: spreading or serialising a row gives its fields only, as before.
 */
export type Linked<T extends HeldType> = RowByType[T] & {
  readonly [
    D in RelationDeclaration as Owns<D['owner'], T> extends true ? D['field'] : never
  ]: D['many'] extends true
    ? readonly Linked<D['target'] & HeldType>[]
    : Linked<D['target'] & HeldType> | null;
};

/** A component of any kind with its relations. */
export type LinkedComponent = { [K in ComponentKind]: Linked<(typeof TYPENAME_BY_KIND)[K]> }[ComponentKind];
export type LinkedGpu = Linked<'Gpu'>;
