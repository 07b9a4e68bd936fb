import { useQuery } from '@urql/preact';
import { useMemo, useState } from 'preact/hooks';
import { DataTable, type Column } from '../components/data-table';
import { NumberField, Select, formBinding } from '../components/fields';
import { ProblemMessage } from '../components/problem';
import type { PlanJobInput, PlanJobQuery } from '../gql/graphql';
import { PlanJobDocument } from '../gql/graphql';
import { apiProblem, withUnplaced } from '../lib/api-errors';
import { num, usd } from '../lib/format';
import { providerName } from '../lib/labels';
import { useDebounced } from '../lib/use-debounced';

type Setup = PlanJobQuery['planJob']['setups'][number];
type Mode = PlanJobInput['mode'];

interface Form {
  model: string;
  mode: Mode;
  tokensMillions: string;
  jobsPerYear: string;
  users: string;
  tokensPerSecondEach: string;
  hoursPerDay: string;
  objective: NonNullable<PlanJobInput['objective']>;
  ownership: NonNullable<PlanJobInput['ownership']>;
  electricityUsdPerKwh: string;
}

/** The issue's three example jobs, as people say them. */
const EXAMPLES: Record<string, { label: string; form: Partial<Form> }> = {
  lora: {
    label: 'Fine-tune Llama 3.1 8B with LoRA on 200M tokens every month',
    form: { model: 'llama 3.1 8b', mode: 'LORA', tokensMillions: '200', jobsPerYear: '12' },
  },
  pretrain: {
    label: 'Pre-train a 350M model on 10B tokens once',
    form: { model: '0.35', mode: 'PRETRAIN', tokensMillions: '10000', jobsPerYear: '1' },
  },
  serve: {
    label: 'Serve a 70B model to 20 people at 15 tokens/s each, 8 hours a day',
    form: {
      model: 'llama 3.1 70b',
      mode: 'SERVING',
      users: '20',
      tokensPerSecondEach: '15',
      hoursPerDay: '8',
    },
  },
};

const DEFAULT_FORM: Form = {
  model: 'llama 3.1 8b',
  mode: 'LORA',
  tokensMillions: '200',
  jobsPerYear: '12',
  users: '20',
  tokensPerSecondEach: '15',
  hoursPerDay: '8',
  objective: 'CHEAPEST',
  ownership: 'EITHER',
  electricityUsdPerKwh: '0.12',
};

const MODES: Record<Mode, string> = {
  PRETRAIN: 'Pre-train',
  FULL_FINE_TUNE: 'Full fine-tune',
  LORA: 'LoRA',
  QLORA: 'QLoRA',
  SERVING: 'Serve',
};

/** The API's argument behind each form key; its errors show under the field. */
const API_FIELDS: Partial<Record<keyof Form, string>> = {
  model: 'input.model',
  tokensMillions: 'input.tokens',
  jobsPerYear: 'input.jobsPerYear',
  users: 'input.concurrentUsers',
  tokensPerSecondEach: 'input.tokensPerSecondEach',
  hoursPerDay: 'input.hoursPerDay',
  electricityUsdPerKwh: 'input.electricityUsdPerKwh',
};

function toInput(form: Form): PlanJobInput {
  // A bare number is a size in billions; anything else names a catalog model.
  const size = Number(form.model);
  const model =
    form.model.trim() !== '' && Number.isFinite(size) ? { parametersBillions: size } : { model: form.model };
  const serving = form.mode === 'SERVING';
  return {
    ...model,
    mode: form.mode,
    objective: form.objective,
    ownership: form.ownership,
    electricityUsdPerKwh: Number(form.electricityUsdPerKwh),
    ...(serving
      ? {
          precision: 'INT4',
          concurrentUsers: Number(form.users),
          tokensPerSecondEach: Number(form.tokensPerSecondEach),
          hoursPerDay: Number(form.hoursPerDay),
        }
      : { tokens: Number(form.tokensMillions) * 1e6, jobsPerYear: Number(form.jobsPerYear) }),
  };
}

const COLUMNS: [Column<Setup>, ...Column<Setup>[]] = [
  { header: '#', cell: (s) => s.rank },
  {
    header: 'Setup',
    cell: (s) =>
      `${s.replicas > 1 ? `${s.replicas} copies of ` : ''}` +
      (s.server
        ? `${s.server.manufacturer} ${s.server.name}: ${s.gpuCount} × ${s.gpu.name} (owned whole server)`
        : `${s.gpuCount} × ${s.gpu.name}` +
          (s.offer ? ` (${providerName(s.offer.provider)}, ${s.offer.asOf})` : ' (owned)')),
  },
  { header: 'Hours a job', cell: (s) => num(s.hours, 1) },
  { header: 'Users a copy', cell: (s) => (s.capacity ? s.capacity.users : '–') },
  { header: 'Cost a job', cell: (s) => usd(s.costPerJobUsd) },
  { header: 'Cost a year', cell: (s) => usd(s.yearlyCostUsd) },
  { header: 'Speed', cell: (s) => (s.speedBasis === 'MEASURED' ? 'measured' : 'estimated'), class: 'muted' },
];

export function JobView() {
  const [form, setForm] = useState(DEFAULT_FORM);
  const set = (patch: Partial<Form>) => setForm((old) => ({ ...old, ...patch }));
  const settled = useDebounced(form, 300);
  const input = useMemo(() => toInput(settled), [settled]);
  const incomplete = settled.model.trim() === '';
  const [result] = useQuery({ query: PlanJobDocument, variables: { input }, pause: incomplete });
  const problem = apiProblem(result.error);
  const plan = result.data?.planJob;
  const bind = formBinding(form, set, problem, API_FIELDS);
  const serving = form.mode === 'SERVING';
  const modelBound = bind('model');

  return (
    <div>
      <h1 tabIndex={-1}>Plan a job</h1>
      <p class="intro">
        How long a training or serving job takes and what it costs on every setup that runs it, bought or
        rented.
      </p>
      <p class="actions">
        {Object.entries(EXAMPLES).map(([key, example]) => (
          <button key={key} type="button" data-example={key} onClick={() => set(example.form)}>
            {example.label}
          </button>
        ))}
      </p>
      <form class="panel options-grid" onSubmit={(event) => event.preventDefault()} aria-label="The job">
        <div class="field">
          <label htmlFor="job-model">Model (catalog name, or a size in billions)</label>
          <input
            id="job-model"
            value={modelBound.value}
            aria-invalid={modelBound.error ? true : undefined}
            onInput={(event) => modelBound.onChange((event.target as HTMLInputElement).value)}
          />
          {modelBound.error && <p class="field-error">{modelBound.error}</p>}
        </div>
        <Select id="job-mode" label="What to do" options={MODES} {...bind('mode')} />
        {serving ? (
          <>
            <NumberField
              id="job-users"
              label="People at the same time"
              inputMode="numeric"
              {...bind('users')}
            />
            <NumberField
              id="job-tps"
              label="Tokens/s each"
              inputMode="decimal"
              step="any"
              {...bind('tokensPerSecondEach')}
            />
            <NumberField
              id="job-hours"
              label="Hours a day"
              inputMode="decimal"
              step="any"
              {...bind('hoursPerDay')}
            />
          </>
        ) : (
          <>
            <NumberField
              id="job-tokens"
              label="Training tokens (millions)"
              inputMode="decimal"
              step="any"
              {...bind('tokensMillions')}
            />
            <NumberField
              id="job-per-year"
              label="Jobs a year"
              inputMode="decimal"
              step="any"
              {...bind('jobsPerYear')}
            />
          </>
        )}
        <Select
          id="job-objective"
          label="Rank by"
          options={{ CHEAPEST: 'Cheapest', FASTEST: 'Fastest', WITHIN_DEADLINE: 'Within a deadline' }}
          {...bind('objective')}
        />
        <Select
          id="job-ownership"
          label="Setups"
          options={{ EITHER: 'Own or rent', OWN: 'Own only', RENT: 'Rent only' }}
          {...bind('ownership')}
        />
        <NumberField
          id="job-kwh"
          label="Electricity (US$ per kWh)"
          inputMode="decimal"
          step="any"
          {...bind('electricityUsdPerKwh')}
        />
      </form>
      <ProblemMessage problem={withUnplaced(problem, Object.values(API_FIELDS))} />
      {plan && (
        <>
          <p class="headline" role="status" aria-live="polite" data-testid="job-summary">
            {plan.summary}
          </p>
          <DataTable
            label="Setups side by side"
            caption="Setups that run the job, best first"
            testId="job-setups"
            columns={COLUMNS}
            rows={plan.setups}
            rowKey={(s) => `${s.rank}`}
            rowData={(s) => ({ 'data-ownership': s.ownership })}
          />
          <p class="hint">{plan.computeBasis}</p>
          <h2>Assumptions</h2>
          <ul>
            {plan.assumptions.statements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h2>What this rests on</h2>
          <ul>
            {[...plan.notes, ...new Set(plan.setups.flatMap((s) => s.notes))].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {plan.leftOut.length > 0 && (
            <>
              <h2>Left out</h2>
              <ul data-testid="job-left-out">
                {plan.leftOut.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
