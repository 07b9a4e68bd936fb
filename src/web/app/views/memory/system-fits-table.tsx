import { DataTable, type Column } from '../../components/data-table';
import { gb, num, usd } from '../../lib/format';
import type { Estimate } from './memory-chart';

type SystemFit = Estimate['systemFits'][number];

const STACK_WORDS: Record<string, string> = {
  CUDA: 'CUDA',
  ROCM: 'ROCm',
  METAL_MLX: 'Metal / MLX',
  VULKAN: 'Vulkan',
};

const COLUMNS: [Column<SystemFit>, ...Column<SystemFit>[]] = [
  {
    header: 'Machine',
    cell: (fit) => (
      <>
        <strong>
          {fit.system.manufacturer} {fit.system.name}
        </strong>
        <span class="muted"> · {fit.system.softwareStacks.map((s) => STACK_WORDS[s] ?? s).join(', ')}</span>
      </>
    ),
  },
  {
    header: 'GPU may use',
    cell: (fit) => (
      <>
        {gb(fit.system.gpuUsableMemoryGb)}
        <span class="muted"> of {gb(fit.system.unifiedMemoryGb)}</span>
      </>
    ),
  },
  {
    header: 'Free',
    cell: (fit) => (
      <>
        {num(fit.headroom.gib)} GiB
        {fit.marginal && <span class="marginal"> · marginal: {fit.comfortableWith[0] ?? 'more memory'}</span>}
      </>
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
          {fit.system.priceObservedOn && (
            <span class="muted"> ({fit.system.priceObservedOn.slice(0, 7)})</span>
          )}
        </>
      ),
  },
  {
    header: 'Speed (estimate)',
    cell: (fit) =>
      fit.throughput ? (
        <>
          <strong>{num(fit.throughput.decodeTokensPerSecond, 1)}</strong> tokens/s{' '}
          <span class="muted">at {num(fit.system.memoryBandwidthGBs, 0)} GB/s</span>
        </>
      ) : (
        <span class="muted">—</span>
      ),
  },
];

/**
 * The unified-memory machines (DGX Spark, Ryzen AI Max, Mac Studio) that hold the estimate on
 * their one GPU, beside the card setups: compared with the memory the GPU may use by default,
 * not the RAM installed, each with its dated price and a speed estimate from its bandwidth.
 */
export function SystemFitsTable({ estimate }: { estimate: Estimate }) {
  const fits = estimate.systemFits;
  if (!fits.length) {
    return (
      <p data-testid="no-system-fits">
        No unified-memory machine in the catalog holds {gb(estimate.totalGb)} on its GPU.
      </p>
    );
  }
  const notes = [...new Set(fits.flatMap((fit) => fit.notes))];
  return (
    <>
      <DataTable
        label="Unified-memory machines that hold it"
        testId="system-fits-table"
        caption="Unified-memory machines that hold it, cheapest first"
        columns={COLUMNS}
        rows={fits}
        rowKey={(fit) => fit.system.slug}
        rowData={(fit) => ({ 'data-slug': fit.system.slug })}
      />
      <p class="hint">
        A machine counts with the memory its GPU may use by default, not the memory installed (macOS lets the
        GPU wire about three quarters; AMD’s driver assigns up to 96 GB of 128 GB).
      </p>
      {notes.length > 0 && (
        <ul class="plain muted" data-testid="system-fit-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </>
  );
}
