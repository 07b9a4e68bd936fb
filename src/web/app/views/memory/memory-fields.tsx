import { NumberField, Select, TextArea, formBinding, type SelectOption } from '../../components/fields';
import { FieldError } from '../../components/problem';
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
  STATED_BITS,
  type MemoryForm,
} from './memory-options';
import { ModelPicker, modelFacts, type CatalogModel } from './model-picker';

const CHOOSE_BY: Record<MemoryForm['by'], string> = {
  name: 'By name, from the model catalog',
  config: 'From its config.json (any model on Hugging Face)',
  size: 'By size (a model not in the catalog)',
};
const CHECKPOINTING: Record<MemoryForm['checkpointing'], string> = {
  '': 'As people run it (on for LoRA and QLoRA)',
  on: 'On',
  off: 'Off',
};
const SIZES = Object.fromEntries(MODEL_SIZES.map((size) => [String(size), `${size}B`])) as Record<
  string,
  string
>;

type ChoiceKey =
  'mode' | 'precision' | 'optimizer' | 'checkpointing' | 'kvCachePrecision' | 'condition' | 'gpuCounts';

/** The closed choices, by form key: each select's id, words and options. */
const CHOICES: {
  [K in ChoiceKey]: {
    id: string;
    label: string;
    options: Record<MemoryForm[K], string> | SelectOption<MemoryForm[K]>[];
  };
} = {
  mode: { id: 'mem-mode', label: 'What you want to do', options: MODES },
  precision: { id: 'mem-precision', label: 'Weight format', options: PRECISIONS },
  optimizer: { id: 'mem-optimizer', label: 'Optimizer', options: OPTIMIZERS },
  checkpointing: { id: 'mem-checkpointing', label: 'Gradient checkpointing', options: CHECKPOINTING },
  kvCachePrecision: { id: 'mem-kv', label: 'KV cache precision', options: KV_PRECISIONS },
  condition: { id: 'mem-condition', label: 'Prices', options: CONDITION_LABELS },
  gpuCounts: { id: 'mem-gpus', label: 'GPUs per setup', options: GPU_COUNT_CHOICES },
};

/** The API's argument behind a form key, whose errors show under its field (by size: parametersBillions). */
export const MEMORY_API_FIELDS: Partial<Record<keyof MemoryForm, string>> = {
  billions: 'input.parametersBillions',
  config: 'input.config',
  safetensorsIndex: 'input.safetensorsIndex',
  bitsPerWeight: 'input.bitsPerWeight',
  precision: 'input.precision',
  sequenceLength: 'input.sequenceLength',
  batchSize: 'input.batchSize',
};

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
  const maxContext =
    form.by === 'name'
      ? estimate?.model?.maxContextTokens
      : form.by === 'config'
        ? (estimate?.config?.maxContextTokens ?? undefined)
        : undefined;
  const sequence = Number(form.sequenceLength);
  const modelError = fieldError(problem, 'input.model');
  const bind = formBinding(form, set, problem, MEMORY_API_FIELDS);
  return (
    <form class="panel options-grid" onSubmit={(event) => event.preventDefault()} aria-label="The model">
      <fieldset class="full choice">
        <legend>Choose the model</legend>
        {(Object.keys(CHOOSE_BY) as MemoryForm['by'][]).map((by) => (
          <label key={by}>
            <input type="radio" name="mem-by" checked={form.by === by} onChange={() => set({ by })} />{' '}
            {CHOOSE_BY[by]}
          </label>
        ))}
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
      ) : form.by === 'config' ? (
        <div class="full">
          <TextArea
            id="mem-config"
            label="config.json"
            rows={10}
            placeholder='{"architectures": ["LlamaForCausalLM"], "hidden_size": 4096, ...}'
            {...bind('config')}
          >
            <p class="hint">
              Paste the model&apos;s config.json from Hugging Face: dense, mixture-of-experts,
              latent-attention, sliding-window and hybrid models are read as transformers reads them.
            </p>
          </TextArea>
          <TextArea
            id="mem-index"
            label="model.safetensors.index.json (optional: gives the exact parameter count)"
            rows={3}
            placeholder='{"metadata": {"total_size": 16060522496}}'
            {...bind('safetensorsIndex')}
          />
        </div>
      ) : (
        <>
          <Select
            id="mem-size"
            label="Model size"
            value={MODEL_SIZES.includes(Number(form.billions)) ? form.billions : ''}
            options={{ ...SIZES, '': 'Other size…' }}
            onChange={(billions) => set({ billions })}
          />
          <NumberField min={1} id="mem-billions" label="Parameters (billions)" {...bind('billions')} />
        </>
      )}
      <Select {...CHOICES.mode} {...bind('mode')} />
      <Select {...CHOICES.precision} {...bind('precision')} />
      {STATED_BITS.has(form.precision) && (
        <NumberField
          min={1}
          max={8.5}
          step="any"
          inputMode="decimal"
          id="mem-bits"
          label="Bits per weight of the file"
          {...bind('bitsPerWeight')}
        >
          <p class="hint">As the file&apos;s maker states it (file size x 8 / parameters for a GGUF).</p>
        </NumberField>
      )}
      <NumberField
        min={1}
        max={maxContext}
        id="mem-sequence"
        label={training ? 'Sequence length (tokens)' : 'Context length (tokens)'}
        {...bind('sequenceLength')}
      >
        {maxContext != null && (
          <p class="hint">
            {sequence > maxContext
              ? `Longer than the ${num(maxContext, 0)} tokens the model reads.`
              : `The model reads up to ${num(maxContext, 0)} tokens.`}
          </p>
        )}
      </NumberField>
      <NumberField min={1} id="mem-batch" label="Batch size" {...bind('batchSize')} />
      {training ? (
        <>
          <Select {...CHOICES.optimizer} {...bind('optimizer')} />
          <Select {...CHOICES.checkpointing} {...bind('checkpointing')} />
        </>
      ) : (
        <Select {...CHOICES.kvCachePrecision} {...bind('kvCachePrecision')} />
      )}
      <Select {...CHOICES.condition} {...bind('condition')} />
      <Select {...CHOICES.gpuCounts} {...bind('gpuCounts')} />
    </form>
  );
}
