import type { CaseSeed } from '../seed-set';
import { mapBuildcores } from './buildcores-frame';
import { dropUndefined, type MapResult, type MappedRecord } from './dataset-types';
import { normalizeBoardFormFactor } from './vocabulary';

export type ImportedCase = MappedRecord<CaseSeed>;

/** BuildCores PCCase rows -> CaseSeed records (+ cooler height limit, tower type, size). */
export function mapBuildcoresCases(text: string): MapResult<ImportedCase> {
  return mapBuildcores<CaseSeed>(text, (r) => {
    const listed =
      r.strings('supported_motherboard_form_factors', { required: true, label: 'formFactors' }) ?? [];
    const formFactors: string[] = [];
    for (const raw of listed) {
      const ff = normalizeBoardFormFactor(raw);
      if (ff) {
        if (!formFactors.includes(ff)) formFactors.push(ff);
      } else r.warnings.push(`board form factor '${raw}' not recognised; left out`);
    }
    if (listed.length > 0 && formFactors.length === 0) r.reasons.push('formFactors: none recognised');
    if (
      listed.length === 0 &&
      r.get('supported_motherboard_form_factors') !== undefined &&
      r.get('supported_motherboard_form_factors') !== null
    ) {
      r.reasons.push('formFactors empty');
    }
    const expansionSlots = r.num('expansion_slots', {
      required: true,
      integer: true,
      min: 0,
      max: 32,
      label: 'expansionSlots',
    });
    // Clearances are rounded down to whole millimetres: never claim room the case lacks.
    const floor = (v: number | undefined) => (v === undefined ? undefined : Math.floor(v));
    const maxGpuLengthMm = floor(
      r.num('max_video_card_length', { min: 50, max: 2000, zeroIsUnknown: true, label: 'maxGpuLengthMm' }),
    );
    const towerType = r.str('form_factor');
    // Test benches are open frames: no panel limits card length or airflow.
    const openFrame = /test\s*bench|open\s*(air|frame)/i.test(towerType ?? '');
    if (formFactors.length === 0 || expansionSlots === undefined) return {};
    const fields: Omit<CaseSeed, 'slug' | 'name' | 'manufacturer' | 'releaseYear' | 'sources'> = {
      kind: 'CASE',
      formFactors,
      expansionSlots,
      openFrame,
    };
    if (maxGpuLengthMm !== undefined) fields.maxGpuLengthMm = maxGpuLengthMm;
    const extra = dropUndefined({
      towerType,
      maxCpuCoolerHeightMm: floor(r.num('max_cpu_cooler_height', { min: 20, max: 400, zeroIsUnknown: true })),
      widthMm: r.num('dimensions_mm.width', { min: 50, max: 2000, zeroIsUnknown: true }),
      heightMm: r.num('dimensions_mm.height', { min: 50, max: 2000, zeroIsUnknown: true }),
      depthMm: r.num('dimensions_mm.depth', { min: 50, max: 2000, zeroIsUnknown: true }),
      volumeLitres: r.num('volume', { min: 1, max: 1000, zeroIsUnknown: true }),
      includedPsu: (() => {
        const psu = r.str('power_supply');
        return psu && !/^none$/i.test(psu) ? psu : undefined;
      })(),
    });
    return { fields, extra };
  });
}
