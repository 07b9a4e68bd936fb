/**
 * Expert panel: household circuits. An electrician's figures: North American general-purpose
 * circuits are 120 V / 15 A (20 A for kitchens, garages and dedicated runs), a continuous
 * load may use 80 % of the breaker (NEC), Europe supplies 230 V on 16 A circuits, a UK plug is
 * fused at 13 A, Australian outlets are 10 A, Japan runs at 100 V (IEC TR 60083).
 */
import { resolveMains } from '../../src/rules/analysis/power-budget';
import { line } from './seed-catalog';
import { check, findings, severities, text } from './support';

// A 2 x RTX 3090 box with a Threadripper: 700 + 280 + 50 = 1,030 W DC, ~1,184 W at the wall (Gold PSU).
const dualThreadripper = (gpu = 'nvidia-geforce-rtx-3090') => [
  line(gpu, 2),
  line('amd-ryzen-threadripper-3960x'),
  line('asrock-trx40-creator'),
  line('samsung-128gb-8x16gb-ddr4-2400-rdimm'),
  line('thermaltake-toughpower-gf3-1650w'),
];

describe('mains supplies an electrician would name', () => {
  it.each([
    // NEC 210.19/210.20: 15 A x 120 V x 80 % = 1,440 W.
    ['no mains given: North America 15 A', undefined, 1440],
    ['NORTH_AMERICA_20A: 1,920 W', { region: 'NORTH_AMERICA_20A' as const }, 1920],
    ['EUROPE: 230 V x 16 A x 80 % = 2,944 W', { region: 'EUROPE' as const }, 2944],
    ['UNITED_KINGDOM: 13 A fused plug, 2,392 W', { region: 'UNITED_KINGDOM' as const }, 2392],
    ['AUSTRALIA: 10 A outlet, 1,840 W', { region: 'AUSTRALIA' as const }, 1840],
    ['JAPAN: 100 V x 15 A x 80 % = 1,200 W', { region: 'JAPAN' as const }, 1200],
  ])('%s', (_label, mains, limitW) => {
    expect(resolveMains(mains).circuitLimitW).toBe(limitW);
  });

  it('a bare 230 V is a European supply, and the report does not claim no mains was given', () => {
    const report = check(dualThreadripper(), { mains: { voltage: 230 } });
    expect(report.power.circuitLimitW).toBe(2944);
    const missing = text(report, 'completeness.missing-data');
    expect(missing).not.toMatch(/No mains supply given/);
    // It still says what it assumed: the breaker rating.
    expect(missing).toMatch(/breaker rating not given.*16 A/);
  });

  it('a named region states its outlet: no "not given" note, nothing marked as assumed', () => {
    // The user picked Japan: 100 V / 15 A is the outlet standard (JIS C 8303), not a guess.
    const report = check(dualThreadripper(), { mains: { region: 'JAPAN' } });
    expect(report.power.circuitLimitW).toBe(1200);
    expect(text(report, 'completeness.missing-data')).not.toMatch(/not given|No mains supply/);
    expect(text(report, 'power.circuit')).not.toMatch(/assumed/);
    expect(resolveMains({ region: 'JAPAN' })).toMatchObject({ assumed: [], defaulted: false });
  });

  it('a bare 100 V is Japan at 15 A, not a 120 V circuit', () => {
    expect(resolveMains({ voltage: 100 })).toMatchObject({
      region: 'JAPAN',
      breakerAmps: 15,
      circuitLimitW: 1200,
    });
  });

  it('nothing given: says the 120 V / 15 A assumption', () => {
    const report = check(dualThreadripper());
    expect(text(report, 'completeness.missing-data')).toMatch(/No mains supply given.*120 V \/ 15 A/);
  });
});

describe('a build close to the continuous limit gets a margin warning', () => {
  it('2 x RTX 4090 + Threadripper on 120 V / 15 A: 26 W under 1,440 W -> WARNING with the margin and why', () => {
    // 900 + 280 + 50 = 1,230 W DC / 0.87 = ~1,414 W: fits, but with 2 % to spare. An electrician
    // wants room for a 5 % voltage sag and the monitor on the same circuit.
    const report = check(dualThreadripper('nvidia-geforce-rtx-4090'));
    expect(report.power.fitsCircuit).toBe(true);
    expect(severities(report, 'power.circuit')).toBe('WARNING');
    const message = text(report, 'power.circuit');
    expect(message).toMatch(/Keep at least 10 %/);
    expect(message).toMatch(/sag 5 %/);
  });

  it('the same build on a 20 A circuit has room to spare: no circuit finding', () => {
    const report = check(dualThreadripper('nvidia-geforce-rtx-4090'), {
      mains: { region: 'NORTH_AMERICA_20A' },
    });
    expect(findings(report, 'power.circuit')).toEqual([]);
  });

  it('2 x RTX 3090 + Threadripper (~1,184 W at the wall) is comfortable on 15 A but tight in Japan: WARNING at 100 V', () => {
    expect(findings(check(dualThreadripper()), 'power.circuit')).toEqual([]);
    const japan = check(dualThreadripper(), { mains: { region: 'JAPAN' } });
    expect(japan.power.fitsCircuit).toBe(true);
    expect(severities(japan, 'power.circuit')).toBe('WARNING');
  });

  it('2 x RTX 4090 + Threadripper in Japan (100 V / 15 A) is over the 1,200 W limit: ERROR', () => {
    const report = check(dualThreadripper('nvidia-geforce-rtx-4090'), { mains: { region: 'JAPAN' } });
    expect(report.power.fitsCircuit).toBe(false);
    expect(severities(report, 'power.circuit')).toBe('ERROR');
  });

  it('a single RTX 4070 SUPER desktop is nowhere near any limit: no circuit finding', () => {
    const report = check([
      line('nvidia-geforce-rtx-4070-super'),
      line('amd-ryzen-7-7700x'),
      line('corsair-rm850x-atx31'),
    ]);
    expect(findings(report, 'power.circuit')).toEqual([]);
  });

  it('four 3090s on one 120 V / 15 A circuit cannot work: ERROR naming two circuits and power limiting', () => {
    const report = check([...dualThreadripper().slice(1), line('nvidia-geforce-rtx-3090', 4)]);
    expect(severities(report, 'power.circuit')).toBe('ERROR');
    expect(text(report, 'power.circuit')).toMatch(/two PSUs on two circuits/);
  });
});
