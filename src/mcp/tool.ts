import type { z } from 'zod';
import type { RequestContext } from '../context';
import type { SourceRow } from '../db/rows/source';
import { SourceIndex } from './source-index';

/**
 * An MCP tool: a thin adapter that calls the same service method as the GraphQL resolver,
 * reads sources from the rows (the request's catalog version) and maps the answer to compact JSON
 * (./format). No SQL and no rules logic in a tool.
 */
export interface McpTool<S extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  shape: S;
  run(ctx: RequestContext, args: z.output<z.ZodObject<S>>): Promise<object>;
}

/** A tool as written: `answer` cites by key, in `index`, every source its items rest on. */
export interface ToolDefinition<S extends z.ZodRawShape> extends Omit<McpTool<S>, 'run'> {
  answer(ctx: RequestContext, args: z.output<z.ZodObject<S>>, index: SourceIndex): Promise<object>;
}

/**
 * Every answer ends with `sources`, the map from the keys it cites to title, url and year,
 * so a client can cite any item of it.
 */
export function tool<S extends z.ZodRawShape>({ answer, ...meta }: ToolDefinition<S>): McpTool<S> {
  return {
    ...meta,
    async run(ctx, args) {
      const index = new SourceIndex();
      return { ...(await answer(ctx, args, index)), sources: index.toJSON() };
    },
  };
}

/** Sources by key (a method's documents), from the request's catalog version. */
export function sourcesByKey(ctx: RequestContext, keys: readonly string[]): Promise<SourceRow[]> {
  return ctx.services.knowledge.sourcesByKeys(keys);
}
