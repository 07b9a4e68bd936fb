import type { LabelledSearch } from '../test/fixtures/search-questions-labelled';

/**
 * How well search answers the labelled question set (issue 29): top-1 and top-3 on-topic
 * rates, and how often a part that merely shares a word or a number with a question (match
 * TEXT) sits above an answer. Pure: the caller runs the searches.
 */

/** A hit as the quality figures need it. */
export interface QualityHit {
  kind: string;
  slug: string;
  title: string;
  match: string;
}

/** Kinds that answer rather than list a part. */
const ANSWER_KINDS = new Set(['GUIDANCE', 'USE_CASE', 'MODEL']);

export const isAnswer = (hit: QualityHit) => ANSWER_KINDS.has(hit.kind);

/** Whether a hit is one of the entries the question is labelled with. */
export function onTopic(question: LabelledSearch, hit: QualityHit | undefined): boolean {
  if (!hit) return false;
  if (question.expected.includes(hit.slug)) return true;
  return !!question.title && !isAnswer(hit) && question.title.test(hit.title);
}

/**
 * Whether a part matched only by shared words (TEXT) ranks above an answer: never right for
 * a question; a lookup is expected to list parts first.
 */
export function partAboveAnswer(question: LabelledSearch, hits: readonly QualityHit[]): boolean {
  if (question.lookup) return false;
  const lastAnswer = hits.map(isAnswer).lastIndexOf(true);
  return hits.slice(0, Math.max(lastAnswer, 0)).some((hit) => !isAnswer(hit) && hit.match === 'TEXT');
}

export interface QualityFigures {
  questions: number;
  top1: number;
  top3: number;
  /** Questions with a TEXT-matched part above an answer. */
  partsAboveAnswers: number;
  /** Questions whose first hit is not a labelled entry, with what came back (dev set only). */
  misses: string[];
  /**
   * The same top-1 and top-3 counts per kind of answer the question wants (its first
   * label: GUIDANCE, USE_CASE, MODEL, or PART for a lookup), when the caller can tell kinds
   * apart: where a half falls short, without listing a held-out question.
   */
  byKind: Record<string, { questions: number; top1: number; top3: number }>;
}

/** Scores `questions` with `search` (which returns at least the first three hits). */
export async function measureQuality(
  questions: readonly LabelledSearch[],
  search: (text: string) => Promise<QualityHit[]>,
  options: { listMisses: boolean; kindOf?: (question: LabelledSearch) => string },
): Promise<QualityFigures> {
  const figures: QualityFigures = {
    questions: questions.length,
    top1: 0,
    top3: 0,
    partsAboveAnswers: 0,
    misses: [],
    byKind: {},
  };
  for (const question of questions) {
    const hits = await search(question.question);
    const top1 = onTopic(question, hits[0]);
    const top3 = hits.slice(0, 3).some((hit) => onTopic(question, hit));
    if (top1) figures.top1++;
    if (top3) figures.top3++;
    if (options.kindOf) {
      const kind = options.kindOf(question);
      const slice = (figures.byKind[kind] ??= { questions: 0, top1: 0, top3: 0 });
      slice.questions++;
      if (top1) slice.top1++;
      if (top3) slice.top3++;
    }
    if (!top1 && options.listMisses)
      figures.misses.push(
        `${top3 ? 'top-3' : 'MISS '} "${question.question}": wanted ${question.expected[0]}, got ${hits
          .slice(0, 3)
          .map((h) => h.slug)
          .join(', ')}`,
      );
    if (partAboveAnswer(question, hits)) {
      figures.partsAboveAnswers++;
      if (options.listMisses)
        figures.misses.push(`"${question.question}": a part matching only by words above an answer`);
    }
  }
  return figures;
}

/** "212/247 = 85.8 %" */
export function share(count: number, total: number): string {
  return `${count}/${total} = ${total ? ((100 * count) / total).toFixed(1) : '0.0'} %`;
}
