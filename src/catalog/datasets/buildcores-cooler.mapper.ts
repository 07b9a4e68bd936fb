import type { CoolerSeed } from '../seed-set';
import { mapBuildcores } from './buildcores-frame';
import { dropUndefined, type MapResult, type MappedRecord } from './dataset-types';
import { normalizeSocket } from './vocabulary';

export type ImportedCooler = MappedRecord<CoolerSeed>;

/**
 * LGA2011-3 keeps LGA2011's square ILM and heatsink hole pattern (coolers list the pair as
 * "LGA2011/2011-3 (square ILM)"), so a cooler for LGA2011 also mounts on LGA2011-3 boards,
 * which is the spelling the seeds' Xeon E5 v3/v4 CPUs use.
 */
const SAME_MOUNTING: Readonly<Record<string, string[]>> = { LGA2011: ['LGA2011-3'] };

/** BuildCores CPUCooler rows -> CoolerSeed records (+ height, radiator, fans, noise). */
export function mapBuildcoresCoolers(text: string): MapResult<ImportedCooler> {
  return mapBuildcores<CoolerSeed>(text, (r) => {
    const listed = r.strings('cpu_sockets', { required: true, label: 'sockets' }) ?? [];
    const sockets: string[] = [];
    const add = (s: string) => {
      if (!sockets.includes(s)) sockets.push(s);
    };
    for (const raw of listed) {
      const s = normalizeSocket(raw);
      if (!s) {
        r.warnings.push(`socket '${raw}' not recognised; left out`);
        continue;
      }
      add(s.socket);
      for (const same of SAME_MOUNTING[s.socket] ?? []) add(same);
    }
    if (sockets.length === 0 && r.get('cpu_sockets') !== undefined)
      r.reasons.push('sockets: none listed or recognised');
    const water = r.bool('water_cooled');
    const fanless = r.bool('fanless');
    const radiator = r.num('radiator_size', { min: 0, max: 1000 });
    // A radiator size is evidence of liquid cooling when the flag itself is missing.
    const liquid = water ?? (radiator !== undefined && radiator > 0);
    const coolerType = liquid ? 'AIO' : fanless ? 'PASSIVE' : 'AIR';
    if (water === undefined)
      r.warnings.push(
        `water_cooled not stated; ${liquid ? 'AIO (radiator size given)' : 'air (no radiator size)'}`,
      );
    if (sockets.length === 0) return {};
    const fields: Omit<CoolerSeed, 'slug' | 'name' | 'manufacturer' | 'releaseYear' | 'sources'> = {
      kind: 'COOLER',
      coolerType,
      sockets,
    };
    const extra = dropUndefined({
      heightMm: r.num('height', { min: 10, max: 300, zeroIsUnknown: true }),
      radiatorSizeMm: liquid
        ? r.num('radiator_size', { integer: true, min: 80, max: 560, zeroIsUnknown: true })
        : undefined,
      fanSizeMm: r.num('fan_size', { integer: true, min: 20, max: 240, zeroIsUnknown: true }),
      fanCount: r.num('fan_quantity', { integer: true, min: 0, max: 12 }),
      maxNoiseDb: r.num('max_noise_level', { min: 0, max: 100, zeroIsUnknown: true }),
    });
    return { fields, extra };
  });
}
