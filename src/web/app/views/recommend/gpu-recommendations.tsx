import { useClient, useQuery } from '@urql/preact';
import { ConditionField, NumberField } from '../../components/fields';
import { useState } from 'preact/hooks';
import { ProblemMessage } from '../../components/problem';
import type { GpuObjective, GpuRecommendationInput, PriceCondition } from '../../gql/graphql';
import { PartBySlugDocument, RecommendGpusDocument, UseCasesDocument } from '../../gql/graphql';
import { apiProblem, fieldError, withUnplaced } from '../../lib/api-errors';
import { gb, num, usd } from '../../lib/format';
import { partTitle } from '../../lib/kinds';
import { hrefs, navigate } from '../../router';
import { useDraft, type Part } from '../../state/draft';

/**
 * The API's ranking objectives (GpuRecommendationInput.objective), keyed by the schema's
 * enum so a new objective fails the type check until it has words; `unit` names what
 * objectiveValue counts per $1,000.
 */
export const OBJECTIVES: Record<GpuObjective, { label: string; unit: string }> = {
  TRAINING_SPEED_PER_DOLLAR: { label: 'Training speed per dollar', unit: 'relative training speed' },
  MEMORY_PER_DOLLAR: { label: 'GPU memory per dollar', unit: 'GB' },
  INFERENCE_TOKENS_PER_DOLLAR: { label: 'Generation speed per dollar (memory bandwidth)', unit: 'GB/s' },
};

interface Form {
  useCase: string;
  budgetUsd: string;
  gpuCount: string;
  condition: PriceCondition;
  /** '' lets the API choose by use case. */
  objective: GpuObjective | '';
  includeLegacy: boolean;
  includeServerCards: boolean;
}

const DEFAULT_FORM: Form = {
  useCase: '',
  budgetUsd: '',
  gpuCount: '1',
  condition: 'ANY',
  objective: '',
  includeLegacy: false,
  includeServerCards: false,
};
const SHOWN_FIELDS = ['input.budgetUsd', 'input.gpuCount', 'input.useCase'];

function toInput(form: Form): GpuRecommendationInput {
  return {
    gpuCount: Number(form.gpuCount),
    condition: form.condition,
    first: 8,
    includeLegacy: form.includeLegacy,
    includeServerCards: form.includeServerCards,
    ...(form.useCase ? { useCase: form.useCase } : {}),
    ...(form.budgetUsd.trim() ? { budgetUsd: Number(form.budgetUsd) } : {}),
    ...(form.objective ? { objective: form.objective } : {}),
  };
}

/** recommendGpus: cards ranked by an objective, each one click from the planner. */
export function GpuRecommendations() {
  const [form, setForm] = useState(DEFAULT_FORM);
  const [asked, setAsked] = useState<GpuRecommendationInput | null>(null);
  const set = (patch: Partial<Form>) => setForm((old) => ({ ...old, ...patch }));
  const [useCases] = useQuery({ query: UseCasesDocument });
  const [result] = useQuery({
    query: RecommendGpusDocument,
    variables: { input: asked ?? {} },
    pause: !asked,
  });
  const { dispatch } = useDraft();
  const urql = useClient();
  const problem = apiProblem(result.error);
  const ranked = asked ? result.data?.recommendGpus : undefined;

  const addToPlanner = async (slug: string, quantity: number) => {
    // The planner's lines carry every part field; the ranking selects only a few.
    const answer = await urql.query(PartBySlugDocument, { slug }).toPromise();
    const part = answer.data?.component as Part | null | undefined;
    if (!part) return;
    dispatch({ type: 'add', part, quantity });
    navigate(hrefs.plan);
  };

  const budgetError = fieldError(problem, 'input.budgetUsd');
  const countError = fieldError(problem, 'input.gpuCount');
  return (
    <section aria-labelledby="rec-gpus-heading">
      <h2 id="rec-gpus-heading">GPUs only</h2>
      <form
        class="panel options-grid"
        aria-label="Which GPUs"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(toInput(form));
        }}
      >
        <div class="field">
          <label htmlFor="gpu-rec-objective">Rank by</label>
          <select
            id="gpu-rec-objective"
            value={form.objective}
            onChange={(event) => set({ objective: event.currentTarget.value as GpuObjective | '' })}
          >
            <option value="">What suits the use case</option>
            {(Object.keys(OBJECTIVES) as GpuObjective[]).map((objective) => (
              <option key={objective} value={objective}>
                {OBJECTIVES[objective].label}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label htmlFor="gpu-rec-use">Use case</label>
          <select
            id="gpu-rec-use"
            value={form.useCase}
            onChange={(event) => set({ useCase: event.currentTarget.value })}
          >
            <option value="">Any</option>
            {useCases.data?.useCases.map((useCase) => (
              <option key={useCase.slug} value={useCase.slug}>
                {useCase.name} (≥ {useCase.minVramGb} GB)
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id="gpu-rec-budget"
          label="Budget for the cards (US$, optional)"
          value={form.budgetUsd}
          error={budgetError}
          onInput={(budgetUsd) => set({ budgetUsd })}
        />
        <NumberField
          id="gpu-rec-count"
          label="Cards"
          min={1}
          max={16}
          value={form.gpuCount}
          error={countError}
          onInput={(gpuCount) => set({ gpuCount })}
        />
        <ConditionField
          id="gpu-rec-condition"
          value={form.condition}
          onChange={(condition) => set({ condition })}
        />
        <div class="field checkbox">
          <input
            id="gpu-rec-legacy"
            type="checkbox"
            checked={form.includeLegacy}
            onChange={(event) => set({ includeLegacy: event.currentTarget.checked })}
          />
          <label htmlFor="gpu-rec-legacy">Include cards current CUDA and PyTorch no longer support</label>
        </div>
        <div class="field checkbox">
          <input
            id="gpu-rec-server"
            type="checkbox"
            checked={form.includeServerCards}
            onChange={(event) => set({ includeServerCards: event.currentTarget.checked })}
          />
          <label htmlFor="gpu-rec-server">Include server cards (SXM modules, passive coolers)</label>
        </div>
        <p class="actions full">
          <button type="submit" class="primary" disabled={result.fetching}>
            {result.fetching ? 'Ranking…' : 'Recommend GPUs'}
          </button>
        </p>
      </form>
      <ProblemMessage problem={withUnplaced(problem, SHOWN_FIELDS)} />
      {ranked && (
        <div class="panel" aria-live="polite">
          {ranked.length === 0 ? (
            <p>No card meets these constraints.</p>
          ) : (
            <ol class="gpu-recs" data-testid="gpu-recommendations">
              {ranked.map((rec) => (
                <li key={rec.gpu.slug} data-slug={rec.gpu.slug} data-objective={rec.objective}>
                  <h3>
                    {rec.rank}. <a href={hrefs.gpu(rec.gpu.slug)}>{partTitle(rec.gpu)}</a>
                  </h3>
                  <p>
                    {gb(rec.gpu.vramGb)}, {usd(rec.priceUsd)} per card
                    {rec.objectiveValue != null && (
                      <>
                        {' '}
                        · <strong class="objective-value">{num(rec.objectiveValue, 0)}</strong>{' '}
                        {OBJECTIVES[rec.objective].unit} per $1,000
                        {rec.performanceIsEstimate ? ' (spec estimate)' : ''}
                      </>
                    )}
                    {!rec.meetsMemory && ' · below the memory the use case needs'}
                  </p>
                  <ul class="reasons">
                    {rec.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    onClick={() => void addToPlanner(rec.gpu.slug, Number(asked?.gpuCount ?? 1))}
                  >
                    Add {Number(asked?.gpuCount ?? 1) > 1 ? `${asked?.gpuCount} ` : ''}to the planner
                    <span class="visually-hidden"> ({partTitle(rec.gpu)})</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
