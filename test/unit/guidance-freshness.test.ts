import { seedSet } from '../../seeds/data';

/**
 * Guidance that quotes prices must not go stale behind the catalog: an entry that quotes a
 * dollar figure cites a source from 2024 or later (or is tagged `history` and says so in its
 * question), and no entry quotes prices for a GPU it names while the catalog holds a newer
 * dated price (a purchase observation or a cloud offer) for that GPU than the entry's newest
 * source. Such an entry should point at the catalog (cloudOfferings, Gpu.priceHistory)
 * instead of repeating a number.
 */
const seeds = seedSet();
const sourceYear = new Map(seeds.sources.map((s) => [s.key, s.year ?? 0]));
const gpus = seeds.components.filter((c) => c.kind === 'GPU');
const PRICE = /\$\s?\d/;
const HISTORY_TAG = 'history';
const yearOf = (date: string) => Number(date.slice(0, 4));

/** The newest year a dated price of the GPU is from, in the catalog. */
function newestPriceYear(slug: string): number {
  const years = [
    ...(seeds.priceObservations ?? [])
      .filter((o) => o.component === slug)
      .map((o) => yearOf(String(o.observedOn))),
    ...seeds.cloudOfferings.filter((o) => o.gpu === slug).map((o) => yearOf(String(o.asOf))),
  ];
  return Math.max(0, ...years);
}

/** GPUs an entry names: its linked components and GPU model names in its text ("RTX 3090", "H100"). */
function gpusNamed(entry: (typeof seeds.guidance)[number]): string[] {
  const linked = new Set((entry.components ?? []).filter((slug) => gpus.some((g) => g.slug === slug)));
  const text = entry.answer;
  for (const gpu of gpus) {
    const short = gpu.name
      .replace(/^(NVIDIA|AMD|Intel)\s+/i, '')
      .replace(/^(GeForce|Radeon|Tesla|Quadro)\s+/i, '');
    if (short.length < 3) continue;
    const pattern = new RegExp(
      `\\b${short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b(?!\\s*(Ti|Super|XT|SXM|NVL|PCIe))`,
      'i',
    );
    if (pattern.test(text)) linked.add(gpu.slug);
  }
  return [...linked];
}

/**
 * Sentences with a dollar figure, leaving out electricity arithmetic (a sentence that names
 * kWh works from a tariff the reader supplies, as compareCloudVsDesktop does).
 */
const priceSentences = (answer: string) =>
  answer.split(/(?<=[.!?])\s+/).filter((sentence) => PRICE.test(sentence) && !/kWh/i.test(sentence));
const quoting = seeds.guidance.filter((g) => priceSentences(g.answer).length > 0);

describe('guidance prices stay current', () => {
  it('finds entries that quote prices (the check has something to check)', () => {
    expect(quoting.length).toBeGreaterThan(5);
  });

  it.each(quoting.map((g) => [g.slug, g] as const))(
    '%s: cites a 2024+ source, or is marked as history',
    (_slug, entry) => {
      const newest = Math.max(0, ...entry.sources.map((key) => sourceYear.get(key) ?? 0));
      if ((entry.tags ?? []).includes(HISTORY_TAG)) expect(entry.question).toMatch(/\b(19|20)\d\d\b/);
      else expect(newest).toBeGreaterThanOrEqual(2024);
    },
  );

  it.each(quoting.filter((g) => !(g.tags ?? []).includes(HISTORY_TAG)).map((g) => [g.slug, g] as const))(
    '%s: quotes no GPU price the catalog holds a newer value for',
    (_slug, entry) => {
      const newest = Math.max(0, ...entry.sources.map((key) => sourceYear.get(key) ?? 0));
      const stale = gpusNamed(entry)
        .map((slug) => ({ slug, catalogYear: newestPriceYear(slug) }))
        .filter((g) => g.catalogYear > newest);
      expect(stale).toEqual([]);
    },
  );
});
