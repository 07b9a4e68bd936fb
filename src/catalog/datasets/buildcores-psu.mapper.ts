import type { PsuSeed } from '../seed-set';
import { mapBuildcores } from './buildcores-frame';
import { dropUndefined, type MapResult, type MappedRecord } from './dataset-types';
import { names12v2x6, namesAtx3, type CleaningChange } from './cleaning-rules';
import { normalizeEfficiency } from './vocabulary';

export type ImportedPsu = MappedRecord<PsuSeed>;

/** A native 12VHPWR / 12V-2x6 cable counts as four 8-pin (150 W) PCIe cables (seeds/types.ts). */
export const EIGHT_PIN_EQUIVALENTS_PER_12VHPWR = 4;

/** BuildCores PSU rows -> PsuSeed records (+ form factor, modularity, connector counts). */
export function mapBuildcoresPsus(text: string): MapResult<ImportedPsu> {
  return mapBuildcores<PsuSeed>(text, (r, base) => {
    const wattage = r.num('wattage', {
      required: true,
      integer: true,
      min: 100,
      max: 10_000,
      label: 'wattage',
    });
    const effRaw = r.str('efficiency_rating');
    const efficiencyRating = effRaw ? normalizeEfficiency(effRaw) : null;
    if (effRaw && !efficiencyRating) r.warnings.push(`efficiency '${effRaw}' not recognised; left out`);

    const eps = r.num('connectors.eps_8_pin', { integer: true, min: 0, max: 32 });
    const pcie = r.num('connectors.pcie_6_plus_2_pin', { integer: true, min: 0, max: 64 });
    const hpwr = r.num('connectors.pcie_12vhpwr', { integer: true, min: 0, max: 16 });
    // Every ATX supply has at least one EPS (CPU) cable; a record listing neither EPS nor
    // PCIe cables was never filled in, so its zero PCIe count means "unknown", not "none".
    const connectorsFilled = (eps ?? 0) > 0 || (pcie ?? 0) > 0 || (hpwr ?? 0) > 0;
    let pcieConnectors: number | undefined;
    if (connectorsFilled) pcieConnectors = (pcie ?? 0) + EIGHT_PIN_EQUIVALENTS_PER_12VHPWR * (hpwr ?? 0);
    else
      r.warnings.push(
        'connector counts not filled in (no EPS or PCIe cable listed); pcieConnectors left out',
      );

    // BuildCores has no field for the ATX standard or the 12V-2x6 cable: the name (and the
    // 12VHPWR cable count) say it; both are recorded as changes from "not stated".
    const atx3 = namesAtx3(base.name);
    const native12v2x6 = (hpwr ?? 0) > 0 || names12v2x6(base.name);
    const changes: CleaningChange[] = [];
    if (atx3) changes.push({ rule: 'psu.atx3-from-name', field: 'atx3', from: false, to: true });
    if (native12v2x6)
      changes.push({ rule: 'psu.native-12v-2x6', field: 'native12v2x6', from: null, to: true });
    if (wattage === undefined) return {};
    const fields: Omit<PsuSeed, 'slug' | 'name' | 'manufacturer' | 'releaseYear' | 'sources'> = {
      kind: 'PSU',
      wattage,
      atx3,
      ...(native12v2x6 ? { native12v2x6: true } : {}),
    };
    if (efficiencyRating) fields.efficiencyRating = efficiencyRating;
    if (pcieConnectors !== undefined) fields.pcieConnectors = pcieConnectors;
    const extra = dropUndefined({
      // atx3 is true only when the name says ATX 3.x; false means "not stated", not "not compliant".
      atx3Basis: atx3 ? 'product name' : 'not stated',
      psuFormFactor: r.str('form_factor'),
      modular: r.str('modular'),
      connectors12vhpwr: connectorsFilled ? (hpwr ?? 0) : undefined,
      connectorsPcie8pin: connectorsFilled ? (pcie ?? 0) : undefined,
      connectorsEps8pin: connectorsFilled ? (eps ?? 0) : undefined,
      lengthMm: r.num('length', { integer: true, min: 50, max: 400, zeroIsUnknown: true }),
      fanless: r.bool('fanless'),
    });
    return { fields, extra, changes };
  });
}
