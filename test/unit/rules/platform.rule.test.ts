import { checkBuild } from '../../../src/rules/check-build';
import type { BuildFacts } from '../../../src/rules/facts';
import * as f from './fixtures';
import { findingsOf, missingDataMentioning, severitiesOf } from './helpers';

const { part } = f;

describe('platform.cpu-socket', () => {
  it.each<[string, BuildFacts, string]>([
    ['Ryzen (AM4) on an X570 (AM4) board', { parts: [part(f.ryzen5950x()), part(f.x570Ace())] }, ''],
    [
      'Threadripper (sTRX4) on a TRX40 board',
      { parts: [part(f.threadripper3960x()), part(f.trx40Designare())] },
      '',
    ],
    [
      'Ryzen (AM4) on a Z490 (LGA1200) board',
      { parts: [part(f.ryzen5950x()), part(f.z490PgVelocita())] },
      'ERROR',
    ],
    [
      'Core i7 (LGA1200) on an X570 (AM4) board',
      { parts: [part(f.corei7_10700k()), part(f.x570Ace())] },
      'ERROR',
    ],
    [
      'socket spelled differently ("LGA 1200")',
      { parts: [part({ ...f.corei7_10700k(), socket: 'LGA 1200' }), part(f.z490PgVelocita())] },
      '',
    ],
    ['no motherboard (cannot check)', { parts: [part(f.ryzen5950x())] }, ''],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'platform.cpu-socket')).toBe(expected);
  });

  it('names both parts and their sockets', () => {
    const [error] = findingsOf(checkBuild(f.ryzenOnZ490()), 'platform.cpu-socket');
    expect(error.message).toContain('Ryzen 9 5950X');
    expect(error.message).toContain('AM4');
    expect(error.message).toContain('Z490 PG Velocita');
    expect(error.message).toContain('LGA1200');
    expect(error.componentSlugs).toEqual(['amd-ryzen-9-5950x', 'asrock-z490-pg-velocita']);
  });

  it('says the socket check did not run without a motherboard', () => {
    const report = checkBuild({ parts: [part(f.ryzen5950x())] });
    expect(missingDataMentioning(report, /No motherboard.*CPU socket/)).toHaveLength(1);
  });
});

describe('platform.cooler', () => {
  it.each<[string, BuildFacts, string]>([
    ['Hyper 212 on AM4 with a 105 W CPU', { parts: [part(f.ryzen5950x()), part(f.hyper212())] }, ''],
    ['Hyper 212 on sTRX4', { parts: [part(f.threadripper3960x()), part(f.hyper212())] }, 'ERROR,WARNING'],
    ['TR4-SP3 cooler on sTRX4 at 280 W', { parts: [part(f.threadripper3960x()), part(f.nhU14sTr4())] }, ''],
    ['TR4-SP3 cooler on AM4', { parts: [part(f.ryzen5950x()), part(f.nhU14sTr4())] }, 'ERROR'],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'platform.cooler')).toBe(expected);
  });
});

describe('platform.memory-type', () => {
  it.each<[string, BuildFacts, string]>([
    [
      'DDR4 kit, DDR4 board and CPU',
      { parts: [part(f.ddr4Kit2x32()), part(f.x570Ace()), part(f.ryzen5950x())] },
      '',
    ],
    [
      'DDR5 kit on a DDR4 board and a DDR4-only CPU',
      { parts: [part(f.ddr5Kit2x16()), part(f.x570Ace()), part(f.ryzen5950x())] },
      'ERROR,ERROR',
    ],
    [
      'DDR5 kit on a DDR4 board with a DDR4/DDR5 CPU',
      { parts: [part(f.ddr5Kit2x16()), part(f.b660Board()), part(f.core12700f())] },
      'ERROR',
    ],
    [
      'DDR5 kit with a DDR4/DDR5 CPU and no board',
      { parts: [part(f.ddr5Kit2x16()), part(f.core12700f())] },
      '',
    ],
    ['memory without board or CPU', { parts: [part(f.ddr5Kit2x16())] }, ''],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'platform.memory-type')).toBe(expected);
  });

  it('reports a CPU that lists no memory types as missing data', () => {
    const report = checkBuild({
      parts: [part(f.ddr4Kit2x32()), part({ ...f.ryzen5950x(), memoryTypes: [] })],
    });
    expect(missingDataMentioning(report, 'memory type')).toHaveLength(1);
  });
});

describe('platform.memory-capacity', () => {
  it.each<[string, BuildFacts, string]>([
    [
      '4 modules, 128 GB on a 4-slot 128 GB board and CPU',
      { parts: [part(f.ddr4Kit4x32()), part(f.x570Ace()), part(f.ryzen5950x())] },
      '',
    ],
    [
      'two 4-module kits (8 modules) on a 4-slot board',
      { parts: [part(f.ddr4Kit4x32(), 2), part(f.x570Ace())] },
      'ERROR,ERROR',
    ],
    [
      '256 GB for a 128 GB CPU on a 256 GB board',
      { parts: [part(f.ddr4Kit4x32(), 2), part(f.trx40Designare()), part(f.ryzen5950x())] },
      'ERROR',
    ],
    [
      '256 GB on a Threadripper board and CPU',
      { parts: [part(f.ddr4Kit4x32(), 2), part(f.trx40Designare()), part(f.threadripper3960x())] },
      '',
    ],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'platform.memory-capacity')).toBe(expected);
  });

  it('counts modules and capacity across kits and quantities in the message', () => {
    const [slots] = findingsOf(
      checkBuild({ parts: [part(f.ddr4Kit4x32(), 2), part(f.x570Ace())] }),
      'platform.memory-capacity',
    );
    expect(slots.message).toMatch(/8 modules.*4 memory slots/);
  });

  it('says what it could not check when maxima are unknown', () => {
    const report = checkBuild({
      parts: [
        part(f.ddr4Kit2x32()),
        part({ ...f.x570Ace(), maxMemoryGb: null }),
        part({ ...f.ryzen5950x(), maxMemoryGb: null }),
      ],
    });
    expect(findingsOf(report, 'platform.memory-capacity')).toHaveLength(0);
    expect(missingDataMentioning(report, 'maximum memory')).toHaveLength(2);
  });
});

describe('platform.memory-ecc', () => {
  it.each<[string, BuildFacts, string]>([
    [
      'non-ECC UDIMM on a consumer board',
      { parts: [part(f.ddr4Kit2x32()), part(f.x570Ace()), part(f.ryzen5950x())] },
      '',
    ],
    [
      'ECC UDIMM on an ECC-capable X570 + Ryzen',
      { parts: [part(f.ddr4EccUdimm2x16()), part(f.x570Ace()), part(f.ryzen5950x())] },
      '',
    ],
    [
      'ECC UDIMM on a non-ECC Z490 + Core i7 (runs without ECC)',
      { parts: [part(f.ddr4EccUdimm2x16()), part(f.z490PgVelocita()), part(f.corei7_10700k())] },
      'WARNING,WARNING',
    ],
    [
      'RDIMM on a board without RDIMM support',
      { parts: [part(f.ddr4Rdimm4x32()), part(f.x570Ace())] },
      'ERROR',
    ],
    [
      'RDIMM with a CPU without RDIMM support',
      { parts: [part(f.ddr4Rdimm4x32()), part(f.ryzen5950x())] },
      'ERROR',
    ],
    [
      'RDIMM on WRX80 + Threadripper PRO',
      { parts: [part(f.ddr4Rdimm4x32()), part(f.wrx80Sage()), part(f.threadripperPro3975wx())] },
      '',
    ],
    [
      'UDIMM on an RDIMM board (usually refused)',
      { parts: [part(f.ddr4Kit4x32()), part(f.wrx80Sage())] },
      'WARNING',
    ],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'platform.memory-ecc')).toBe(expected);
  });

  it('reports unknown ECC and RDIMM support as missing data, not as a pass or fail', () => {
    const board = { ...f.x570Ace(), eccSupport: null, registeredMemory: null };
    const ecc = checkBuild({ parts: [part(f.ddr4EccUdimm2x16()), part(board)] });
    expect(findingsOf(ecc, 'platform.memory-ecc')).toHaveLength(0);
    expect(missingDataMentioning(ecc, 'ECC support')).toHaveLength(1);
    const rdimm = checkBuild({ parts: [part(f.ddr4Rdimm4x32()), part(board)] });
    expect(findingsOf(rdimm, 'platform.memory-ecc')).toHaveLength(0);
    expect(missingDataMentioning(rdimm, 'registered memory support')).toHaveLength(1);
  });
});

describe('platform.memory-channels', () => {
  it.each<[string, BuildFacts, string]>([
    ['2 modules on a 2-channel Ryzen', { parts: [part(f.ddr4Kit2x32()), part(f.ryzen5950x())] }, ''],
    [
      '2 modules on a 4-channel Threadripper',
      { parts: [part(f.ddr4Kit2x32()), part(f.threadripper3960x())] },
      'WARNING',
    ],
    [
      '4 modules on a 4-channel Threadripper',
      { parts: [part(f.ddr4Kit4x32()), part(f.threadripper3960x())] },
      '',
    ],
    [
      '4 modules on an 8-channel Threadripper PRO',
      { parts: [part(f.ddr4Rdimm4x32()), part(f.threadripperPro3975wx())] },
      'WARNING',
    ],
    [
      'two 4-module kits on an 8-channel Threadripper PRO',
      { parts: [part(f.ddr4Rdimm4x32(), 2), part(f.threadripperPro3975wx())] },
      '',
    ],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'platform.memory-channels')).toBe(expected);
  });

  it('reports an unknown channel count as missing data', () => {
    const report = checkBuild({
      parts: [part(f.ddr4Kit2x32()), part({ ...f.threadripper3960x(), memoryChannels: null })],
    });
    expect(findingsOf(report, 'platform.memory-channels')).toHaveLength(0);
    expect(missingDataMentioning(report, 'memory channels')).toHaveLength(1);
  });
});
