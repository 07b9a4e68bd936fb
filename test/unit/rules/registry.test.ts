import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { coreSources } from '../../../seeds/data/sources-core';
import { finding, getRule, listRules } from '../../../src/rules/registry';

const sourceKeys = new Set(coreSources.map((source) => source.key));
const thresholdsText = readFileSync(join(__dirname, '../../../src/rules/thresholds.ts'), 'utf8');

describe('rule registry', () => {
  const rules = listRules();

  it('has unique, dotted kebab-case ids', () => {
    const ids = rules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z0-9]+)*\.[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each([
    'platform.cpu-socket',
    'platform.memory-type',
    'platform.memory-capacity',
    'platform.memory-ecc',
    'platform.memory-channels',
    'fit.gpu-slots',
    'fit.gpu-length',
    'fit.case-slots',
    'pcie.lane-budget',
    'pcie.link-width',
    'pcie.x1-slot',
    'power.psu-capacity',
    'power.transients',
    'power.connectors',
    'power.circuit',
    'cooling.open-air',
    'multi-gpu.mixed-models',
    'multi-gpu.nvlink',
    'balance.system-ram',
    'balance.cpu-threads',
    'balance.use-case-vram',
    'completeness.missing-data',
  ])('defines %s with a title, description and sources', (id) => {
    const rule = getRule(id);
    expect(rule).not.toBeNull();
    expect(rule?.title.length).toBeGreaterThan(5);
    expect(rule?.description.length).toBeGreaterThan(20);
    expect(rule?.sourceKeys.length).toBeGreaterThan(0);
  });

  it('cites only known source keys', () => {
    for (const rule of rules) for (const key of rule.sourceKeys) expect(sourceKeys).toContain(key);
  });

  it('returns copies that callers cannot use to change the registry', () => {
    listRules()[0].sourceKeys.push('tampered');
    expect(listRules()[0].sourceKeys).not.toContain('tampered');
  });

  it('rejects findings for unknown rules (programmer error)', () => {
    expect(() => finding('no.such-rule' as never, 'INFO', 'x', [])).toThrow(/Unknown rule id/);
  });
});

describe('thresholds', () => {
  it('cite only source keys that exist in sources-core', () => {
    const cited = [...thresholdsText.matchAll(/@source ([^\n*]+)/g)].flatMap((match) =>
      match[1]
        .replace(/\(.*$/, '')
        .split(/[ ,]+/)
        .map((key) => key.trim())
        .filter((key) => /^[a-z0-9]+(-[a-z0-9]+)+$/.test(key)),
    );
    expect(cited.length).toBeGreaterThan(20);
    for (const key of cited) expect(sourceKeys).toContain(key);
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
