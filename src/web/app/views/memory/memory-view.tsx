import { useQuery } from '@urql/preact';
import { useMemo, useState } from 'preact/hooks';
import { ProblemMessage } from '../../components/problem';
import { EstimateMemoryDocument } from '../../gql/graphql';
import { apiProblem, withUnplaced } from '../../lib/api-errors';
import { num } from '../../lib/format';
import { useDebounced } from '../../lib/use-debounced';
import { FitsTable, PartsTables } from './estimate-tables';
import { ServerFitsTable } from './server-fits-table';
import { SystemFitsTable } from './system-fits-table';
import { MemoryChart } from './memory-chart';
import { MEMORY_API_FIELDS, MemoryFields } from './memory-fields';
import { DEFAULT_FORM, GPU_COUNT_CHOICES, MODES, isReady, toInput, type MemoryForm } from './memory-options';
import type { CatalogModel } from './model-picker';

/** Setups listed under the estimate (the API's `fits`, at most 50). */
const FITS = 12;
/** Unified-memory machines and whole servers listed beside the setups (`systemFits`, `serverFits`). */
const SYSTEMS = 6;
/** Argument paths shown next to their input; errors on any other go above the results. */
export const SHOWN_FIELDS = ['input.model', ...Object.values(MEMORY_API_FIELDS)];

export function MemoryView() {
  const [form, setForm] = useState(DEFAULT_FORM);
  const [chosen, setChosen] = useState<CatalogModel | null>(null);
  const set = (patch: Partial<MemoryForm>) => setForm((old) => ({ ...old, ...patch }));
  const settled = useDebounced(form, 200);
  const variables = useMemo(
    () => ({
      input: toInput(settled),
      fits: FITS,
      systems: SYSTEMS,
      condition: settled.condition,
      gpuCounts: GPU_COUNT_CHOICES.find((choice) => choice.value === settled.gpuCounts)?.counts ?? [1],
    }),
    [settled],
  );
  const ready = isReady(settled);
  const [result] = useQuery({ query: EstimateMemoryDocument, variables, pause: !ready });
  const problem = apiProblem(result.error);
  const estimate = ready ? result.data?.estimateMemory : undefined;
  const fromConfig = estimate?.config
    ? `${estimate.config.architectureName ?? estimate.config.modelType} (from config.json)`
    : null;
  const modelName =
    estimate?.model?.name ??
    fromConfig ??
    (estimate ? `A ${num(estimate.parameters.totalBillions, 1)}B model` : '');

  return (
    <div>
      <h1 tabIndex={-1}>Can I run it?</h1>
      <p class="intro">
        GPU memory a model needs to run or to fine-tune, part by part, against the cards and multi-GPU setups
        that hold it, with their prices and an estimate of tokens per second.
      </p>
      <MemoryFields
        form={form}
        set={set}
        chosen={chosen}
        onChoose={(model) => {
          setChosen(model);
          set({ by: 'name', model: model.slug });
        }}
        estimate={estimate}
        problem={problem}
      />
      <ProblemMessage problem={withUnplaced(problem, SHOWN_FIELDS)} />
      {estimate && (
        <>
          <p class="headline" role="status" aria-live="polite" data-testid="memory-total">
            {modelName}, {MODES[estimate.mode].toLowerCase()}, weights in {estimate.weightFormat} (
            {num(estimate.bitsPerWeight, 2)} bits per weight): needs{' '}
            <strong>{num(estimate.total.gb)} GB</strong> ({num(estimate.total.gib)} GiB) on one GPU.
          </p>
          {estimate.format.nativeArchitectures.length > 0 && (
            <p class="hint" data-testid="memory-format-hardware">
              {estimate.weightFormat} computes natively on {estimate.format.nativeArchitectures.join(', ')}.{' '}
              {estimate.format.hardware}
            </p>
          )}
          <MemoryChart estimate={estimate} />
          <PartsTables estimate={estimate} />
          {estimate.assumptions.length > 0 && (
            <section aria-labelledby="assumptions-heading">
              <h2 id="assumptions-heading">What the estimate assumed</h2>
              <ul class="plain" data-testid="memory-assumptions">
                {estimate.assumptions.map((assumption) => (
                  <li key={assumption}>{assumption}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="fit-heading">
            <h2 id="fit-heading">Cards and setups that hold it</h2>
            <FitsTable estimate={estimate} />
          </section>
          <section aria-labelledby="system-fit-heading">
            <h2 id="system-fit-heading">Unified-memory machines that hold it</h2>
            <SystemFitsTable estimate={estimate} />
          </section>
          <section aria-labelledby="server-fit-heading">
            <h2 id="server-fit-heading">Whole servers that hold it</h2>
            <ServerFitsTable estimate={estimate} />
          </section>
        </>
      )}
      {!ready && (
        <p class="hint">
          {form.by === 'name'
            ? 'Choose a model.'
            : form.by === 'config'
              ? 'Paste the config.json of the model.'
              : 'Enter the model size in billions of parameters.'}
        </p>
      )}
    </div>
  );
}
