import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `search_posting (lexeme) INCLUDE (source, id, density, in_title, title_terms)`: every
 * search reads the postings of each of its terms (search-answers-sql.ts, one index range per
 * term) and counts them (search-sql.ts); with the columns it ranks by in the index, those
 * reads are index-only scans instead of a bitmap scan and a visit to each posting's heap
 * page. Measured on the seed catalog (55 development questions, statements alone, one
 * connection): about 0.1 ms of 1.5 ms per search. `forms` stays out: it is read for the ten
 * answers shown only, and it is most of a posting's width. Nothing to keep in step: an index.
 */
export class SearchPostingCovering1766400000000 implements MigrationInterface {
  name = 'SearchPostingCovering1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX search_posting_lexeme_covering_idx ON search_posting (lexeme)
        INCLUDE (source, id, density, in_title, title_terms)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS search_posting_lexeme_covering_idx`);
  }
}
