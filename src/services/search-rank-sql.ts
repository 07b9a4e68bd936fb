import type { Params } from '../db/sql';
import {
  COMPONENT_NAME_FULL_CREDIT_WORDS,
  COMPONENT_TEXT_FACTOR,
  FALLBACK_SNIPPET_CHARS,
  FIELD_WEIGHTS,
  HEADLINE_OPTIONS,
  MODEL_MATCH_WEIGHT,
  MODEL_SIMILARITY_WEIGHT,
  SATURATION,
} from './search-sql';

/**
 * The ranking statement of `search`: the question's terms come in as parameters (from
 * questionSql, one statement earlier) together with the stages of `rankingStages`, and
 * one statement ranks stage by stage, stopping at the first stage whose result is exact.
 * Values are bound positionally once (`Placeholders`) and referenced wherever they are used.
 *
 * Stage i ranks the rows containing a term of its essential set that no earlier stage
 * ranked (stage 1 also every component whose model the question names: their model
 * score is not bounded by the text terms), and keeps the best `limit` of everything
 * ranked so far. It is exact, and later stages are skipped (their scans sit under a
 * one-time filter that is false), when it holds `limit` rows and the last of them scores
 * at least its bound: every row it did not rank scores below that. The last stage
 * holds every term, so it ranks whatever is left and is always exact.
 */

/** What one search ranks: the question (from questionSql), its pruning stages and the page. */
export interface RankInput {
  lexemes: string[];
  weights: number[];
  /** The question's total term weight; null when no term counts (only model names can match). */
  norm: number | null;
  /** The OR of every term, tsquery text; null when only model names can match. */
  query: string | null;
  /** Every stage but the last: its essential lexemes and the score bound that settles it. */
  stages: { lexemes: string[]; bound: number }[];
  limit: number;
  modelKeys: string[];
  modelCoverage: number[];
  /**
   * The model numbers the question names (modelDesignators). When `modelQuestion` is set
   * (the text is mostly a model name), a part must have one of them in its name to be a
   * hit at all: a part that only shares other words is a different model.
   */
  designators: string[];
  /** Other models of the same line (excludedDesignators): a part with one is not the model named. */
  excluded: string[];
  modelQuestion: boolean;
  /** Keys that cover the whole text: a part whose name holds one matches by NAME. */
  nameKeys: string[];
}

/** The placeholders of a statement's values, bound once each. */
interface Placeholders {
  fieldWeights: string;
  saturation: string;
  componentTextFactor: string;
  nameWords: string;
  limit: string;
  bounds: string[];
  designators: string;
  excluded: string;
  modelQuestion: string;
}

/** The relevance of a guidance or use case row (alias `alias`), normalised by the question. */
function textScore(alias: string, v: Placeholders): string {
  return `search_rank(${alias}.search_vector, q.lexemes, q.weights, ${v.fieldWeights}::real[], ${v.saturation}::float8) / q.norm`;
}

/**
 * The relevance of a component (`c`, with its model match `m`): text, damped (and damped
 * again for long listing names), plus model name.
 */
function componentScore(v: Placeholders): string {
  return `${v.componentTextFactor}::float8
    * least(1, ${v.nameWords}::float8 / cardinality(regexp_split_to_array(btrim(c.name), '[[:space:]]+')))
    * coalesce(CASE WHEN c.search_vector @@ q.query THEN ${textScore('c', v)} END, 0) + coalesce(m.score, 0)`;
}

/** The OR tsquery of stage `stage`'s terms: the question's whole query for the last stage. */
function stageQuery(stage: number, stages: number): string {
  return stage === stages ? 'q.query' : `q.stage${stage}`;
}

/** Parts of another model are no hits when the question is a model name (RankInput.designators). */
function sameModel(v: Placeholders): string {
  return `(NOT ${v.modelQuestion}::boolean OR (c.model_keys && ${v.designators}::text[]
    AND NOT c.model_keys && ${v.excluded}::text[]))`;
}

/** The rows stage `stage` ranks (kind, id, score). */
function stageRows(stage: number, stages: number, v: Placeholders): string {
  const query = stageQuery(stage, stages);
  // Rows of an earlier stage are already ranked; nothing runs once an earlier stage was exact.
  const fresh = (alias: string) =>
    stage === 1
      ? `${alias}.search_vector @@ ${query}`
      : `NOT (SELECT done FROM done${stage - 1}) AND ${alias}.search_vector @@ ${query}
         AND (${alias}.search_vector @@ ${stageQuery(stage - 1, stages)}) IS NOT TRUE`;
  const rows = [
    `SELECT c.kind, c.id, ${componentScore(v)} AS score
     FROM component c CROSS JOIN q LEFT JOIN model m ON m.id = c.id
     WHERE ${fresh('c')}${stage === 1 ? '' : ' AND m.id IS NULL'} AND ${sameModel(v)}`,
  ];
  if (stage === 1) {
    rows.push(`SELECT c.kind, c.id, ${componentScore(v)}
     FROM model m JOIN component c ON c.id = m.id CROSS JOIN q
     WHERE (c.search_vector @@ ${query}) IS NOT TRUE AND ${sameModel(v)}`);
  }
  return rows.join('\n    UNION ALL\n    ');
}

/**
 * Stage `stage`'s rows, then the best `limit` of everything ranked so far (`top<i>`) and
 * whether they are exact (`done<i>`). The rows are MATERIALIZED so each row's rank is
 * computed once: inlined, the planner would push `score > 0` into every branch and
 * evaluate search_rank twice per row.
 */
function stageResult(stage: number, stages: number, v: Placeholders): string {
  const earlierTop = stage === 1 ? '' : `SELECT kind, id, score FROM top${stage - 1}\n    UNION ALL\n    `;
  const top = `ranked${stage} AS MATERIALIZED (
    ${stageRows(stage, stages, v)}),
  top${stage} AS (
    SELECT kind, id, score FROM (
    ${earlierTop}SELECT kind, id, score FROM ranked${stage}) ranked
    WHERE score > 0 ORDER BY score DESC, kind, id LIMIT ${v.limit}::int)`;
  if (stage === stages) return top;
  const earlier = stage === 1 ? '' : `(SELECT done FROM done${stage - 1}) OR `;
  return `${top},
  done${stage} AS (
    SELECT ${earlier}(count(*) = ${v.limit}::int AND min(score) >= ${v.bounds[stage - 1]}::float8) AS done FROM top${stage})`;
}

/**
 * Ranked hits across guidance, use cases and components, best first, with title and
 * snippet, for the question and stages of `input` (the last stage is implicit: every term).
 */
export function searchSql(input: RankInput, p: Params): string {
  const stages = input.stages.length + 1;
  const v: Placeholders = {
    fieldWeights: p.bind(FIELD_WEIGHTS),
    saturation: p.bind(SATURATION),
    componentTextFactor: p.bind(COMPONENT_TEXT_FACTOR),
    nameWords: p.bind(COMPONENT_NAME_FULL_CREDIT_WORDS),
    limit: p.bind(input.limit),
    bounds: input.stages.map((stage) => p.bind(stage.bound)),
    designators: p.bind(input.designators),
    excluded: p.bind(input.excluded),
    modelQuestion: p.bind(input.modelQuestion),
  };
  const stageQueries = input.stages
    .map(
      (stage, i) =>
        `,\n           (SELECT search_tsquery_or(plainto_tsquery('simple', l)) FROM unnest(${p.bind(stage.lexemes)}::text[]) l) AS stage${i + 1}`,
    )
    .join('');
  const modelKeys = p.bind(input.modelKeys);
  const results = Array.from({ length: stages }, (_, i) => stageResult(i + 1, stages, v)).join(',\n  ');
  return `
  WITH q AS (
    SELECT ${p.bind(input.lexemes)}::text[] AS lexemes, ${p.bind(input.weights)}::float8[] AS weights,
           ${p.bind(input.norm)}::float8 AS norm, ${p.bind(input.query)}::tsquery AS query${stageQueries}),
  model AS (
    SELECT c.id, max(k.coverage * (${p.bind(MODEL_MATCH_WEIGHT)}::float8 + ${p.bind(MODEL_SIMILARITY_WEIGHT)}::float8 * word_similarity(k.key, c.name_key))) AS score
    FROM component c CROSS JOIN unnest(${modelKeys}::text[], ${p.bind(input.modelCoverage)}::float8[]) AS k(key, coverage)
    WHERE c.model_keys && ${modelKeys}::text[] AND k.key = ANY(c.model_keys)
    GROUP BY c.id),
  ${results}
  SELECT top.kind, top.id, top.score, c.chip_id, c.name_key,
         CASE WHEN c.model_keys && ${p.bind(input.nameKeys)}::text[] THEN 'NAME'
              WHEN (c.model_keys && ${v.designators}::text[] AND NOT c.model_keys && ${v.excluded}::text[])
                OR (cardinality(${v.designators}::text[]) = 0 AND c.model_keys && ${modelKeys}::text[]) THEN 'MODEL'
              ELSE 'TEXT' END AS match,
         c.manufacturer || ' ' || c.name AS title,
         coalesce(ts_headline('english', c.description, q.query, ${p.bind(HEADLINE_OPTIONS)}::text),
                  left(c.description, ${p.bind(FALLBACK_SNIPPET_CHARS)}::int)) AS snippet
  FROM top${stages} top CROSS JOIN q JOIN component c ON c.id = top.id
  ORDER BY top.score DESC, top.kind, top.id`;
}
