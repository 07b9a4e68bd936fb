import { useQuery } from '@urql/preact';
import { useId, useState } from 'preact/hooks';
import { ModelSearchDocument, type ModelSearchQuery } from '../../gql/graphql';
import { apiProblem } from '../../lib/api-errors';
import { num } from '../../lib/format';
import { useDebounced } from '../../lib/use-debounced';

export type CatalogModel = ModelSearchQuery['models']['edges'][number]['node'];

const MAX_OPTIONS = 8;
const TYPEAHEAD_DEBOUNCE_MS = 150;

/** "70.55B parameters, 128k context" (MoE: "235B total, 22B active"). */
export function modelFacts(model: CatalogModel): string {
  const total = model.parametersBillions ?? model.parametersFromArchitectureBillions;
  const size =
    model.activeParametersBillions != null
      ? `${num(total, 1)}B total, ${num(model.activeParametersBillions, 1)}B active`
      : `${num(total, 1)}B parameters`;
  const context =
    model.maxContextTokens >= 1024
      ? `${num(model.maxContextTokens / 1024, 0)}k`
      : num(model.maxContextTokens, 0);
  return `${size}, ${context} context`;
}

/**
 * Typeahead over the model catalog (`models(search:)`, which ignores case, spaces and dashes),
 * an ARIA 1.2 combobox like the part search: arrows move, Enter chooses, Escape closes. With
 * nothing typed it lists the start of the catalog, so a person can browse.
 */
export function ModelPicker({ onPick }: { onPick: (model: CatalogModel) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState({ list: '', index: 0 });
  const [announcement, setAnnouncement] = useState('');
  const trimmed = text.trim();
  const settled = useDebounced(trimmed, TYPEAHEAD_DEBOUNCE_MS);
  const [result] = useQuery({
    query: ModelSearchDocument,
    variables: { search: settled || null, first: MAX_OPTIONS },
    pause: !open,
  });
  const options = result.data?.models.edges.map((edge) => edge.node) ?? [];
  const waiting = trimmed !== settled || result.fetching;
  const problem = apiProblem(result.error);
  const listKey = options.map((model) => model.slug).join('|');
  const active = highlight.list === listKey ? highlight.index : 0;
  const move = (step: number) =>
    setHighlight({
      list: listKey,
      index: options.length ? (active + step + options.length) % options.length : 0,
    });

  const pick = (model: CatalogModel) => {
    onPick(model);
    setAnnouncement(`Chose ${model.name}.`);
    setText('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) move(1);
      else setOpen(true);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && options[active]) pick(options[active]);
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setText('');
    }
  };

  const listId = `${id}-list`;
  const showList = open && options.length > 0;
  const status = !open
    ? ''
    : waiting
      ? 'Searching…'
      : problem
        ? problem.general.concat(Object.values(problem.fields)).join(' ')
        : options.length
          ? `${options.length} of ${result.data?.models.totalCount ?? options.length} models; use the arrow keys to choose.`
          : `No model matches “${trimmed}”. Ask by size instead.`;

  return (
    <div class="part-search model-picker">
      <div class="field grow">
        <label htmlFor={`${id}-input`}>Model</label>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellcheck={false}
          maxLength={100}
          placeholder="Type a model: llama 3.1 70b, qwen3, mixtral…"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && options[active] ? `${id}-opt-${active}` : undefined}
          value={text}
          onInput={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
      </div>
      <ul id={listId} role="listbox" aria-label="Matching models" class="options" hidden={!showList}>
        {showList &&
          options.map((model, index) => (
            <li
              key={model.slug}
              id={`${id}-opt-${index}`}
              role="option"
              data-slug={model.slug}
              aria-selected={index === active}
              class={index === active ? 'option active' : 'option'}
              // mousedown, not click: it fires before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(model);
              }}
              onMouseEnter={() => setHighlight({ list: listKey, index })}
            >
              <span class="option-title">{model.name}</span>
              <span class="option-meta">
                {model.maker} · {modelFacts(model)}
              </span>
            </li>
          ))}
      </ul>
      {open && !waiting && !options.length && <p class="options-empty">{status}</p>}
      <p class="visually-hidden" role="status" aria-live="polite">
        {status || announcement}
      </p>
    </div>
  );
}
