import { DataTable, type Column } from '../../components/data-table';
import { gb, num, usd } from '../../lib/format';
import type { Estimate } from './memory-chart';

type ServerFit = Estimate['serverFits'][number];

const LINK_WORDS: Record<string, string> = {
  NVLINK: 'NVLink',
  NVSWITCH: 'NVSwitch',
  XGMI: 'Infinity Fabric',
  PCIE: 'PCIe',
};

const COLUMNS: [Column<ServerFit>, ...Column<ServerFit>[]] = [
  {
    header: 'Server',
    cell: (fit) => (
      <>
        <strong>
          {fit.server.manufacturer} {fit.server.name}
        </strong>
        <span class="muted">
          {' '}
          · {fit.server.gpuCount} x {fit.server.gpu?.name} ·{' '}
          {LINK_WORDS[fit.server.interconnect] ?? fit.server.interconnect}
        </span>
      </>
    ),
  },
  {
    header: 'GPU memory',
    cell: (fit) => (
      <>
        {gb(fit.server.gpuMemoryGb)}
        <span class="muted"> · needs {num(fit.requiredPerGpu.gib)} GiB per GPU</span>
      </>
    ),
  },
  {
    header: 'Free per GPU',
    cell: (fit) => (
      <>
        {num(fit.headroom.gib)} GiB
        {fit.marginal && <span class="marginal"> · marginal: {fit.comfortableWith[0] ?? 'more memory'}</span>}
      </>
    ),
  },
  {
    header: 'Power, height',
    cell: (fit) => (
      <span class="muted">
        {fit.server.maxPowerW != null
          ? `${num(fit.server.maxPowerW / 1000, 1)} kW max`
          : 'power not on record'}
        {fit.server.rackUnits != null ? ` · ${fit.server.rackUnits}U` : ''}
      </span>
    ),
  },
  {
    header: 'Price',
    cell: (fit) =>
      fit.priceUsd == null ? (
        <span class="muted">not on record</span>
      ) : (
        <>
          {usd(fit.priceUsd)}
          {fit.server.priceObservedOn && (
            <span class="muted"> ({fit.server.priceObservedOn.slice(0, 7)})</span>
          )}
          {!fit.priceIncludesGpus && <span class="marginal"> · without GPUs</span>}
        </>
      ),
  },
  {
    header: 'Speed (estimate)',
    cell: (fit) =>
      fit.throughput ? (
        <>
          <strong>{num(fit.throughput.decodeTokensPerSecond, 1)}</strong> tokens/s
        </>
      ) : (
        <span class="muted">—</span>
      ),
  },
];

/**
 * Whole servers (DGX/HGX systems, used OCP nodes) whose GPUs hold the estimate sharded over all
 * of them, beside the card setups and the unified-memory machines: each with its power and
 * height where a source states them, and its own dated price (a bare node's says so).
 */
export function ServerFitsTable({ estimate }: { estimate: Estimate }) {
  const fits = estimate.serverFits;
  if (!fits.length) {
    return <p data-testid="no-server-fits">No GPU server in the catalog holds this estimate on its GPUs.</p>;
  }
  const notes = [...new Set(fits.flatMap((fit) => fit.notes))];
  return (
    <>
      <DataTable
        label="Whole servers that hold it"
        testId="server-fits-table"
        caption="Whole servers that hold it, cheapest first"
        columns={COLUMNS}
        rows={fits}
        rowKey={(fit) => fit.server.slug}
        rowData={(fit) => ({ 'data-slug': fit.server.slug })}
      />
      <p class="hint">
        The model is split over all of a server’s GPUs, as for the same number of cards above; the price is
        the server’s own (a list price, an estimate or a quotation: its price history says which).
      </p>
      {notes.length > 0 && (
        <ul class="plain muted" data-testid="server-fit-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </>
  );
}
