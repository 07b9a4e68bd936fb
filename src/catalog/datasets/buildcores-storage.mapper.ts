import type { StorageSeed } from '../seed-set';
import { mapBuildcores } from './buildcores-frame';
import { dropUndefined, type MapResult, type MappedRecord } from './dataset-types';

export type ImportedStorage = MappedRecord<StorageSeed>;

export interface StorageInterface {
  storageType: StorageSeed['storageType'];
  /** Seed spelling: "PCIe 4.0 x4 NVMe", "SATA III", "SAS 12 Gb/s". */
  interface: string;
  pcieGen?: number;
}

const SATA_GENERATIONS: Record<string, string> = { '6.0': 'SATA III', '3.0': 'SATA II', '1.5': 'SATA I' };

/**
 * BuildCores type + interface -> seed vocabulary. Returns a reason string when the drive has
 * no rigbase storage type (SAS or PATA solid-state drives, unknown interfaces).
 */
export function classifyStorage(
  type: string,
  iface: string,
  nvme: boolean | undefined,
): StorageInterface | string {
  const isSsd = /^ssd$/i.test(type);
  const spinning = /^(hdd|sshd)$/i.test(type);
  if (!isSsd && !spinning) return `storage type not recognised: '${type}'`;
  const pcie = /pcie\s*(\d)?(?:\.\d)?\s*x\s*(\d+)|pcie/i.exec(iface);
  if (pcie && isSsd) {
    const gen = pcie[1] ? Number(pcie[1]) : undefined;
    const lanes = pcie[2] ? ` x${pcie[2]}` : '';
    // PCIe drives without NVMe (early AHCI M.2) still sit on the PCIe bus and need an M.2 slot.
    const protocol = nvme === false ? 'AHCI' : 'NVMe';
    return {
      storageType: 'NVME',
      interface: `PCIe${gen ? ` ${gen}.0` : ''}${lanes} ${protocol}`,
      ...(gen ? { pcieGen: gen } : {}),
    };
  }
  if (/^u\.2$/i.test(iface.trim()) && isSsd) return { storageType: 'NVME', interface: 'U.2 NVMe' };
  const sata = /sata\s*([\d.]+)?/i.exec(iface);
  if (sata || /msata/i.test(iface)) {
    const label = sata?.[1] ? (SATA_GENERATIONS[sata[1]] ?? `SATA ${sata[1]} Gb/s`) : 'SATA III';
    return { storageType: isSsd ? 'SATA_SSD' : 'HDD', interface: label };
  }
  const sas = /sas\s*([\d.]+)/i.exec(iface);
  if (sas && spinning) return { storageType: 'HDD', interface: `SAS ${Number(sas[1])} Gb/s` };
  if (/pata/i.test(iface) && spinning) return { storageType: 'HDD', interface: 'PATA' };
  return `interface '${iface}' has no rigbase storage type for a ${type}`;
}

/** BuildCores Storage rows -> StorageSeed records (+ form factor, hybrid flag). */
export function mapBuildcoresStorage(text: string): MapResult<ImportedStorage> {
  return mapBuildcores<StorageSeed>(text, (r) => {
    const type = r.str('storage_type') ?? r.str('type', { required: true, label: 'storage type' });
    const iface = r.str('interface', { required: true, label: 'interface' });
    const capacityGb = r.num('capacity', { required: true, min: 1, max: 1_000_000, label: 'capacityGb' });
    const nvme = r.bool('nvme');
    let kind: StorageInterface | undefined;
    if (type && iface) {
      const classified = classifyStorage(type, iface, nvme);
      if (typeof classified === 'string') r.reasons.push(classified);
      else kind = classified;
    }
    if (!kind || capacityGb === undefined) return {};
    const fields: Omit<StorageSeed, 'slug' | 'name' | 'manufacturer' | 'releaseYear' | 'sources'> = {
      kind: 'STORAGE',
      storageType: kind.storageType,
      capacityGb,
      interface: kind.interface,
    };
    if (kind.pcieGen !== undefined) fields.pcieGen = kind.pcieGen;
    const extra = dropUndefined({
      driveFormFactor: r.str('form_factor'),
      hybrid: /^sshd$/i.test(type ?? '') || undefined,
    });
    return { fields, extra };
  });
}
