/**
 * Properties of the rule list (RULES) that hold for every rule, present and future: each is
 * defined once, in the checks/ file named after its id's prefix; cites seeded sources; and
 * is reachable: some realistic build makes it report at its declared severity, and no rule
 * reports above it. A rule added to a file but not to RULES, an unknown source key, or a
 * rule whose check can no longer fire makes a test here fail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { seedSet } from '../../../seeds/data';
import { GPU_RULE_FACTS } from '../../../seeds/data/rule-facts';
import { checkBuild } from '../../../src/rules/check-build';
import { RULES, getRule, listRules } from '../../../src/rules/checks';
import { defineRule, MISSING_DATA_RULE_ID, type BuildRule } from '../../../src/rules/define-rule';
import type { BuildFacts, Finding, Severity } from '../../../src/rules/facts';
import { citationProblems } from '../../support/seed-checks';
import * as f from './fixtures';

const CHECKS_DIR = join(__dirname, '../../../src/rules/checks');
const seededSourceKeys = new Set(seedSet().sources.map((source) => source.key));
const thresholdsText = readFileSync(join(__dirname, '../../../src/rules/thresholds.ts'), 'utf8');
const RANK: Record<Severity, number> = { ERROR: 0, WARNING: 1, INFO: 2 };

function isRule(value: unknown): value is BuildRule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BuildRule).id === 'string' &&
    typeof (value as BuildRule).run === 'function'
  );
}

/** Every rule exported by a file under checks/ (except the list itself), with its file. */
function rulesByFile(): Array<{ file: string; rule: BuildRule }> {
  return readdirSync(CHECKS_DIR)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .flatMap((file) => {
      const exports = require(join(CHECKS_DIR, file)) as Record<string, unknown>;
      return Object.values(exports)
        .filter(isRule)
        .map((rule) => ({ file: basename(file, '.ts'), rule }));
    });
}

/** Realistic builds, each there to make at least one rule speak (the name says which). */
const SCENARIOS: Array<[string, BuildFacts, { preprocessingOnTheFly?: boolean }?]> = [
  ['Ryzen on an LGA1200 board (cpu-socket)', f.ryzenOnZ490()],
  [
    'Threadripper with a Hyper 212 (cooler does not mount)',
    { parts: [f.part(f.threadripper3960x()), f.part(f.trx40Designare()), f.part(f.hyper212())] },
  ],
  [
    'i7-10700K with a 95 W cooler (cooler rating)',
    { parts: [f.part(f.corei7_10700k()), f.part({ ...f.hyper212(), maxTdpW: 95 })] },
  ],
  ['DDR5 on an X570 board (memory-type)', { parts: [f.part(f.x570Ace()), f.part(f.ddr5Kit2x16())] }],
  [
    'eight modules on a four-slot board (memory-capacity)',
    { parts: [f.part(f.x570Ace()), f.part(f.ddr4Kit4x32(), 2)] },
  ],
  ['RDIMMs on an X570 board (memory-ecc)', { parts: [f.part(f.x570Ace()), f.part(f.ddr4Rdimm4x32())] }],
  [
    'two modules for a four-channel Threadripper (memory-channels)',
    { parts: [f.part(f.threadripper3960x()), f.part(f.ddr4Kit2x32())] },
  ],
  [
    'E-ATX board in an ATX case (board form factor)',
    { parts: [f.part(f.trx40Designare()), f.part(f.h510())] },
  ],
  [
    'four 3-slot cards on an X570 board (gpu-slots)',
    { parts: [f.part(f.rtx3090(), 4), f.part(f.x570Ace())] },
  ],
  [
    'two 3-slot cards below a 4-slot case (case-slots)',
    {
      parts: [
        f.part(f.rtx3090(), 2),
        f.part(f.trx40Designare()),
        f.part({ ...f.defineXl(), expansionSlots: 4 }),
      ],
    },
  ],
  [
    'a 313 mm card in a 250 mm case (gpu-length)',
    { parts: [f.part(f.rtx3090()), f.part({ ...f.h510(), maxGpuLengthMm: 250 })] },
  ],
  ['four A6000s on 24 CPU lanes (lane-budget)', { parts: [f.part(f.rtxA6000(), 4), f.part(f.ryzen5950x())] }],
  [
    'two cards on risers off a B660 in an open frame (x1 slot)',
    {
      parts: [f.part(f.rtx3080(), 2), f.part(f.core12700f()), f.part(f.b660Board()), f.part(f.openFrame())],
      risers: true,
    },
  ],
  [
    'Threadripper 7960X on a WRX90 board (chipset-cpu)',
    {
      parts: [
        f.part({
          ...f.threadripper3960x(),
          slug: 'tr-7960x',
          name: 'Ryzen Threadripper 7960X',
          socket: 'sTR5',
        }),
        f.part({
          ...f.wrx80Sage(),
          slug: 'wrx90',
          name: 'Pro WS WRX90E-SAGE SE',
          socket: 'sTR5',
          chipset: 'AMD WRX90',
        }),
      ],
    },
  ],
  [
    'four V100 SXM2 modules on a TRX40 board (gpu-module)',
    { parts: [f.part(f.v100Sxm2(), 4), f.part(f.trx40Designare())] },
  ],
  ['a Tesla K80 in a tower (passive card)', { parts: [f.part(f.teslaK80()), f.part(f.defineXl())] }],
  [
    'a Tesla P40 (eps-plug)',
    {
      parts: [f.part({ ...f.teslaK80(), slug: 'nvidia-tesla-p40', name: 'Tesla P40' }), f.part(f.psu1000())],
    },
  ],
  [
    'two 450 W open-air cards in adjacent slots (air gap)',
    { parts: [f.part(f.rtx4090(), 2), f.part(f.z490PgVelocita())] },
  ],
  ['two 3090s on 750 W (psu-capacity)', f.dual3090On750W()],
  [
    'two 3090s on a 1000 W PSU without ATX 3 (transients)',
    { parts: [f.part(f.rtx3090(), 2), f.part(f.ryzen5950x()), f.part(f.psu1000())] },
  ],
  ['four 3090s on four connectors (connectors)', { parts: [f.part(f.rtx3090(), 4), f.part(f.psu750())] }],
  ['four 3090s on one 120 V circuit (circuit)', f.quad3090On120V()],
  [
    'three open-air cards in a tower (open-air, heat output)',
    { parts: [f.part(f.rtx3090(), 3), f.part(f.defineXl())] },
  ],
  ['a 3090 with a 3080 (mixed models)', { parts: [f.part(f.rtx3090()), f.part(f.rtx3080())] }],
  ['the document build (NVLink pair)', f.documentBuild()],
  ['a 3090 with 16 GB of RAM (system RAM)', { parts: [f.part(f.rtx3090()), f.part(f.ddr4Kit2x8())] }],
  [
    'three K80 boards on a 4-core CPU (cpu threads)',
    { parts: [f.part(f.teslaK80(), 3), f.part(f.corei3_10100())] },
    { preprocessingOnTheFly: true },
  ],
  [
    'a 10 GB card for large transformers (use-case memory)',
    { parts: [f.part(f.rtx3080())], useCase: f.largeTransformerTraining() },
  ],
  [
    'a 3090 priced two years before the check (stale price)',
    { parts: [f.part({ ...f.rtx3090(), priceObservedOn: '2024-11-01' })], today: '2026-11-24' },
  ],
];

function allFindings(): Finding[] {
  return SCENARIOS.flatMap(([, build, options]) => checkBuild(build, options).findings);
}

describe('RULES', () => {
  const exported = rulesByFile();

  it('lists every rule defined under checks/ exactly once, and nothing else', () => {
    const listed = RULES.map((rule) => rule.id).sort();
    expect(exported.map(({ rule }) => rule.id).sort()).toEqual(listed);
    expect(new Set(listed).size).toBe(listed.length);
    for (const { rule } of exported) expect(RULES).toContain(rule);
  });

  it("defines each rule in the file named after its id's prefix", () => {
    const misplaced = exported
      .filter(({ file, rule }) => {
        const prefix = rule.id.split('.')[0];
        return file !== prefix && !file.startsWith(`${prefix}-`);
      })
      .map(({ file, rule }) => `${rule.id} in ${file}.ts`);
    expect(misplaced).toEqual([]);
  });

  it('gives every rule a title, a description and only seeded sources', () => {
    for (const rule of RULES) {
      expect(rule.title.trim().length).toBeGreaterThan(5);
      expect(rule.description.trim().length).toBeGreaterThan(rule.title.length);
    }
    expect(citationProblems(RULES, seededSourceKeys)).toEqual({});
  });

  it('makes every rule report at its declared severity in some realistic build', () => {
    const findings = allFindings();
    const unreached = RULES.filter(
      (rule) => !findings.some((found) => found.ruleId === rule.id && found.severity === rule.severity),
    ).map((rule) => `${rule.id} (${rule.severity})`);
    expect(unreached).toEqual([]);
  });

  it("never reports a finding above its rule's declared severity, or under an unknown rule", () => {
    const declared = new Map<string, Severity>(RULES.map((rule) => [rule.id, rule.severity]));
    const wrong = allFindings()
      .filter((found) => {
        const severity = declared.get(found.ruleId);
        return severity === undefined || RANK[found.severity] < RANK[severity];
      })
      .map((found) => `${found.ruleId} ${found.severity}: ${found.message}`);
    expect(wrong).toEqual([]);
  });

  it('includes the missing-data rule that checks report gaps under', () => {
    expect(RULES.map((rule): string => rule.id)).toContain(MISSING_DATA_RULE_ID);
  });
});

describe('listRules and getRule', () => {
  it('describe RULES in report order with their source keys', () => {
    expect(listRules().map((rule) => [rule.id, rule.sourceKeys])).toEqual(
      RULES.map((rule) => [rule.id, [...rule.sources]]),
    );
    expect(getRule('power.circuit')?.title).toBe(RULES.find((rule) => rule.id === 'power.circuit')?.title);
    expect(getRule('no.such-rule')).toBeNull();
  });

  it('return copies that callers cannot use to change the rules', () => {
    listRules()[0].sourceKeys.push('tampered');
    getRule(RULES[0].id)?.sourceKeys.push('tampered');
    expect(listRules()[0].sourceKeys).not.toContain('tampered');
    expect(RULES[0].sources).not.toContain('tampered');
  });
});

describe('defineRule', () => {
  const base = { title: 'A rule', description: 'What it checks', severity: 'INFO' as const, check: () => [] };

  it('rejects malformed ids and rules without sources (programmer errors)', () => {
    expect(() => defineRule({ ...base, id: 'NoPrefix', sources: ['doc-cost-for-gpu-hardware'] })).toThrow(
      /not <prefix>/,
    );
    expect(() => defineRule({ ...base, id: 'x.rule', sources: [] })).toThrow(/cites no source/);
  });

  it("binds findings to the rule's id and notes to completeness.missing-data", () => {
    const rule = defineRule({
      ...base,
      id: 'demo.rule',
      sources: ['doc-cost-for-gpu-hardware'],
      check: (_context, report) => [
        report.finding('WARNING', 'w', ['a', 'a']),
        report.couldNotCheck('m', [], {
          settledBy: [{ componentSlug: 'b', kind: 'CASE', field: 'maxGpuLengthMm' }],
        }),
      ],
    });
    const found = rule.run({} as never);
    expect(found.map((x) => [x.ruleId, x.severity, x.componentSlugs])).toEqual([
      ['demo.rule', 'WARNING', ['a']],
      [MISSING_DATA_RULE_ID, 'INFO', []],
    ]);
    // The note keeps which check could not run and what would settle it; a WARNING rule's
    // gap does not decide the verdict unless the rule says so.
    expect(found[1].notChecked).toEqual({
      ruleId: 'demo.rule',
      decides: false,
      settledBy: [{ componentSlug: 'b', kind: 'CASE', field: 'maxGpuLengthMm' }],
    });
  });
});

/** Every `sources` array in the reference tables (src/rules/reference), with where it sits. */
function referenceSources(): Array<{ where: string; key: string }> {
  const dir = join(__dirname, '../../../src/rules/reference');
  const found: Array<{ where: string; key: string }> = [];
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`));
    else if (value !== null && typeof value === 'object' && !(value instanceof RegExp)) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'sources' && Array.isArray(inner))
          for (const source of inner) found.push({ where, key: String(source) });
        else walk(inner, `${where}.${key}`);
      }
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    walk(require(join(dir, file)) as Record<string, unknown>, file);
  }
  return found;
}

describe('reference tables', () => {
  const cited = referenceSources();

  it('cite only seeded sources, on every row', () => {
    // Per-part figures (maker PSU sizes, x8 cards, power limits, CPU sustained power, use-case
    // traits) moved into the catalog in issue 13; the tables left are rules and regions.
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter(({ key }) => !seededSourceKeys.has(key))).toEqual([]);
  });

  it('leave no source added for the rules uncited', () => {
    const { ruleSources } = require('../../../seeds/data/sources-rules') as {
      ruleSources: Array<{ key: string }>;
    };
    const set = seedSet();
    const used = new Set([
      ...cited.map(({ key }) => key),
      // Cited by the catalog facts the rules read (seeds/data/rule-facts.ts), some for chips
      // not seeded yet.
      ...set.components.flatMap((part) => part.sources),
      ...set.useCases.flatMap((useCase) => useCase.sources),
      ...Object.values(GPU_RULE_FACTS).flatMap((facts) => facts.sources),
      ...RULES.flatMap((rule) => rule.sources),
      ...[...thresholdsText.matchAll(/@source ([^\n*]+)/g)].flatMap((match) => match[1].split(/[ ,]+/)),
    ]);
    expect(ruleSources.map((source) => source.key).filter((key) => !used.has(key))).toEqual([]);
  });
});

describe('thresholds', () => {
  it('cite only source keys that are seeded', () => {
    const cited = [...thresholdsText.matchAll(/@source ([^\n*]+)/g)].flatMap((match) =>
      match[1]
        .replace(/\(.*$/, '')
        .split(/[ ,]+/)
        .map((key) => key.trim())
        .filter((key) => /^[a-z0-9]+(-[a-z0-9]+)+$/.test(key)),
    );
    expect(cited.length).toBeGreaterThan(20);
    const unknown = cited.filter((key) => !seededSourceKeys.has(key));
    expect(unknown).toEqual([]);
  });

  it('give every exported constant a @source or @estimate comment', () => {
    const blocks = thresholdsText.split(/\nexport const /).slice(1);
    const preceding = thresholdsText.split(/\nexport const /).slice(0, -1);
    expect(blocks.length).toBeGreaterThan(30);
    preceding.forEach((text, index) => {
      const doc = text.slice(text.lastIndexOf('/**'));
      const name = blocks[index].split(/[\s:=]/)[0];
      expect({ name, documented: /@source|@estimate/.test(doc) }).toEqual({ name, documented: true });
    });
  });
});
