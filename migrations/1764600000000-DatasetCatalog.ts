import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Component kinds before and after this migration (the kind column's CHECK). */
const KINDS_BEFORE = ['GPU', 'CPU', 'MOTHERBOARD', 'MEMORY', 'PSU', 'STORAGE', 'CASE', 'COOLER'];
const KINDS_AFTER = [...KINDS_BEFORE, 'GRAPHICS_CARD'];
const kindList = (kinds: string[]) => kinds.map((k) => `'${k}'`).join(',');

/**
 * The open-dataset catalog (issue 13):
 * - sources carry the licence, the attribution the licence asks for and the snapshot;
 * - GRAPHICS_CARD, a board partner's card linked to its GPU chip: `chip_id` with a
 *   (chip_id, chip_kind) foreign key so the database itself refuses a card on a PSU, and
 *   RESTRICT so a chip with cards cannot vanish under them; the card's own boost clock;
 * - `external_id`: a row's own id in its dataset, unique, the key of re-imports;
 * - boards whose slot positions are unknown keep the dataset's slot counts
 *   (`pcie_slot_groups`, jsonb [{gen, lanes, count}]).
 */
export class DatasetCatalog1764600000000 implements MigrationInterface {
  name = 'DatasetCatalog1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE source
        ADD COLUMN licence text CHECK (length(btrim(licence)) > 0),
        ADD COLUMN attribution text CHECK (length(btrim(attribution)) > 0),
        ADD COLUMN snapshot text CHECK (length(btrim(snapshot)) > 0)`);

    await q.query(`ALTER TABLE component DROP CONSTRAINT component_kind_check`);
    await q.query(
      `ALTER TABLE component ADD CONSTRAINT component_kind_check CHECK (kind IN (${kindList(KINDS_AFTER)}))`,
    );
    await q.query(`
      ALTER TABLE component
        ADD COLUMN chip_id integer,
        ADD COLUMN chip_kind text NOT NULL DEFAULT 'GPU' CHECK (chip_kind = 'GPU'),
        ADD COLUMN boost_clock_mhz integer CHECK (boost_clock_mhz BETWEEN 100 AND 5000),
        ADD CONSTRAINT component_chip_fk FOREIGN KEY (chip_id, chip_kind)
          REFERENCES component (id, kind) ON DELETE RESTRICT,
        ADD CONSTRAINT graphics_card_fields CHECK (kind <> 'GRAPHICS_CARD' OR chip_id IS NOT NULL),
        ADD CONSTRAINT component_chip_only_on_cards CHECK (kind = 'GRAPHICS_CARD' OR chip_id IS NULL)`);
    await q.query(`CREATE INDEX component_chip_idx ON component (chip_id) WHERE chip_id IS NOT NULL`);

    await q.query(`
      ALTER TABLE component
        ADD COLUMN external_id text UNIQUE CHECK (external_id ~ '^[a-z0-9-]+:\\S+$'),
        ADD COLUMN pcie_slot_groups jsonb CHECK (jsonb_typeof(pcie_slot_groups) = 'array')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE component DROP COLUMN pcie_slot_groups, DROP COLUMN external_id`);
    await q.query(`DELETE FROM component WHERE kind = 'GRAPHICS_CARD'`);
    await q.query(`DROP INDEX IF EXISTS component_chip_idx`);
    await q.query(`
      ALTER TABLE component
        DROP CONSTRAINT component_chip_only_on_cards,
        DROP CONSTRAINT graphics_card_fields,
        DROP CONSTRAINT component_chip_fk,
        DROP COLUMN boost_clock_mhz,
        DROP COLUMN chip_kind,
        DROP COLUMN chip_id`);
    await q.query(`ALTER TABLE component DROP CONSTRAINT component_kind_check`);
    await q.query(
      `ALTER TABLE component ADD CONSTRAINT component_kind_check CHECK (kind IN (${kindList(KINDS_BEFORE)}))`,
    );
    await q.query(`ALTER TABLE source DROP COLUMN licence, DROP COLUMN attribution, DROP COLUMN snapshot`);
  }
}
