import type { ComponentChildren } from 'preact';
import { useId, useState } from 'preact/hooks';
import type { ApiProblem } from '../lib/api-errors';
import { useDebounced } from '../lib/use-debounced';

/** Keystrokes closer together than this are one search. */
const TYPEAHEAD_DEBOUNCE_MS = 150;

/** What is typed into a typeahead and whether its list is open; the owner searches `settled`. */
export interface TypeaheadText {
  text: string;
  setText: (text: string) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The text without surrounding spaces. */
  trimmed: string;
  /** The trimmed text once typing has paused: what to search for. */
  settled: string;
}

export function useTypeaheadText(): TypeaheadText {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const trimmed = text.trim();
  const settled = useDebounced(trimmed, TYPEAHEAD_DEBOUNCE_MS);
  return { text, setText, open, setOpen, trimmed, settled };
}

/**
 * A typeahead as an ARIA 1.2 combobox over suggestions its owner fetches for `input.settled`:
 * Down opens the list and then moves through it, Up moves back, Enter picks the highlighted
 * suggestion, Escape closes the list (and, closed, clears the text).
 */
export function Typeahead<T extends { slug: string }>(props: {
  input: TypeaheadText;
  label: string;
  placeholder: string;
  /** The listbox's name ("Matching parts"). */
  listLabel: string;
  class: string;
  /** Shorter text searches nothing and shows no list. */
  minChars?: number;
  options: T[];
  fetching: boolean;
  problem: ApiProblem | null;
  describe: (option: T) => { title: string; meta: string };
  /** How many suggestions are shown, in words ("3 parts found"). */
  found: (count: number) => string;
  /** What is said when nothing matches the text. */
  noMatch: (text: string) => string;
  /** A tip shown, not announced, after noMatch. */
  emptyTip?: string;
  /** What is announced once a suggestion is picked. */
  picked: (option: T) => string;
  onPick: (option: T) => void;
  /** Fields beside the text box (the part search's kind). */
  children?: ComponentChildren;
}) {
  const id = useId();
  const { text, setText, open, setOpen, trimmed, settled } = props.input;
  const { options, problem } = props;
  // The highlighted suggestion belongs to one list of suggestions: a new list starts at its
  // first entry, without an effect that could undo a fast keystroke.
  const [highlight, setHighlight] = useState({ list: '', index: 0 });
  const [announcement, setAnnouncement] = useState('');
  const long = trimmed.length >= (props.minChars ?? 0);
  const waiting = long && (trimmed !== settled || props.fetching);
  const listKey = options.map((option) => option.slug).join('|');
  const active = highlight.list === listKey ? highlight.index : 0;
  const move = (step: number) =>
    setHighlight({
      list: listKey,
      index: options.length ? (active + step + options.length) % options.length : 0,
    });

  const pick = (option: T) => {
    props.onPick(option);
    setAnnouncement(props.picked(option));
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
      // While the text has changed since the listed suggestions were fetched, they answer an
      // older text ("rtx" for "rtx 3090"): Enter then picks nothing rather than a wrong part.
      if (open && waiting) event.preventDefault();
      else if (open && options[active]) {
        event.preventDefault();
        pick(options[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setText('');
    }
  };

  const listId = `${id}-list`;
  const searching = open && long;
  const showList = searching && options.length > 0;
  const status = !searching
    ? ''
    : waiting
      ? 'Searching…'
      : problem
        ? problem.general.concat(Object.values(problem.fields)).join(' ')
        : options.length
          ? `${props.found(options.length)}; use the arrow keys to choose.`
          : props.noMatch(trimmed);

  const field = (
    <div class="field grow">
      <label htmlFor={`${id}-input`}>{props.label}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellcheck={false}
        maxLength={100}
        placeholder={props.placeholder}
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
  );
  return (
    <div class={props.class}>
      {props.children ? (
        <div class="part-search-fields">
          {field}
          {props.children}
        </div>
      ) : (
        field
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={props.listLabel}
        aria-busy={waiting}
        class="options"
        hidden={!showList}
      >
        {showList &&
          options.map((option, index) => (
            <li
              key={option.slug}
              id={`${id}-opt-${index}`}
              role="option"
              data-slug={option.slug}
              aria-selected={index === active}
              class={index === active ? 'option active' : 'option'}
              // mousedown, not click: it fires before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
              onMouseEnter={() => setHighlight({ list: listKey, index })}
            >
              <span class="option-title">{props.describe(option).title}</span>
              <span class="option-meta">{props.describe(option).meta}</span>
            </li>
          ))}
      </ul>
      {searching && !waiting && !options.length && (
        <p class="options-empty">{problem || !props.emptyTip ? status : `${status} ${props.emptyTip}`}</p>
      )}
      <p class="visually-hidden" role="status" aria-live="polite">
        {status || announcement}
      </p>
    </div>
  );
}
