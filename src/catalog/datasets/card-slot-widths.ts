import type { CleaningChange } from './cleaning-rules';
import { makerKey, nameWords } from './duplicate-matcher';

/**
 * One slot width per card model (issue 26): the dataset lists partner cards of one model with
 * different widths (an EVGA RTX 3080 XC3 ULTRA as 2.2 slots in one row and 3 in another). A
 * model is the maker, the chip, the memory size and the name's words once colours, memory
 * size and type and the chip's own words are set aside. Within a model:
 * - rows whose widths cover the same whole slot positions (2.2 and 3 both take three) take
 *   the widest stated figure, and rows without a width get it;
 * - rows that disagree on the positions (2 against 3) lose the figure: which is right is not
 *   known, so the fit checks say they could not check rather than trusting either.
 */

const SET_ASIDE = new Set(
  (
    'black white silver gray grey red blue green gold pink purple orange yellow graphics card video ' +
    'gddr5 gddr5x gddr6 gddr6x gddr7 hbm2 pcie pci express x16 with and edition'
  ).split(' '),
);

export interface CardRow {
  externalId: string;
  row: Record<string, unknown> & { name: string; manufacturer: string };
  changes?: CleaningChange[];
  warnings: string[];
}

/** The model a card row belongs to (see the module comment). */
export function cardModelKey(card: CardRow['row'], chipName: string): string {
  const drop = new Set([...SET_ASIDE, ...nameWords(chipName), ...nameWords(card.manufacturer)]);
  const memory = typeof card.vramGb === 'number' ? card.vramGb : null;
  const words = nameWords(card.name).filter(
    (word) => !drop.has(word) && !(memory !== null && (word === `${memory}gb` || word === `${memory}`)),
  );
  return [
    makerKey(card.manufacturer),
    String(card.chip),
    String(memory),
    [...new Set(words)].sort().join(' '),
  ].join('|');
}

/** Applies the rule to every card row (in place on copies); returns the rows and how many changed. */
export function consistentSlotWidths<R extends CardRow>(
  cards: readonly R[],
  chipNameOf: (chip: string) => string,
): { rows: R[]; changed: number } {
  const models = new Map<string, number[]>();
  const keys = cards.map((card) => cardModelKey(card.row, chipNameOf(String(card.row.chip))));
  cards.forEach((card, i) => {
    const list = models.get(keys[i]) ?? [];
    models.set(keys[i], list);
    if (typeof card.row.slotWidth === 'number') list.push(card.row.slotWidth);
  });
  let changed = 0;
  const rows = cards.map((card, i) => {
    const widths = models.get(keys[i])!;
    if (widths.length === 0) return card;
    const positions = new Set(widths.map((width) => Math.ceil(width)));
    const current = typeof card.row.slotWidth === 'number' ? card.row.slotWidth : undefined;
    const wanted = positions.size === 1 ? Math.max(...widths) : undefined;
    if (wanted === current) return card;
    changed += 1;
    const row = { ...card.row };
    if (wanted === undefined) delete row.slotWidth;
    else row.slotWidth = wanted;
    const change: CleaningChange = {
      rule: 'card.slot-width-per-model',
      field: 'slotWidth',
      from: current ?? null,
      to: wanted ?? null,
    };
    const warning =
      wanted === undefined
        ? `slot width ${current} left out: rows of this model list ${[...new Set(widths)].sort().join(', ')} slots`
        : `slot width ${current ?? 'missing'} -> ${wanted}, as the model's other rows list it`;
    return {
      ...card,
      row,
      changes: [...(card.changes ?? []), change],
      warnings: [...card.warnings, warning],
    };
  });
  return { rows, changed };
}
