import { bool, int, text } from './dsl';
import { defineKind } from './base';
import { EFFICIENCY_RATING } from './enums';

/** A power supply unit. */
export const PSU = defineKind('PSU', {
  fields: {
    wattage: int({ required: true, min: 100, max: 10_000 }),
    efficiencyRating: text({ enum: EFFICIENCY_RATING }),
    atx3: bool({ required: true }),
    /** 8-pin PCIe equivalents (a native 12VHPWR counts 4). */
    pcieConnectors: int({ min: 0, max: 64 }),
    /** Has a native 12V-2x6 (or its predecessor 12VHPWR) cable; null when not stated. */
    native12v2x6: bool({ column: 'native_12v2x6' }),
  },
});
