import type { SourceSeed } from '../types';

/**
 * Standards, vendor statements and datasheets behind the rules' own tables (src/rules/reference):
 * mains supplies per region, CPU sustained power, cooler mounting families, board form
 * factors and DIMM keying. Titles describe what each source is cited for.
 */
export const ruleSources: SourceSeed[] = [
  {
    key: 'ref-iec-tr-60083',
    title:
      'IEC TR 60083: plugs and socket-outlets standardized in IEC member countries (ratings and nominal voltages per country)',
    url: 'https://webstore.iec.ch/publication/23033',
    publisher: 'IEC',
    year: 2015,
  },
  {
    key: 'ref-iec-60038-standard-voltages',
    title: 'IEC 60038: IEC standard voltages (230 V nominal low-voltage supply)',
    publisher: 'IEC',
    year: 2009,
  },
  {
    key: 'ref-bs-1363',
    title: 'BS 1363: 13 A plugs, socket-outlets and adaptors (fused at 13 A)',
    publisher: 'BSI',
    year: 2016,
  },
  {
    key: 'ref-as-nzs-3112',
    title: 'AS/NZS 3112: plugs and socket-outlets (10 A general-purpose outlets)',
    publisher: 'Standards Australia / Standards New Zealand',
    year: 2017,
  },
  {
    key: 'ref-jis-c-8303',
    title: 'JIS C 8303: plugs and receptacles for domestic use (15 A, 125 V; Japan supplies 100 V)',
    publisher: 'Japanese Standards Association',
    year: 2007,
  },
  {
    key: 'ref-ansi-c84-1',
    title:
      'ANSI C84.1: electric power systems and equipment, voltage ratings (Range A: 114-126 V on 120 V service)',
    publisher: 'NEMA / ANSI',
    year: 2020,
  },
  {
    key: 'ref-amd-am5-power-statement',
    title:
      'AMD statement on Socket AM5 power limits: 170 W TDP with 230 W PPT; PPT = TDP x 1.35 for Zen-era sockets',
    publisher: "AMD (via Tom's Hardware)",
    year: 2022,
  },
  {
    key: 'ref-intel-10th-gen-datasheet',
    title:
      '10th Generation Intel Core Processors Datasheet, Volume 1 (PL1/PL2 package power limits per segment)',
    publisher: 'Intel',
    year: 2020,
  },
  {
    key: 'ref-amd-am5-cooler-compatibility',
    title: 'AMD Socket AM5 platform: AM4 cooling solutions remain compatible (same mounting)',
    publisher: 'AMD',
    year: 2022,
  },
  {
    key: 'ref-intel-lga1851-cooler-compatibility',
    title:
      'Intel Core Ultra 200S (LGA1851): coolers for LGA1700 remain compatible (same mounting hole pattern)',
    publisher: 'Intel',
    year: 2024,
  },
  {
    key: 'ref-intel-atx-specification',
    title:
      'ATX Specification 2.2 and microATX Interface Specification 1.2 (board sizes and mounting holes; smaller boards fit ATX chassis)',
    publisher: 'Intel',
    year: 2004,
  },
  {
    key: 'ref-via-mini-itx-form-factor',
    title:
      'Mini-ITX form factor (17 x 17 cm; mounting holes, back panel and its one expansion slot where an ATX board has them; PCIe x16 from Mini-ITX 2.0)',
    publisher: 'VIA Technologies',
    year: 2008,
  },
  {
    key: 'ref-ssi-ceb-eeb-specifications',
    title: 'SSI CEB and EEB specifications (CEB 12 x 10.5 in, EEB 12 x 13 in, ATX-compatible mounting)',
    publisher: 'Server System Infrastructure Forum',
    year: 2008,
  },
  {
    key: 'ref-amd-radeon-rx-7600-specs',
    title: 'AMD Radeon RX 7600 and RX 7600 XT specifications (PCIe 4.0 x8 interface)',
    url: 'https://www.amd.com/en/products/graphics/desktops/radeon/7000-series/amd-radeon-rx-7600.html',
    publisher: 'AMD',
    year: 2023,
  },
  {
    key: 'ref-jedec-ddr5-dimm-standards',
    title: 'JEDEC DDR5 RDIMM and UDIMM module standards (different key positions: not interchangeable)',
    url: 'https://www.jedec.org/standards-documents',
    publisher: 'JEDEC',
    year: 2022,
  },
];
