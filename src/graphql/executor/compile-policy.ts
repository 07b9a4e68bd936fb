import { PlanCache } from './plan-cache';

/**
 * When a document is worth compiling, and what its plan weighs. Compiling is the one
 * piece of a request's work whose cost follows the document rather than the data: a
 * 142-token document whose fragments expand to 1,783 fields under `gpus(first: 0)` took
 * 0.3-0.6 s of CPU to compile and returned nothing (issue 24's compile bomb), and each new
 * operation name made it a new document. So graphql-js (whose work follows the data)
 * runs a document until it has been executed `compileAfter` times, a document whose
 * selection is larger than `maxCompiledFields` is never compiled, and plans are kept by
 * estimated bytes. Figures: docs/performance.md (compile cost per expanded field, heap
 * per plan).
 */
export interface CompilePolicy {
  /** A document is compiled on this execution; the earlier ones are interpreted. */
  readonly compileAfter: number;
  /** Documents expanding to more fields are always interpreted. */
  readonly maxCompiledFields: number;
  /** Estimated bytes all compiled plans may hold. */
  readonly maxPlanBytes: number;
}

/**
 * 300 expanded fields: twice the planner page's largest document (125) and every bench
 * scenario (at most 35); graphql-jit takes 15-110 us per field warm, so at most ~30 ms
 * of compile on the execution that compiles.
 */
export const MAX_COMPILED_FIELDS = 300;
/**
 * Heap a compiled plan holds with its document, measured with `v8.getHeapStatistics()`
 * around ten compiles of each of the planner page's documents, the standard introspection
 * query and the compile bomb: 170-220 KB each, plus 0.35-2.2 KB per expanded field (more
 * for small documents). The estimate takes the high end of both.
 */
export const PLAN_BASE_BYTES = 220 * 1024;
export const PLAN_BYTES_PER_FIELD = 2_300;
/** What remembering a document that is interpreted costs: its key and the marker. */
export const INTERPRETED_ENTRY_BYTES = 256;
/** Documents whose executions are counted towards compiling, before the oldest counts are forgotten. */
export const MAX_COUNTED_DOCUMENTS = 10_000;

export const BYTES_PER_MB = 1024 * 1024;

/** The estimated bytes of a compiled plan for a document of `fields` expanded fields. */
export function planBytes(fields: number): number {
  return PLAN_BASE_BYTES + PLAN_BYTES_PER_FIELD * fields;
}

/** The decision for one execution of a document. */
export type CompileDecision = 'interpret' | 'compile';

/**
 * Counts executions per document (bounded: the oldest counts are forgotten first, so a
 * stream of unique documents holds at most MAX_COUNTED_DOCUMENTS small counters) and says
 * when one has become hot enough to compile.
 */
export class ExecutionCounter {
  private readonly counts = new PlanCache<number>(MAX_COUNTED_DOCUMENTS);

  constructor(readonly compileAfter: number) {}

  /** Records one execution of `key`; 'compile' on the `compileAfter`-th (then the count is dropped). */
  record(key: string): CompileDecision {
    const runs = (this.counts.get(key) ?? 0) + 1;
    if (runs >= this.compileAfter) {
      this.counts.delete(key);
      return 'compile';
    }
    this.counts.set(key, runs);
    return 'interpret';
  }

  get size(): number {
    return this.counts.size;
  }
}
