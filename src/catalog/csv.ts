/** One CSV record and the 1-based line of the file it starts on (quoted cells may span lines). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/** Minimal RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF line ends; blank lines skipped. */
export function parseCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let quoteLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      records.push({ cells: row, line: start });
      line++;
      start = line;
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (quoted) {
    throw new Error(`line ${quoteLine}: a quoted cell opened there is never closed (a " is missing)`);
  }
  if (field !== '' || row.length) {
    row.push(field);
    records.push({ cells: row, line: start });
  }
  return records.filter((r) => !(r.cells.length === 1 && r.cells[0] === ''));
}

/** The records' cells only. */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((r) => r.cells);
}

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\n') + '\n';
}
