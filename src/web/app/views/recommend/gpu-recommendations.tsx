import { useClient, useQuery } from '@urql/preact';
import {
  Checkboxes,
  ConditionField,
  NumberField,
  Select,
  formBinding,
  type SelectOption,
} from '../../components/fields';
import { UseCaseField } from '../../components/use-case-field';
import { useState } from 'preact/hooks';
import type { GpuObjective, GpuRecommendationInput, PriceCondition, SoftwareStack } from '../../gql/graphql';
import { PartBySlugDocument, RecommendGpusDocument } from '../../gql/graphql';
import { apiProblem } from '../../lib/api-errors';
import { gb, num, usd } from '../../lib/format';
import { partTitle } from '../../lib/kinds';
import { hrefs, navigate } from '../../router';
import { RECOMMEND_API_FIELDS, RecommendForm } from './recommend-form';
import { useDraft, type Part } from '../../state/draft';

/**
 * The API's ranking objectives (GpuRecommendationInput.objective), keyed by the schema's
 * enum so a new objective fails the type check until it has words; `unit` names what
 * objectiveValue counts per $1,000.
 */
export const OBJECTIVES: Record<GpuObjective, { label: string; unit: string; perDollar: boolean }> = {
  BEST_WITHIN_BUDGET: {
    label: 'The best the budget buys for the work',
    unit: 'for the work (training speed, or GB/s for inference)',
    perDollar: false,
  },
  TRAINING_SPEED_PER_DOLLAR: {
    label: 'Training speed per dollar',
    unit: 'relative training speed',
    perDollar: true,
  },
  MEMORY_PER_DOLLAR: { label: 'GPU memory per dollar', unit: 'GB', perDollar: true },
  INFERENCE_TOKENS_PER_DOLLAR: {
    label: 'Generation speed per dollar (memory bandwidth)',
    unit: 'GB/s',
    perDollar: true,
  },
};

/** The objective select: '' leaves the choice to the API (the best the budget buys, need first). */
const OBJECTIVE_OPTIONS: SelectOption<GpuObjective | ''>[] = [
  { value: '', label: 'Need first, then the best the budget buys' },
  ...(Object.keys(OBJECTIVES) as GpuObjective[])
    .filter((value) => OBJECTIVES[value].perDollar)
    .map((value) => ({ value, label: OBJECTIVES[value].label })),
];

/** The software stacks (SoftwareStack), keyed by the schema's enum: '' is any stack the work runs on. */
export const STACKS: Record<SoftwareStack, string> = {
  CUDA: 'CUDA (NVIDIA)',
  ROCM: 'ROCm (AMD)',
  ONEAPI: 'oneAPI / SYCL (Intel)',
  VULKAN: 'Vulkan (llama.cpp)',
  METAL: 'Metal (Apple silicon)',
};
export const STACK_OPTIONS: SelectOption<SoftwareStack | ''>[] = [
  { value: '', label: 'Any the work runs on' },
  ...(Object.keys(STACKS) as SoftwareStack[]).map((value) => ({ value, label: STACKS[value] })),
];

const INCLUDES: Record<'includeLegacy' | 'includeServerCards', { id: string; label: string }> = {
  includeLegacy: { id: 'gpu-rec-legacy', label: 'Include cards current CUDA and PyTorch no longer support' },
  includeServerCards: { id: 'gpu-rec-server', label: 'Include server cards (SXM modules, passive coolers)' },
};

interface Form {
  useCase: string;
  budgetUsd: string;
  gpuCount: string;
  condition: PriceCondition;
  /** '' lets the API choose (the best the budget buys). */
  objective: GpuObjective | '';
  /** '' is any stack the work runs on. */
  stack: SoftwareStack | '';
  includeLegacy: boolean;
  includeServerCards: boolean;
}

const DEFAULT_FORM: Form = {
  useCase: '',
  budgetUsd: '',
  gpuCount: '1',
  condition: 'ANY',
  objective: '',
  stack: '',
  includeLegacy: false,
  includeServerCards: false,
};

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
    ...(form.stack ? { stack: form.stack } : {}),
  };
}

/** recommendGpus: cards ranked by an objective, each one click from the planner. */
export function GpuRecommendations() {
  const [form, setForm] = useState(DEFAULT_FORM);
  const [asked, setAsked] = useState<GpuRecommendationInput | null>(null);
  const set = (patch: Partial<Form>) => setForm((old) => ({ ...old, ...patch }));
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

  const bind = formBinding(form, set, problem, RECOMMEND_API_FIELDS);
  return (
    <section aria-labelledby="rec-gpus-heading">
      <h2 id="rec-gpus-heading">GPUs only</h2>
      <RecommendForm
        label="Which GPUs"
        onAsk={() => setAsked(toInput(form))}
        busy={result.fetching}
        button="Recommend GPUs"
        busyButton="Ranking…"
        problem={problem}
      >
        <Select id="gpu-rec-objective" label="Rank by" options={OBJECTIVE_OPTIONS} {...bind('objective')} />
        <Select id="gpu-rec-stack" label="Software stack" options={STACK_OPTIONS} {...bind('stack')} />
        <UseCaseField id="gpu-rec-use" {...bind('useCase')} />
        <NumberField
          id="gpu-rec-budget"
          label="Budget for the cards (US$, optional)"
          {...bind('budgetUsd')}
        />
        <NumberField id="gpu-rec-count" label="Cards" min={1} max={16} {...bind('gpuCount')} />
        <ConditionField id="gpu-rec-condition" {...bind('condition')} />
        <Checkboxes boxes={INCLUDES} values={form} onChange={(key, checked) => set({ [key]: checked })} />
      </RecommendForm>
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
                        · <strong class="objective-value">{num(rec.objectiveValue, 2)}</strong>{' '}
                        {OBJECTIVES[rec.objective].unit}
                        {OBJECTIVES[rec.objective].perDollar ? ' per $1,000' : ''}
                        {rec.performanceIsEstimate ? ' (spec estimate)' : ''}
                      </>
                    )}
                    {rec.stack && <> · runs on {STACKS[rec.stack]}</>}
                    {!rec.meetsMemory && ' · below the memory the use case needs'}
                  </p>
                  {rec.unspentUsd != null && (
                    <p class="budget-left" data-testid="unspent">
                      {usd(rec.unspentUsd)} of the budget left
                      {rec.nextStepUp && (
                        <>
                          ; next step up:{' '}
                          <a href={hrefs.gpu(rec.nextStepUp.gpu.slug)}>{rec.nextStepUp.gpu.name}</a> at{' '}
                          {usd(rec.nextStepUp.totalUsd)} ({usd(rec.nextStepUp.extraUsd)} more)
                        </>
                      )}
                    </p>
                  )}
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
