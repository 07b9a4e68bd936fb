/** A file `npm run import` cannot read (not UTF-8, not CSV or JSON, no rows, an unknown kind). */
export class ImportError extends Error {}
