/**
 * Whole-catalog data quality of the imported snapshot (issue 26): every cleaning rule, over
 * every row the import would write, with what it changed printed; each test fails when a
 * regression lets a contradicted flag, a second row of one product or two slot widths of one
 * card model back in.
 */
import { buildcoresRows, type DatasetComponentRow } from '../../../src/catalog/datasets/buildcores-rows';
import { cardModelKey } from '../../../src/catalog/datasets/card-slot-widths';
import {
  CLEANING_RULES,
  chipsetOfName,
  names12v2x6,
  namesAtx3,
  namesRegistered,
} from '../../../src/catalog/datasets/cleaning-rules';
import { readBuildcores } from '../../../src/catalog/datasets/dataset-files';
import { MERGE_KEY_FACTS, modelWords } from '../../../src/catalog/datasets/near-duplicates';
import { makerKey } from '../../../src/catalog/datasets/duplicate-matcher';
import { boardSlotLayouts, curatedLayouts } from '../../../src/catalog/datasets/board-slot-layouts';
import { allChips } from './all-chips';

const imported = buildcoresRows(allChips, readBuildcores, curatedLayouts());
const ofKind = (kind: string) => imported.rows.filter((r) => r.kind === kind);
const fullName = (r: DatasetComponentRow) => `${r.row.manufacturer} ${r.row.name}`;

describe('the imported catalog (BuildCores snapshot, every rule applied)', () => {
  it('reports what each cleaning rule changed, and every rule changed something in this snapshot', () => {
    console.log(
      [
        'Cleaning rules over the whole snapshot (rows changed):',
        ...imported.cleaning.map(
          (c) => `  ${String(c.changed).padStart(5)} ${c.rule}; e.g. ${c.examples.slice(0, 2).join('; ')}`,
        ),
        `Near-duplicates merged: ${imported.counts.map((c) => `${c.category} ${c.repeated}`).join(', ')}`,
        `Curated slot layouts applied: ${imported.layoutsApplied.length}`,
      ].join('\n'),
    );
    expect(imported.cleaning.map((c) => c.rule).sort()).toEqual(Object.keys(CLEANING_RULES).sort());
    for (const rule of imported.cleaning)
      expect({ rule: rule.rule, changed: rule.changed > 0 }).toEqual({ rule: rule.rule, changed: true });
  });

  it('flags every kit named registered (RDIMM, LRDIMM) as registered and ECC', () => {
    const kits = ofKind('MEMORY');
    const named = kits.filter((r) => namesRegistered(r.row.name, []));
    // The snapshot names about 150 such kits; the dataset's own field flagged 8.
    expect(named.length).toBeGreaterThan(100);
    const wrong = named.filter((r) => r.row.registered !== true || r.row.ecc !== true).map(fullName);
    expect(wrong).toEqual([]);
  });

  it('gives every board the chipset its name names', () => {
    const wrong = ofKind('MOTHERBOARD')
      .map((r) => ({ name: fullName(r), named: chipsetOfName(r.row.name), stored: r.row.chipset }))
      .filter((b) => b.named !== null && b.named !== b.stored);
    expect(wrong).toEqual([]);
    const x670e = ofKind('MOTHERBOARD').filter((r) => /X670E/i.test(r.row.name));
    expect(x670e.length).toBeGreaterThan(20);
    expect(x670e.filter((r) => r.row.chipset !== 'AMD X670E').map(fullName)).toEqual([]);
  });

  it('flags every PSU named ATX 3.x and every one with a 12V-2x6 cable', () => {
    const psus = ofKind('PSU');
    expect(psus.filter((r) => namesAtx3(r.row.name) && r.row.atx3 !== true).map(fullName)).toEqual([]);
    expect(psus.filter((r) => names12v2x6(r.row.name) && r.row.native12v2x6 !== true).map(fullName)).toEqual(
      [],
    );
    expect(psus.filter((r) => r.row.atx3 === true).length).toBeGreaterThan(60);
  });

  it('gives the cards of one model one slot width', () => {
    const chipName = new Map(allChips.map((c) => [c.slug, c.name]));
    const widths = new Map<string, Set<number>>();
    for (const card of ofKind('GRAPHICS_CARD')) {
      if (typeof card.row.slotWidth !== 'number') continue;
      const key = cardModelKey(card.row, chipName.get(String(card.row.chip)) ?? '');
      (widths.get(key) ?? widths.set(key, new Set()).get(key)!).add(card.row.slotWidth);
    }
    const mixed = [...widths]
      .filter(([, set]) => set.size > 1)
      .map(([key, set]) => `${key}: ${[...set].join(', ')}`);
    expect(mixed).toEqual([]);
  });

  it('keeps one row per product: no two rows share maker, model words and key facts; merged rows keep every id', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const r of imported.rows) {
      if (!(r.kind in MERGE_KEY_FACTS)) continue;
      const facts = MERGE_KEY_FACTS[r.kind].map((field) => JSON.stringify(r.row[field] ?? null)).join('|');
      const key = `${r.kind}|${makerKey(r.row.manufacturer)}|${modelWords(r.row, r.kind).join(' ')}|${facts}`;
      if (modelWords(r.row, r.kind).length === 0) continue;
      if (seen.has(key)) twice.push(`${seen.get(key)} = ${r.externalId} (${fullName(r)})`);
      else seen.set(key, r.externalId);
    }
    expect(twice).toEqual([]);
    const ids = imported.rows.flatMap((r) => [
      r.externalId,
      ...((r.row.mergedExternalIds as string[]) ?? []),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    const pro4 = ofKind('MOTHERBOARD').filter((r) => /X570M Pro4/.test(r.row.name));
    expect(pro4).toHaveLength(1);
    expect([pro4[0].externalId, ...(pro4[0].row.mergedExternalIds as string[])].sort()).toEqual([
      'buildcores:28df83bb-8107-44b3-8dfb-7e98647c8eec',
      'buildcores:3791a265-5197-4d4a-98d2-03e347099b0b',
    ]);
  });

  it('applies every curated slot layout to its board, with the layout’s source', () => {
    const wanted = boardSlotLayouts.flatMap((layout) => layout.externalIds);
    const boards = new Map(
      ofKind('MOTHERBOARD').flatMap((r) =>
        [r.externalId, ...((r.row.mergedExternalIds as string[]) ?? [])].map((id) => [id, r] as const),
      ),
    );
    for (const layout of boardSlotLayouts) {
      const board = layout.externalIds.map((id) => boards.get(id)).find(Boolean);
      expect({ board: layout.board, found: Boolean(board) }).toEqual({ board: layout.board, found: true });
      expect(board!.row.slotLayoutSource).toBe(layout.source);
      expect((board!.row.pcieSlots as unknown[]).length).toBe(layout.pcieSlots.length);
    }
    expect(imported.layoutsApplied.length).toBeGreaterThanOrEqual(
      new Set(wanted).size - wanted.length + boardSlotLayouts.length,
    );
  });

  it('lists every row it skips with a reason, by category', () => {
    expect(imported.rejected.every((r) => r.reasons.length > 0)).toBe(true);
    const skipped = imported.counts.reduce((sum, c) => sum + c.rejected, 0);
    expect(skipped).toBe(imported.rejected.length);
  });
});
