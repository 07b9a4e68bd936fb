import type { AuthContext, ContextDeps } from '../context';
import { dbOf, oneAtATime, type Db } from '../db/pool';
import type { Loaders } from '../loaders';
import { AuthService } from './auth.service';
import { ComponentService } from './component.service';
import { EditService } from './edit.service';
import { KnowledgeService } from './knowledge.service';
import { MemoryService } from './memory.service';
import { ModelService } from './model.service';
import { readCatalogVersion } from './catalog-cache';
import { RulesService } from './rules.service';
import { SavedBuildService } from './saved-build.service';
import { SearchService } from './search.service';

/** The services of one request. */
export interface Services {
  /** The catalog version, read at most once per request (the response cache and the rules data key on it). */
  catalogVersion(): Promise<string>;
  readonly auth: AuthService;
  readonly components: ComponentService;
  readonly knowledge: KnowledgeService;
  readonly models: ModelService;
  readonly memory: MemoryService;
  readonly search: SearchService;
  readonly rules: RulesService;
  readonly edits: EditService;
  readonly savedBuilds: SavedBuildService;
}

/** The services a request has built so far. */
type BuiltServices = { -readonly [K in Exclude<keyof Services, 'catalogVersion'>]?: Services[K] };

/**
 * A request's services, each built on first use: a GPU page uses one, a rules call two or
 * three, and a response-cache hit only the catalog version; building all nine (and their
 * closures) for every request was work most requests never used.
 */
class RequestServices implements Services {
  private readonly db: Db;
  private version: Promise<string> | undefined;
  // Created with the first service: a response-cache hit builds none.
  private built: BuiltServices | undefined;

  constructor(
    private readonly deps: ContextDeps,
    /** The request's loaders, made when the first service that reads through them is. */
    private readonly loadersOf: () => Loaders,
    private readonly authContext: AuthContext,
  ) {
    this.db = dbOf(deps.db);
  }

  private get loaders(): Loaders {
    return this.loadersOf();
  }

  catalogVersion(): Promise<string> {
    return (this.version ??= readCatalogVersion(this.db));
  }

  private get made(): BuiltServices {
    return (this.built ??= {});
  }

  get auth(): AuthService {
    return (this.made.auth ??= new AuthService(this.db, this.authContext));
  }
  get components(): ComponentService {
    return (this.made.components ??= new ComponentService(this.db, this.loaders));
  }
  get knowledge(): KnowledgeService {
    return (this.made.knowledge ??= new KnowledgeService(this.db, this.loaders));
  }
  get models(): ModelService {
    return (this.made.models ??= new ModelService(this.db, this.loaders));
  }
  get memory(): MemoryService {
    return (this.made.memory ??= new MemoryService(
      this.db,
      this.loaders,
      this.deps.catalogCache,
      () => this.catalogVersion(),
      this.models,
    ));
  }
  get search(): SearchService {
    // One connection at most for all of a request's searches (aliases run in parallel).
    return (this.made.search ??= new SearchService(oneAtATime(this.db), this.loaders));
  }
  get rules(): RulesService {
    return (this.made.rules ??= new RulesService(this.db, this.loaders, this.deps.catalogCache, () =>
      this.catalogVersion(),
    ));
  }
  get edits(): EditService {
    return (this.made.edits ??= new EditService(this.db, this.auth));
  }
  get savedBuilds(): SavedBuildService {
    return (this.made.savedBuilds ??= new SavedBuildService(
      this.db,
      this.loaders,
      this.rules,
      this.authContext,
      this.deps.limiters.saves,
    ));
  }
}

/** Services for one request; nothing is built until a resolver asks for it. */
export function createServices(
  deps: ContextDeps,
  loaders: () => Loaders,
  authContext: AuthContext,
): Services {
  return new RequestServices(deps, loaders, authContext);
}
