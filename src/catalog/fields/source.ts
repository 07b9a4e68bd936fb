import { defineTable, int, text } from './dsl';
import { DOTTED_SLUG, YEAR } from './base';

/** A citable document: vendor spec sheet, article, benchmark report. */
export const SOURCE = defineTable({
  table: 'source',
  key: ['key'],
  fields: {
    /** Stable key, lowercase kebab-case (a version may keep its dot), referenced by the other rows. */
    key: text({ required: true, pattern: DOTTED_SLUG }),
    title: text({ required: true }),
    url: text({ pattern: /^https?:\/\/\S+$/ }),
    publisher: text(),
    year: int(YEAR),
    // ---- Open datasets (issue 13): what the licence asks of anyone who shows the data ----
    /** The licence the document or dataset is published under, e.g. "CC BY 4.0". */
    licence: text(),
    /** The credit line the licence asks for, to show wherever the data is shown. */
    attribution: text(),
    /** Which snapshot of a dataset was imported, e.g. "commit 136a77aec1, 2026-08-17". */
    snapshot: text(),
  },
});
