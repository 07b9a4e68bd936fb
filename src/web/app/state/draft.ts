import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { BuildInput, PartFieldsFragment, PriceCondition } from '../gql/graphql';
import { DEFAULT_MAINS, mainsInput, normalizeMains, type MainsChoice } from '../lib/mains';

export type Part = PartFieldsFragment;

export interface DraftLine {
  part: Part;
  /** What the person typed; NaN while the field does not hold a whole number. */
  quantity: number;
}

export interface Draft {
  lines: DraftLine[];
  mains: MainsChoice;
  useCase: string | null;
  preprocessing: boolean;
  /** The cards hang on PCIe riser cables (BuildInput.risers), as recommended open-frame builds do. */
  risers: boolean;
  condition: PriceCondition;
  name: string;
}

export const EMPTY_DRAFT: Draft = {
  lines: [],
  mains: DEFAULT_MAINS,
  useCase: null,
  preprocessing: false,
  risers: false,
  condition: 'NEW',
  name: '',
};

/** What the option fields set, one at a time: everything but the lines. */
export type DraftSetting = Exclude<keyof Draft, 'lines'>;

export type DraftAction =
  | { type: 'add'; part: Part; quantity?: number }
  | { type: 'quantity'; index: number; quantity: number }
  | { type: 'remove'; index: number }
  | { type: 'replace'; draft: Draft }
  | { [K in DraftSetting]: { type: 'set'; key: K; value: Draft[K] } }[DraftSetting];

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'add': {
      const existing = draft.lines.findIndex((line) => line.part.slug === action.part.slug);
      const quantity = action.quantity ?? 1;
      if (existing >= 0) {
        const lines = draft.lines.slice();
        const current = lines[existing].quantity;
        lines[existing] = {
          ...lines[existing],
          quantity: (Number.isFinite(current) ? current : 0) + quantity,
        };
        return { ...draft, lines };
      }
      return { ...draft, lines: [...draft.lines, { part: action.part, quantity }] };
    }
    case 'quantity':
      return {
        ...draft,
        lines: draft.lines.map((line, index) =>
          index === action.index ? { ...line, quantity: action.quantity } : line,
        ),
      };
    case 'remove':
      return { ...draft, lines: draft.lines.filter((_, index) => index !== action.index) };
    case 'replace':
      return action.draft;
    case 'set':
      return { ...draft, [action.key]: action.value };
  }
}

/** The build to check or save, or why it cannot be sent yet. */
export function buildInput(draft: Draft): { build: BuildInput } | { incomplete: string } {
  if (draft.lines.length === 0) return { incomplete: 'Add parts to check the build.' };
  if (draft.lines.some((line) => !Number.isInteger(line.quantity))) {
    return { incomplete: 'Enter a whole number for every quantity.' };
  }
  const mains = mainsInput(draft.mains);
  if (mains === 'incomplete') return { incomplete: 'Enter the voltage and breaker rating of your circuit.' };
  return {
    build: {
      parts: draft.lines.map((line) => ({ slug: line.part.slug, quantity: line.quantity })),
      mains,
      ...(draft.useCase ? { useCase: draft.useCase } : {}),
      ...(draft.preprocessing ? { preprocessingOnTheFly: true } : {}),
      ...(draft.risers ? { risers: true } : {}),
    },
  };
}

// v1 drafts still load: their mains presets map to the API's regions (normalizeMains).
const STORAGE_KEY = 'rigbase.draft.v1';

/** The draft kept in this browser, so a reload does not lose a build in progress. */
export function loadStoredDraft(): Draft {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (!text) return EMPTY_DRAFT;
    const parsed = JSON.parse(text) as Partial<Draft>;
    if (!Array.isArray(parsed.lines)) return EMPTY_DRAFT;
    const lines = parsed.lines
      .filter((line) => typeof line?.part?.slug === 'string')
      .map((line) => ({
        part: line.part,
        quantity: typeof line.quantity === 'number' ? line.quantity : NaN,
      }));
    return { ...EMPTY_DRAFT, ...parsed, lines, mains: normalizeMains(parsed.mains) };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function storeDraft(draft: Draft): void {
  try {
    // JSON turns NaN into null; a reload then shows an empty quantity field, as typed.
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the draft simply is not kept.
  }
}

export interface DraftStore {
  draft: Draft;
  dispatch: (action: DraftAction) => void;
  /** The draft before the last wholesale replacement (opening a saved or recommended build). */
  previous: Draft | null;
  restorePrevious: () => void;
}

export const DraftContext = createContext<DraftStore | null>(null);

export function useDraft(): DraftStore {
  const store = useContext(DraftContext);
  if (!store) throw new Error('useDraft outside DraftContext');
  return store;
}
