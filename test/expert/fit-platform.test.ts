/**
 * Expert panel: does it physically go together? Module GPUs, form factors, risers, cooler
 * mounting, chipset support and DIMM keying, as a system builder would judge them.
 */
import type { MotherboardFacts } from '../../src/rules/facts';
import { line, seedPart } from './seed-catalog';
import { check, findings, severities, text, verdicts } from './support';

describe('SXM and OAM modules', () => {
  it('4 x V100 SXM2 on an X670E desktop board: ERROR, no PCIe edge connector', () => {
    const report = check([line('nvidia-tesla-v100-sxm2-16gb', 4), line('asus-proart-x670e-creator-wifi')]);
    expect(severities(report, 'fit.gpu-module')).toBe('ERROR');
    expect(report.compatible).toBe(false);
  });

  it('an MI300X OAM module on a WRX90 workstation board: ERROR', () => {
    const report = check([line('amd-instinct-mi300x'), line('asus-pro-ws-wrx90e-sage-se')]);
    expect(severities(report, 'fit.gpu-module')).toBe('ERROR');
  });

  it("the document's 4 x V100 SXM2 on the Gigabyte T180-G20 server node is not refused (doc-deep-learning-server)", () => {
    const report = check([
      line('nvidia-tesla-v100-sxm2-16gb', 4),
      line('intel-xeon-e5-2680-v4', 2),
      line('gigabyte-t180-g20'),
    ]);
    expect(findings(report, 'fit.gpu-module', 'ERROR')).toEqual([]);
  });
});

describe('board form factors', () => {
  it('a CEB TRX50 board in a case that lists E-ATX but not CEB: fits (CEB is 12 x 10.5 in with ATX holes)', () => {
    const eatxOnly = { ...seedPart('fractal-design-define-7-xl'), formFactors: ['E-ATX', 'ATX'] };
    const report = check([line('asus-pro-ws-trx50-sage-wifi'), { component: eatxOnly, quantity: 1 }]);
    expect(findings(report, 'fit.board-form-factor')).toEqual([]);
  });

  it('an ATX board in a case listing only E-ATX fits; a Micro-ATX board in an ATX-only case fits', () => {
    const eatx = { ...seedPart('fractal-design-define-7-xl'), formFactors: ['E-ATX'] };
    expect(
      findings(
        check([line('msi-mag-b650-tomahawk-wifi'), { component: eatx, quantity: 1 }]),
        'fit.board-form-factor',
      ),
    ).toEqual([]);
    const atx = { ...seedPart('nzxt-h510'), formFactors: ['ATX'] };
    const micro = { ...seedPart('msi-mag-b650-tomahawk-wifi'), formFactor: 'Micro-ATX' };
    expect(
      findings(
        check([
          { component: micro, quantity: 1 },
          { component: atx, quantity: 1 },
        ]),
        'fit.board-form-factor',
      ),
    ).toEqual([]);
  });

  it('an EEB WRX80 board in the NZXT H510 (ATX mid tower): ERROR', () => {
    const report = check([line('asus-pro-ws-wrx80e-sage-se-wifi'), line('nzxt-h510')]);
    expect(severities(report, 'fit.board-form-factor')).toBe('ERROR');
  });
});

describe('open frames and risers', () => {
  const fourWide = () => [
    line('nvidia-geforce-rtx-3090', 4),
    line('amd-ryzen-threadripper-3960x'),
    line('asrock-trx40-creator'),
  ];

  it('4 x 3-slot RTX 3090 in an open frame without risers: still only 2 fit the board slots -> ERROR', () => {
    const report = check([...fourWide(), line('thermaltake-core-p3-tg-pro')]);
    expect(severities(report, 'fit.gpu-slots')).toBe('ERROR');
    expect(text(report, 'fit.gpu-slots')).toMatch(/riser/);
  });

  it('the same four cards with risers stated: they fit', () => {
    const report = check([...fourWide(), line('thermaltake-core-p3-tg-pro')], { risers: true });
    expect(findings(report, 'fit.gpu-slots')).toEqual([]);
  });
});

describe('CPU coolers by socket family', () => {
  it('Hyper 212 (lists AM4) on a Ryzen 7 7700X (AM5): mounts, with a note, no ERROR (AMD kept the AM4 mounting)', () => {
    const report = check([line('cooler-master-hyper-212-black-edition'), line('amd-ryzen-7-7700x')]);
    expect(findings(report, 'platform.cooler', 'ERROR')).toEqual([]);
    expect(text(report, 'platform.cooler')).toMatch(/lists AM4 but not AM5/);
  });

  it('a cooler that lists only LGA1700 fits an LGA1851 Core Ultra 9 285K (same mounting)', () => {
    const lga1700 = { ...seedPart('noctua-nh-d15'), sockets: ['LGA1700'] };
    const report = check([{ component: lga1700, quantity: 1 }, line('intel-core-ultra-9-285k')]);
    expect(findings(report, 'platform.cooler', 'ERROR')).toEqual([]);
  });

  it('Hyper 212 on a Threadripper 7960X (sTR5): ERROR, different mounting', () => {
    const report = check([
      line('cooler-master-hyper-212-black-edition'),
      line('amd-ryzen-threadripper-7960x'),
    ]);
    expect(severities(report, 'platform.cooler')).toMatch(/ERROR/);
  });

  it('Hyper 212 (150 W) on a Core i9-14900K (253 W sustained): WARNING naming the sustained power', () => {
    const report = check([line('cooler-master-hyper-212-black-edition'), line('intel-core-i9-14900k')]);
    expect(findings(report, 'platform.cooler', 'WARNING')).toHaveLength(1);
    expect(text(report, 'platform.cooler')).toMatch(/253 W .*sustains/);
  });
});

describe('workstation platforms', () => {
  const tr7960x = 'amd-ryzen-threadripper-7960x';
  const trx50 = 'asus-pro-ws-trx50-sage-wifi';
  const wrx90 = 'asus-pro-ws-wrx90e-sage-se';
  const udimmDdr5 = 'corsair-vengeance-64gb-2x32gb-ddr5-6000';
  const rdimmDdr5 = 'kingston-server-premier-128gb-4x32gb-ddr5-4800-rdimm';

  verdicts('platform.chipset-cpu', [
    [
      'a Threadripper 7960X (non-PRO) on a WRX90 board: ERROR, WRX90 takes Threadripper PRO only',
      [tr7960x, wrx90],
      'ERROR',
    ],
    ['a Threadripper 7960X on TRX50 is supported (both lines run on TRX50)', [tr7960x, trx50], ''],
  ]);

  it('a Threadripper PRO 7975WX on the same WRX90 board: fine', () => {
    const report = check(['amd-ryzen-threadripper-pro-7975wx', wrx90]);
    expect(findings(report, 'platform.chipset-cpu')).toEqual([]);
    expect(findings(report, 'platform.cpu-socket')).toEqual([]);
  });

  it('unbuffered DDR5 on a TRX50 board: ERROR (DDR5 RDIMM and UDIMM are keyed differently)', () => {
    expect(severities(check([tr7960x, trx50, udimmDdr5]), 'platform.memory-ecc')).toMatch(/ERROR/);
  });

  it('an imported TRX50 board whose listing says nothing of RDIMMs still refuses unbuffered DDR5 (the platform takes RDIMMs only)', () => {
    // BuildCores boards carry no registered-memory fact; TRX50, WRX90 and W790 take DDR5
    // RDIMMs only (the board makers' specifications), so the chipset decides.
    const imported = seedPart<MotherboardFacts>(trx50);
    const board = { ...imported, slug: 'imported-trx50', registeredMemory: null, eccSupport: null };
    const report = check([tr7960x, board, udimmDdr5]);
    expect(severities(report, 'platform.memory-ecc')).toMatch(/ERROR/);
    expect(text(report, 'platform.memory-ecc')).toMatch(/keyed differently/);
    // RDIMMs on it are not "could not check".
    const rdimm = check([tr7960x, board, rdimmDdr5]);
    expect(findings(rdimm, 'platform.memory-ecc', 'ERROR')).toEqual([]);
    expect(text(rdimm, 'completeness.missing-data')).not.toMatch(/registered memory support/);
  });

  it('an imported X670E board without the fact is not assumed to take RDIMMs', () => {
    const board = { ...seedPart<MotherboardFacts>(trx50), chipset: 'AMD X670E', registeredMemory: null };
    expect(findings(check([board, udimmDdr5]), 'platform.memory-ecc', 'ERROR')).toEqual([]);
  });

  it('DDR5 RDIMMs on the TRX50 board: fine', () => {
    expect(findings(check([tr7960x, trx50, rdimmDdr5]), 'platform.memory-ecc', 'ERROR')).toEqual([]);
  });

  it('unbuffered DDR4 on an RDIMM WRX80 board stays a WARNING (same key; boards usually refuse it)', () => {
    const report = check([
      'amd-ryzen-threadripper-pro-5975wx',
      'asus-pro-ws-wrx80e-sage-se-wifi',
      'corsair-vengeance-lpx-64gb-2x32gb-ddr4-3200',
    ]);
    expect(severities(report, 'platform.memory-ecc')).toBe('WARNING');
  });
});
