import type { MotherboardSeed } from '../seed-set';
import { mapBuildcores } from './buildcores-frame';
import { DIMM_COUNT } from './buildcores-memory.mapper';
import { chipsetOfName, type CleaningChange } from './cleaning-rules';
import { dropUndefined, type MapResult, type MappedRecord } from './dataset-types';
import { plausiblePcieGen } from './platform-pcie';
import type { RowReader } from './row-reader';
import { normalizeBoardFormFactor, normalizeMemoryType, normalizeSocket } from './vocabulary';

/**
 * BuildCores boards give PCIe slot COUNTS by generation and width, not positions, so the
 * record has no `pcieSlots` layout (the seeds' required field): the counts go to
 * extra.pcieSlotGroups and extra.pcieSlotLayoutKnown is false, so the fit rules can say what
 * they could not check instead of guessing a layout.
 */
export type ImportedMotherboardSeed = Omit<MotherboardSeed, 'pcieSlots'>;
export type ImportedMotherboard = MappedRecord<ImportedMotherboardSeed>;

/** Slot counts of one generation and width, as BuildCores lists them. */
export interface PcieSlotGroup {
  /** Null when the dataset's figure is impossible for the socket (see platform-pcie.ts). */
  gen: number | null;
  /** Electrical lanes as listed (BuildCores does not separate physical size). */
  lanes: number;
  count: number;
}

export interface M2SlotDetail {
  /** "M" (storage) or "E" (Wi-Fi/Bluetooth modules). */
  key: string;
  /** Module lengths accepted, e.g. ["2242", "2280"]. */
  sizes: string[];
  pcieGen: number | null;
  pcieLanes: number | null;
  /** Also takes M.2 SATA drives. */
  sata: boolean;
}

function parseGen(raw: unknown): number | null {
  const match = /(\d)(\.\d)?/.exec(String(raw ?? ''));
  return match ? Number(match[1]) : null;
}

function slotGroups(r: RowReader, socket: string): PcieSlotGroup[] {
  const raw = r.get('pcie_slots');
  if (!Array.isArray(raw)) return [];
  const groups: PcieSlotGroup[] = [];
  for (const item of raw as Array<Record<string, unknown>>) {
    const lanes = Number(item?.lanes);
    const count = Number(item?.quantity);
    if (![1, 2, 4, 8, 16].includes(lanes) || !Number.isInteger(count) || count < 1) {
      if (count === 0) continue;
      r.warnings.push(
        `PCIe slot entry ${JSON.stringify({ gen: item?.gen, lanes: item?.lanes, quantity: item?.quantity })} unreadable; left out`,
      );
      continue;
    }
    const listed = parseGen(item.gen);
    const gen = listed === null ? null : plausiblePcieGen(socket, listed);
    if (listed !== null && gen === null) {
      r.warnings.push(`PCIe gen ${item.gen} is newer than any ${socket} platform supports; gen left unknown`);
    }
    groups.push({ gen, lanes, count });
  }
  return groups;
}

function m2Details(r: RowReader): M2SlotDetail[] {
  const raw = r.get('m2_slots');
  if (!Array.isArray(raw)) return [];
  return (raw as Array<Record<string, unknown>>).map((slot) => {
    const iface = String(slot?.interface ?? '');
    const width = /x\s*(\d+)/i.exec(iface);
    return {
      key: String(slot?.key ?? '')
        .trim()
        .toUpperCase(),
      sizes: String(slot?.size ?? '')
        .split(/[/,-]/)
        .map((s) => s.trim())
        .filter((s) => /^\d{4,5}$/.test(s)),
      pcieGen: /pcie/i.test(iface) ? parseGen(iface) : null,
      pcieLanes: width ? Number(width[1]) : null,
      sata: /sata/i.test(iface),
    };
  });
}

/** BuildCores Motherboard rows -> board records (slot counts, not layouts). */
export function mapBuildcoresMotherboards(text: string): MapResult<ImportedMotherboard> {
  return mapBuildcores<ImportedMotherboardSeed>(text, (r) => {
    const socketRaw = r.str('socket', { required: true });
    const socket = socketRaw ? normalizeSocket(socketRaw) : null;
    if (socketRaw && !socket) {
      r.reasons.push(
        /integrated/i.test(socketRaw)
          ? `socket: '${socketRaw}' is a soldered CPU, not a socket a CPU part can fit`
          : `socket not recognised: '${socketRaw}'`,
      );
    }
    const ffRaw = r.str('form_factor', { required: true, label: 'formFactor' });
    const formFactor = ffRaw ? normalizeBoardFormFactor(ffRaw) : null;
    if (ffRaw && !formFactor) r.reasons.push(`formFactor not recognised: '${ffRaw}'`);
    const memoryType = r.term('memory.ram_type', normalizeMemoryType, { label: 'memoryType' });
    const memorySlots = r.num('memory.slots', { ...DIMM_COUNT, label: 'memorySlots' });
    const maxMemoryGb = r.num('memory.max', {
      min: 1,
      max: 100_000,
      zeroIsUnknown: true,
      label: 'maxMemoryGb',
    });
    const eccSupport = r.bool('ecc_support', { label: 'eccSupport' });
    // The name is the product: a board named X670E is an X670E board whatever the listing's
    // chipset field says (7 of 32 X670E boards were listed as X670).
    const listedChipset = r.str('chipset');
    const named = chipsetOfName(r.str('metadata.name') ?? '');
    const changes: CleaningChange[] = [];
    let chipset = listedChipset;
    if (named && named.toUpperCase() !== (listedChipset ?? '').toUpperCase()) {
      // X570S boards use the X570 chipset: an S suffix alone is not a different chipset.
      changes.push({
        rule: 'board.chipset-from-name',
        field: 'chipset',
        from: listedChipset ?? null,
        to: named,
      });
      chipset = named;
    }
    if (!socket || !formFactor || !memoryType || memorySlots === undefined) return {};

    const m2 = m2Details(r);
    const fields: Omit<
      ImportedMotherboardSeed,
      'slug' | 'name' | 'manufacturer' | 'releaseYear' | 'sources'
    > = {
      kind: 'MOTHERBOARD',
      socket: socket.socket,
      formFactor,
      memoryType,
      memorySlots,
      // Only M-key sockets take drives; E-key ones hold Wi-Fi cards.
      m2Slots: m2.filter((s) => s.key === 'M').length,
    };
    if (chipset) fields.chipset = chipset;
    if (maxMemoryGb !== undefined) fields.maxMemoryGb = maxMemoryGb;
    if (eccSupport !== undefined) fields.eccSupport = eccSupport;
    if (/^thin/i.test(ffRaw!))
      r.warnings.push(`formFactor '${ffRaw}' stored as ${formFactor} (same outline)`);
    const ethernet = r.get('onboard_ethernet');
    const speeds = Array.isArray(ethernet)
      ? ethernet
          .map((e) => Number(/([\d.]+)\s*Gb/i.exec(String((e as Record<string, unknown>)?.speed ?? ''))?.[1]))
          .filter((n) => n > 0)
      : [];
    const extra = dropUndefined({
      pcieSlotLayoutKnown: false,
      pcieSlotGroups: slotGroups(r, socket.socket),
      m2SlotDetails: m2,
      cpuSockets: socket.count > 1 ? socket.count : undefined,
      narrowIlm: socket.narrowIlm || undefined,
      sataPorts: r.num('storage_devices.sata_6_gb_s', { integer: true, min: 0, max: 64 }),
      u2Ports: r.num('storage_devices.u2', { integer: true, min: 0, max: 64, zeroIsUnknown: true }),
      maxEthernetGbps: speeds.length ? Math.max(...speeds) : undefined,
    });
    return { fields, extra, changes };
  });
}
