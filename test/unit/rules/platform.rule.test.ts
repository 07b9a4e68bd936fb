import * as f from './fixtures';
import { expectMentions, expectUnchecked, findingsOf, missingDataMentioning, verdicts } from './helpers';
import { checkBuild } from '../../../src/rules/check-build';

const { part } = f;

describe('platform.cpu-socket', () => {
  verdicts('platform.cpu-socket', [
    ['Ryzen (AM4) on an X570 (AM4) board', [f.ryzen5950x(), f.x570Ace()], ''],
    ['Threadripper (sTRX4) on a TRX40 board', [f.threadripper3960x(), f.trx40Designare()], ''],
    ['Ryzen (AM4) on a Z490 (LGA1200) board', [f.ryzen5950x(), f.z490PgVelocita()], 'ERROR'],
    ['Core i7 (LGA1200) on an X570 (AM4) board', [f.corei7_10700k(), f.x570Ace()], 'ERROR'],
    [
      'socket spelled differently ("LGA 1200")',
      [{ ...f.corei7_10700k(), socket: 'LGA 1200' }, f.z490PgVelocita()],
      '',
    ],
    ['no motherboard (cannot check)', [f.ryzen5950x()], ''],
  ]);

  it('names both parts and their sockets', () => {
    const [error] = findingsOf(f.ryzenOnZ490(), 'platform.cpu-socket');
    expectMentions(error.message, 'Ryzen 9 5950X', 'AM4', 'Z490 PG Velocita', 'LGA1200');
    expect(error.componentSlugs).toEqual(['amd-ryzen-9-5950x', 'asrock-z490-pg-velocita']);
  });

  it('says the socket check did not run without a motherboard', () => {
    const report = checkBuild({ parts: [part(f.ryzen5950x())] });
    expect(missingDataMentioning(report, /No motherboard.*CPU socket/)).toHaveLength(1);
  });
});

describe('platform.cooler', () => {
  verdicts('platform.cooler', [
    ['Hyper 212 on AM4 with a 105 W CPU', [f.ryzen5950x(), f.hyper212()], ''],
    ['Hyper 212 on sTRX4', [f.threadripper3960x(), f.hyper212()], 'ERROR,WARNING'],
    ['TR4-SP3 cooler on sTRX4 at 280 W', [f.threadripper3960x(), f.nhU14sTr4()], ''],
    ['TR4-SP3 cooler on AM4', [f.ryzen5950x(), f.nhU14sTr4()], 'ERROR'],
  ]);
});

describe('platform.memory-type', () => {
  verdicts('platform.memory-type', [
    ['DDR4 kit, DDR4 board and CPU', [f.ddr4Kit2x32(), f.x570Ace(), f.ryzen5950x()], ''],
    [
      'DDR5 kit on a DDR4 board and a DDR4-only CPU',
      [f.ddr5Kit2x16(), f.x570Ace(), f.ryzen5950x()],
      'ERROR,ERROR',
    ],
    [
      'DDR5 kit on a DDR4 board with a DDR4/DDR5 CPU',
      [f.ddr5Kit2x16(), f.b660Board(), f.core12700f()],
      'ERROR',
    ],
    ['DDR5 kit with a DDR4/DDR5 CPU and no board', [f.ddr5Kit2x16(), f.core12700f()], ''],
    ['memory without board or CPU', [f.ddr5Kit2x16()], ''],
  ]);

  it('reports a CPU that lists no memory types as missing data', () => {
    const report = checkBuild({
      parts: [part(f.ddr4Kit2x32()), part({ ...f.ryzen5950x(), memoryTypes: [] })],
    });
    expect(missingDataMentioning(report, 'memory type')).toHaveLength(1);
  });
});

describe('platform.memory-capacity', () => {
  verdicts('platform.memory-capacity', [
    [
      '4 modules, 128 GB on a 4-slot 128 GB board and CPU',
      [f.ddr4Kit4x32(), f.x570Ace(), f.ryzen5950x()],
      '',
    ],
    [
      'two 4-module kits (8 modules) on a 4-slot board',
      [part(f.ddr4Kit4x32(), 2), f.x570Ace()],
      'ERROR,ERROR',
    ],
    [
      '256 GB for a 128 GB CPU on a 256 GB board',
      [part(f.ddr4Kit4x32(), 2), f.trx40Designare(), f.ryzen5950x()],
      'ERROR',
    ],
    [
      '256 GB on a Threadripper board and CPU',
      [part(f.ddr4Kit4x32(), 2), f.trx40Designare(), f.threadripper3960x()],
      '',
    ],
  ]);

  it('counts modules and capacity across kits and quantities in the message', () => {
    const [slots] = findingsOf([part(f.ddr4Kit4x32(), 2), f.x570Ace()], 'platform.memory-capacity');
    expect(slots.message).toMatch(/8 modules.*4 memory slots/);
  });

  it('says what it could not check when maxima are unknown', () => {
    const unknownMaxima = [
      f.ddr4Kit2x32(),
      { ...f.x570Ace(), maxMemoryGb: null },
      { ...f.ryzen5950x(), maxMemoryGb: null },
    ];
    expectUnchecked(unknownMaxima, 'platform.memory-capacity', 'maximum memory', 2);
  });
});

describe('platform.memory-ecc', () => {
  verdicts('platform.memory-ecc', [
    ['non-ECC UDIMM on a consumer board', [f.ddr4Kit2x32(), f.x570Ace(), f.ryzen5950x()], ''],
    ['ECC UDIMM on an ECC-capable X570 + Ryzen', [f.ddr4EccUdimm2x16(), f.x570Ace(), f.ryzen5950x()], ''],
    [
      'ECC UDIMM on a non-ECC Z490 + Core i7 (runs without ECC)',
      [f.ddr4EccUdimm2x16(), f.z490PgVelocita(), f.corei7_10700k()],
      'WARNING,WARNING',
    ],
    ['RDIMM on a board without RDIMM support', [f.ddr4Rdimm4x32(), f.x570Ace()], 'ERROR'],
    ['RDIMM with a CPU without RDIMM support', [f.ddr4Rdimm4x32(), f.ryzen5950x()], 'ERROR'],
    ['RDIMM on WRX80 + Threadripper PRO', [f.ddr4Rdimm4x32(), f.wrx80Sage(), f.threadripperPro3975wx()], ''],
    ['UDIMM on an RDIMM board (usually refused)', [f.ddr4Kit4x32(), f.wrx80Sage()], 'WARNING'],
  ]);

  it('reports unknown ECC and RDIMM support as missing data, not as a pass or fail', () => {
    const board = { ...f.x570Ace(), eccSupport: null, registeredMemory: null };
    expectUnchecked([f.ddr4EccUdimm2x16(), board], 'platform.memory-ecc', 'ECC support');
    expectUnchecked([f.ddr4Rdimm4x32(), board], 'platform.memory-ecc', 'registered memory support');
  });
});

describe('platform.memory-channels', () => {
  verdicts('platform.memory-channels', [
    ['2 modules on a 2-channel Ryzen', [f.ddr4Kit2x32(), f.ryzen5950x()], ''],
    ['2 modules on a 4-channel Threadripper', [f.ddr4Kit2x32(), f.threadripper3960x()], 'WARNING'],
    ['4 modules on a 4-channel Threadripper', [f.ddr4Kit4x32(), f.threadripper3960x()], ''],
    ['4 modules on an 8-channel Threadripper PRO', [f.ddr4Rdimm4x32(), f.threadripperPro3975wx()], 'WARNING'],
    [
      'two 4-module kits on an 8-channel Threadripper PRO',
      [part(f.ddr4Rdimm4x32(), 2), f.threadripperPro3975wx()],
      '',
    ],
  ]);

  it('reports an unknown channel count as missing data', () => {
    const unknownChannels = [f.ddr4Kit2x32(), { ...f.threadripper3960x(), memoryChannels: null }];
    expectUnchecked(unknownChannels, 'platform.memory-channels', 'memory channels');
  });
});
