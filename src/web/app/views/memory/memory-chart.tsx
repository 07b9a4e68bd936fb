import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'preact/hooks';
import { ChartCanvas } from '../../components/chart-canvas';
import type { EstimateMemoryQuery } from '../../gql/graphql';
import { gb, num } from '../../lib/format';

export type Estimate = EstimateMemoryQuery['estimateMemory'];
export type Fit = Estimate['fits'][number];

/** Parts of the estimate (the API's decimal-GB fields), in stacking order, Okabe-Ito colours. */
export const PARTS = [
  { key: 'weightsGb', label: 'Weights', color: '#0072B2' },
  { key: 'gradientsGb', label: 'Gradients', color: '#E69F00' },
  { key: 'optimizerGb', label: 'Optimizer states', color: '#009E73' },
  { key: 'activationsGb', label: 'Activations', color: '#CC79A7' },
  { key: 'kvCacheGb', label: 'KV cache', color: '#56B4E9' },
  { key: 'overheadGb', label: 'Overhead', color: '#6B7280' },
] as const;

/** Setups drawn beside the model's own bar; the table lists every one. */
const CHART_FITS = 6;

/** "2 × GeForce RTX 3090 (24 GiB each)". */
export function setupLabel(fit: Fit): string {
  const count = fit.gpuCount > 1 ? `${fit.gpuCount} × ` : '';
  return `${count}${fit.gpu.name} (${num(fit.memoryPerGpu.gib)} GiB${fit.gpuCount > 1 ? ' each' : ''})`;
}

/**
 * One stacked bar of what the model needs on one GPU, part by part, then a bar per setup that
 * holds it: what the busiest GPU needs at that count, what its runtime keeps for itself
 * (runtimeReserve: vLLM's 10 %, CUDA graphs, workspaces) and what is left, which add up to
 * the card's memory. Everything in decimal GB, the unit of the API's *Gb fields and `gb` amounts;
 * a card's nominal memory is binary (24 GiB = 25.77 GB), which the labels say.
 */
export function MemoryChart({ estimate }: { estimate: Estimate }) {
  const fits = estimate.fits.slice(0, CHART_FITS);
  const config = useMemo<ChartConfiguration>(() => {
    const fits = estimate.fits.slice(0, CHART_FITS);
    const zeros = fits.map(() => 0);
    return {
      type: 'bar',
      data: {
        labels: ['This model on one GPU', ...fits.map(setupLabel)],
        datasets: [
          ...PARTS.map((part) => ({
            label: part.label,
            data: [estimate[part.key], ...zeros],
            backgroundColor: part.color,
            stack: 'memory',
          })),
          {
            label: 'Needed per GPU',
            data: [0, ...fits.map((fit) => fit.requiredPerGpu.gb)],
            backgroundColor: '#4B5563',
            stack: 'memory',
          },
          {
            label: "Runtime's reserve",
            data: [0, ...fits.map((fit) => fit.runtimeReserve.gb)],
            backgroundColor: '#9CA3AF',
            stack: 'memory',
          },
          {
            label: 'Free per GPU',
            data: [0, ...fits.map((fit) => fit.headroom.gb)],
            backgroundColor: '#D1D5DB',
            borderColor: '#4B5563',
            borderWidth: 1,
            stack: 'memory',
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        scales: {
          x: { stacked: true, title: { display: true, text: 'GB (10^9 bytes)' }, beginAtZero: true },
          y: { stacked: true },
        },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${gb(Number(item.raw))}` } },
        },
      },
    };
  }, [estimate]);
  return (
    <figure class="panel chart-figure">
      <ChartCanvas
        id="memory-chart"
        config={config}
        height={140 + 44 * (1 + fits.length)}
        label={`Stacked bar: ${gb(estimate.totalGb)} on one GPU, by part, then ${fits.length} setups that hold it. The tables below have the numbers.`}
      />
      <figcaption>
        Memory by part in decimal GB (10^9 bytes), with the cheapest setups that hold it. A card’s memory is
        binary: 24 GiB is 25.77 GB.
      </figcaption>
    </figure>
  );
}
