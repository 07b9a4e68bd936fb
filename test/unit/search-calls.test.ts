import { suggestCalls } from '../../src/services/search-calls';
import { linkEntities } from '../../src/services/search-entities';
import type { EntityRow } from '../../src/services/search-entities-sql';
import { readMentions } from '../../src/services/search-mentions';

const part = (ord: number, slug: string, kind: string, extra: Partial<EntityRow> = {}): EntityRow => ({
  role: 'PART',
  ord,
  id: ord,
  slug,
  name: slug,
  kind,
  vram_gb: kind === 'GPU' ? 24 : null,
  wattage: null,
  matches: 1,
  pos: null,
  len: null,
  release_year: null,
  ...extra,
});

function calls(text: string, rows: EntityRow[], standIn = null as { slug: string; name: string } | null) {
  const mentions = readMentions(text);
  return suggestCalls(linkEntities(text, mentions, rows), mentions, standIn);
}

describe('suggestCalls', () => {
  it('estimates a model on the counted cards at 16-bit and 4-bit when no format is named', () => {
    const text = 'can I run Llama 3.1 70B on two 3090s';
    const found = calls(text, [
      part(1, 'rtx-3090', 'GPU'),
      {
        ...part(0, 'llama-3.1-70b', ''),
        role: 'MODEL',
        ord: null,
        kind: null,
        pos: 11,
        len: 11,
        name: 'Llama 3.1 70B',
      },
    ]);
    expect(
      found.map((c) => [
        c.operation,
        (c.variables.input as any).precision,
        (c.variables.input as any).gpuCount,
      ]),
    ).toEqual([
      ['ESTIMATE_MEMORY', 'BF16', 2],
      ['ESTIMATE_MEMORY', 'GGUF_Q4_K_M', 2],
    ]);
    expect(found[0].question).toBe('Does Llama 3.1 70B at BF16 fit 2 x rtx-3090 (24 GB each) to run?');
  });

  it('checks cards against a named wattage with a stand-in, or says it could not', () => {
    const text = 'is a 1000 W PSU enough for two 4090s';
    const [withStandIn] = calls(text, [part(1, 'rtx-4090', 'GPU')], {
      slug: 'psu-1000',
      name: 'Some 1000 W',
    });
    expect(withStandIn.variables).toEqual({
      build: {
        parts: [
          { slug: 'rtx-4090', quantity: 2 },
          { slug: 'psu-1000', quantity: 1 },
        ],
      },
    });
    const [without] = calls(text, [part(1, 'rtx-4090', 'GPU')]);
    expect(without.assumptions.join(' ')).toMatch(/no 1,000 W PSU to stand in/);
  });

  it('suggests nothing it cannot fill: no slug, no call', () => {
    expect(calls('the breaker trips when I run three GPUs', [])).toEqual([]);
    expect(calls('is a used mining 3090 safe?', [part(1, 'rtx-3090', 'GPU')])).toEqual([]);
  });

  it('does not link a model number many parts share to one of them', () => {
    const text = 'is a b650 board fine for two gpus';
    const mentions = readMentions(text);
    const entities = linkEntities(text, mentions, [part(1, 'some-b650', 'MOTHERBOARD', { matches: 90 })]);
    expect(entities.filter((e) => e.slug)).toEqual([]);
  });
});
