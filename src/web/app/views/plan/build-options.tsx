import { useQuery } from '@urql/preact';
import { ConditionField } from '../../components/fields';
import { FieldError } from '../../components/problem';
import { UseCasesDocument } from '../../gql/graphql';
import { fieldError, type ApiProblem } from '../../lib/api-errors';
import { MAINS_REGIONS, REGION_ORDER, type MainsPreset } from '../../lib/mains';
import type { Draft, DraftAction } from '../../state/draft';

function numberOrNaN(text: string): number {
  return text.trim() === '' ? NaN : Number(text);
}

export function BuildOptions({
  draft,
  problem,
  dispatch,
}: {
  draft: Draft;
  problem: ApiProblem | null;
  dispatch: (action: DraftAction) => void;
}) {
  const [useCases] = useQuery({ query: UseCasesDocument });
  const { mains } = draft;
  const voltageError = fieldError(problem, 'build.mains.voltage');
  const ampsError = fieldError(problem, 'build.mains.breakerAmps');
  const useCaseError = fieldError(problem, 'build.useCase');
  return (
    <fieldset class="options-grid">
      <legend>Prices, circuit and use</legend>
      <ConditionField
        id="condition"
        value={draft.condition}
        onChange={(condition) => dispatch({ type: 'condition', condition })}
      />
      <div class="field">
        <label htmlFor="mains">Household circuit</label>
        <select
          id="mains"
          value={mains.preset}
          onChange={(event) =>
            dispatch({ type: 'mains', mains: { ...mains, preset: event.currentTarget.value as MainsPreset } })
          }
        >
          {REGION_ORDER.map((region) => (
            <option key={region} value={region}>
              {MAINS_REGIONS[region]}
            </option>
          ))}
          <option value="custom">Other: enter volts and amps</option>
        </select>
      </div>
      {mains.preset === 'custom' && (
        <>
          <div class="field">
            <label htmlFor="voltage">Voltage (V)</label>
            <input
              id="voltage"
              type="number"
              inputMode="decimal"
              value={Number.isFinite(mains.voltage) ? mains.voltage : ''}
              aria-invalid={voltageError ? true : undefined}
              aria-describedby={voltageError ? 'voltage-error' : undefined}
              onInput={(event) =>
                dispatch({
                  type: 'mains',
                  mains: { ...mains, voltage: numberOrNaN(event.currentTarget.value) },
                })
              }
            />
            <FieldError id="voltage-error" message={voltageError} />
          </div>
          <div class="field">
            <label htmlFor="amps">Breaker (A)</label>
            <input
              id="amps"
              type="number"
              inputMode="decimal"
              value={Number.isFinite(mains.breakerAmps) ? mains.breakerAmps : ''}
              aria-invalid={ampsError ? true : undefined}
              aria-describedby={ampsError ? 'amps-error' : undefined}
              onInput={(event) =>
                dispatch({
                  type: 'mains',
                  mains: { ...mains, breakerAmps: numberOrNaN(event.currentTarget.value) },
                })
              }
            />
            <FieldError id="amps-error" message={ampsError} />
          </div>
        </>
      )}
      <div class="field">
        <label htmlFor="use-case">Use case (memory tier)</label>
        <select
          id="use-case"
          value={draft.useCase ?? ''}
          aria-invalid={useCaseError ? true : undefined}
          aria-describedby={useCaseError ? 'use-case-error' : undefined}
          onChange={(event) => dispatch({ type: 'useCase', useCase: event.currentTarget.value || null })}
        >
          <option value="">Any</option>
          {useCases.data?.useCases.map((useCase) => (
            <option key={useCase.slug} value={useCase.slug}>
              {useCase.name} (≥ {useCase.minVramGb} GB)
            </option>
          ))}
        </select>
        <FieldError id="use-case-error" message={useCaseError} />
      </div>
      <div class="field checkbox">
        <input
          id="preprocessing"
          type="checkbox"
          checked={draft.preprocessing}
          onChange={(event) => dispatch({ type: 'preprocessing', value: event.currentTarget.checked })}
        />
        <label htmlFor="preprocessing">Data is preprocessed on the fly on the CPU</label>
      </div>
      <div class="field checkbox">
        <input
          id="risers"
          type="checkbox"
          checked={draft.risers}
          onChange={(event) => dispatch({ type: 'risers', value: event.currentTarget.checked })}
        />
        <label htmlFor="risers">The cards hang on PCIe riser cables (open frame)</label>
      </div>
    </fieldset>
  );
}
