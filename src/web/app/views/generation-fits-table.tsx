import { DataTable, type Column } from '../components/data-table';
import type { EstimateGenerationQuery } from '../gql/graphql';
import { num, usd } from '../lib/format';

type Estimate = EstimateGenerationQuery['estimateGenerationMemory'];
type Fit = Estimate['fits'][number];

const slugOf = (fit: Fit) => (fit.gpu ?? fit.system)!.slug;

const COLUMNS: [Column<Fit>, ...Column<Fit>[]] = [
  {
    header: 'Card or machine',
    cell: (fit) =>
      fit.gpu ? (
        <strong>{fit.gpu.name}</strong>
      ) : (
        <>
          <strong>
            {fit.system!.manufacturer} {fit.system!.name}
          </strong>
          <span class="muted"> · unified memory</span>
        </>
      ),
  },
  { header: 'Memory (GiB)', cell: (fit) => num(fit.memory.gib) },
  { header: 'Free (GiB)', cell: (fit) => num(fit.headroom.gib) },
  {
    header: 'Price',
    cell: (fit) =>
      fit.priceUsd == null ? (
        <span class="muted">not on record</span>
      ) : (
        <>
          {usd(fit.priceUsd)}
          <span class="muted"> ({fit.priceCondition === 'USED' ? 'used' : 'new'})</span>
        </>
      ),
  },
];

/**
 * The cards and unified-memory machines whose memory holds the generation peak at these
 * settings (the API's `fits`): one GPU each, cheapest first, with what each answer rests on.
 */
export function GenerationFitsTable({ estimate }: { estimate: Estimate }) {
  const fits = estimate.fits;
  if (!fits.length) {
    return (
      <p data-testid="no-generation-fits">
        No priced desktop card or unified-memory machine in the catalog holds {estimate.peak.gib} GiB; offload
        or a smaller precision lowers the peak.
      </p>
    );
  }
  const notes = [...new Set(fits.flatMap((fit) => fit.notes))];
  return (
    <>
      <DataTable
        label="Cards and machines that hold it"
        testId="generation-fits-table"
        caption="Cards and machines that hold it, cheapest first"
        columns={COLUMNS}
        rows={fits}
        rowKey={slugOf}
        rowData={(fit) => ({ 'data-slug': slugOf(fit) })}
      />
      {notes.length > 0 && (
        <ul class="plain muted" data-testid="generation-fit-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </>
  );
}
