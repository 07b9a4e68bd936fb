import { NumberField, Select } from '../../components/fields';
import { FieldError } from '../../components/problem';
import type {
  KvCachePrecision,
  MemoryMode,
  MemoryOptimizer,
  MemoryPrecision,
  PriceCondition,
} from '../../gql/graphql';
import { fieldError, type ApiProblem } from '../../lib/api-errors';
import { num } from '../../lib/format';
import { CONDITION_LABELS } from '../../lib/price';
import type { Estimate } from './memory-chart';
import {
  GPU_COUNT_CHOICES,
  KV_PRECISIONS,
  MODEL_SIZES,
  MODES,
  OPTIMIZERS,
  PRECISIONS,
  type MemoryForm,
} from './memory-options';
import { ModelPicker, modelFacts, type CatalogModel } from './model-picker';

const CHECKPOINTING: Record<MemoryForm['checkpointing'], string> = {
  '': 'As people run it (on for LoRA and QLoRA)',
  on: 'On',
  off: 'Off',
};
const SIZES = Object.fromEntries(MODEL_SIZES.map((size) => [String(size), `${size}B`])) as Record<
  string,
  string
>;

/** The questions of "Can I run it?": which model (by name, or by size), how, and on what. */
export function MemoryFields({
  form,
  set,
  chosen,
  onChoose,
  estimate,
  problem,
}: {
  form: MemoryForm;
  set: (patch: Partial<MemoryForm>) => void;
  chosen: CatalogModel | null;
  onChoose: (model: CatalogModel) => void;
  estimate: Estimate | undefined;
  problem: ApiProblem | null;
}) {
  const training = form.mode !== 'INFERENCE';
  const maxContext = form.by === 'name' ? estimate?.model?.maxContextTokens : undefined;
  const sequence = Number(form.sequenceLength);
  const modelError = fieldError(problem, 'input.model');
  return (
    <form class="panel options-grid" onSubmit={(event) => event.preventDefault()} aria-label="The model">
      <fieldset class="full choice">
        <legend>Choose the model</legend>
        <label>
          <input
            type="radio"
            name="mem-by"
            checked={form.by === 'name'}
            onChange={() => set({ by: 'name' })}
          />{' '}
          By name, from the model catalog
        </label>
        <label>
          <input
            type="radio"
            name="mem-by"
            checked={form.by === 'size'}
            onChange={() => set({ by: 'size' })}
          />{' '}
          By size (a model not in the catalog)
        </label>
      </fieldset>
      {form.by === 'name' ? (
        <div class="full">
          <ModelPicker onPick={onChoose} />
          <p class="hint" data-testid="chosen-model">
            Chosen: <strong>{chosen?.name ?? estimate?.model?.name ?? form.model}</strong>
            {chosen ? ` (${modelFacts(chosen)})` : ''}
          </p>
          <FieldError id="mem-model-error" message={modelError} />
        </div>
      ) : (
        <>
          <Select
            id="mem-size"
            label="Model size"
            value={MODEL_SIZES.includes(Number(form.billions)) ? form.billions : ''}
            options={{ ...SIZES, '': 'Other size…' }}
            onChange={(value) => set({ billions: value })}
          />
          <NumberField
            min={1}
            id="mem-billions"
            label="Parameters (billions)"
            value={form.billions}
            error={fieldError(problem, 'input.parametersBillions')}
            onInput={(value) => set({ billions: value })}
          />
        </>
      )}
      <Select
        id="mem-mode"
        label="What you want to do"
        value={form.mode}
        options={MODES}
        onChange={(mode: MemoryMode) => set({ mode })}
      />
      <Select
        id="mem-precision"
        label="Weight format"
        value={form.precision}
        options={PRECISIONS}
        onChange={(precision: MemoryPrecision) => set({ precision })}
        error={fieldError(problem, 'input.precision')}
      />
      <NumberField
        min={1}
        id="mem-sequence"
        label={training ? 'Sequence length (tokens)' : 'Context length (tokens)'}
        value={form.sequenceLength}
        max={maxContext}
        error={fieldError(problem, 'input.sequenceLength')}
        onInput={(value) => set({ sequenceLength: value })}
      >
        {maxContext != null && (
          <p class="hint">
            {sequence > maxContext
              ? `Longer than the ${num(maxContext, 0)} tokens the model reads.`
              : `The model reads up to ${num(maxContext, 0)} tokens.`}
          </p>
        )}
      </NumberField>
      <NumberField
        min={1}
        id="mem-batch"
        label="Batch size"
        value={form.batchSize}
        error={fieldError(problem, 'input.batchSize')}
        onInput={(value) => set({ batchSize: value })}
      />
      {training ? (
        <>
          <Select
            id="mem-optimizer"
            label="Optimizer"
            value={form.optimizer}
            options={OPTIMIZERS}
            onChange={(optimizer: MemoryOptimizer) => set({ optimizer })}
          />
          <Select
            id="mem-checkpointing"
            label="Gradient checkpointing"
            value={form.checkpointing}
            options={CHECKPOINTING}
            onChange={(checkpointing) => set({ checkpointing })}
          />
        </>
      ) : (
        <Select
          id="mem-kv"
          label="KV cache precision"
          value={form.kvCachePrecision}
          options={KV_PRECISIONS}
          onChange={(kvCachePrecision: KvCachePrecision) => set({ kvCachePrecision })}
        />
      )}
      <Select
        id="mem-condition"
        label="Prices"
        value={form.condition}
        options={CONDITION_LABELS}
        onChange={(condition: PriceCondition) => set({ condition })}
      />
      <Select
        id="mem-gpus"
        label="GPUs per setup"
        value={form.gpuCounts}
        options={Object.fromEntries(GPU_COUNT_CHOICES.map((choice) => [choice.value, choice.label]))}
        onChange={(gpuCounts) => set({ gpuCounts })}
      />
    </form>
  );
}
