import type { DataSource, EntityManager } from 'typeorm';
import { refreshRelativePerformance } from '../../seeds/derive/refresh';
import { COMPONENT_COLUMNS } from '../../seeds/component-columns';
import { unstorableText, type ImportKind } from '../../seeds/field-specs';
import { syncLinks, syncSlots } from '../../seeds/runner';
import type { PcieSlotSeed } from '../../seeds/types';
import {
  BenchmarkEntity,
  CloudOfferingEntity,
  ComponentEntity,
  GuidanceEntity,
  SourceEntity,
  type AnyComponentEntity,
} from '../db/entities';
import { DomainError, ErrorCode, badInput, notFound } from '../errors';
import { AuthService, type Principal, type Role } from './auth.service';
import { audit, casWrite, requireIds, requireSources, validateInput } from './edit-helpers';
import { requiredSlug } from './input';

/** Bounds on guidance text: long enough for a real answer, short enough to stay an answer. */
export const GUIDANCE_LIMITS = {
  questionChars: 500,
  answerChars: 4000,
  tags: 20,
  keywords: 50,
  tagChars: 60,
};

/**
 * Catalog edits by API-key holders. Every write is validated like an import, guarded by
 * compare-and-set on `version`, done in one transaction with its links, and recorded in
 * the audit log with the row before and after.
 */
export class EditService {
  constructor(
    private readonly db: DataSource,
    private readonly auth: AuthService,
  ) {}

  async upsertComponent(kind: ImportKind, input: object): Promise<AnyComponentEntity> {
    const actor = await this.auth.require('EDITOR');
    const { row, version } = validateInput(kind, input);
    const slug = row.slug as string;
    const fields = COMPONENT_COLUMNS.filter(([field]) => field !== 'kind');
    const id = await this.db.transaction(async (m) => {
      const sourceIds = await requireSources(m, row.sources as string[], 'input.sources');
      const { id, before, created } = await casWrite(m, {
        table: 'component',
        what: `component "${slug}"`,
        keyColumns: ['slug', 'kind'],
        keyValues: [slug, row.kind],
        version,
        columns: fields.map(([, column]) => column),
        values: fields.map(([field]) => row[field] ?? null),
      });
      await syncLinks(m, 'component_source', 'component_id', id, 'source_id', sourceIds);
      if (kind === 'motherboard') await syncSlots(m, id, row.pcieSlots as PcieSlotSeed[]);
      if (kind === 'gpu') await refreshRelativePerformance(m);
      await audit(
        m,
        actor,
        created ? 'CREATE' : 'UPDATE',
        'component',
        slug,
        before,
        await rowJson(m, 'component', id),
      );
      return id;
    });
    return (await this.db.getRepository(ComponentEntity).findOneByOrFail({ id })) as AnyComponentEntity;
  }

  async upsertSource(input: object): Promise<SourceEntity> {
    const actor = await this.auth.require('EDITOR');
    const { row, version } = validateInput('source', input);
    const id = await this.db.transaction(async (m) => {
      const { id, before, created } = await casWrite(m, {
        table: 'source',
        what: `source "${row.key}"`,
        keyColumns: ['key'],
        keyValues: [row.key],
        version,
        columns: ['title', 'url', 'publisher', 'year'],
        values: [row.title, row.url ?? null, row.publisher ?? null, row.year ?? null],
      });
      await audit(
        m,
        actor,
        created ? 'CREATE' : 'UPDATE',
        'source',
        row.key as string,
        before,
        await rowJson(m, 'source', id),
      );
      return id;
    });
    return this.db.getRepository(SourceEntity).findOneByOrFail({ id });
  }

  async upsertBenchmark(input: object): Promise<BenchmarkEntity> {
    const actor = await this.auth.require('EDITOR');
    const { row, version } = validateInput('benchmark', input);
    const id = await this.db.transaction(async (m) => {
      const [gpuId] = await requireIds(m, 'component', [row.gpu as string], 'input.gpu', 'GPU');
      const [sourceId] = await requireSources(m, [row.source as string], 'input.source');
      const { id, before, created } = await casWrite(m, {
        table: 'benchmark',
        what: `benchmark of ${row.gpu} on ${row.workload}`,
        keyColumns: ['gpu_id', 'workload', 'metric', 'unit', 'precision', 'gpu_count', 'source_id'],
        keyValues: [gpuId, row.workload, row.metric, row.unit, row.precision ?? null, row.gpuCount, sourceId],
        version,
        columns: ['value', 'notes'],
        values: [row.value, row.notes ?? null],
      });
      await refreshRelativePerformance(m);
      await audit(
        m,
        actor,
        created ? 'CREATE' : 'UPDATE',
        'benchmark',
        String(id),
        before,
        await rowJson(m, 'benchmark', id),
      );
      return id;
    });
    return this.db.getRepository(BenchmarkEntity).findOneByOrFail({ id });
  }

  async upsertCloudOffering(input: object): Promise<CloudOfferingEntity> {
    const actor = await this.auth.require('EDITOR');
    const { row, version } = validateInput('cloud-offering', input);
    const asOf = /^\d{4}-\d{2}$/.test(row.asOf as string) ? `${row.asOf}-01` : row.asOf;
    if (Number.isNaN(Date.parse(asOf as string))) throw badInput('input.asOf', 'is not a date');
    const id = await this.db.transaction(async (m) => {
      const [gpuId] = await requireIds(m, 'component', [row.gpu as string], 'input.gpu', 'GPU');
      const [sourceId] = await requireSources(m, [row.source as string], 'input.source');
      const { id, before, created } = await casWrite(m, {
        table: 'cloud_offering',
        what: `offer ${row.provider} ${row.instanceType}`,
        keyColumns: ['provider', 'instance_type', 'region', 'as_of'],
        keyValues: [row.provider, row.instanceType, row.region ?? null, asOf],
        version,
        columns: ['gpu_id', 'gpu_count', 'on_demand_usd_per_hour', 'spot_usd_per_hour', 'source_id'],
        values: [gpuId, row.gpuCount, row.onDemandUsdPerHour ?? null, row.spotUsdPerHour ?? null, sourceId],
      });
      await audit(
        m,
        actor,
        created ? 'CREATE' : 'UPDATE',
        'cloud_offering',
        String(id),
        before,
        await rowJson(m, 'cloud_offering', id),
      );
      return id;
    });
    return this.db.getRepository(CloudOfferingEntity).findOneByOrFail({ id });
  }

  async upsertGuidance(input: {
    slug: string;
    version?: number | null;
    question: string;
    answer: string;
    tags: string[];
    keywords?: string[] | null;
    useCases?: string[] | null;
    components?: string[] | null;
    sources: string[];
  }): Promise<GuidanceEntity> {
    const actor = await this.auth.require('EDITOR');
    const L = GUIDANCE_LIMITS;
    const slug = requiredSlug(input.slug, 'input.slug');
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw badInput('input.slug', 'must be lowercase kebab-case');
    const question = input.question.trim();
    const answer = input.answer.trim();
    if (!question || question.length > L.questionChars)
      throw badInput('input.question', `must be 1 to ${L.questionChars} characters`);
    if (!answer || answer.length > L.answerChars)
      throw badInput('input.answer', `must be 1 to ${L.answerChars} characters`);
    const tags = [...new Set(input.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
    if (tags.length > L.tags || tags.some((t) => t.length > L.tagChars)) {
      throw badInput('input.tags', `at most ${L.tags} tags of at most ${L.tagChars} characters`);
    }
    const keywords = (input.keywords ?? []).map((k) => k.trim()).filter(Boolean);
    if (keywords.length > L.keywords || keywords.some((k) => k.length > L.tagChars * 2)) {
      throw badInput('input.keywords', `at most ${L.keywords} short phrases`);
    }
    for (const [field, texts] of [
      ['input.question', [question]],
      ['input.answer', [answer]],
      ['input.tags', tags],
      ['input.keywords', keywords],
    ] as const) {
      const problem = texts.map(unstorableText).find(Boolean);
      if (problem) throw badInput(field, problem);
    }
    if (input.version != null && (!Number.isInteger(input.version) || input.version < 1)) {
      throw badInput('input.version', 'must be a positive integer (the version you read)');
    }
    const id = await this.db.transaction(async (m) => {
      const sourceIds = await requireSources(m, input.sources, 'input.sources');
      const useCaseIds = await requireIds(m, 'use_case', input.useCases ?? [], 'input.useCases');
      const componentIds = await requireIds(m, 'component', input.components ?? [], 'input.components');
      const { id, before, created } = await casWrite(m, {
        table: 'guidance',
        what: `guidance "${slug}"`,
        keyColumns: ['slug'],
        keyValues: [slug],
        version: input.version ?? null,
        columns: ['question', 'answer', 'tags', 'keywords'],
        values: [question, answer, tags, keywords],
      });
      await syncLinks(m, 'guidance_source', 'guidance_id', id, 'source_id', sourceIds);
      await syncLinks(m, 'guidance_use_case', 'guidance_id', id, 'use_case_id', useCaseIds);
      await syncLinks(m, 'guidance_component', 'guidance_id', id, 'component_id', componentIds);
      await audit(
        m,
        actor,
        created ? 'CREATE' : 'UPDATE',
        'guidance',
        slug,
        before,
        await rowJson(m, 'guidance', id),
      );
      return id;
    });
    return this.db.getRepository(GuidanceEntity).findOneByOrFail({ id });
  }

  async createApiKey(name: string, role: Role) {
    const actor = await this.auth.require('ADMIN');
    return this.db.transaction((m) => AuthService.createKey(m, name, role, actor));
  }

  async revokeApiKey(globalId: string): Promise<boolean> {
    const actor = await this.auth.require('ADMIN');
    const id = AuthService.keyIdFromGlobal(globalId);
    return this.db.transaction((m) => AuthService.revokeKey(m, id, actor));
  }

  async apiKeys() {
    await this.auth.require('ADMIN');
    return AuthService.listKeys(this.db);
  }

  /**
   * Deletes a component unless guidance or saved builds refer to it (CONFLICT naming
   * them: detach first). Its benchmarks, offers, slots and source links go with it.
   */
  async deleteComponent(slugArg: string): Promise<boolean> {
    const actor: Principal = await this.auth.require('ADMIN');
    const slug = requiredSlug(slugArg, 'slug');
    return this.db.transaction(async (m) => {
      const [row] = await m.query(
        `SELECT id, to_jsonb(c) AS row FROM component c WHERE slug = $1 FOR UPDATE`,
        [slug],
      );
      if (!row) throw notFound(`component "${slug}"`, 'slug');
      const guidance: { slug: string }[] = await m.query(
        `SELECT g.slug FROM guidance_component l JOIN guidance g ON g.id = l.guidance_id WHERE l.component_id = $1 ORDER BY g.slug`,
        [row.id],
      );
      const [{ saved }] = await m.query(
        `SELECT count(*)::int AS saved FROM saved_build WHERE build -> 'parts' @> $1::jsonb`,
        [JSON.stringify([{ slug }])],
      );
      if (guidance.length || saved) {
        throw new DomainError(
          ErrorCode.CONFLICT,
          `"${slug}" is still used by ${guidance.length} guidance entr${guidance.length === 1 ? 'y' : 'ies'}` +
            `${guidance.length ? ` (${guidance.map((g) => g.slug).join(', ')})` : ''} and ${saved} saved build(s); ` +
            'edit those entries to drop it first',
          { field: 'slug', guidance: guidance.map((g) => g.slug), savedBuilds: saved },
        );
      }
      await m.query(`DELETE FROM component WHERE id = $1`, [row.id]);
      await refreshRelativePerformance(m);
      await audit(m, actor, 'DELETE', 'component', slug, row.row, null);
      return true;
    });
  }
}

async function rowJson(m: EntityManager, table: string, id: number): Promise<unknown> {
  const [row] = await m.query(`SELECT to_jsonb(t) AS row FROM ${table} t WHERE id = $1`, [id]);
  return row?.row ?? null;
}
