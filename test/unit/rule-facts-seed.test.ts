/** The rules' facts as seed values (seeds/data/rule-facts.ts), applied by seedSet(). */
import { seedSet } from '../../seeds/data';
import { cpus2025 } from '../../seeds/data/parts-2025';
import {
  BOARD_MODULE_SOCKETS,
  CASE_FACTS,
  CPU_SUSTAINED_POWER_W,
  GPU_RULE_FACTS,
} from '../../seeds/data/rule-facts';
import type { CaseSeed, CpuSeed, GpuSeed, MotherboardSeed } from '../../seeds/types';
import { allChips } from './datasets/all-chips';

const set = seedSet();
const bySlug = new Map(set.components.map((c) => [c.slug, c]));
const sourceKeys = new Set(set.sources.map((s) => s.key));

describe('rule facts', () => {
  it('name parts that are seeded or come with the 2025 additions', () => {
    const known = new Set([
      ...set.components.map((c) => c.slug),
      ...allChips.map((c) => c.slug),
      ...cpus2025.map((c) => c.slug),
    ]);
    const unknown = [
      ...Object.keys(GPU_RULE_FACTS),
      ...Object.keys(CPU_SUSTAINED_POWER_W),
      ...Object.keys(BOARD_MODULE_SOCKETS),
      ...Object.keys(CASE_FACTS),
    ].filter((slug) => !known.has(slug));
    expect(unknown).toEqual([]);
  });

  it('land on the seeded parts with their sources', () => {
    for (const [slug, facts] of Object.entries(GPU_RULE_FACTS)) {
      const gpu = bySlug.get(slug) as GpuSeed | undefined;
      if (!gpu) continue;
      const { sources, ...values } = facts;
      expect(gpu).toMatchObject(values);
      for (const key of sources) expect(gpu.sources).toContain(key);
    }
    const i9 = bySlug.get('intel-core-i9-14900k') as CpuSeed;
    expect(i9.sustainedPowerW).toBe(253);
    expect(i9.tdpW).toBe(125);
  });

  it('give every AM4/AM5 CPU its PPT (TDP x 1.35) and every board and case its facts', () => {
    for (const part of set.components) {
      if (part.kind === 'CPU' && ['AM4', 'AM5'].includes(part.socket)) {
        expect((part as CpuSeed).sustainedPowerW).toBe(Math.round(part.tdpW * 1.35));
        expect(part.sources).toContain('ref-amd-am5-power-statement');
      }
      if (part.kind === 'MOTHERBOARD') expect((part as MotherboardSeed).gpuModuleSockets).toBeDefined();
      if (part.kind === 'CASE') expect((part as CaseSeed).rackmount).toBeDefined();
    }
    expect((bySlug.get('gigabyte-t180-g20') as MotherboardSeed).gpuModuleSockets).toBe(4);
    expect((bySlug.get('asus-proart-x670e-creator-wifi') as MotherboardSeed).gpuModuleSockets).toBe(0);
    expect((bySlug.get('silverstone-rm44') as CaseSeed).rackmount).toBe(true);
  });

  it('carry compute capabilities from the support table, and cite only seeded sources', () => {
    expect((bySlug.get('nvidia-geforce-rtx-3090') as GpuSeed).computeCapability).toBe('8.6');
    expect((bySlug.get('nvidia-a100-sxm4-80gb') as GpuSeed).computeCapability).toBe('8.0');
    expect((bySlug.get('amd-radeon-rx-7900-xtx') as GpuSeed).computeCapability).toBeUndefined();
    const unseeded = set.components.flatMap((c) => c.sources.filter((key) => !sourceKeys.has(key)));
    expect(unseeded).toEqual([]);
  });

  it('give every use case a workload and a memory scope', () => {
    for (const useCase of set.useCases) {
      expect(useCase.workload).toBeDefined();
      expect(useCase.memoryScope).toBe(useCase.slug.startsWith('llm-inference-') ? 'TOTAL' : 'PER_GPU');
    }
  });
});
