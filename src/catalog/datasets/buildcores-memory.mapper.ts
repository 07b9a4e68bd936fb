import type { MemoryKitSeed } from '../seed-set';
import { mapBuildcores } from './buildcores-frame';
import { dropUndefined, type MapResult, type MappedRecord } from './dataset-types';
import type { NumberRule } from './row-reader';
import { namesEcc, namesRegistered, type CleaningChange } from './cleaning-rules';
import { normalizeMemoryType } from './vocabulary';

export type ImportedMemoryKit = MappedRecord<MemoryKitSeed>;

/** A count of memory modules, required: a kit's modules and a board's slots stay within it. */
export const DIMM_COUNT: NumberRule = { required: true, integer: true, min: 1, max: 64 };

/** "288-pin DIMM" -> DIMM, "262-pin SO-DIMM" -> SO-DIMM (laptop/mini-PC modules). */
export function moduleFormFactor(raw: string | undefined): 'DIMM' | 'SO-DIMM' | undefined {
  if (!raw) return undefined;
  if (/so-?dimm/i.test(raw)) return 'SO-DIMM';
  if (/dimm/i.test(raw)) return 'DIMM';
  return undefined;
}

/** BuildCores RAM rows -> MemoryKitSeed records (+ module size, latency, form factor). */
export function mapBuildcoresMemory(text: string): MapResult<ImportedMemoryKit> {
  return mapBuildcores<MemoryKitSeed>(text, (r, base) => {
    const memoryType = r.term('ram_type', normalizeMemoryType, { label: 'memoryType' });
    const modules = r.num('modules.quantity', { ...DIMM_COUNT, label: 'modules' });
    const perModule = r.num('modules.capacity_gb', { min: 0.5, max: 4096, label: 'module capacity' });
    let capacityGb = r.num('capacity', { min: 0.5, max: 100_000, zeroIsUnknown: true, label: 'capacityGb' });
    if (capacityGb === undefined && perModule !== undefined && modules !== undefined) {
      capacityGb = perModule * modules;
      r.warnings.push(`capacityGb not listed; ${modules} x ${perModule} GB`);
    }
    if (capacityGb === undefined) r.reasons.push('capacityGb missing');
    if (
      capacityGb !== undefined &&
      perModule !== undefined &&
      modules !== undefined &&
      perModule * modules !== capacityGb
    ) {
      r.reasons.push(`capacityGb ${capacityGb} disagrees with ${modules} x ${perModule} GB modules`);
    }
    const speedMts = r.num('speed', {
      integer: true,
      min: 100,
      max: 20_000,
      zeroIsUnknown: true,
      label: 'speedMts',
    });

    // ECC and registered are required by rigbase. The dataset says "Unbuffered, Non-ECC" for
    // nearly every kit, registered ones included; the product's name and part number are the
    // evidence where they say more (cleaning-rules.ts), and each such change is recorded.
    const eccRaw = r.str('ecc');
    const regRaw = r.str('registered');
    const partNumbers = r.strings('metadata.part_numbers') ?? [];
    const listedRegistered = regRaw ? /^registered$/i.test(regRaw) : null;
    const listedEcc = eccRaw ? /^ecc$/i.test(eccRaw) : null;
    const registered = listedRegistered === true || namesRegistered(base.name, partNumbers);
    const ecc = listedEcc === true || registered || namesEcc(base.name, partNumbers);
    const changes: CleaningChange[] = [];
    if (registered !== (listedRegistered ?? false) && listedRegistered !== null)
      changes.push({
        rule: 'memory.registered-from-name',
        field: 'registered',
        from: listedRegistered,
        to: registered,
      });
    if (ecc !== (listedEcc ?? false) && listedEcc !== null)
      changes.push({ rule: 'memory.ecc-from-name', field: 'ecc', from: listedEcc, to: ecc });
    if (!eccRaw) r.warnings.push(`ecc not stated; ${ecc} from the product name`);
    if (!regRaw) r.warnings.push(`registered not stated; ${registered} from the product name`);
    const formRaw = r.str('form_factor');
    const form = moduleFormFactor(formRaw);
    if (!memoryType || modules === undefined || capacityGb === undefined || r.reasons.length > 0) return {};

    const fields: Omit<MemoryKitSeed, 'slug' | 'name' | 'manufacturer' | 'releaseYear' | 'sources'> = {
      kind: 'MEMORY',
      memoryType,
      capacityGb,
      modules,
      ecc,
      registered,
    };
    if (speedMts !== undefined) fields.speedMts = speedMts;
    const extra = dropUndefined({
      moduleFormFactor: form,
      moduleCapacityGb: perModule,
      casLatency: r.num('cas_latency', { min: 1, max: 200, zeroIsUnknown: true }),
      voltage: r.num('voltage', { min: 0.5, max: 3, zeroIsUnknown: true }),
      profiles: r.strings('profile_support'),
    });
    return { fields, extra, changes };
  });
}
