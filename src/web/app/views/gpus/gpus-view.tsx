import { useClient, useQuery } from '@urql/preact';
import { Checkboxes, ConditionField, NumberField, Select, formBinding } from '../../components/fields';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { DataTable, type Column } from '../../components/data-table';
import { ProblemMessage } from '../../components/problem';
import type {
  GpuFilter,
  GpuListQuery as GpuListData,
  GpuOrder,
  GpuVendor,
  PriceCondition,
} from '../../gql/graphql';
import { GpuListDocument } from '../../gql/graphql';
import { apiProblem } from '../../lib/api-errors';
import { gb, num, usd, watts } from '../../lib/format';
import { priceAt } from '../../lib/price';
import { useDebounced } from '../../lib/use-debounced';
import { useMediaQuery } from '../../lib/use-media-query';
import { hrefs } from '../../router';
import { GpuChart } from './gpu-chart';

type GpuRow = GpuListData['gpus']['edges'][number]['node'];

const PAGE_SIZE = 100;

// Keyed by the schema's enums (GpuOrder, GpuVendor): a value the API adds or drops fails the
// type check until the page follows, so no option is stale.
const ORDERS: Record<GpuOrder, string> = {
  PERFORMANCE_PER_DOLLAR_DESC: 'Most speed per dollar',
  MEMORY_PER_DOLLAR_DESC: 'Most memory per dollar',
  BANDWIDTH_PER_DOLLAR_DESC: 'Most bandwidth per dollar',
  RELATIVE_PERFORMANCE_DESC: 'Fastest',
  VRAM_DESC: 'Most memory',
  PRICE_ASC: 'Cheapest',
  BANDWIDTH_DESC: 'Most bandwidth',
  RELEASE_YEAR_DESC: 'Newest',
  NAME_ASC: 'Name',
};

const VENDORS: Record<GpuVendor, string> = { NVIDIA: 'NVIDIA', AMD: 'AMD', Intel: 'Intel' };

const VRAM_STEPS = [0, 8, 12, 16, 24, 32, 48, 80];

interface Filters {
  search: string;
  minVramGb: number;
  maxPriceUsd: string;
  condition: PriceCondition;
  vendor: GpuVendor | '';
  tensorCores: boolean;
  includeLegacy: boolean;
  includeServerCards: boolean;
  orderBy: GpuOrder;
}

const DEFAULT_FILTERS: Filters = {
  search: '',
  minVramGb: 0,
  maxPriceUsd: '',
  condition: 'ANY',
  vendor: '',
  tensorCores: false,
  // The API's defaults (issue 26): legacy and server-only cards only when asked.
  includeLegacy: false,
  includeServerCards: false,
  orderBy: 'PERFORMANCE_PER_DOLLAR_DESC',
};

/** The API filter for the form; an unreadable price is left out and flagged next to its field. */
export function gpuFilter(filters: Filters): GpuFilter {
  const maxPrice = Number(filters.maxPriceUsd);
  return {
    condition: filters.condition,
    ...(filters.minVramGb > 0 ? { minVramGb: filters.minVramGb } : {}),
    ...(filters.maxPriceUsd.trim() && Number.isFinite(maxPrice) ? { maxPriceUsd: maxPrice } : {}),
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.tensorCores ? { tensorCores: true } : {}),
    includeLegacy: filters.includeLegacy,
    includeServerCards: filters.includeServerCards,
  };
}

const VRAM_OPTIONS = VRAM_STEPS.map((step) => ({ value: String(step), label: step ? `${step} GB` : 'Any' }));

const ONLY: Record<'tensorCores' | 'includeLegacy' | 'includeServerCards', { id: string; label: string }> = {
  tensorCores: { id: 'gpu-tensor', label: 'Tensor cores only (what current frameworks target)' },
  includeLegacy: { id: 'gpu-legacy', label: 'Include cards current CUDA and PyTorch no longer support' },
  includeServerCards: { id: 'gpu-server', label: 'Include server cards (SXM modules, passive coolers)' },
};

/** The filters that differ from the defaults: how many the folded form says are set. */
function changedFilters(filters: Filters): number {
  return (Object.keys(DEFAULT_FILTERS) as (keyof Filters)[]).filter(
    (key) => key !== 'orderBy' && filters[key] !== DEFAULT_FILTERS[key],
  ).length;
}

/** Wide enough for the filters to sit beside each other above the chart. */
const WIDE_SCREEN = '(min-width: 48rem)';

/**
 * The filters, folded under one summary on a phone (eight stacked fields would fill its
 * first screen before a single card shows) and always open on a wider screen.
 */
function FilterPanel({ filters, set }: { filters: Filters; set: (patch: Partial<Filters>) => void }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const changed = changedFilters(filters);
  return (
    <details class="filters-disclosure" open={wide} data-wide={wide ? 'true' : 'false'}>
      <summary>
        Filters and order
        <span class="hint">
          {' '}
          ({changed === 0 ? 'none set' : `${changed} set`}; {ORDERS[filters.orderBy].toLowerCase()})
        </span>
      </summary>
      <FilterForm filters={filters} set={set} />
    </details>
  );
}

function FilterForm({ filters, set }: { filters: Filters; set: (patch: Partial<Filters>) => void }) {
  const bind = formBinding(filters, set);
  return (
    <form
      class="panel options-grid filters"
      onSubmit={(event) => event.preventDefault()}
      aria-label="Filter GPUs"
    >
      <div class="field grow">
        <label htmlFor="gpu-search">Model</label>
        <input
          id="gpu-search"
          type="search"
          placeholder="e.g. 3090, A100, 7900"
          value={filters.search}
          onInput={(event) => set({ search: event.currentTarget.value })}
        />
      </div>
      <Select
        id="gpu-vram"
        label="Memory at least"
        value={String(filters.minVramGb)}
        options={VRAM_OPTIONS}
        onChange={(value) => set({ minVramGb: Number(value) })}
      />
      <NumberField id="gpu-price" label="Price at most (US$)" min={0} {...bind('maxPriceUsd')} />
      <ConditionField id="gpu-condition" {...bind('condition')} />
      <Select id="gpu-vendor" label="Vendor" options={{ '': 'Any', ...VENDORS }} {...bind('vendor')} />
      <Select id="gpu-order" label="Sort by" options={ORDERS} {...bind('orderBy')} />
      <Checkboxes boxes={ONLY} values={filters} onChange={(key, checked) => set({ [key]: checked })} />
    </form>
  );
}

/** The table's columns; prices at the chosen condition. */
function gpuColumns(condition: PriceCondition): [Column<GpuRow>, ...Column<GpuRow>[]] {
  return [
    {
      header: 'GPU',
      cell: (gpu) => (
        <>
          <a href={hrefs.gpu(gpu.slug)}>
            {gpu.manufacturer === gpu.vendor ? '' : `${gpu.manufacturer} `}
            {gpu.name}
          </a>
          {gpu.formFactor !== 'PCIE' && <span class="tag">{gpu.formFactor}</span>}
        </>
      ),
    },
    { header: 'Memory', cell: (gpu) => gb(gpu.vramGb) },
    { header: 'Price', cell: (gpu) => usd(priceAt(gpu, condition)) },
    { header: 'Speed (2080 Ti = 1)', cell: (gpu) => num(gpu.relativePerformance) },
    { header: 'Speed per $1,000', cell: (gpu) => num(gpu.performancePerDollar) },
    { header: 'Power', cell: (gpu) => watts(gpu.tdpW) },
    { header: 'Year', cell: (gpu) => gpu.releaseYear ?? '—' },
  ];
}

export function GpusView() {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const set = (patch: Partial<Filters>) => setFilters((old) => ({ ...old, ...patch }));
  const settled = useDebounced(filters, 200);
  const variables = useMemo(
    () => ({
      filter: gpuFilter(settled),
      orderBy: settled.orderBy,
      condition: settled.condition,
      first: PAGE_SIZE,
    }),
    [settled],
  );
  const [result] = useQuery({ query: GpuListDocument, variables });
  const urql = useClient();
  const [more, setMore] = useState<{ rows: GpuRow[]; cursor: string | null; loading: boolean }>({
    rows: [],
    cursor: null,
    loading: false,
  });
  useEffect(() => setMore({ rows: [], cursor: null, loading: false }), [variables]);

  const connection = result.data?.gpus;
  const rows = useMemo(
    () => [...(connection?.edges.map((edge) => edge.node) ?? []), ...more.rows],
    [connection, more.rows],
  );
  const hasNext = more.cursor !== null ? more.cursor !== '' : Boolean(connection?.pageInfo.hasNextPage);
  const loadMore = async () => {
    const after = more.cursor || connection?.pageInfo.endCursor;
    if (!after) return;
    setMore((old) => ({ ...old, loading: true }));
    const page = await urql.query(GpuListDocument, { ...variables, after }).toPromise();
    const next = page.data?.gpus;
    setMore((old) => ({
      rows: [...old.rows, ...(next?.edges.map((edge) => edge.node) ?? [])],
      cursor: next?.pageInfo.hasNextPage ? (next.pageInfo.endCursor ?? '') : '',
      loading: false,
    }));
  };

  return (
    <div>
      <h1 tabIndex={-1}>Pick a GPU</h1>
      <p class="intro">
        Training speed against price for every card that matches, coloured by memory. Pick the point that
        gives the most speed for your budget with the memory your work needs.
      </p>
      <FilterPanel filters={filters} set={set} />
      <ProblemMessage problem={apiProblem(result.error)} />
      <p role="status" aria-live="polite" data-testid="gpu-count">
        {connection
          ? `${connection.totalCount} ${connection.totalCount === 1 ? 'card matches' : 'cards match'}.`
          : result.fetching
            ? 'Loading GPUs…'
            : ''}
      </p>
      {connection && connection.totalCount === 0 && (
        <p class="empty">No card matches these filters. Lower the memory or raise the price limit.</p>
      )}
      {rows.length > 0 && <GpuChart gpus={rows} condition={settled.condition} />}
      {rows.length > 0 && (
        <DataTable
          label="GPUs as a table"
          class="gpu-table"
          caption="GPUs matching the filters, in the chosen order"
          captionHidden
          columns={gpuColumns(settled.condition)}
          rows={rows}
          rowKey={(gpu) => gpu.slug}
          rowData={(gpu) => ({ 'data-slug': gpu.slug })}
        />
      )}
      {hasNext && (
        <button type="button" onClick={loadMore} disabled={more.loading}>
          {more.loading ? 'Loading…' : 'Show more cards'}
        </button>
      )}
    </div>
  );
}
