import { useQuery } from '@urql/preact';
import { useMemo, useState } from 'preact/hooks';
import { Checkboxes, NumberField, Select } from '../components/fields';
import { ProblemMessage } from '../components/problem';
import { DataTable } from '../components/data-table';
import {
  EstimateGenerationDocument,
  GenerationModelsDocument,
  type GenerationMemoryInput,
  type GenerationOffload,
  type GenerationPrecision,
} from '../gql/graphql';
import { apiProblem } from '../lib/api-errors';
import { useDebounced } from '../lib/use-debounced';
import { GenerationFitsTable } from './generation-fits-table';

const PRECISIONS: Record<'' | GenerationPrecision, string> = {
  '': 'As published',
  FP32: 'FP32',
  FP16: 'FP16',
  BF16: 'BF16',
  FP8: 'FP8',
  NF4: 'NF4',
  GGUF_Q8_0: 'GGUF Q8_0',
  GGUF_Q6_K: 'GGUF Q6_K',
  GGUF_Q5_K: 'GGUF Q5_K',
  GGUF_Q4_K: 'GGUF Q4_K',
  GGUF_Q4_0: 'GGUF Q4_0',
  GGUF_Q3_K: 'GGUF Q3_K',
  GGUF_Q2_K: 'GGUF Q2_K',
};
const OFFLOADS: Record<GenerationOffload, string> = {
  NONE: 'Everything on the GPU',
  MODEL: 'One component at a time (model offload)',
  SEQUENTIAL: 'One block at a time (sequential offload)',
};
const STAGE_NAMES: Record<string, string> = {
  TEXT_ENCODING: 'Text encoding',
  DENOISING: 'Denoising',
  VAE_DECODE: 'VAE decode',
};
type Option = 'textEncodersOnCpu' | 'unloadTextEncoders' | 'vaeTiling';
const OPTIONS: Record<Option, { id: string; label: string }> = {
  textEncodersOnCpu: { id: 'gen-te-cpu', label: 'Encode the prompt on the CPU' },
  unloadTextEncoders: { id: 'gen-te-unload', label: 'Free the text encoders after encoding' },
  vaeTiling: { id: 'gen-vae-tiling', label: 'Tiled VAE decode' },
};

const whole = (text: string) => (text.trim() === '' ? undefined : Math.round(Number(text)));

/** Images and video: the GPU memory of a generation pipeline, stage by stage. */
export function GenerationView() {
  const [{ data: models }] = useQuery({ query: GenerationModelsDocument });
  const [model, setModel] = useState('flux.1-dev');
  const [precision, setPrecision] = useState<'' | GenerationPrecision>('');
  const [offload, setOffload] = useState<GenerationOffload>('MODEL');
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const [frames, setFrames] = useState('');
  const [batch, setBatch] = useState('1');
  const [options, setOptions] = useState<Record<Option, boolean>>({
    textEncodersOnCpu: false,
    unloadTextEncoders: false,
    vaeTiling: false,
  });
  // Debounced as text: a new object every render would never settle.
  const typed = useDebounced(
    JSON.stringify({
      model,
      offload,
      ...(precision ? { precision } : {}),
      widthPx: whole(width),
      heightPx: whole(height),
      frames: whole(frames),
      batchSize: whole(batch) ?? 1,
      ...options,
    }),
    300,
  );
  const input = useMemo(() => JSON.parse(typed) as GenerationMemoryInput, [typed]);
  const [{ data, error, fetching }] = useQuery({ query: EstimateGenerationDocument, variables: { input } });
  const problem = apiProblem(error);
  const estimate = data?.estimateGenerationMemory;
  const picked = models?.generationModels.find((m) => m.slug === model);
  const fieldError = (name: string) => problem?.fields[`input.${name}`];
  return (
    <section aria-labelledby="generation-heading">
      <h1 id="generation-heading" tabIndex={-1}>
        Images and video
      </h1>
      <p class="intro">Can I generate it? The GPU memory of an image or video pipeline, stage by stage.</p>
      <form class="form-grid" onSubmit={(event) => event.preventDefault()}>
        <Select
          id="gen-model"
          label="Model"
          value={model}
          onChange={(slug) => {
            setModel(slug);
            // A frame count typed for a video model would be refused for an image model.
            setFrames('');
          }}
          options={(models?.generationModels ?? []).map((m) => ({
            value: m.slug,
            label: m.name,
            group: m.kind === 'IMAGE' ? 'Images' : 'Video',
          }))}
        />
        <Select
          id="gen-precision"
          label="Weights"
          value={precision}
          onChange={setPrecision}
          options={PRECISIONS}
        />
        <Select id="gen-offload" label="Offload" value={offload} onChange={setOffload} options={OFFLOADS} />
        <NumberField
          id="gen-width"
          label={`Width (px, default ${picked?.defaultWidthPx ?? ''})`}
          value={width}
          onChange={setWidth}
          error={fieldError('widthPx')}
          min={64}
          max={4096}
        />
        <NumberField
          id="gen-height"
          label={`Height (px, default ${picked?.defaultHeightPx ?? ''})`}
          value={height}
          onChange={setHeight}
          error={fieldError('heightPx')}
          min={64}
          max={4096}
        />
        {picked?.kind === 'VIDEO' && (
          <NumberField
            id="gen-frames"
            label={`Frames (1 + 4n, default ${picked.defaultFrames})`}
            value={frames}
            onChange={setFrames}
            error={fieldError('frames')}
            min={1}
          />
        )}
        <NumberField
          id="gen-batch"
          label="Batch"
          value={batch}
          onChange={setBatch}
          error={fieldError('batchSize')}
          min={1}
          max={64}
        />
        <Checkboxes
          boxes={OPTIONS}
          values={options}
          onChange={(key, on) => setOptions((old) => ({ ...old, [key]: on }))}
        />
      </form>
      <ProblemMessage problem={problem && Object.keys(problem.fields).length === 0 ? problem : null} />
      {fetching && !estimate && <p>Estimating...</p>}
      {estimate && (
        <div data-testid="generation-estimate">
          <p class="headline">
            Peak <strong>{estimate.peak.gib} GiB</strong> ({estimate.peak.gb} GB) while{' '}
            {STAGE_NAMES[estimate.peakStage].toLowerCase()}, at {estimate.widthPx} x {estimate.heightPx}
            {estimate.frames > 1 ? `, ${estimate.frames} frames` : ''}: compare the GiB with a card's memory.
            Weights: denoiser {estimate.weights.denoiser.gb} GB, text encoders{' '}
            {estimate.weights.textEncoders.gb} GB, VAE {estimate.weights.vae.gb} GB; host RAM{' '}
            {estimate.cpuRam.gb} GB.
          </p>
          <DataTable
            label="Memory per stage"
            caption="GPU memory per stage, GiB"
            columns={[
              { header: 'Stage', cell: (s) => STAGE_NAMES[s.stage] },
              { header: 'Total (GiB)', cell: (s) => s.total.gib },
              {
                header: 'Lines',
                cell: (s) =>
                  s.lines
                    .filter((l) => l.amount.gib > 0)
                    .map((l) => `${l.label} ${l.amount.gib}`)
                    .join('; '),
              },
            ]}
            rows={estimate.stages}
            rowKey={(s) => s.stage}
          />
          <GenerationFitsTable estimate={estimate} />
          <h3>What the estimate assumes</h3>
          <ul>
            {estimate.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
