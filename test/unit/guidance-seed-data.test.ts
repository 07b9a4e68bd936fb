import { coreSources } from '../../seeds/data/sources-core';
import { guidanceSources } from '../../seeds/data/sources-guidance';
import { partSources } from '../../seeds/data/sources-parts';
import { gpuSources } from '../../seeds/data/sources-gpu';
import { gpus } from '../../seeds/data/gpus';
import { useCases } from '../../seeds/data/use-cases';
import { cloudOfferings } from '../../seeds/data/cloud-offerings';
import { guidance } from '../../seeds/data/guidance';
import { guidanceBuying } from '../../seeds/data/guidance-buying';
import { guidanceGpu } from '../../seeds/data/guidance-gpu';
import { guidancePowerCooling } from '../../seeds/data/guidance-power-cooling';
import { guidancePlatform } from '../../seeds/data/guidance-platform';
import { guidance2026 } from '../../seeds/data/guidance-2026';
import { seedSet } from '../../seeds/data';
import {
  citationProblems,
  duplicates,
  HAND_ENTERED_PARTS,
  identifierProblems,
  KEBAB,
  NO_IDENTIFIER_PROBLEMS,
} from '../support/seed-checks';

const parts = HAND_ENTERED_PARTS;
const partSlugs = new Set(parts.map((c) => c.slug));
const seeds = seedSet();
// Guidance may cite and link anything the catalog holds (the 2025-26 GPUs, the generation use cases).
const gpuSlugs = new Set([...gpus, ...seeds.components.filter((c) => c.kind === 'GPU')].map((g) => g.slug));
const citable = new Set([...coreSources, ...guidanceSources, ...seeds.sources].map((s) => s.key));
const useCaseSlugs = new Set([...useCases, ...seeds.useCases].map((u) => u.slug));

describe('guidance sources', () => {
  it('have unique, prefixed, kebab-case keys that do not clash with other source files', () => {
    const keys = guidanceSources.map((s) => s.key);
    expect(identifierProblems(keys)).toEqual(NO_IDENTIFIER_PROBLEMS);
    for (const key of keys) {
      expect(key.startsWith('ref-') || key.startsWith('price-')).toBe(true);
    }
    const others = new Set([...coreSources, ...partSources, ...gpuSources].map((s) => s.key));
    expect(keys.filter((k) => others.has(k))).toEqual([]);
  });

  it('have a title, and a plausible year where given', () => {
    for (const s of guidanceSources) {
      expect(s.title.length).toBeGreaterThan(5);
      if (s.year !== undefined) {
        expect(s.year).toBeGreaterThanOrEqual(2010);
        expect(s.year).toBeLessThanOrEqual(2026);
      }
      if (s.url !== undefined) expect(s.url).toMatch(/^https?:\/\//);
    }
  });
});

describe('use cases', () => {
  it('has at least 12 rows with unique kebab-case slugs', () => {
    expect(useCases.length).toBeGreaterThanOrEqual(12);
    expect(identifierProblems(useCases.map((u) => u.slug))).toEqual(NO_IDENTIFIER_PROBLEMS);
  });

  it('has sane memory tiers and thread counts', () => {
    for (const u of useCases) {
      expect(u.minVramGb).toBeGreaterThan(0);
      if (u.recommendedVramGb !== undefined) expect(u.recommendedVramGb).toBeGreaterThanOrEqual(u.minVramGb);
      if (u.cpuThreadsPerGpu !== undefined) {
        expect(Number.isInteger(u.cpuThreadsPerGpu)).toBe(true);
        expect(u.cpuThreadsPerGpu).toBeGreaterThanOrEqual(1);
      }
      expect(u.description.length).toBeGreaterThanOrEqual(40);
    }
  });

  it('cites existing sources', () => {
    expect(citationProblems(useCases, citable)).toEqual({});
  });

  it('keeps both dated tier lists (Dettmers 2018 and 2020) as separate rows', () => {
    const from2018 = useCases.filter((u) => u.sources.includes('dettmers-which-gpu-2018'));
    const from2020 = useCases.filter((u) => u.sources.includes('dettmers-which-gpu-2020'));
    expect(from2018.length).toBeGreaterThanOrEqual(1);
    expect(from2020.length).toBeGreaterThanOrEqual(1);
    expect(from2018.filter((u) => from2020.includes(u))).toEqual([]);
    const slugs = new Set(useCases.map((u) => u.slug));
    expect(slugs.has('kaggle-2018') && slugs.has('kaggle-2020')).toBe(true);
    const kaggle2018 = useCases.find((u) => u.slug === 'kaggle-2018');
    const kaggle2020 = useCases.find((u) => u.slug === 'kaggle-2020');
    expect(kaggle2018?.minVramGb).toBe(4);
    expect(kaggle2018?.recommendedVramGb).toBe(8);
    expect(kaggle2020?.minVramGb).toBe(8);
  });
});

describe('cloud offerings', () => {
  it('has at least 18 rows, each distinct', () => {
    expect(cloudOfferings.length).toBeGreaterThanOrEqual(18);
    const ids = cloudOfferings.map((o) => `${o.provider}|${o.instanceType}|${o.region ?? ''}|${o.asOf}`);
    expect(duplicates(ids)).toEqual([]);
  });

  it('has positive prices, a GPU count and a parseable year-month asOf', () => {
    for (const o of cloudOfferings) {
      expect(o.onDemandUsdPerHour !== undefined || o.spotUsdPerHour !== undefined).toBe(true);
      if (o.onDemandUsdPerHour !== undefined) expect(o.onDemandUsdPerHour).toBeGreaterThan(0);
      if (o.spotUsdPerHour !== undefined) expect(o.spotUsdPerHour).toBeGreaterThan(0);
      if (o.onDemandUsdPerHour !== undefined && o.spotUsdPerHour !== undefined) {
        expect(o.spotUsdPerHour).toBeLessThan(o.onDemandUsdPerHour);
      }
      expect(Number.isInteger(o.gpuCount) && o.gpuCount >= 1).toBe(true);
      expect(o.asOf).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      expect(Number.isNaN(Date.parse(o.asOf))).toBe(false);
      const year = Number(o.asOf.slice(0, 4));
      expect(year).toBeGreaterThanOrEqual(2016);
      expect(year).toBeLessThanOrEqual(2026);
      expect(o.gpu).toMatch(KEBAB);
    }
  });

  it('cites an existing source', () => {
    expect(cloudOfferings.filter((o) => !citable.has(o.source)).map((o) => o.instanceType)).toEqual([]);
  });

  it('includes the prices quoted in the documents', () => {
    const price = (instanceType: string, region?: string) =>
      cloudOfferings.find(
        (o) => o.instanceType === instanceType && (region === undefined || o.region === region),
      );
    expect(price('p2.xlarge', 'ap-northeast-2 (Seoul)')?.onDemandUsdPerHour).toBe(1.465);
    expect(price('NC6')?.onDemandUsdPerHour).toBe(0.9);
    expect(price('NV6')?.onDemandUsdPerHour).toBe(1.093);
    const breakEven = cloudOfferings.find((o) => o.onDemandUsdPerHour === 2.14);
    expect(breakEven?.spotUsdPerHour).toBe(0.9);
    expect(breakEven?.gpu).toBe('nvidia-tesla-v100-sxm2-16gb');
  });

  it('references GPU slugs that exist in the GPU catalog', () => {
    const missing = cloudOfferings.map((o) => o.gpu).filter((slug) => !gpuSlugs.has(slug));
    expect(missing).toEqual([]);
  });
});

describe('guidance', () => {
  it('concatenates the area files', () => {
    expect(guidance.length).toBe(
      guidanceBuying.length +
        guidanceGpu.length +
        guidancePowerCooling.length +
        guidancePlatform.length +
        guidance2026.length,
    );
  });

  it('has at least 70 entries with unique kebab-case slugs', () => {
    expect(guidance.length).toBeGreaterThanOrEqual(70);
    expect(identifierProblems(guidance.map((g) => g.slug))).toEqual(NO_IDENTIFIER_PROBLEMS);
  });

  it('has questions and concise answers of 80-1200 characters', () => {
    for (const g of guidance) {
      expect(g.question.trim().length).toBeGreaterThan(10);
      expect(g.question.trim().endsWith('?') || g.question.includes('?')).toBe(true);
      expect({ slug: g.slug, ok: g.answer.length >= 80 && g.answer.length <= 1200 }).toEqual({
        slug: g.slug,
        ok: true,
      });
    }
  });

  it('has 3-6 lowercase kebab-case tags and at least 5 keywords not already in the question', () => {
    for (const g of guidance) {
      expect(g.tags.length).toBeGreaterThanOrEqual(3);
      expect(g.tags.length).toBeLessThanOrEqual(6);
      expect(identifierProblems(g.tags)).toEqual(NO_IDENTIFIER_PROBLEMS);
      const keywords = g.keywords ?? [];
      expect({ slug: g.slug, enough: keywords.length >= 5 }).toEqual({ slug: g.slug, enough: true });
      const question = g.question.toLowerCase();
      const echoed = keywords.filter((k) => question.includes(k.toLowerCase()));
      expect({ slug: g.slug, echoed }).toEqual({ slug: g.slug, echoed: [] });
    }
  });

  it('uses a small shared tag vocabulary', () => {
    const vocabulary = new Set(guidance.flatMap((g) => g.tags));
    expect(vocabulary.size).toBeLessThanOrEqual(30);
  });

  it('cites at least one existing source per entry', () => {
    expect(citationProblems(guidance, citable)).toEqual({});
  });

  it('links only to use cases and components that exist', () => {
    const linked = guidance.flatMap((g) => [...(g.useCases ?? []), ...(g.components ?? [])]);
    const known = new Set([...useCaseSlugs, ...partSlugs, ...gpuSlugs]);
    expect(linked.filter((slug) => !known.has(slug))).toEqual([]);
  });

  it('covers the questions the reference documents ask', () => {
    const slugs = new Set(guidance.map((g) => g.slug));
    for (const slug of [
      'household-circuit-limit',
      'cloud-vs-desktop-break-even',
      'power-limit-nvidia-smi',
      'fit-big-models-in-small-memory',
      'gpu-memory-per-use-case-2020',
      'gpu-memory-per-use-case-2018',
      'is-the-k80-worth-it',
      'fire-safety',
      'free-gpus-colab-kaggle',
      'nvlink-useful',
      'mixing-gpu-types',
      'ram-sizing',
      'cpu-cores-per-gpu',
      'llm-inference-vram',
      'lora-qlora-finetuning-vram',
    ]) {
      expect(slugs.has(slug)).toBe(true);
    }
    const circuit = guidance.find((g) => g.slug === 'household-circuit-limit');
    expect(circuit?.answer).toContain('1,536 W');
    const breakEven = guidance.find((g) => g.slug === 'cloud-vs-desktop-break-even');
    // The documents' worked example stays as history; today's figures come from the catalog.
    expect(breakEven?.answer).toContain('300 days');
    expect(breakEven?.answer).toContain('compareCloudVsDesktop');
  });
});
