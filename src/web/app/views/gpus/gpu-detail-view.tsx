import { useQuery } from '@urql/preact';
import { useState } from 'preact/hooks';
import { DataTable, type Column } from '../../components/data-table';
import { ProblemMessage } from '../../components/problem';
import { Sources } from '../../components/sources';
import type { GpuDetailQuery as GpuDetailData, PerformanceBasis } from '../../gql/graphql';
import { GpuDetailDocument } from '../../gql/graphql';
import { apiProblem } from '../../lib/api-errors';
import { gb, num, usd, usdPrecise, watts } from '../../lib/format';
import { partTitle } from '../../lib/kinds';
import { providerName } from '../../lib/labels';
import { hrefs } from '../../router';
import { useDraft, type Part } from '../../state/draft';

type Detail = NonNullable<GpuDetailData['component']>;
type Offer = GpuDetailData['cloudOfferings']['edges'][number]['node'];

/** Every offer for one card fits one page (the catalog has a few per card). */
const MAX_OFFERS = 50;
type GpuDetail = Extract<Detail, { benchmarks: unknown }>;
type Benchmark = GpuDetail['benchmarks'][number];
type Observation = GpuDetail['priceObservations'][number];

/** What each kind of price is, in the table's words. */
const PRICE_KIND_LABELS: Record<Observation['priceKind'], string> = {
  LAUNCH_LIST: 'Launch list price',
  RETAIL: 'Retail',
  USED_MARKET: 'Used market',
};

const PRICE_COLUMNS: [Column<Observation>, ...Column<Observation>[]] = [
  { header: 'Date', cell: (o) => o.observed },
  { header: 'What it is', cell: (o) => PRICE_KIND_LABELS[o.priceKind] },
  {
    header: 'Price',
    cell: (o) => (o.amountMax == null ? usd(o.amount) : `${usd(o.amount)}–${usd(o.amountMax)}`),
  },
  {
    header: 'Seller, market',
    cell: (o) => (
      <>
        {[o.seller, o.region].filter(Boolean).join(', ') || '—'}
        {o.notes && <span class="hint block">{o.notes}</span>}
      </>
    ),
  },
  { header: 'Source', cell: (o) => <Sources sources={[o.source]} heading="Source" /> },
];

function yesNo(value: boolean | null | undefined): string {
  return value == null ? '—' : value ? 'yes' : 'no';
}

// Keyed by the schema's PerformanceBasis: what the speed figure rests on, in a few words
// (the method itself, often a paragraph, sits behind the "how measured" disclosure).
const BASIS: Record<PerformanceBasis, string> = {
  MEASURED: 'measured',
  CHAINED: 'from a published ratio to a measured card',
  SPEC_ESTIMATE: 'estimated from the spec sheet',
};

function speed(gpu: GpuDetail): string {
  if (gpu.relativePerformance == null) return '—';
  const value = num(gpu.relativePerformance);
  return gpu.performanceBasis ? `${value} (${BASIS[gpu.performanceBasis]})` : value;
}

function Specs({ gpu }: { gpu: GpuDetail }) {
  const rows: Array<[string, string]> = [
    ['Vendor and architecture', `${gpu.vendor}, ${gpu.architecture}`],
    ['Memory', `${gb(gpu.vramGb)}${gpu.gpuMemoryType ? ` ${gpu.gpuMemoryType}` : ''}`],
    ['Memory bandwidth', `${num(gpu.memoryBandwidthGBs, 0)} GB/s`],
    ['FP32', gpu.fp32Tflops == null ? '—' : `${num(gpu.fp32Tflops, 1)} TFLOPS`],
    ['FP16 tensor (dense)', gpu.fp16TensorTflops == null ? '—' : `${num(gpu.fp16TensorTflops, 1)} TFLOPS`],
    ['Tensor cores / BF16', `${yesNo(gpu.tensorCores)} / ${yesNo(gpu.bf16)}`],
    ['Training speed (RTX 2080 Ti = 1)', speed(gpu)],
    ['Board power', watts(gpu.tdpW)],
    ['Form factor', gpu.gpuFormFactor],
    [
      'Slots / length',
      `${gpu.slotWidth == null ? '—' : num(gpu.slotWidth, 1)} / ${gpu.lengthMm == null ? '—' : `${gpu.lengthMm} mm`}`,
    ],
    ['Cooler', gpu.coolerStyle ?? '—'],
    ['PCIe generation', gpu.pcieGen == null ? '—' : `${gpu.pcieGen}.0`],
    ['Power inputs (8-pin equivalents)', gpu.pcieConnectors == null ? '—' : String(gpu.pcieConnectors)],
    ['NVLink', yesNo(gpu.nvlink)],
    ['GPUs per board', String(gpu.gpusPerBoard)],
    ['Released', gpu.releaseYear == null ? '—' : String(gpu.releaseYear)],
    ['Price new / used', `${usd(gpu.priceUsd)} / ${usd(gpu.usedPriceUsd)}`],
  ];
  return (
    <>
      <dl class="specs">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {gpu.relativePerformanceMethod && (
        <details class="how-measured">
          <summary>How the training speed was measured</summary>
          <p>{gpu.relativePerformanceMethod}</p>
        </details>
      )}
    </>
  );
}

const OFFER_COLUMNS: [Column<Offer>, ...Column<Offer>[]] = [
  { header: 'Instance', cell: (offer) => `${providerName(offer.provider)} ${offer.instanceType}` },
  { header: 'GPUs', cell: (offer) => offer.gpuCount },
  { header: 'On demand per hour', cell: (offer) => usdPrecise(offer.onDemandUsdPerHour) },
  { header: 'Spot per hour', cell: (offer) => usdPrecise(offer.spotUsdPerHour) },
  { header: 'Region, date', cell: (offer) => `${offer.region ?? '—'}, ${offer.asOf}` },
  { header: 'Source', cell: (offer) => <Sources sources={[offer.source]} heading="Source" /> },
];

const BENCHMARK_COLUMNS: [Column<Benchmark>, ...Column<Benchmark>[]] = [
  {
    header: 'Workload',
    cell: (benchmark) => (
      <>
        {benchmark.workload}
        {benchmark.notes && <span class="hint block">{benchmark.notes}</span>}
      </>
    ),
  },
  {
    header: 'Result',
    cell: (benchmark) => `${num(benchmark.value)} ${benchmark.unit} (${benchmark.metric})`,
  },
  { header: 'Precision', cell: (benchmark) => benchmark.precision ?? '—' },
  { header: 'GPUs', cell: (benchmark) => benchmark.gpuCount },
  { header: 'Source', cell: (benchmark) => <Sources sources={[benchmark.source]} heading="Source" /> },
];

export function GpuDetailView({ slug }: { slug: string }) {
  const [result] = useQuery({ query: GpuDetailDocument, variables: { slug, offers: MAX_OFFERS } });
  const { dispatch } = useDraft();
  const [added, setAdded] = useState(false);
  const component = result.data?.component;
  const gpu = component && 'benchmarks' in component ? (component as GpuDetail) : null;
  const offers = result.data?.cloudOfferings.edges.map((edge) => edge.node) ?? [];

  if (result.fetching && !result.data) return <p role="status">Loading the card…</p>;
  if (!gpu) {
    return (
      <div>
        <h1 tabIndex={-1}>GPU not found</h1>
        <ProblemMessage problem={apiProblem(result.error)} />
        <p>
          {!result.error && <>There is no GPU “{slug}” in the catalog. </>}
          <a href={hrefs.gpus}>Back to all GPUs</a>
        </p>
      </div>
    );
  }
  return (
    <article>
      <p class="crumbs">
        <a href={hrefs.gpus}>All GPUs</a>
      </p>
      <h1 tabIndex={-1}>{partTitle(gpu)}</h1>
      {gpu.description && <p class="intro">{gpu.description}</p>}
      <p class="actions">
        <button
          type="button"
          class="primary"
          onClick={() => {
            dispatch({ type: 'add', part: gpu as unknown as Part });
            setAdded(true);
          }}
        >
          Add to my build
        </button>
        <a class="button" href={hrefs.plan}>
          Open the planner
        </a>
        <span role="status" aria-live="polite">
          {added ? `${gpu.name} added to your build.` : ''}
        </span>
      </p>
      <section class="panel" aria-labelledby="specs-heading">
        <h2 id="specs-heading">Specifications</h2>
        <Specs gpu={gpu} />
        <Sources sources={gpu.sources} />
      </section>
      <section class="panel" aria-labelledby="prices-heading">
        <h2 id="prices-heading">Price history</h2>
        <p class="hint">
          Every dated price on record, newest first, each with what it is: a launch list price is what the
          maker asked when the card came out, not what it sells for today.
        </p>
        {gpu.priceObservations.length === 0 ? (
          <p class="hint">No price of this card is on record.</p>
        ) : (
          <DataTable
            label="Price history as a table"
            columns={PRICE_COLUMNS}
            rows={gpu.priceObservations}
            rowKey={(observation) => observation.id}
          />
        )}
      </section>
      <section class="panel" aria-labelledby="bench-heading">
        <h2 id="bench-heading">Benchmarks</h2>
        {gpu.benchmarks.length === 0 ? (
          <p class="hint">No published benchmark for this card in the catalog yet.</p>
        ) : (
          <DataTable
            label="Benchmarks as a table"
            columns={BENCHMARK_COLUMNS}
            rows={gpu.benchmarks}
            rowKey={(benchmark) => benchmark.id}
          />
        )}
      </section>
      <section class="panel" aria-labelledby="cloud-heading">
        <h2 id="cloud-heading">Cloud offers</h2>
        {offers.length === 0 ? (
          <p class="hint">No cloud instance with this card in the catalog.</p>
        ) : (
          <DataTable
            label="Cloud offers as a table"
            columns={OFFER_COLUMNS}
            rows={offers}
            rowKey={(offer) => offer.id}
          />
        )}
        <p>
          <a href={hrefs.cost}>Compare owning with renting</a>
        </p>
      </section>
    </article>
  );
}
