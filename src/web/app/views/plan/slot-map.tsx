import type { ReportFieldsFragment } from '../../gql/graphql';
import { num } from '../../lib/format';
import { partTitle } from '../../lib/kinds';
import type { DraftLine, Part } from '../../state/draft';

type Placement = ReportFieldsFragment['gpuPlacements'][number];
type Board = Extract<Part, { pcieSlots: unknown }>;
type Slot = Board['pcieSlots'][number];

/** Slot positions a card covers as placed; on a riser it blocks no neighbour. */
function span(placement: Placement): number {
  return placement.riser ? 1 : Math.max(1, Math.ceil(placement.slotWidth - 1e-9));
}

function describeSlot(slot: Slot): string {
  const wired = slot.electricalLanes < slot.physicalLanes ? ` (x${slot.electricalLanes} wired)` : '';
  const source =
    slot.fromCpu === true ? 'CPU lanes' : slot.fromCpu === false ? 'chipset lanes' : 'lane source unknown';
  return `x${slot.physicalLanes} slot${wired}, PCIe ${slot.gen}.0, ${source}`;
}

function describeLink(placement: Placement): string {
  const bandwidth = placement.bandwidthGBs != null ? ` (≈${num(placement.bandwidthGBs, 1)} GB/s)` : '';
  return `PCIe ${placement.gen}.0 x${placement.lanes}${bandwidth}`;
}

function gpuCountOf(lines: DraftLine[]): number {
  return lines
    .filter((line) => line.part.kind === 'GPU' || line.part.kind === 'GRAPHICS_CARD')
    .reduce((sum, line) => sum + (Number.isFinite(line.quantity) ? line.quantity : 0), 0);
}

function Empty({ text }: { text: string }) {
  return (
    <section class="panel" aria-labelledby="slots-heading">
      <h2 id="slots-heading">Slot map</h2>
      <p class="hint">{text}</p>
    </section>
  );
}

/**
 * Where each GPU sits and the link it gets, drawn from the report's `gpuPlacements` (the
 * placement the PCIe rules judged). The board's own slot list fills in the empty positions.
 */
export function SlotMap({ lines, placements }: { lines: DraftLine[]; placements: Placement[] }) {
  const board = lines.map((line) => line.part).find((part): part is Board => part.kind === 'MOTHERBOARD');
  if (!board || gpuCountOf(lines) === 0) {
    return (
      <Empty text="Add a motherboard and a GPU to see which slot each card takes and the link it gets." />
    );
  }
  const slots = [...board.pcieSlots].sort((a, b) => a.position - b.position);
  if (!slots.length) {
    return (
      <Empty text={`${partTitle(board)}: its slot layout is not on record, so no card can be placed.`} />
    );
  }
  const placed = placements.filter((placement) => placement.position != null);
  const unplaced = placements.filter((placement) => placement.position == null);
  const startAt = (position: number) => placed.find((placement) => placement.position === position);
  const coveredBy = (position: number) =>
    placed.find(
      (placement) =>
        placement.position != null &&
        placement.position < position &&
        position < placement.position + span(placement),
    );
  const lastPosition = Math.max(
    ...slots.map((slot) => slot.position),
    ...placed.map((placement) => (placement.position ?? 0) + span(placement) - 1),
  );
  const positions = Array.from({ length: lastPosition }, (_, index) => index + 1);
  const onRisers = placed.some((placement) => placement.riser);
  return (
    <section class="panel" aria-labelledby="slots-heading">
      <h2 id="slots-heading">Slot map</h2>
      <p class="hint">
        {partTitle(board)}: {slots.length} PCIe slots; position 1 is nearest the CPU.
        {onRisers ? ' The cards hang on riser cables, so their width blocks no neighbouring slot.' : ''}
      </p>
      <ol class="slot-map">
        {positions.map((position) => {
          const slot = slots.find((candidate) => candidate.position === position);
          const starts = startAt(position);
          const covering = coveredBy(position);
          return (
            <li
              key={position}
              class={starts ? 'slot occupied' : covering ? 'slot covered' : 'slot'}
              data-position={position}
            >
              <span class="slot-position" aria-hidden="true">
                {position}
              </span>
              <span class="visually-hidden">Position {position}: </span>
              <span class="slot-body">
                {slot ? (
                  <span class={`slot-connector lanes-${slot.physicalLanes}`}>{describeSlot(slot)}</span>
                ) : (
                  <span class="slot-connector none">no slot</span>
                )}
                {starts && (
                  <span class="slot-card" data-gpu={starts.gpuSlug}>
                    <strong>{starts.label}</strong>: {describeLink(starts)}
                    {starts.riser
                      ? ', on a riser cable'
                      : span(starts) > 1
                        ? `, ${num(span(starts), 0)} slots wide`
                        : ''}
                  </span>
                )}
                {covering && <span class="slot-covered">covered by {covering.label}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {unplaced.length > 0 && (
        <div class="hint" data-testid="unplaced-gpus">
          <p>
            {unplaced.length} of {placements.length} cards have no slot; the findings say why:
          </p>
          <ul>
            {unplaced.map((placement) => (
              <li key={placement.label}>{placement.label}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
