import type { ComponentChildren } from 'preact';
import { ProblemMessage } from '../../components/problem';
import { withUnplaced, type ApiProblem } from '../../lib/api-errors';

/**
 * The arguments both recommendations (a build, GPUs only) take from fields of the same name;
 * the API's errors on them show under those fields, any other above the form's results.
 */
export const RECOMMEND_API_FIELDS = {
  budgetUsd: 'input.budgetUsd',
  useCase: 'input.useCase',
  gpuCount: 'input.gpuCount',
};

/** A recommendation's question: its fields, the button that asks, then the errors no field shows. */
export function RecommendForm(props: {
  label: string;
  onAsk: () => void;
  busy: boolean;
  button: string;
  busyButton: string;
  problem: ApiProblem | null;
  children: ComponentChildren;
}) {
  return (
    <>
      <form
        class="panel options-grid"
        aria-label={props.label}
        onSubmit={(event) => {
          event.preventDefault();
          props.onAsk();
        }}
      >
        {props.children}
        <p class="actions full">
          <button type="submit" class="primary" disabled={props.busy}>
            {props.busy ? props.busyButton : props.button}
          </button>
        </p>
      </form>
      <ProblemMessage problem={withUnplaced(props.problem, Object.values(RECOMMEND_API_FIELDS))} />
    </>
  );
}
