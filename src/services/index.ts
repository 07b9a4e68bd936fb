import type { DataSource } from 'typeorm';
import type { Loaders } from '../loaders';
import { ComponentService } from './component.service';
import { KnowledgeService } from './knowledge.service';
import { RulesService } from './rules.service';

/** Services for one request; cheap to build, they share the request's loaders. */
export function createServices(db: DataSource, loaders: Loaders) {
  return {
    components: new ComponentService(db, loaders),
    knowledge: new KnowledgeService(db, loaders),
    rules: new RulesService(db, loaders),
  };
}

export type Services = ReturnType<typeof createServices>;
