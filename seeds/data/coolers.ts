import type { CoolerSeed } from '../types';

/**
 * CPU coolers. `sockets` uses the same spellings as CPUs and motherboards.
 * Only the sockets present in this catalog are listed (older sockets such as LGA115x,
 * LGA2066, TR4 and SP3 are omitted). Where LGA1700/LGA1851 mounting needs an extra
 * (often free) bracket kit, the description says so.
 * `maxTdpW`: the vendor's rating where one is published; otherwise a conservative
 * estimate for sustained load, marked "estimated" in the description.
 */
export const coolers: CoolerSeed[] = [
  {
    kind: 'COOLER',
    slug: 'cooler-master-hyper-212-black-edition',
    name: 'Hyper 212 Black Edition',
    manufacturer: 'Cooler Master',
    releaseYear: 2019,
    priceUsd: 40,
    usedPriceUsd: 20,
    description:
      'Budget single-tower air cooler from the RTX 3070 / Ryzen 5 3600 workstation; ample for a 65 W six-core. Heat capacity about 150 W (estimated).',
    coolerType: 'AIR',
    sockets: ['AM4', 'LGA1200', 'LGA2011-3'],
    maxTdpW: 150,
    sources: [
      'spec-cooler-master-hyper-212-black-edition',
      'doc-cost-for-gpu-hardware',
      'romaglushko-ml-workstation',
    ],
  },
  {
    kind: 'COOLER',
    slug: 'cooler-master-hyper-212-led-turbo-white',
    name: 'Hyper 212 LED Turbo (White)',
    manufacturer: 'Cooler Master',
    releaseYear: 2017,
    priceUsd: 45,
    usedPriceUsd: 20,
    description:
      'Twin-fan version of the Hyper 212 tower, picked on reviews for the 2x RTX 3090 workstation; adequate for an i7-10700K at stock settings. About 160 W (estimated).',
    coolerType: 'AIR',
    sockets: ['AM4', 'LGA1200', 'LGA2011-3'],
    maxTdpW: 160,
    sources: ['spec-cooler-master-hyper-212-led-turbo-white', 'doc-cost-for-gpu-hardware'],
  },
  {
    kind: 'COOLER',
    slug: 'noctua-nh-d15',
    name: 'NH-D15',
    manufacturer: 'Noctua',
    releaseYear: 2014,
    priceUsd: 110,
    usedPriceUsd: 60,
    description:
      "Large dual-tower air cooler that handles high-end desktop CPUs without a pump to fail; check that it clears tall RAM and the first PCIe slot. LGA1700/1851 need Noctua's free NM-i17xx-MP78 kit on older boxes. About 220 W (estimated).",
    coolerType: 'AIR',
    sockets: ['AM4', 'AM5', 'LGA1200', 'LGA1700', 'LGA1851', 'LGA2011-3'],
    maxTdpW: 220,
    sources: ['spec-noctua-nh-d15'],
  },
  {
    kind: 'COOLER',
    slug: 'deepcool-ak620',
    name: 'AK620',
    manufacturer: 'DeepCool',
    releaseYear: 2021,
    priceUsd: 65,
    description:
      'Dual-tower air cooler rated by DeepCool at 260 W; a value alternative to the NH-D15 from a brand the hardware checklist in document 002 recommends.',
    coolerType: 'AIR',
    sockets: ['AM4', 'AM5', 'LGA1200', 'LGA1700', 'LGA1851'],
    maxTdpW: 260,
    sources: ['spec-deepcool-ak620', 'doc-cost-for-gpu-hardware'],
  },
  {
    kind: 'COOLER',
    slug: 'arctic-liquid-freezer-iii-360',
    name: 'Liquid Freezer III 360',
    manufacturer: 'ARCTIC',
    releaseYear: 2024,
    priceUsd: 100,
    description:
      'Thick-radiator 360 mm all-in-one liquid cooler; moves CPU heat to a case fan wall so it does not mix with GPU exhaust, useful under sustained all-core preprocessing loads. About 300 W (estimated).',
    coolerType: 'AIO',
    sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
    maxTdpW: 300,
    sources: ['spec-arctic-liquid-freezer-iii-360'],
  },
  {
    kind: 'COOLER',
    slug: 'noctua-nh-u14s-tr5-sp6',
    name: 'NH-U14S TR5-SP6',
    manufacturer: 'Noctua',
    releaseYear: 2023,
    priceUsd: 130,
    description:
      'Single-tower 140 mm cooler with a base sized for the huge Threadripper 7000 / EPYC 9004 heatspreader; its fan blows toward the rear I/O on TRX50/WRX90 boards. Handles the 350 W Threadripper parts (estimated rating).',
    coolerType: 'AIR',
    sockets: ['sTR5', 'SP5'],
    maxTdpW: 350,
    sources: ['spec-noctua-nh-u14s-tr5-sp6'],
  },
  {
    kind: 'COOLER',
    slug: 'noctua-nh-u14s-tr4-sp3',
    name: 'NH-U14S TR4-SP3',
    manufacturer: 'Noctua',
    releaseYear: 2017,
    priceUsd: 90,
    usedPriceUsd: 50,
    description:
      'Full-coverage air cooler for the previous Threadripper sockets (TR4, sTRX4, sWRX8); the usual choice for used TRX40/WRX80 multi-GPU workstations. About 280 W (estimated).',
    coolerType: 'AIR',
    sockets: ['sTRX4', 'sWRX8'],
    maxTdpW: 280,
    sources: ['spec-noctua-nh-u14s-tr4-sp3'],
  },
  {
    kind: 'COOLER',
    slug: 'noctua-nh-u12s-dx-4677',
    name: 'NH-U12S DX-4677',
    manufacturer: 'Noctua',
    releaseYear: 2023,
    priceUsd: 100,
    description:
      'Compact 120 mm tower for LGA4677 Xeon W-2400/W-3400 workstations; for the 270 W and higher W-3400 parts the larger NH-U14S DX-4677 is the safer choice. About 250 W (estimated).',
    coolerType: 'AIR',
    sockets: ['LGA4677'],
    maxTdpW: 250,
    sources: ['spec-noctua-nh-u12s-dx-4677'],
  },
  {
    kind: 'COOLER',
    slug: 'amd-wraith-stealth',
    name: 'Wraith Stealth',
    manufacturer: 'AMD',
    releaseYear: 2017,
    description:
      'Low-profile stock cooler bundled with 65 W Ryzen CPUs such as the Ryzen 5 3600; adequate at stock, but loud and hot under hours of full-load data preprocessing.',
    coolerType: 'AIR',
    sockets: ['AM4', 'AM5'],
    maxTdpW: 65,
    sources: ['spec-amd-wraith-stealth'],
  },
  {
    kind: 'COOLER',
    slug: 'intel-laminar-rm1',
    name: 'Laminar RM1',
    manufacturer: 'Intel',
    releaseYear: 2022,
    description:
      'Stock cooler bundled with 65 W 12th-14th gen Core CPUs such as the i7-12700F; fine for base power, but it will let the chip throttle under sustained turbo loads.',
    coolerType: 'AIR',
    sockets: ['LGA1700', 'LGA1851'],
    maxTdpW: 65,
    sources: ['spec-intel-laminar-rm1'],
  },
];
