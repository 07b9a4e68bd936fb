import { NotFoundService } from './not-found.service';
import type { AuthContext, ContextDeps } from '../context';
import { dbOf, oneAtATime, type Db } from '../db/pool';
import { createLoaders, type RequestLoaders } from '../loaders';
import type { CatalogSnapshot } from '../read-model';
import { AuthService } from './auth.service';
import { ComponentService } from './component.service';
import { EditService } from './edit.service';
import { GenerationService } from './generation.service';
import { HealthService } from './health.service';
import { KnowledgeService } from './knowledge.service';
import { MemoryService } from './memory.service';
import { ModelService } from './model.service';
import { PlanService } from './plan.service';
import { RulesService } from './rules.service';
import { SavedBuildService } from './saved-build.service';
import { SearchService } from './search.service';

/** The services of one request. */
export interface Services {
  readonly auth: AuthService;
  readonly components: ComponentService;
  readonly knowledge: KnowledgeService;
  readonly models: ModelService;
  readonly memory: MemoryService;
  readonly plan: PlanService;
  /** Image and video generation memory. */
  readonly generation: GenerationService;
  /** What the catalog is missing or holding too long. */
  readonly health: HealthService;
  readonly search: SearchService;
  readonly rules: RulesService;
  readonly edits: EditService;
  readonly savedBuilds: SavedBuildService;
  /** NOT_FOUND with suggestions for lookups by slug. */
  readonly notFound: NotFoundService;
}

/** How a request's services reach its catalog version. */
export interface RequestCatalog {
  /** The version the request reads. */
  catalog(): Promise<CatalogSnapshot>;
  /** After a write committed `version`: that version, which the request reads from then on. */
  wrote(version: string): Promise<CatalogSnapshot>;
}

/** The services a request has built so far. */
type BuiltServices = { -readonly [K in keyof Services]?: Services[K] };

/**
 * A request's services, each built on first use: a GPU page uses one, a rules call two or
 * three; building all nine (and their closures) for every request was work most requests
 * never used.
 */
class RequestServices implements Services {
  private readonly db: Db;
  private readonly made: BuiltServices = {};
  private madeLoaders: RequestLoaders | undefined;
  private readonly catalog: () => Promise<CatalogSnapshot>;

  constructor(
    private readonly deps: ContextDeps,
    private readonly authContext: AuthContext,
    private readonly requestCatalog: RequestCatalog,
  ) {
    this.db = dbOf(deps.db);
    this.catalog = requestCatalog.catalog;
  }

  get auth(): AuthService {
    return (this.made.auth ??= new AuthService(this.db, this.authContext));
  }
  get components(): ComponentService {
    return (this.made.components ??= new ComponentService(this.db, this.catalog));
  }
  get knowledge(): KnowledgeService {
    return (this.made.knowledge ??= new KnowledgeService(this.db, this.catalog));
  }
  get models(): ModelService {
    return (this.made.models ??= new ModelService(this.catalog));
  }
  get memory(): MemoryService {
    return (this.made.memory ??= new MemoryService(this.catalog, this.models));
  }
  get plan(): PlanService {
    return (this.made.plan ??= new PlanService(this.catalog, this.memory));
  }
  get generation(): GenerationService {
    return (this.made.generation ??= new GenerationService(this.catalog));
  }
  get health(): HealthService {
    return (this.made.health ??= new HealthService(this.catalog));
  }
  get search(): SearchService {
    // One connection at most for all of a request's searches (aliases run in parallel).
    return (this.made.search ??= new SearchService(oneAtATime(this.db), this.catalog));
  }
  get rules(): RulesService {
    return (this.made.rules ??= new RulesService(this.catalog));
  }
  get notFound(): NotFoundService {
    return (this.made.notFound ??= new NotFoundService(this.catalog));
  }
  get edits(): EditService {
    return (this.made.edits ??= new EditService(this.db, this.auth, this.requestCatalog.wrote));
  }
  get savedBuilds(): SavedBuildService {
    return (this.made.savedBuilds ??= new SavedBuildService(
      this.db,
      () => (this.madeLoaders ??= createLoaders(this.db)),
      this.catalog,
      this.rules,
      this.authContext,
      this.deps.limiters.saves,
    ));
  }
}

/** Services for one request; nothing is built until a resolver asks for it. */
export function createServices(
  deps: ContextDeps,
  authContext: AuthContext,
  requestCatalog: RequestCatalog,
): Services {
  return new RequestServices(deps, authContext, requestCatalog);
}
