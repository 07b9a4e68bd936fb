import type { SourceSeed } from '../types';

/**
 * Vendor specification pages for the non-GPU parts (CPUs, motherboards, memory kits,
 * PSUs, storage, cases, coolers). One source per part, keyed `spec-<part slug>`.
 * A URL is given where the vendor's product page address is stable and known;
 * otherwise the title names the vendor page to look up.
 */
function spec(slug: string, title: string, publisher: string, year: number, url?: string): SourceSeed {
  const source: SourceSeed = { key: `spec-${slug}`, title, publisher, year };
  if (url) source.url = url;
  return source;
}

const AMD = 'AMD';
const INTEL = 'Intel';
const ASUS = 'ASUS';

export const partSources: SourceSeed[] = [
  // ---------------------------------------------------------------- CPUs
  spec(
    'amd-ryzen-5-3600',
    'AMD Ryzen 5 3600 product specifications',
    AMD,
    2019,
    'https://www.amd.com/en/products/processors/desktops/ryzen/3000-series/amd-ryzen-5-3600.html',
  ),
  spec(
    'amd-ryzen-7-7700x',
    'AMD Ryzen 7 7700X product specifications',
    AMD,
    2022,
    'https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-7-7700x.html',
  ),
  spec(
    'amd-ryzen-9-7950x',
    'AMD Ryzen 9 7950X product specifications',
    AMD,
    2022,
    'https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-9-7950x.html',
  ),
  spec(
    'amd-ryzen-7-9700x',
    'AMD Ryzen 7 9700X product specifications',
    AMD,
    2024,
    'https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-7-9700x.html',
  ),
  spec(
    'amd-ryzen-9-9950x',
    'AMD Ryzen 9 9950X product specifications',
    AMD,
    2024,
    'https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-9-9950x.html',
  ),
  spec('amd-ryzen-threadripper-3960x', 'AMD Ryzen Threadripper 3960X product specifications', AMD, 2019),
  spec(
    'amd-ryzen-threadripper-pro-5975wx',
    'AMD Ryzen Threadripper PRO 5975WX product specifications',
    AMD,
    2022,
  ),
  spec('amd-ryzen-threadripper-7960x', 'AMD Ryzen Threadripper 7960X product specifications', AMD, 2023),
  spec('amd-ryzen-threadripper-7970x', 'AMD Ryzen Threadripper 7970X product specifications', AMD, 2023),
  spec(
    'amd-ryzen-threadripper-pro-7965wx',
    'AMD Ryzen Threadripper PRO 7965WX product specifications',
    AMD,
    2023,
  ),
  spec(
    'amd-ryzen-threadripper-pro-7975wx',
    'AMD Ryzen Threadripper PRO 7975WX product specifications',
    AMD,
    2023,
  ),
  spec('amd-epyc-9124', 'AMD EPYC 9124 product specifications', AMD, 2022),
  spec('amd-epyc-9354p', 'AMD EPYC 9354P product specifications', AMD, 2022),
  spec(
    'intel-core-i7-10700k',
    'Intel Core i7-10700K processor specifications (Intel ARK)',
    INTEL,
    2020,
    'https://ark.intel.com/content/www/us/en/ark/products/199335/intel-core-i7-10700k-processor-16m-cache-up-to-5-10-ghz.html',
  ),
  spec('intel-core-i7-12700f', 'Intel Core i7-12700F processor specifications (Intel ARK)', INTEL, 2022),
  spec('intel-core-i5-13600k', 'Intel Core i5-13600K processor specifications (Intel ARK)', INTEL, 2022),
  spec('intel-core-i7-14700k', 'Intel Core i7-14700K processor specifications (Intel ARK)', INTEL, 2023),
  spec('intel-core-i9-14900k', 'Intel Core i9-14900K processor specifications (Intel ARK)', INTEL, 2023),
  spec(
    'intel-core-ultra-7-265k',
    'Intel Core Ultra 7 265K processor specifications (Intel ARK)',
    INTEL,
    2024,
  ),
  spec(
    'intel-core-ultra-9-285k',
    'Intel Core Ultra 9 285K processor specifications (Intel ARK)',
    INTEL,
    2024,
  ),
  spec('intel-xeon-e5-2630-v3', 'Intel Xeon E5-2630 v3 processor specifications (Intel ARK)', INTEL, 2014),
  spec('intel-xeon-e5-2650-v4', 'Intel Xeon E5-2650 v4 processor specifications (Intel ARK)', INTEL, 2016),
  spec('intel-xeon-e5-2680-v4', 'Intel Xeon E5-2680 v4 processor specifications (Intel ARK)', INTEL, 2016),
  spec('intel-xeon-e5-2690-v4', 'Intel Xeon E5-2690 v4 processor specifications (Intel ARK)', INTEL, 2016),
  spec('intel-xeon-w5-2455x', 'Intel Xeon w5-2455X processor specifications (Intel ARK)', INTEL, 2023),
  spec('intel-xeon-w7-3455', 'Intel Xeon w7-3455 processor specifications (Intel ARK)', INTEL, 2023),

  // --------------------------------------------------------- Motherboards
  spec(
    'msi-x470-gaming-plus',
    'MSI X470 GAMING PLUS specifications',
    'MSI',
    2018,
    'https://www.msi.com/Motherboard/X470-GAMING-PLUS/Specification',
  ),
  spec(
    'asrock-z490-pg-velocita',
    'ASRock Z490 PG Velocita specifications',
    'ASRock',
    2020,
    'https://www.asrock.com/mb/Intel/Z490%20PG%20Velocita/index.asp#Specification',
  ),
  spec(
    'asus-rog-strix-z490-e-gaming',
    'ROG STRIX Z490-E GAMING tech specs',
    ASUS,
    2020,
    'https://rog.asus.com/motherboards/rog-strix/rog-strix-z490-e-gaming-model/spec/',
  ),
  spec(
    'gigabyte-b660-gaming-x-ddr4',
    'GIGABYTE B660 GAMING X DDR4 specifications',
    'GIGABYTE',
    2022,
    'https://www.gigabyte.com/Motherboard/B660-GAMING-X-DDR4-rev-10/sp',
  ),
  spec('gigabyte-t180-g20', 'GIGABYTE T180-G20 HPC server node (OCP) specifications', 'GIGABYTE', 2017),
  spec(
    'asus-proart-x670e-creator-wifi',
    'ProArt X670E-CREATOR WIFI tech specs',
    ASUS,
    2022,
    'https://www.asus.com/motherboards-components/motherboards/proart/proart-x670e-creator-wifi/techspec/',
  ),
  spec(
    'msi-mag-b650-tomahawk-wifi',
    'MSI MAG B650 TOMAHAWK WIFI specifications',
    'MSI',
    2022,
    'https://www.msi.com/Motherboard/MAG-B650-TOMAHAWK-WIFI/Specification',
  ),
  spec(
    'msi-pro-z790-a-wifi',
    'MSI PRO Z790-A WIFI specifications',
    'MSI',
    2022,
    'https://www.msi.com/Motherboard/PRO-Z790-A-WIFI/Specification',
  ),
  spec(
    'asus-proart-z890-creator-wifi',
    'ProArt Z890-CREATOR WIFI tech specs',
    ASUS,
    2024,
    'https://www.asus.com/motherboards-components/motherboards/proart/proart-z890-creator-wifi/techspec/',
  ),
  spec(
    'asrock-trx40-creator',
    'ASRock TRX40 Creator specifications',
    'ASRock',
    2019,
    'https://www.asrock.com/mb/AMD/TRX40%20Creator/index.asp#Specification',
  ),
  spec(
    'asus-pro-ws-wrx80e-sage-se-wifi',
    'Pro WS WRX80E-SAGE SE WIFI tech specs',
    ASUS,
    2021,
    'https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-wrx80e-sage-se-wifi/techspec/',
  ),
  spec(
    'asus-pro-ws-trx50-sage-wifi',
    'Pro WS TRX50-SAGE WIFI tech specs',
    ASUS,
    2023,
    'https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-trx50-sage-wifi/techspec/',
  ),
  spec(
    'asus-pro-ws-wrx90e-sage-se',
    'Pro WS WRX90E-SAGE SE tech specs',
    ASUS,
    2023,
    'https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-wrx90e-sage-se/techspec/',
  ),
  spec(
    'asrock-wrx90-ws-evo',
    'ASRock WRX90 WS EVO specifications',
    'ASRock',
    2023,
    'https://www.asrock.com/mb/AMD/WRX90%20WS%20EVO/index.asp#Specification',
  ),
  spec('gigabyte-mz33-ar0', 'GIGABYTE MZ33-AR0 server motherboard specifications', 'GIGABYTE', 2023),
  spec(
    'asus-pro-ws-w790e-sage-se',
    'Pro WS W790E-SAGE SE tech specs',
    ASUS,
    2023,
    'https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-w790e-sage-se/techspec/',
  ),
  spec(
    'asus-pro-ws-w790-ace',
    'Pro WS W790-ACE tech specs',
    ASUS,
    2023,
    'https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-w790-ace/techspec/',
  ),

  // --------------------------------------------------------- Memory kits
  spec(
    'gskill-ripjaws-v-32gb-2x16gb-ddr4-3200',
    'G.Skill Ripjaws V F4-3200C16D-32GVK specifications',
    'G.Skill',
    2017,
  ),
  spec(
    'samsung-64gb-2x32gb-ddr4-3200',
    'Samsung DDR4 UDIMM 32GB PC4-25600 (M378A4G43AB2-CWE) datasheet',
    'Samsung Semiconductor',
    2020,
  ),
  spec(
    'corsair-vengeance-lpx-64gb-2x32gb-ddr4-3200',
    'Corsair Vengeance LPX 64GB (2x32GB) DDR4-3200 (CMK64GX4M2E3200C16)',
    'Corsair',
    2019,
  ),
  spec(
    'gskill-flare-x5-32gb-2x16gb-ddr5-6000',
    'G.Skill Flare X5 F5-6000J3038F16GX2-FX5 specifications',
    'G.Skill',
    2022,
  ),
  spec(
    'corsair-vengeance-64gb-2x32gb-ddr5-6000',
    'Corsair Vengeance 64GB (2x32GB) DDR5-6000 (CMK64GX5M2B6000C30)',
    'Corsair',
    2023,
  ),
  spec(
    'gskill-trident-z5-rgb-96gb-2x48gb-ddr5-6400',
    'G.Skill Trident Z5 RGB F5-6400J3239F48GX2-TZ5RK specifications',
    'G.Skill',
    2023,
  ),
  spec(
    'kingston-server-premier-32gb-2x16gb-ddr4-3200-ecc-udimm',
    'Kingston Server Premier KSM32ED8/16HD (DDR4-3200 ECC UDIMM)',
    'Kingston',
    2020,
  ),
  spec(
    'kingston-server-premier-64gb-2x32gb-ddr5-4800-ecc-udimm',
    'Kingston Server Premier KSM48E40BD8KM-32HM (DDR5-4800 ECC UDIMM)',
    'Kingston',
    2022,
  ),
  spec(
    'samsung-128gb-8x16gb-ddr4-2400-rdimm',
    'Samsung DDR4 RDIMM 16GB PC4-2400T (M393A2K40BB1-CRC) datasheet',
    'Samsung Semiconductor',
    2016,
  ),
  spec(
    'samsung-256gb-8x32gb-ddr4-3200-rdimm',
    'Samsung DDR4 RDIMM 32GB PC4-3200AA (M393A4K40DB3-CWE) datasheet',
    'Samsung Semiconductor',
    2020,
  ),
  spec(
    'kingston-server-premier-128gb-4x32gb-ddr5-4800-rdimm',
    'Kingston Server Premier KSM48R40BD8KMM-32HMR (DDR5-4800 ECC RDIMM)',
    'Kingston',
    2022,
  ),
  spec(
    'samsung-256gb-8x32gb-ddr5-4800-rdimm',
    'Samsung DDR5 RDIMM 32GB 4800 (M321R4GA3BB6-CQK) datasheet',
    'Samsung Semiconductor',
    2022,
  ),
  spec(
    'micron-384gb-12x32gb-ddr5-4800-rdimm',
    'Micron DDR5 RDIMM 32GB 4800 (MTC20F2085S1RC48BA1) datasheet',
    'Micron',
    2022,
  ),

  // ----------------------------------------------------------------- PSUs
  spec('evga-supernova-750-g2', 'EVGA SuperNOVA 750 G2 (220-G2-0750-XR) specifications', 'EVGA', 2014),
  spec(
    'super-flower-leadex-titanium-1600w',
    'Super Flower Leadex Titanium 1600W (SF-1600F14HT) specifications',
    'Super Flower',
    2016,
  ),
  spec(
    'thermaltake-toughpower-gf3-1650w',
    'Thermaltake Toughpower GF3 1650W ATX 3.0 specifications',
    'Thermaltake',
    2022,
  ),
  spec('evga-supernova-1600-t2', 'EVGA SuperNOVA 1600 T2 (220-T2-1600-X1) specifications', 'EVGA', 2016),
  spec('evga-supernova-1600-p2', 'EVGA SuperNOVA 1600 P2 (220-P2-1600-X1) specifications', 'EVGA', 2015),
  spec('corsair-ax1600i', 'Corsair AX1600i Digital ATX Power Supply specifications', 'Corsair', 2018),
  spec('seasonic-prime-tx-1600-atx3', 'Seasonic PRIME TX-1600 (ATX 3.0) specifications', 'Seasonic', 2023),
  spec('corsair-hx1500i-atx3', 'Corsair HX1500i (ATX 3.0, 2023) specifications', 'Corsair', 2023),
  spec(
    'be-quiet-dark-power-pro-13-1600w',
    'be quiet! Dark Power Pro 13 1600W specifications',
    'be quiet!',
    2023,
  ),
  spec('seasonic-prime-px-1300', 'Seasonic PRIME PX-1300 specifications', 'Seasonic', 2020),
  spec('corsair-hx1200i-atx3', 'Corsair HX1200i (ATX 3.0, 2023) specifications', 'Corsair', 2023),
  spec(
    'msi-mpg-a1000g-pcie5',
    'MSI MPG A1000G PCIE5 specifications',
    'MSI',
    2022,
    'https://www.msi.com/Power-Supply/MPG-A1000G-PCIE5/Specification',
  ),
  spec('corsair-rm850x-atx31', 'Corsair RM850x (ATX 3.1, 2024) specifications', 'Corsair', 2024),
  spec('corsair-rm650x', 'Corsair RM650x (2021) specifications', 'Corsair', 2021),
  spec(
    'super-flower-leadex-platinum-2000w',
    'Super Flower Leadex Platinum 2000W (SF-2000F14HP) specifications',
    'Super Flower',
    2017,
  ),

  // -------------------------------------------------------------- Storage
  spec('samsung-970-evo-500gb', 'Samsung 970 EVO NVMe M.2 SSD data sheet', 'Samsung Semiconductor', 2018),
  spec('samsung-980-pro-1tb', 'Samsung 980 PRO PCIe 4.0 NVMe SSD data sheet', 'Samsung Semiconductor', 2020),
  spec('samsung-990-pro-2tb', 'Samsung 990 PRO PCIe 4.0 NVMe SSD data sheet', 'Samsung Semiconductor', 2022),
  spec(
    'samsung-990-pro-4tb',
    'Samsung 990 PRO PCIe 4.0 NVMe SSD data sheet (4TB)',
    'Samsung Semiconductor',
    2023,
  ),
  spec('wd-black-sn850x-2tb', 'WD_BLACK SN850X NVMe SSD product brief', 'Western Digital', 2022),
  spec('crucial-t705-2tb', 'Crucial T705 PCIe Gen5 NVMe SSD product flyer', 'Crucial (Micron)', 2024),
  spec('samsung-870-evo-1tb', 'Samsung 870 EVO SATA SSD data sheet', 'Samsung Semiconductor', 2021),
  spec(
    'toshiba-x300-4tb',
    'Toshiba X300 Performance Hard Drive (HDWE140) product page',
    'Toshiba Electronic Devices & Storage',
    2015,
  ),
  spec('seagate-exos-x20-20tb', 'Seagate Exos X20 data sheet', 'Seagate', 2021),

  // ---------------------------------------------------------------- Cases
  spec('abko-suitmaster-603g-aura', 'ABKO SUITMASTER 603G Aura mid-tower case product page', 'ABKO', 2020),
  spec('nzxt-h510', 'NZXT H510 compact mid-tower case specifications', 'NZXT', 2019),
  spec('fractal-design-meshify-2-xl', 'Fractal Design Meshify 2 XL specifications', 'Fractal Design', 2021),
  spec('fractal-design-define-7-xl', 'Fractal Design Define 7 XL specifications', 'Fractal Design', 2020),
  spec('lian-li-o11-dynamic-xl', 'Lian Li O11 Dynamic XL specifications', 'Lian Li', 2019),
  spec('phanteks-enthoo-pro-2', 'Phanteks Enthoo Pro 2 specifications', 'Phanteks', 2021),
  spec('corsair-7000d-airflow', 'Corsair 7000D AIRFLOW full-tower case specifications', 'Corsair', 2021),
  spec('silverstone-rm44', 'SilverStone RM44 4U rackmount chassis specifications', 'SilverStone', 2021),
  spec(
    'thermaltake-core-p3-tg-pro',
    'Thermaltake Core P3 TG Pro open-frame chassis specifications',
    'Thermaltake',
    2021,
  ),

  // -------------------------------------------------------------- Coolers
  spec(
    'cooler-master-hyper-212-black-edition',
    'Cooler Master Hyper 212 Black Edition specifications',
    'Cooler Master',
    2019,
  ),
  spec(
    'cooler-master-hyper-212-led-turbo-white',
    'Cooler Master Hyper 212 LED Turbo (White) specifications',
    'Cooler Master',
    2017,
  ),
  spec(
    'noctua-nh-d15',
    'Noctua NH-D15 specifications and socket compatibility',
    'Noctua',
    2014,
    'https://noctua.at/en/nh-d15/specification',
  ),
  spec(
    'noctua-nh-u14s-tr5-sp6',
    'Noctua NH-U14S TR5-SP6 specifications',
    'Noctua',
    2023,
    'https://noctua.at/en/nh-u14s-tr5-sp6/specification',
  ),
  spec(
    'noctua-nh-u14s-tr4-sp3',
    'Noctua NH-U14S TR4-SP3 specifications',
    'Noctua',
    2017,
    'https://noctua.at/en/nh-u14s-tr4-sp3/specification',
  ),
  spec(
    'noctua-nh-u12s-dx-4677',
    'Noctua NH-U12S DX-4677 specifications',
    'Noctua',
    2023,
    'https://noctua.at/en/nh-u12s-dx-4677/specification',
  ),
  spec('arctic-liquid-freezer-iii-360', 'ARCTIC Liquid Freezer III 360 specifications', 'ARCTIC', 2024),
  spec('deepcool-ak620', 'DeepCool AK620 specifications', 'DeepCool', 2021),
  spec('amd-wraith-stealth', 'AMD Wraith Stealth boxed cooler', AMD, 2017),
  spec('intel-laminar-rm1', 'Intel Laminar RM1 boxed cooler', INTEL, 2022),
];
