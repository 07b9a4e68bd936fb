import { exportRows, serialize } from '../../src/catalog/export';
import { IMPORT_DEFINITIONS, type ImportKind } from '../../src/catalog/fields';
import { decodeUtf8, importRows, readRows } from '../../src/catalog/import';
import { dbOf } from '../../src/db/pool';
import { suiteDatabase } from '../support/database';
import { fingerprint as dbFingerprint } from '../support/db-fingerprint';

const db = suiteDatabase();

async function importText(text: string, format: 'csv' | 'json', kind?: string) {
  const { kind: fileKind, rows } = readRows(decodeUtf8(Buffer.from(text, 'utf8')), format);
  return importRows(dbOf(db().dataSource), kind ?? fileKind ?? null, rows);
}

describe('export then import round-trips', () => {
  it.each(
    (Object.keys(IMPORT_DEFINITIONS) as ImportKind[]).flatMap((kind) => [
      [kind, 'csv'],
      [kind, 'json'],
    ]) as [ImportKind, 'csv' | 'json'][],
  )('%s as %s', async (kind, format) => {
    const before = await dbFingerprint(db().dataSource);
    const rows = await exportRows(dbOf(db().dataSource), kind);
    expect(rows.length).toBeGreaterThan(0);
    const result = await importText(serialize(kind, rows, format), format, kind);
    expect(result.rejected).toEqual([]);
    expect(result.accepted).toBe(rows.length);
    expect(result.written?.changed).toBe(0);
    expect(await dbFingerprint(db().dataSource)).toEqual(before);
  });
});

describe('bad files change nothing and say why', () => {
  const gpuCsv = async () => serialize('gpu', await exportRows(dbOf(db().dataSource), 'gpu'), 'csv');

  it('adds a new GPU from CSV with its sources, and derives its relative performance', async () => {
    const rows = await exportRows(dbOf(db().dataSource), 'gpu');
    const base = rows.find((r) => r.slug === 'nvidia-geforce-rtx-3090')!;
    const text = serialize(
      'gpu',
      [{ ...base, slug: 'acme-test-card-24gb', name: 'Test Card 24GB', manufacturer: 'Acme' }],
      'csv',
    );
    const result = await importText(text, 'csv', 'gpu');
    expect(result.rejected).toEqual([]);
    const [row] = await db().dataSource.query(
      `SELECT relative_performance, (SELECT count(*)::int FROM component_source WHERE component_id = c.id) AS sources
       FROM component c WHERE slug = 'acme-test-card-24gb'`,
    );
    expect(row.sources).toBeGreaterThan(0);
    expect(row.relative_performance).toBeGreaterThan(0);
  });

  it.each([
    [
      'a negative value',
      (csv: string) => csv.replace(/\n(nvidia-geforce-rtx-3090,[^\n]*?),350,/, '\n$1,-350,'),
      /tdpW must be at least/,
    ],
    ['an unknown source key', () => null, /unknown source key\(s\): no-such-source/],
  ])('rejects %s, row by row, writing nothing', async (_name, mutate, reason) => {
    const before = await dbFingerprint(db().dataSource);
    const original = await gpuCsv();
    const rows = await exportRows(dbOf(db().dataSource), 'gpu');
    const broken =
      mutate(original) ??
      serialize(
        'gpu',
        rows.map((r) =>
          r.slug === 'nvidia-geforce-rtx-2080-ti' ? { ...r, sources: ['no-such-source'] } : r,
        ),
        'csv',
      );
    expect(broken).not.toBe(original);
    const result = await importText(broken, 'csv', 'gpu');
    expect(result.written).toBeNull();
    expect(result.rejected.some((r) => reason.test(r.reason))).toBe(true);
    expect(await dbFingerprint(db().dataSource)).toEqual(before);
  });

  it('rejects wrong columns, unknown kinds, bad JSON and non-UTF-8 files', async () => {
    const before = await dbFingerprint(db().dataSource);
    const wrongColumns = await importText('slug,name,colour\nx-card,X,red\n', 'csv', 'gpu');
    expect(wrongColumns.rejected[0].reason).toMatch(/unknown column\(s\): colour/);
    await expect(importText('[]', 'json', 'spaceship')).rejects.toThrow(/unknown kind "spaceship"/);
    await expect(importText('{ not json', 'json', 'gpu')).rejects.toThrow(/not valid JSON/);
    expect(() => decodeUtf8(Buffer.from([0x73, 0x6c, 0x75, 0x67, 0xff, 0xfe]))).toThrow(/not valid UTF-8/);
    const mismatch = await importText(JSON.stringify([{ kind: 'CPU', slug: 'x' }]), 'json', 'gpu');
    expect(mismatch.rejected[0].reason).toMatch(/kind is "CPU"/);
    expect(await dbFingerprint(db().dataSource)).toEqual(before);
  });
});

describe('curators update columns, see every problem, and leave a trail', () => {
  const gpu = async (slug: string) =>
    (
      await db().dataSource.query(
        `SELECT used_price_usd, fp32_tflops, length_mm, slot_width, description, memory_type, version,
          (SELECT count(*)::int FROM component_source WHERE component_id = c.id) AS sources
         FROM component c WHERE slug = $1`,
        [slug],
      )
    )[0];
  const audits = async (key: string) =>
    db().dataSource.query(
      `SELECT actor, action, api_key_id, before->>'used_price_usd' AS before, after->>'used_price_usd' AS after
       FROM audit_log WHERE entity = 'component' AND entity_key = $1 ORDER BY id`,
      [key],
    );

  it('a slug,usedPriceUsd file changes only those prices, with one audit row per changed row by "import"', async () => {
    const before3090 = await gpu('nvidia-geforce-rtx-3090');
    const before4090 = await gpu('nvidia-geforce-rtx-4090');
    const result = await importText(
      `slug,usedPriceUsd\nnvidia-geforce-rtx-3090,611\nnvidia-geforce-rtx-4090,${before4090.used_price_usd ?? ''}\n`,
      'csv',
      'gpu',
    );
    expect(result.rejected).toEqual([]);
    // The 3090's row, and the dated price observation a new price is recorded as; the 4090's
    // unchanged price writes nothing.
    expect(result.written?.changed).toBe(2);
    expect(await gpu('nvidia-geforce-rtx-3090')).toEqual({
      ...before3090,
      used_price_usd: 611,
      version: before3090.version + 1,
    });
    expect(await gpu('nvidia-geforce-rtx-4090')).toEqual(before4090);
    expect(await audits('nvidia-geforce-rtx-3090')).toEqual([
      {
        actor: 'import',
        action: 'UPDATE',
        api_key_id: null,
        before: String(before3090.used_price_usd),
        after: '611',
      },
    ]);
    expect(await audits('nvidia-geforce-rtx-4090')).toEqual([]);
  });

  it('reports every problem of every row with its file line and slug, and writes nothing', async () => {
    const before = await dbFingerprint(db().dataSource);
    // Line 2 spans two lines (a quoted description), so the next row starts on line 4.
    const text = [
      'slug,description,usedPriceUsd,tdpW',
      'nvidia-geforce-rtx-3090,"two',
      'lines",600,350',
      'nvidia-geforce-rtx-4090,,-5,abc',
      'acme-brand-new-card,,100,',
    ].join('\n');
    const result = await importText(text, 'csv', 'gpu');
    expect(result.written).toBeNull();
    expect(result.rejected).toEqual([
      {
        row: 2,
        line: 4,
        key: 'nvidia-geforce-rtx-4090',
        problems: ['usedPriceUsd must be at least 0, got -5', 'tdpW must be a number'],
        reason: 'usedPriceUsd must be at least 0, got -5; tdpW must be a number',
      },
      expect.objectContaining({ row: 3, line: 5, key: 'acme-brand-new-card' }),
    ]);
    // A new card needs every required column: each missing one is named.
    const missing = result.rejected[1].problems;
    expect(missing).toEqual(
      expect.arrayContaining([
        'name is required',
        'vendor is required',
        'tdpW is required',
        'sources is required',
      ]),
    );
    expect(await dbFingerprint(db().dataSource)).toEqual(before);
  });

  it('takes the kind from a kind column, and refuses a file that mixes kinds', async () => {
    const result = await importText('kind,slug,usedPriceUsd\nGPU,nvidia-geforce-rtx-3090,612\n', 'csv');
    expect(result.kind).toBe('gpu');
    expect(result.rejected).toEqual([]);
    expect((await gpu('nvidia-geforce-rtx-3090')).used_price_usd).toBe(612);
    await expect(
      importText('kind,slug\nGPU,nvidia-geforce-rtx-3090\nCPU,amd-ryzen-5-3600\n', 'csv'),
    ).rejects.toThrow(/mixes kinds \(gpu, cpu\)/);
    await expect(importText('slug,usedPriceUsd\nx,1\n', 'csv')).rejects.toThrow(
      /add a kind column or pass --kind/,
    );
  });
});
