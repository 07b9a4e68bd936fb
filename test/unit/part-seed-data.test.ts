import type { ComponentSeed } from '../../seeds/types';
import { coreSources } from '../../seeds/data/sources-core';
import { partSources } from '../../seeds/data/sources-parts';
import { cpus } from '../../seeds/data/cpus';
import { motherboards } from '../../seeds/data/motherboards';
import { memoryKits } from '../../seeds/data/memory-kits';
import { psus } from '../../seeds/data/psus';
import { storage } from '../../seeds/data/storage';
import { cases } from '../../seeds/data/cases';
import { coolers } from '../../seeds/data/coolers';
import {
  citationProblems,
  HAND_ENTERED_PARTS,
  identifierProblems,
  NO_IDENTIFIER_PROBLEMS,
} from '../support/seed-checks';

const KNOWN_SOCKETS = [
  'AM4',
  'AM5',
  'LGA1200',
  'LGA1700',
  'LGA1851',
  'LGA2011-3',
  'sTRX4',
  'sWRX8',
  'sTR5',
  'SP5',
  'LGA4677',
];
const BOARD_FORM_FACTORS = ['ATX', 'E-ATX', 'Micro-ATX', 'Mini-ITX', 'EEB', 'SSI-EEB', 'CEB', 'Server'];

const all = HAND_ENTERED_PARTS;
const bySlug = new Map(all.map((c) => [c.slug, c]));
const sourceKeys = new Set([...coreSources, ...partSources].map((s) => s.key));

/** Parts named in the reference documents' builds, by build. */
const DOCUMENT_PARTS: Record<string, string[]> = {
  '2x RTX 3090 workstation (document 002)': [
    'intel-core-i7-10700k',
    'asrock-z490-pg-velocita',
    'samsung-64gb-2x32gb-ddr4-3200',
    'samsung-980-pro-1tb',
    'toshiba-x300-4tb',
    'super-flower-leadex-titanium-1600w',
    'abko-suitmaster-603g-aura',
    'cooler-master-hyper-212-led-turbo-white',
  ],
  'RTX 3070 / Ryzen 5 3600 / X470 workstation (document 002)': [
    'amd-ryzen-5-3600',
    'msi-x470-gaming-plus',
    'gskill-ripjaws-v-32gb-2x16gb-ddr4-3200',
    'samsung-970-evo-500gb',
    'evga-supernova-750-g2',
    'nzxt-h510',
    'cooler-master-hyper-212-black-edition',
  ],
  'i7-12700F / B660 desktop (document 003)': ['intel-core-i7-12700f', 'gigabyte-b660-gaming-x-ddr4'],
  'Gigabyte T180-G20 V100 node with Xeon E5-2600 v3/v4 (document 003)': [
    'gigabyte-t180-g20',
    'intel-xeon-e5-2630-v3',
    'intel-xeon-e5-2680-v4',
  ],
  'PSUs named for multi-GPU rigs (document 004)': ['thermaltake-toughpower-gf3-1650w'],
  'acceptance-test fixtures': ['asus-rog-strix-z490-e-gaming'],
};

describe('part seed data', () => {
  test('counts per kind', () => {
    expect(cpus.length).toBeGreaterThanOrEqual(18);
    expect(motherboards.length).toBeGreaterThanOrEqual(14);
    expect(memoryKits.length).toBeGreaterThanOrEqual(10);
    expect(psus.length).toBeGreaterThanOrEqual(12);
    expect(storage.length).toBeGreaterThanOrEqual(8);
    expect(cases.length).toBeGreaterThanOrEqual(7);
    expect(coolers.length).toBeGreaterThanOrEqual(7);
  });

  test('each file holds only its own kind', () => {
    const expectKind = (rows: ComponentSeed[], kind: string) =>
      rows.forEach((r) => expect(`${r.slug}:${r.kind}`).toBe(`${r.slug}:${kind}`));
    expectKind(cpus, 'CPU');
    expectKind(motherboards, 'MOTHERBOARD');
    expectKind(memoryKits, 'MEMORY');
    expectKind(psus, 'PSU');
    expectKind(storage, 'STORAGE');
    expectKind(cases, 'CASE');
    expectKind(coolers, 'COOLER');
  });

  test('slugs are unique and lowercase kebab-case', () => {
    const slugs = all.map((c) => c.slug);
    expect(identifierProblems(slugs)).toEqual(NO_IDENTIFIER_PROBLEMS);
  });

  test('names, manufacturers and descriptions are filled in', () => {
    for (const c of all) {
      expect(c.name.trim().length).toBeGreaterThan(0);
      expect(c.manufacturer.trim().length).toBeGreaterThan(0);
      expect((c.description ?? '').trim().length).toBeGreaterThan(20);
      expect(c.releaseYear).toBeGreaterThanOrEqual(2010);
    }
  });

  test('part source keys are unique, kebab-case, prefixed, and do not clash with core sources', () => {
    const keys = partSources.map((s) => s.key);
    expect(identifierProblems(keys)).toEqual(NO_IDENTIFIER_PROBLEMS);
    expect(keys.filter((k) => !/^(spec|part)-/.test(k))).toEqual([]);
    const core = new Set(coreSources.map((s) => s.key));
    expect(keys.filter((k) => core.has(k))).toEqual([]);
  });

  test('every row has at least one source and every source key exists', () => {
    expect(citationProblems(all, sourceKeys)).toEqual({});
  });

  test('every part cites its own vendor spec page', () => {
    for (const c of all) {
      expect({ slug: c.slug, cites: c.sources.includes(`spec-${c.slug}`) }).toEqual({
        slug: c.slug,
        cites: true,
      });
    }
  });

  test('motherboards: slot layouts are well-formed', () => {
    for (const mb of motherboards) {
      expect(BOARD_FORM_FACTORS).toContain(mb.formFactor);
      // Hand-entered boards always carry their layout (only imported boards may lack one).
      const pcieSlots = mb.pcieSlots ?? [];
      expect({ slug: mb.slug, slots: pcieSlots.length > 0 }).toEqual({ slug: mb.slug, slots: true });
      const positions = pcieSlots.map((s) => s.position);
      expect({ slug: mb.slug, unique: new Set(positions).size === positions.length }).toEqual({
        slug: mb.slug,
        unique: true,
      });
      expect(pcieSlots.some((s) => s.physicalLanes === 16)).toBe(true);
      for (const s of pcieSlots) {
        expect(Number.isInteger(s.position) && s.position >= 1).toBe(true);
        expect([1, 4, 8, 16]).toContain(s.physicalLanes);
        expect([1, 2, 4, 8, 16]).toContain(s.electricalLanes);
        expect(s.electricalLanes).toBeLessThanOrEqual(s.physicalLanes);
        expect(s.gen).toBeGreaterThanOrEqual(2);
        expect(s.gen).toBeLessThanOrEqual(5);
        for (const other of s.sharedWith ?? []) {
          expect({
            slug: mb.slug,
            position: s.position,
            sharedWith: other,
            exists: positions.includes(other),
          }).toEqual({ slug: mb.slug, position: s.position, sharedWith: other, exists: true });
          expect(other).not.toBe(s.position);
        }
      }
      expect(mb.memorySlots).toBeGreaterThan(0);
    }
  });

  test('sockets use the known spellings and match between CPUs and motherboards', () => {
    const cpuSockets = new Set(cpus.map((c) => c.socket));
    const boardSockets = new Set(motherboards.map((m) => m.socket));
    for (const s of [...cpuSockets, ...boardSockets]) expect(KNOWN_SOCKETS).toContain(s);
    expect([...cpuSockets].filter((s) => !boardSockets.has(s))).toEqual([]);
    expect([...boardSockets].filter((s) => !cpuSockets.has(s))).toEqual([]);
  });

  test('every cooler socket is a known socket spelling', () => {
    for (const c of coolers) {
      expect(c.sockets.length).toBeGreaterThan(0);
      expect(c.sockets.filter((s) => !KNOWN_SOCKETS.includes(s))).toEqual([]);
    }
  });

  test('every CPU socket has at least one cooler', () => {
    const cooled = new Set(coolers.flatMap((c) => c.sockets));
    expect(cpus.map((c) => c.socket).filter((s) => !cooled.has(s))).toEqual([]);
  });

  test('CPU facts are plausible', () => {
    for (const c of cpus) {
      expect(c.threads).toBeGreaterThanOrEqual(c.cores);
      expect(c.memoryTypes.length).toBeGreaterThan(0);
      expect(c.tdpW).toBeGreaterThan(0);
      if (c.registeredMemory) expect(c.eccSupport).toBe(true);
    }
  });

  test('PSU wattage is within 300..3000 W and connector counts are sane', () => {
    for (const p of psus) {
      expect(p.wattage).toBeGreaterThanOrEqual(300);
      expect(p.wattage).toBeLessThanOrEqual(3000);
      expect(p.pcieConnectors ?? 0).toBeGreaterThanOrEqual(0);
    }
    const watts = new Set(psus.map((p) => p.wattage));
    for (const w of [750, 850, 1000, 1200, 1300, 1500, 1600]) expect(watts.has(w)).toBe(true);
    expect(psus.some((p) => p.atx3)).toBe(true);
  });

  test('memory kits: registered implies ECC; both ECC UDIMM and RDIMM kits exist for DDR4 and DDR5', () => {
    for (const m of memoryKits) {
      if (m.registered) expect(m.ecc).toBe(true);
      expect(m.modules).toBeGreaterThan(0);
      expect(m.capacityGb).toBeGreaterThan(0);
    }
    for (const type of ['DDR4', 'DDR5']) {
      expect(memoryKits.some((m) => m.memoryType === type && m.ecc && !m.registered)).toBe(true);
      expect(memoryKits.some((m) => m.memoryType === type && m.registered)).toBe(true);
    }
  });

  test('storage covers every type and NVMe rows carry a PCIe generation', () => {
    for (const t of ['NVME', 'SATA_SSD', 'HDD']) expect(storage.some((s) => s.storageType === t)).toBe(true);
    for (const s of storage) if (s.storageType === 'NVME') expect(s.pcieGen).toBeDefined();
  });

  test('cases: at least one open frame and form factors use board spellings', () => {
    expect(cases.some((c) => c.openFrame)).toBe(true);
    for (const c of cases) {
      expect(c.expansionSlots).toBeGreaterThan(0);
      expect(c.formFactors.filter((f) => !BOARD_FORM_FACTORS.includes(f))).toEqual([]);
    }
  });

  test.each(Object.entries(DOCUMENT_PARTS))('document-named parts are present: %s', (_build, slugs) => {
    expect(slugs.filter((s) => !bySlug.has(s))).toEqual([]);
  });

  test('document-named parts cite a reference document', () => {
    const docKeys = new Set(coreSources.filter((s) => s.key.startsWith('doc-')).map((s) => s.key));
    for (const slug of Object.entries(DOCUMENT_PARTS)
      .filter(([build]) => build !== 'acceptance-test fixtures')
      .flatMap(([, slugs]) => slugs)) {
      const part = bySlug.get(slug);
      expect({ slug, citesDoc: part?.sources.some((k) => docKeys.has(k)) }).toEqual({ slug, citesDoc: true });
    }
  });

  test('the acceptance fixture pair is incompatible by socket (a Ryzen on a Z490 board)', () => {
    const z490 = bySlug.get('asus-rog-strix-z490-e-gaming');
    const ryzen = bySlug.get('amd-ryzen-5-3600');
    expect(z490?.kind).toBe('MOTHERBOARD');
    expect(ryzen?.kind).toBe('CPU');
    if (z490?.kind === 'MOTHERBOARD' && ryzen?.kind === 'CPU') expect(z490.socket).not.toBe(ryzen.socket);
  });
});
