import { mapBuildcores } from './buildcores-frame';
import { buildChipIndex, linkCard, type ChipRef, type LinkResult } from './card-chip-linker';
import { dropUndefined, type MapResult, type MappedRecord } from './dataset-types';
import type { GraphicsCardSeed } from './graphics-card.types';
import type { RowReader } from './row-reader';

export type ImportedGraphicsCard = MappedRecord<GraphicsCardSeed> & { link: LinkResult };

/** PCIe CEM: the x16 slot alone delivers at most 75 W; a card drawing more needs cables. */
export const SLOT_POWER_W = 75;
/** 8-pin (150 W) equivalents per auxiliary connector (seeds/types.ts GpuSeed.pcieConnectors). */
export const EIGHT_PIN_EQUIVALENTS = { pin6: 0.5, pin8: 1, hpwr12v: 4, h12v2x6: 4 } as const;

const VENDORS: Record<string, GraphicsCardSeed['chipVendor']> = {
  NVIDIA: 'NVIDIA',
  AMD: 'AMD',
  INTEL: 'Intel',
  ATI: 'AMD',
};

/** "2 Fans" -> OPEN_AIR, "Blower" -> BLOWER, "Water Cooled"/"Hybrid" -> LIQUID, "Passive" -> PASSIVE. */
export function coolerStyleOf(cooling: string | undefined, name: string): GraphicsCardSeed['coolerStyle'] {
  if (/\b(blower|turbo)\b/i.test(name) || /blower/i.test(cooling ?? '')) return 'BLOWER';
  if (!cooling) return undefined;
  if (/passive/i.test(cooling)) return 'PASSIVE';
  // A hybrid card carries a pump and radiator (plus a fan for the board): liquid-cooled.
  if (/water|liquid|hybrid/i.test(cooling)) return 'LIQUID';
  if (/\bfans?\b/i.test(cooling)) return 'OPEN_AIR';
  return undefined;
}

function powerInputs(r: RowReader, tdpW: number | undefined) {
  const count = (key: string) => r.num(`power_connectors.${key}`, { integer: true, min: 0, max: 8 }) ?? 0;
  const pins = {
    pin6: count('pcie_6_pin'),
    pin8: count('pcie_8_pin'),
    hpwr12v: count('pcie_12VHPWR'),
    h12v2x6: count('pcie_12V_2x6'),
  };
  const equivalents =
    pins.pin6 * EIGHT_PIN_EQUIVALENTS.pin6 +
    pins.pin8 * EIGHT_PIN_EQUIVALENTS.pin8 +
    pins.hpwr12v * EIGHT_PIN_EQUIVALENTS.hpwr12v +
    pins.h12v2x6 * EIGHT_PIN_EQUIVALENTS.h12v2x6;
  // "No connectors" on a card drawing more than the slot supplies is a record never filled in.
  if (equivalents === 0 && (tdpW === undefined || tdpW > SLOT_POWER_W)) {
    r.warnings.push(
      tdpW === undefined
        ? 'no power connectors listed and no TDP to confirm slot power suffices; pcieConnectors left out'
        : `no power connectors listed for a ${tdpW} W card (the slot gives ${SLOT_POWER_W} W); pcieConnectors left out`,
    );
    return { pins: undefined, pcieConnectors: undefined };
  }
  return { pins, pcieConnectors: Math.ceil(equivalents) };
}

/**
 * BuildCores GPU rows -> GraphicsCard records, each linked to a chip of `chips` (rigbase's
 * GPU catalog) by the deterministic linker; an unlinked card keeps its reason in `link`.
 */
export function mapBuildcoresGraphicsCards(text: string, chips: ChipRef[]): MapResult<ImportedGraphicsCard> {
  const index = buildChipIndex(chips);
  const result = mapBuildcores<GraphicsCardSeed>(text, (r, base) => {
    const chipVendor = r.term('chipset_manufacturer', (raw) => VENDORS[raw.toUpperCase()], {
      label: 'chip vendor',
    });
    const chipName = r.str('chipset', { required: true, label: 'chipset' });
    const vramGb = r.num('memory', { min: 0.5, max: 4096, zeroIsUnknown: true, label: 'vramGb' });
    const tdpW = r.num('tdp', { integer: true, min: 10, max: 5000, zeroIsUnknown: true, label: 'tdpW' });
    const lengthMm = r.num('length', { min: 50, max: 1000, zeroIsUnknown: true, label: 'lengthMm' });
    const slotWidth = r.num('total_slot_width', { min: 1, max: 6, zeroIsUnknown: true, label: 'slotWidth' });
    const iface = r.str('interface');
    const gen = iface ? /pcie\s*(\d)(\.\d)?/i.exec(iface) : null;
    const lanes = iface ? /x\s*(\d+)/i.exec(iface) : null;
    const { pins, pcieConnectors } = powerInputs(r, tdpW);
    if (!chipVendor || !chipName) return {};

    const memoryType = r.str('memory_type');
    const fields: Omit<GraphicsCardSeed, 'slug' | 'name' | 'manufacturer' | 'releaseYear' | 'sources'> = {
      kind: 'GRAPHICS_CARD',
      chipVendor,
      chipName,
    };
    const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K] | undefined) => {
      if (value !== undefined) fields[key] = value;
    };
    set('vramGb', vramGb);
    set('memoryType', memoryType);
    // Lengths are rounded up: a card never fits where its real length does not.
    set('lengthMm', lengthMm === undefined ? undefined : Math.ceil(lengthMm));
    set('slotWidth', slotWidth);
    set('tdpW', tdpW);
    set('pcieConnectors', pcieConnectors);
    set('coolerStyle', coolerStyleOf(r.str('cooling'), base.name));
    set('pcieGen', gen ? Number(gen[1]) : undefined);
    set('pcieLanes', lanes ? Number(lanes[1]) : undefined);
    set(
      'boostClockMhz',
      r.num('core_boost_clock', { integer: true, min: 100, max: 5000, zeroIsUnknown: true }),
    );
    const extra = dropUndefined({
      powerConnectors: pins,
      cooling: r.str('cooling'),
      caseSlotsUsed: r.num('case_expansion_slot_width', { min: 1, max: 6, zeroIsUnknown: true }),
      memoryBusBits: r.num('memory_bus', { integer: true, min: 32, max: 8192, zeroIsUnknown: true }),
    });
    return { fields, extra };
  });
  const withLinks = result.records.map((rec) => {
    const { chipVendor, chipName, vramGb, memoryType } = rec.seed;
    const link = linkCard(index, { chipVendor, chipName, vramGb, memoryType });
    const seed = link.gpu === null ? rec.seed : { ...rec.seed, gpu: link.gpu };
    return { ...rec, seed, link };
  });
  return { read: result.read, records: withLinks, rejected: result.rejected };
}
