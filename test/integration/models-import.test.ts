import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importFolder } from '../../scripts/models-import';
import { dbOf } from '../../src/db/pool';
import { CONFIG_DIR, CONFIG_FIXTURES, readConfig } from '../fixtures/model-configs';
import { suiteDatabase } from '../support/database';

/**
 * `npm run models:import <folder>`: every config.json of a folder becomes a catalog model
 * with its config's source recorded, all or nothing (issue 28).
 */

const db = suiteDatabase();

describe('models:import', () => {
  it('imports the fixture configs with their sources, and a second run changes nothing', async () => {
    const first = await importFolder(dbOf(db().dataSource), CONFIG_DIR, 2026);
    expect(first.problems).toEqual([]);
    expect(first.accepted.length).toBe(Object.keys(CONFIG_FIXTURES).length);
    const [row] = await db().dataSource.query(
      `SELECT m.layers, m.linear_attention_layers, m.moe_shared_expert_intermediate_size, m.attention_output_gate,
              s.url, s.publisher
       FROM model m JOIN model_source ms ON ms.model_id = m.id JOIN source s ON s.id = ms.source_id
       WHERE m.slug = 'qwen3-next-80b-a3b-thinking'`,
    );
    expect(row).toMatchObject({
      layers: 48,
      linear_attention_layers: 36,
      moe_shared_expert_intermediate_size: 512,
      attention_output_gate: true,
      url: 'https://huggingface.co/Qwen/Qwen3-Next-80B-A3B-Thinking/blob/main/config.json',
      publisher: 'Qwen',
    });
    const [mistral] = await db().dataSource.query(
      `SELECT parameters_billions FROM model WHERE slug = 'mistral-small-24b-instruct-2501'`,
    );
    // The index beside the config gives the count: 47,144,806,400 bytes / 2.
    expect(mistral.parameters_billions).toBeCloseTo(23.57, 2);
    const again = await importFolder(dbOf(db().dataSource), CONFIG_DIR, 2026);
    expect(again.changed).toBe(0);
  });

  it('a folder with one bad config writes nothing and names the file and the field', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rigbase-models-'));
    try {
      writeFileSync(path.join(dir, 'acme--good-7b.json'), readConfig(CONFIG_FIXTURES.llama31_8b));
      writeFileSync(
        path.join(dir, 'acme--bad-7b.json'),
        JSON.stringify({ model_type: 'llama', hidden_size: 4096 }),
      );
      const result = await importFolder(dbOf(db().dataSource), dir, 2026);
      expect(result.changed).toBeNull();
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toMatch(/acme--bad-7b\.json \(config\.num_hidden_layers\)/);
      const rows = await db().dataSource.query(`SELECT 1 FROM model WHERE slug = 'good-7b'`);
      expect(rows).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
