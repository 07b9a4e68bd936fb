import { SODIMM_REASON, buildcoresRows } from '../../../src/catalog/datasets/buildcores-rows';
import { tinyBuildcores, tinyRow } from '../../fixtures/buildcores-lines';
import { allChips } from './all-chips';

/** The tiny dataset with one category's text replaced. */
const withCategory =
  (category: string, text: string) => (c: Parameters<ReturnType<typeof tinyBuildcores>>[0]) =>
    c === category ? text : tinyBuildcores()(c);

const kit = (id: string, over: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...tinyRow('RAM'),
    opendb_id: `00000000-0000-4000-8000-0000000001${id}`,
    form_factor: '288-pin DIMM',
    ...over,
  });

describe('BuildCores rows for the importer', () => {
  it('validates each row as an import would and keeps the bad one as a rejection with its reason', () => {
    const rows = buildcoresRows(allChips, tinyBuildcores());
    expect(rows.rows.map((r) => r.kind).sort()).toEqual(
      ['CASE', 'COOLER', 'CPU', 'GRAPHICS_CARD', 'MEMORY', 'MOTHERBOARD', 'PSU', 'STORAGE'].sort(),
    );
    expect(rows.rejected).toHaveLength(1);
    expect(rows.rejected[0]).toMatchObject({ category: 'CPU', reasons: [expect.stringMatching(/threads/)] });
    const card = rows.rows.find((r) => r.kind === 'GRAPHICS_CARD')!;
    expect(card.row).toMatchObject({
      chip: 'nvidia-geforce-rtx-3090',
      lengthMm: 319,
      slotWidth: 3,
      tdpW: 370,
    });
  });

  it('does not import SO-DIMM kits: rigbase cannot yet tell them from desktop memory', () => {
    const text = [
      kit('01'),
      kit('02', {
        form_factor: '262-pin SO-DIMM',
        metadata: { name: 'Acme Laptop DDR5 32GB', manufacturer: 'Acme' },
      }),
    ].join('\n');
    const rows = buildcoresRows(allChips, withCategory('RAM', text));
    expect(rows.rows.filter((r) => r.kind === 'MEMORY')).toHaveLength(1);
    expect(rows.rejected.map((r) => r.reasons[0])).toContain(SODIMM_REASON);
  });

  it('keeps a product the dataset lists twice once, the smaller id, whatever the file order', () => {
    const twice = [kit('09'), kit('03')];
    for (const text of [twice.join('\n'), [...twice].reverse().join('\n')]) {
      const rows = buildcoresRows(allChips, withCategory('RAM', text));
      const kits = rows.rows.filter((r) => r.kind === 'MEMORY');
      expect(kits.map((r) => r.externalId)).toEqual(['buildcores:00000000-0000-4000-8000-000000000103']);
      expect(rows.counts.find((c) => c.category === 'RAM')!.repeated).toBe(1);
    }
  });

  it("drops a card's board power that is really its PSU recommendation, and says so", () => {
    const card = tinyBuildcores()('GPU').replace('"tdp":370', '"tdp":850');
    const rows = buildcoresRows(allChips, withCategory('GPU', card));
    const [row] = rows.rows.filter((r) => r.kind === 'GRAPHICS_CARD');
    expect(row.row.tdpW).toBeUndefined();
    expect(row.warnings.join(' ')).toMatch(/tdp 850 W is over 1.5 x the GeForce RTX 3090's 350 W/);
  });
});
