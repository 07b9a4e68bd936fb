import { KNOWN_TEXT_BYTES, KNOWN_TEXT_MAX_CHARS, KnownDocuments } from '../../src/http/known-documents';

/** A document text of exactly `chars` characters (distinct per `n`). */
const documentOf = (n: number, chars: number) => {
  const head = `query Q${n} { __typename }`;
  return head + ' '.repeat(Math.max(0, chars - head.length));
};

describe('KnownDocuments: a document that passed the checks is known by its text or its hash', () => {
  it('knows a text only once it was added, and the same text sent again (another string)', () => {
    const known = new KnownDocuments();
    const text = documentOf(1, 200);
    expect(known.knowsText(text)).toBe(false);
    const key = known.keyOf(text);
    expect(known.has(key, text)).toBe(false);
    known.add(key, text);
    // A fresh string with the same characters, as the next request's JSON.parse makes it.
    expect(known.knowsText(JSON.parse(JSON.stringify(text)))).toBe(true);
    expect(known.knowsText(documentOf(2, 200))).toBe(false);
  });

  it('keeps a text longer than the bound by its hash only', () => {
    const known = new KnownDocuments();
    const long = documentOf(3, KNOWN_TEXT_MAX_CHARS + 1);
    known.add(known.keyOf(long), long);
    expect(known.knowsText(long)).toBe(false);
    expect(known.has(known.keyOf(long), long)).toBe(true);
    const atBound = documentOf(4, KNOWN_TEXT_MAX_CHARS);
    known.add(known.keyOf(atBound), atBound);
    expect(known.knowsText(atBound)).toBe(true);
  });

  it('holds at most its bytes of texts, dropping the least recently used; their hashes stay known', () => {
    const known = new KnownDocuments();
    const chars = KNOWN_TEXT_MAX_CHARS;
    const fit = Math.floor(KNOWN_TEXT_BYTES / (chars * 2));
    const texts = Array.from({ length: fit + 1 }, (_, i) => documentOf(i, chars));
    for (const text of texts) known.add(known.keyOf(text), text);
    expect(known.knowsText(texts[0])).toBe(false);
    expect(known.knowsText(texts[fit])).toBe(true);
    // Known by its hash, it is kept as text again.
    expect(known.has(known.keyOf(texts[0]), texts[0])).toBe(true);
    expect(known.knowsText(texts[0])).toBe(true);
  });
});
