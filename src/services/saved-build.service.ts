import { randomBytes } from 'node:crypto';
import { unstorableText } from '../catalog/text';
import type { Db } from '../db/pool';
import { savedBuildRows, type SavedBuildLine, type SavedBuildRow } from '../db/rows/saved-build';
import { DomainError, ErrorCode, badInput } from '../errors';
import type { BuildInput } from './inputs';
import type { AuthContext } from '../context';
import type { RequestLoaders } from '../loaders';
import type { CatalogSnapshot, LinkedComponent } from '../read-model';
import type { RulesService } from './rules.service';
import type { BuildPartModel } from './rules-models';

/**
 * The hourly quota of saves per client: spends one unit only when `work` succeeds (the HTTP
 * layer's rate limiter is one; the service needs no more of it than this).
 */
export interface SaveQuota {
  spendOnSuccess<T>(
    key: string,
    work: () => Promise<T>,
  ): Promise<{ refused: { retryAfterSeconds: number } } | { value: T }>;
}

/** A saved line as the API shows it: the snapshot, and the part if it is still in the catalog. */
export interface SavedBuildLineModel extends SavedBuildLine {
  component: LinkedComponent | null;
}

/** 16 random bytes (128 bits): an id nobody can guess or enumerate. */
const SAVED_BUILD_ID_BYTES = 16;
const SAVED_BUILD_ID = /^[A-Za-z0-9_-]{22,64}$/;
const MAX_NAME_CHARS = 200;

/** Anonymous, rate-limited saving of a build with its report, under an unguessable id. */
export class SavedBuildService {
  constructor(
    private readonly db: Db,
    private readonly loaders: () => RequestLoaders,
    private readonly catalog: () => Promise<CatalogSnapshot>,
    private readonly rules: RulesService,
    private readonly auth: AuthContext,
    private readonly limiter: SaveQuota,
  ) {}

  async save(build: BuildInput, nameArg: string | null | undefined): Promise<SavedBuildRow> {
    const name = nameArg?.trim() || null;
    if (name && name.length > MAX_NAME_CHARS)
      throw badInput('name', `must be at most ${MAX_NAME_CHARS} characters`);
    const problem = name ? unstorableText(name) : null;
    if (problem) throw badInput('name', problem);
    // Only a save that succeeds spends the hourly quota: an unknown slug or a failed
    // insert gives its unit back.
    const spent = await this.limiter.spendOnSuccess(`save:${this.auth.clientIp}`, () =>
      this.store(build, name),
    );
    if ('value' in spent) return spent.value;
    const retryAfterSeconds = spent.refused.retryAfterSeconds;
    throw new DomainError(ErrorCode.RATE_LIMITED, `too many saved builds; retry in ${retryAfterSeconds} s`, {
      retryAfterSeconds,
    });
  }

  private async store(build: BuildInput, name: string | null): Promise<SavedBuildRow> {
    const report = await this.rules.checkBuild(build);
    const merged = new Map<string, number>();
    for (const part of build.parts) {
      const slug = part.slug.trim().toLowerCase();
      merged.set(slug, (merged.get(slug) ?? 0) + (part.quantity ?? 1));
    }
    // checkBuild found every part in the request's version (it throws NOT_FOUND otherwise).
    const snapshot = await this.catalog();
    const stored = {
      parts: [...merged].map(([slug, quantity]): SavedBuildLine => {
        const component = snapshot.component(slug);
        if (!component) return { slug, quantity };
        const { kind, name, manufacturer, priceUsd, usedPriceUsd } = component;
        return { slug, quantity, kind, name, manufacturer, priceUsd, usedPriceUsd };
      }),
      mains: build.mains ?? null,
      useCase: build.useCase ?? null,
      preprocessingOnTheFly: build.preprocessingOnTheFly ?? false,
      risers: build.risers ?? false,
    };
    const id = randomBytes(SAVED_BUILD_ID_BYTES).toString('base64url');
    const [row] = await this.db.rows(
      `INSERT INTO saved_build (id, name, build, report) VALUES ($1, $2, $3, $4)
       RETURNING ${savedBuildRows.select('saved_build')}`,
      [id, name, stored, report],
    );
    return savedBuildRows.map(row);
  }

  async get(id: string): Promise<SavedBuildRow | null> {
    if (!SAVED_BUILD_ID.test(id)) return null;
    return this.loaders().savedBuildById.load(id);
  }

  /** The saved lines whose part is still in the catalog, with today's component and new price. */
  async parts(saved: SavedBuildRow): Promise<BuildPartModel[]> {
    return (await this.lines(saved)).flatMap(({ component, quantity }) =>
      component ? [{ component, quantity, priceUsd: component.priceUsd }] : [],
    );
  }

  /** Every saved line: its snapshot, and today's component when the part is still in the catalog. */
  async lines(saved: SavedBuildRow): Promise<SavedBuildLineModel[]> {
    const snapshot = await this.catalog();
    return saved.parts.map((line) => ({ ...line, component: snapshot.component(line.slug) }));
  }
}
