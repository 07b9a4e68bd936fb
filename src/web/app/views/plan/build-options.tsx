import { Checkboxes, ConditionField, MainsField, NumberField } from '../../components/fields';
import { UseCaseField } from '../../components/use-case-field';
import { fieldError, type ApiProblem } from '../../lib/api-errors';
import type { MainsChoice } from '../../lib/mains';
import type { Draft, DraftAction } from '../../state/draft';

function numberOrNaN(text: string): number {
  return text.trim() === '' ? NaN : Number(text);
}

/** The circuit typed by hand, by MainsChoice key (the API field is build.mains.<key>). */
const CIRCUIT_FIELDS: Record<'voltage' | 'breakerAmps', { id: string; label: string }> = {
  voltage: { id: 'voltage', label: 'Voltage (V)' },
  breakerAmps: { id: 'amps', label: 'Breaker (A)' },
};

const CHECKS: Record<'preprocessing' | 'risers', { id: string; label: string }> = {
  preprocessing: { id: 'preprocessing', label: 'Data is preprocessed on the fly on the CPU' },
  risers: { id: 'risers', label: 'The cards hang on PCIe riser cables (open frame)' },
};

export function BuildOptions({
  draft,
  problem,
  dispatch,
}: {
  draft: Draft;
  problem: ApiProblem | null;
  dispatch: (action: DraftAction) => void;
}) {
  const { mains } = draft;
  const setMains = (patch: Partial<MainsChoice>) =>
    dispatch({ type: 'set', key: 'mains', value: { ...mains, ...patch } });
  return (
    <fieldset class="options-grid">
      <legend>Prices, circuit and use</legend>
      <ConditionField
        id="condition"
        value={draft.condition}
        onChange={(condition) => dispatch({ type: 'set', key: 'condition', value: condition })}
      />
      <MainsField id="mains" custom value={mains.preset} onChange={(preset) => setMains({ preset })} />
      {mains.preset === 'custom' &&
        (Object.keys(CIRCUIT_FIELDS) as Array<keyof typeof CIRCUIT_FIELDS>).map((key) => (
          <NumberField
            key={key}
            {...CIRCUIT_FIELDS[key]}
            inputMode="decimal"
            value={Number.isFinite(mains[key]) ? String(mains[key]) : ''}
            error={fieldError(problem, `build.mains.${key}`)}
            onChange={(text) => setMains({ [key]: numberOrNaN(text) })}
          />
        ))}
      <UseCaseField
        id="use-case"
        label="Use case (memory tier)"
        value={draft.useCase ?? ''}
        error={fieldError(problem, 'build.useCase')}
        onChange={(slug) => dispatch({ type: 'set', key: 'useCase', value: slug || null })}
      />
      <Checkboxes
        boxes={CHECKS}
        values={draft}
        onChange={(key, checked) => dispatch({ type: 'set', key, value: checked })}
      />
    </fieldset>
  );
}
