import { useQuery } from '@urql/preact';
import { ConditionField, MainsField, NumberField, Select, formBinding } from '../../components/fields';
import { UseCaseField } from '../../components/use-case-field';
import { useState } from 'preact/hooks';
import type { BuildRecommendationInput, MainsRegion, PriceCondition, SoftwareStack } from '../../gql/graphql';
import { RecommendBuildDocument } from '../../gql/graphql';
import { apiProblem } from '../../lib/api-errors';
import { times, usd, watts } from '../../lib/format';
import { KIND_LABELS, keySpecs, partTitle } from '../../lib/kinds';
import { CONDITION_LABELS } from '../../lib/price';
import { hrefs, navigate } from '../../router';
import { RECOMMEND_API_FIELDS, RecommendForm } from './recommend-form';
import { EMPTY_DRAFT, useDraft } from '../../state/draft';
import { STACK_OPTIONS } from './gpu-recommendations';

interface Form {
  budgetUsd: string;
  useCase: string;
  gpuCount: string;
  condition: PriceCondition;
  mains: MainsRegion;
  /** '' is any stack the work runs on. */
  stack: SoftwareStack | '';
}

const VERDICT_WORDS = {
  COMPATIBLE: 'compatible',
  INCOMPATIBLE: 'not compatible',
  UNVERIFIED: 'unverified',
} as const;

const DEFAULT_FORM: Form = {
  budgetUsd: '3000',
  useCase: '',
  gpuCount: '1',
  condition: 'ANY',
  mains: 'NORTH_AMERICA',
  stack: '',
};

function toInput(form: Form): BuildRecommendationInput {
  return {
    budgetUsd: Number(form.budgetUsd),
    gpuCount: Number(form.gpuCount),
    condition: form.condition,
    ...(form.useCase ? { useCase: form.useCase } : {}),
    ...(form.stack ? { stack: form.stack } : {}),
    mains: { region: form.mains },
  };
}

/** recommendBuild: a complete build for a budget, and one click to open it in the planner. */
export function BuildRecommendation() {
  const [form, setForm] = useState(DEFAULT_FORM);
  // The form as it was when asked: opening in the planner uses the options the answer is for.
  const [asked, setAsked] = useState<{ input: BuildRecommendationInput; form: Form } | null>(null);
  const set = (patch: Partial<Form>) => setForm((old) => ({ ...old, ...patch }));
  const [result] = useQuery({
    query: RecommendBuildDocument,
    variables: { input: asked?.input ?? { budgetUsd: 0 } },
    pause: !asked,
  });
  const { dispatch } = useDraft();
  const problem = apiProblem(result.error);
  const recommendation = asked ? result.data?.recommendBuild : undefined;

  const openInPlanner = () => {
    if (!recommendation || !asked) return;
    const { form: askedForm } = asked;
    dispatch({
      type: 'replace',
      draft: {
        ...EMPTY_DRAFT,
        condition: askedForm.condition,
        mains: { ...EMPTY_DRAFT.mains, preset: askedForm.mains },
        useCase: askedForm.useCase || null,
        // Open-frame builds were checked with the cards on risers; the planner checks them so too.
        risers: recommendation.risers,
        name: `Recommended for ${usd(Number(askedForm.budgetUsd))}`,
        lines: recommendation.parts.map((line) => ({ part: line.component, quantity: line.quantity })),
      },
    });
    navigate(hrefs.plan);
  };

  const bind = formBinding(form, set, problem, RECOMMEND_API_FIELDS);
  return (
    <section aria-labelledby="rec-build-heading">
      <h2 id="rec-build-heading">A complete build</h2>
      <p class="intro">
        Give a budget and what the machine is for; rigbase assembles a complete build that passes its own
        checks, and says why it chose each part.
      </p>
      <RecommendForm
        label="What to build"
        onAsk={() => setAsked({ input: toInput(form), form })}
        busy={result.fetching}
        button="Recommend a build"
        busyButton="Searching…"
        problem={problem}
      >
        <NumberField id="rec-budget" label="Budget for the whole build (US$)" {...bind('budgetUsd')} />
        <UseCaseField id="rec-use" {...bind('useCase')} />
        <NumberField id="rec-gpus" label="GPUs" min={1} max={8} {...bind('gpuCount')} />
        <ConditionField id="rec-condition" {...bind('condition')} />
        <MainsField id="rec-mains" {...bind('mains')} />
        <Select id="rec-stack" label="Software stack" options={STACK_OPTIONS} {...bind('stack')} />
      </RecommendForm>
      {recommendation && (
        <section class="panel" aria-labelledby="rec-heading" aria-live="polite">
          <h3 id="rec-heading">
            {recommendation.parts.length ? 'The recommended build' : 'No build fits these constraints'}
          </h3>
          {recommendation.parts.length > 0 && (
            <>
              <ul class="plain rec-parts">
                {recommendation.parts.map((line) => (
                  <li key={line.component.slug}>
                    <span class="part-kind">{KIND_LABELS[line.component.kind]}</span>{' '}
                    <strong>
                      {times(line.quantity)}
                      {partTitle(line.component)}
                    </strong>{' '}
                    <span class="muted">{keySpecs(line.component)}</span> — {usd(line.priceUsd)}
                    {line.quantity > 1 ? ' each' : ''}
                  </li>
                ))}
              </ul>
              <p data-testid="recommend-summary">
                Total{' '}
                <strong>
                  {usd(
                    recommendation.parts.reduce((sum, line) => sum + (line.priceUsd ?? 0) * line.quantity, 0),
                  )}
                </strong>{' '}
                at {CONDITION_LABELS[asked?.form.condition ?? form.condition].toLowerCase()} prices
                {recommendation.report &&
                  `; checkBuild: ${VERDICT_WORDS[recommendation.report.verdict]}, ${watts(recommendation.report.power.wallDrawW)} at the wall`}
                .
              </p>
              {recommendation.risers && (
                <p class="hint" data-testid="recommend-risers">
                  The cards hang on PCIe riser cables in an open frame; the planner checks the build that way
                  too.
                </p>
              )}
              <p>
                <button type="button" class="primary" onClick={openInPlanner}>
                  Open in the planner
                </button>
              </p>
            </>
          )}
          <h4>Why</h4>
          <ul class="reasons">
            {recommendation.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          {recommendation.systemAlternatives.length > 0 && (
            <>
              <h4 id="rec-systems-heading">Or one box with shared memory</h4>
              <ul class="plain" aria-labelledby="rec-systems-heading" data-testid="recommend-systems">
                {recommendation.systemAlternatives.map((alternative) => (
                  <li key={alternative.system.slug}>
                    <strong>
                      {alternative.system.manufacturer} {alternative.system.name}
                    </strong>{' '}
                    — {usd(alternative.priceUsd)} {CONDITION_LABELS[alternative.priceCondition].toLowerCase()}
                    {(alternative.priceCondition === 'USED'
                      ? alternative.system.usedPriceObservedOn
                      : alternative.system.priceObservedOn) &&
                      ` (price of ${alternative.priceCondition === 'USED' ? alternative.system.usedPriceObservedOn : alternative.system.priceObservedOn})`}
                    <ul class="system-reasons">
                      {alternative.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </section>
  );
}
