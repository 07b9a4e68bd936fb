import { DataTable, type Column } from '../../components/data-table';
import type { PriceCondition } from '../../gql/graphql';
import { gb, num, usd } from '../../lib/format';
import { hrefs } from '../../router';
import { PARTS, setupLabel, type Estimate, type Fit } from './memory-chart';

/** "24 GiB (25.77 GB)": both units, as the API gives them. */
function amount(value: { gb: number; gib: number }): string {
  return `${num(value.gib)} GiB (${num(value.gb)} GB)`;
}

type Line = Estimate['lines'][number];

const LINE_COLUMNS: [Column<Line>, ...Column<Line>[]] = [
  { header: 'Part', cell: (line) => line.label },
  { header: 'GB', cell: (line) => num(line.amount.gb) },
  { header: 'GiB', cell: (line) => num(line.amount.gib) },
  { header: 'Formula', cell: (line) => line.basis, class: 'muted' },
];

const CONDITION_WORDS: Record<PriceCondition, string> = { NEW: 'new', USED: 'used', ANY: '' };

/**
 * What the model needs, part by part in the API's decimal GB (the numbers of the bar), then
 * the API's own lines in GB and GiB with the formula each one used.
 */
export function PartsTables({ estimate }: { estimate: Estimate }) {
  return (
    <div class="two-columns">
      <table class="data" data-testid="memory-table">
        <caption>Memory on one GPU, by part</caption>
        <tbody>
          {PARTS.map((part) => (
            <tr key={part.key}>
              <th scope="row">{part.label}</th>
              <td>{gb(estimate[part.key])}</td>
            </tr>
          ))}
          <tr class="total-row">
            <th scope="row">Total</th>
            <td>{gb(estimate.totalGb)}</td>
          </tr>
          <tr>
            <th scope="row">Total in GiB</th>
            <td data-testid="memory-total-gib">{num(estimate.total.gib)} GiB</td>
          </tr>
        </tbody>
      </table>
      <DataTable
        label="How each part was computed"
        testId="memory-lines"
        caption="How each part was computed"
        columns={LINE_COLUMNS}
        rows={estimate.lines}
        rowKey={(line) => line.key}
        rowData={(line) => ({ 'data-line': line.key })}
      />
    </div>
  );
}

function Measured({ fit }: { fit: Fit }) {
  if (!fit.measuredBenchmarks.length) return <span class="muted">—</span>;
  return (
    <ul class="plain">
      {fit.measuredBenchmarks.map((benchmark) => (
        <li key={benchmark.id}>
          {num(benchmark.value, 1)} {benchmark.unit} <span class="muted">({benchmark.workload})</span>
        </li>
      ))}
    </ul>
  );
}

function Speed({ fit }: { fit: Fit }) {
  if (!fit.throughput) return <span class="muted">—</span>;
  const { decodeTokensPerSecond, prefillTokensPerSecond } = fit.throughput;
  return (
    <>
      <strong>{num(decodeTokensPerSecond, 1)}</strong> tokens/s
      {prefillTokensPerSecond != null && (
        <span class="muted"> (prompt {num(prefillTokensPerSecond, 0)} tokens/s)</span>
      )}
    </>
  );
}

const FIT_COLUMNS: [Column<Fit>, ...Column<Fit>[]] = [
  {
    header: 'Setup',
    cell: (fit) => (
      <>
        {fit.gpuCount > 1 ? `${fit.gpuCount} × ` : ''}
        <a href={hrefs.gpu(fit.gpu.slug)}>
          {fit.gpu.manufacturer} {fit.gpu.name}
        </a>
        {fit.boards !== fit.gpuCount && (
          <span class="muted">
            {' '}
            ({fit.boards} {fit.boards === 1 ? 'board' : 'boards'} of two GPUs)
          </span>
        )}
      </>
    ),
  },
  { header: 'Memory per GPU', cell: (fit) => amount(fit.memoryPerGpu) },
  { header: 'Needed per GPU', cell: (fit) => amount(fit.requiredPerGpu) },
  {
    header: 'Free per GPU',
    cell: (fit) => (
      <>
        {amount(fit.headroom)}
        {fit.runtime === 'VLLM' && <span class="muted"> (after vLLM’s 10 %)</span>}
        {fit.marginal && (
          <span class="marginal" title={`Comfortable with: ${fit.comfortableWith.join('; ')}`}>
            {' '}
            · marginal: {fit.comfortableWith[0] ?? 'more memory'}
          </span>
        )}
        {fit.techniques.length > 0 && <span class="muted"> · {fit.techniques.join('; ')}</span>}
      </>
    ),
  },
  { header: 'Price', cell: (fit) => `${usd(fit.priceUsd)} ${CONDITION_WORDS[fit.priceCondition]}` },
  { header: 'Speed (estimate)', cell: (fit) => <Speed fit={fit} /> },
  { header: 'Measured', cell: (fit) => <Measured fit={fit} /> },
];

/**
 * The setups that hold the estimate (`fits`): single cards and 2, 4 or 8 of one card, with
 * the memory each GPU has, needs and keeps free, the price and, for inference, the estimated
 * generation speed beside rigbase's measurements of that card.
 */
export function FitsTable({ estimate }: { estimate: Estimate }) {
  const { fits } = estimate;
  if (!fits.length) {
    // Never an empty answer without the techniques that would make it fit (fitAdvice).
    return (
      <div data-testid="no-fits">
        <p>No setup of up to the chosen number of cards holds {gb(estimate.totalGb)} per GPU.</p>
        <ul class="reasons">
          {estimate.fitAdvice.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    );
  }
  const method = fits.find((fit) => fit.throughput)?.throughput?.method;
  return (
    <>
      <DataTable
        label="Setups that hold it"
        class="fits-table"
        testId="fits-table"
        caption="Setups that hold it, cheapest first"
        columns={FIT_COLUMNS}
        rows={fits}
        rowKey={(fit) => `${fit.gpu.slug}-${fit.gpuCount}`}
        rowData={(fit) => ({ 'data-slug': fit.gpu.slug, 'data-count': fit.gpuCount })}
      />
      <p class="hint">
        Memory per GPU is the card’s nominal memory (binary GiB); needs are compared with it in bytes. Setups
        of several cards re-estimate what the busiest GPU needs at that count. {setupLabel(fits[0])} is the
        cheapest.
        {method && <> Speeds are estimates, never measurements. How: {method}</>}
      </p>
    </>
  );
}
