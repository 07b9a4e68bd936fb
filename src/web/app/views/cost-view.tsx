import type { ChartConfiguration } from 'chart.js';
import { useQuery } from '@urql/preact';
import { useMemo, useState } from 'preact/hooks';
import { ChartCanvas } from '../components/chart-canvas';
import { NumberField, Select, formBinding, type SelectOption } from '../components/fields';
import { ProblemMessage } from '../components/problem';
import type { CloudVsDesktopInput, CompareCostQuery as CompareCostData } from '../gql/graphql';
import { CloudOfferingsDocument, CompareCostDocument } from '../gql/graphql';
import { apiProblem, withUnplaced } from '../lib/api-errors';
import { days, num, usd, usdPrecise } from '../lib/format';
import { useDebounced } from '../lib/use-debounced';
import { useDraft } from '../state/draft';
import { totalAt } from './plan/parts-list';
import { providerName } from '../lib/labels';

type Comparison = CompareCostData['compareCloudVsDesktop'];

interface Form {
  desktopCostUsd: string;
  gpuWatts: string;
  cpuWatts: string;
  utilizationPercent: string;
  electricityUsdPerKwh: string;
  cloud: string;
  cloudUsdPerHour: string;
  horizonYears: string;
}

/** The documents' worked example (2,200 $ machine, 350 W GPU, 15 % use, 0.12 $/kWh, 2.14 $/h). */
const DEFAULT_FORM: Form = {
  desktopCostUsd: '2200',
  gpuWatts: '350',
  cpuWatts: '100',
  utilizationPercent: '15',
  electricityUsdPerKwh: '0.12',
  cloud: 'custom',
  cloudUsdPerHour: '2.14',
  horizonYears: '3',
};

type AmountKey = Exclude<keyof Form, 'cloud'>;

/** Each amount the form asks for, by form key. */
const AMOUNTS: Record<AmountKey, { id: string; label: string }> = {
  desktopCostUsd: { id: 'cost-machine', label: 'Machine price (US$)' },
  gpuWatts: { id: 'cost-gpu-w', label: 'GPU power under load (W)' },
  cpuWatts: { id: 'cost-cpu-w', label: 'CPU and rest of system (W)' },
  utilizationPercent: { id: 'cost-use', label: 'Share of the time it works (%)' },
  electricityUsdPerKwh: { id: 'cost-kwh', label: 'Electricity (US$ per kWh)' },
  cloudUsdPerHour: { id: 'cost-cloud-rate', label: 'Cloud (US$ per hour)' },
  horizonYears: { id: 'cost-years', label: 'Years to chart' },
};
/** The machine's side, asked before the cloud price. */
const MACHINE_AMOUNTS: AmountKey[] = [
  'desktopCostUsd',
  'gpuWatts',
  'cpuWatts',
  'utilizationPercent',
  'electricityUsdPerKwh',
];

/** The API's argument behind each form key; its errors show under the field. */
const API_FIELDS: Record<keyof Form, string> = {
  desktopCostUsd: 'input.desktopCostUsd',
  gpuWatts: 'input.gpuWatts',
  cpuWatts: 'input.cpuWatts',
  utilizationPercent: 'input.utilization',
  electricityUsdPerKwh: 'input.electricityUsdPerKwh',
  cloud: 'input.cloudOfferingId',
  cloudUsdPerHour: 'input.cloudUsdPerHour',
  horizonYears: 'input.horizonYears',
};
const SHOWN_FIELDS = Object.values(API_FIELDS);

/** The planned build's GPU, so the cloud is priced by the work it does (not only by hours). */
interface DesktopGpu {
  slug: string;
  name: string;
  count: number;
}

function toInput(form: Form, desktopGpu: DesktopGpu | null): CloudVsDesktopInput {
  const cloud =
    form.cloud === 'custom'
      ? { cloudUsdPerHour: Number(form.cloudUsdPerHour) }
      : { cloudOfferingId: form.cloud };
  return {
    ...(desktopGpu ? { desktopGpuSlug: desktopGpu.slug, desktopGpuCount: desktopGpu.count } : {}),
    desktopCostUsd: Number(form.desktopCostUsd),
    gpuWatts: Number(form.gpuWatts),
    cpuWatts: Number(form.cpuWatts),
    utilization: Number(form.utilizationPercent) / 100,
    electricityUsdPerKwh: Number(form.electricityUsdPerKwh),
    horizonYears: Number(form.horizonYears),
    ...cloud,
  };
}

/** Cumulative cost of owning at the break-even day, read off the API's own points. */
function costOnDay(points: Comparison['points'], day: number): number {
  const after = points.findIndex((point) => point.day >= day);
  if (after <= 0) return points[Math.max(after, 0)]?.desktopUsd ?? 0;
  const a = points[after - 1];
  const b = points[after];
  return a.desktopUsd + ((b.desktopUsd - a.desktopUsd) * (day - a.day)) / (b.day - a.day);
}

export function CostView() {
  const [form, setForm] = useState(DEFAULT_FORM);
  const [desktopGpu, setDesktopGpu] = useState<DesktopGpu | null>(null);
  const set = (patch: Partial<Form>) => setForm((old) => ({ ...old, ...patch }));
  const { draft } = useDraft();
  const [offers] = useQuery({ query: CloudOfferingsDocument, variables: { first: 100 } });
  const settled = useDebounced(form, 250);
  const input = useMemo(() => toInput(settled, desktopGpu), [settled, desktopGpu]);
  const incomplete = Object.values(settled).some((value) => value.trim() === '');
  const [result] = useQuery({ query: CompareCostDocument, variables: { input }, pause: incomplete });
  const problem = apiProblem(result.error);
  const comparison = result.data?.compareCloudVsDesktop;

  const bind = formBinding(form, set, problem, API_FIELDS);
  const amountField = (key: AmountKey) => (
    <NumberField key={key} {...AMOUNTS[key]} inputMode="decimal" step="any" {...bind(key)} />
  );
  const cloudOptions: SelectOption<string>[] = [
    { value: 'custom', label: 'Enter a price per hour' },
    ...(offers.data?.cloudOfferings.edges ?? []).map(({ node }) => ({
      value: node.id,
      label: `${providerName(node.provider)} ${node.instanceType}: ${node.gpuCount} × ${node.gpu.name}, ${usdPrecise(node.onDemandUsdPerHour)}/h (${node.asOf})`,
      disabled: node.onDemandUsdPerHour == null,
    })),
  ];

  const gpuLines = draft.lines.filter((line) => line.part.kind === 'GPU');
  const useBuild = () => {
    const gpuWatts = gpuLines.reduce(
      (sum, line) => sum + ('tdpW' in line.part ? (line.part.tdpW ?? 0) : 0) * (line.quantity || 0),
      0,
    );
    const cpu = draft.lines.find((line) => line.part.kind === 'CPU')?.part;
    const first = gpuLines[0];
    setDesktopGpu(
      first ? { slug: first.part.slug, name: first.part.name, count: first.quantity || 1 } : null,
    );
    set({
      desktopCostUsd: String(Math.round(totalAt(draft.lines, draft.condition).total)),
      gpuWatts: String(gpuWatts),
      ...(cpu && 'cpuTdpW' in cpu && cpu.cpuTdpW ? { cpuWatts: String(cpu.cpuTdpW) } : {}),
    });
  };

  const config = useMemo<ChartConfiguration | null>(() => {
    if (!comparison) return null;
    const breakEven = comparison.breakEvenDays;
    return {
      type: 'line',
      data: {
        datasets: [
          {
            label: 'Own machine',
            data: comparison.points.map((point) => ({ x: point.day, y: point.desktopUsd })),
            borderColor: '#0072B2',
            backgroundColor: '#0072B2',
            pointRadius: 0,
          },
          {
            label: 'Cloud',
            data: comparison.points.map((point) => ({ x: point.day, y: point.cloudUsd })),
            borderColor: '#D55E00',
            backgroundColor: '#D55E00',
            borderDash: [6, 4],
            pointRadius: 0,
          },
          ...(breakEven == null
            ? []
            : [
                {
                  type: 'scatter' as const,
                  label: `Break-even, day ${num(breakEven, 0)}`,
                  data: [{ x: breakEven, y: costOnDay(comparison.points, breakEven) }],
                  borderColor: '#111827',
                  backgroundColor: '#111827',
                  pointStyle: 'crossRot',
                  pointRadius: 10,
                  borderWidth: 3,
                },
              ]),
        ],
      },
      options: {
        maintainAspectRatio: false,
        scales: {
          x: {
            type: 'linear',
            title: { display: true, text: 'Days from purchase' },
            min: 0,
            max: comparison.points[comparison.points.length - 1]?.day,
          },
          y: {
            title: { display: true, text: 'Cumulative cost, US$' },
            beginAtZero: true,
            ticks: { callback: (value) => usd(Number(value)) },
          },
        },
        plugins: {
          legend: { position: 'bottom', labels: { usePointStyle: true } },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label}: ${usd(item.parsed.y)} on day ${num(item.parsed.x, 0)}`,
            },
          },
        },
      },
    };
  }, [comparison]);

  return (
    <div>
      <h1 tabIndex={-1}>Own or rent?</h1>
      <p class="intro">
        What a machine costs over time, electricity included, against renting the same hours in the cloud.
      </p>
      <form class="panel options-grid" onSubmit={(event) => event.preventDefault()} aria-label="Costs">
        {MACHINE_AMOUNTS.map(amountField)}
        <Select id="cost-cloud" label="Cloud price" options={cloudOptions} {...bind('cloud')} />
        {form.cloud === 'custom' && amountField('cloudUsdPerHour')}
        {amountField('horizonYears')}
        {gpuLines.length > 0 && (
          <p class="actions full">
            <button type="button" onClick={useBuild}>
              Use my planned build
            </button>
            <span class="hint">
              {' '}
              (its price, its GPUs’ rated power, and its GPU to compare the work done)
            </span>
          </p>
        )}
      </form>
      {incomplete && <p class="hint">Fill in every field to compare.</p>}
      <ProblemMessage problem={withUnplaced(problem, SHOWN_FIELDS)} />
      {comparison && config && (
        <>
          <p class="headline" role="status" aria-live="polite" data-testid="break-even">
            {comparison.breakEvenDays == null
              ? `Renting stays cheaper over the ${num(input.horizonYears)} years charted.`
              : `Owning becomes cheaper after ${days(comparison.breakEvenDays)}.`}
          </p>
          <figure class="panel chart-figure">
            <ChartCanvas
              id="cost-chart"
              config={config}
              height={340}
              label={`Line chart of cumulative cost, own machine against cloud, over ${num(input.horizonYears)} years${comparison.breakEvenDays == null ? '' : `, break-even on day ${num(comparison.breakEvenDays, 0)}`}.`}
            />
            <figcaption>Cumulative cost; the cross marks the break-even day.</figcaption>
          </figure>
          <dl class="facts">
            <div>
              <dt>Energy per year</dt>
              <dd>{num(comparison.yearlyKwh, 0)} kWh</dd>
            </div>
            <div>
              <dt>Electricity per year</dt>
              <dd>{usd(comparison.yearlyElectricityUsd)}</dd>
            </div>
            <div>
              <dt>
                {comparison.cloudSpeedRatio == null
                  ? 'Cloud per year, same hours'
                  : 'Cloud per year, same work'}
              </dt>
              <dd>{usd(comparison.cloudYearlyUsd)}</dd>
            </div>
          </dl>
          {comparison.workCaveat && (
            <p class="hint" data-testid="work-caveat">
              {comparison.workCaveat}
            </p>
          )}
        </>
      )}
    </div>
  );
}
