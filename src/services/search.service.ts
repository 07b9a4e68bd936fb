import type { Db } from '../db/pool';
import { Params } from '../db/sql';
import { badInput } from '../errors';
import type { CatalogSnapshot, Linked, LinkedComponent } from '../read-model';
import { answersIndex, rankAnswers, type RankedAnswer } from './search-answers-index';
import { suggestCalls, type SuggestedCallModel } from './search-calls';
import { cutSnippet } from './search-snippet';
import { lineNamedPart, linkEntities, type SearchEntityModel } from './search-entities';
import { entitiesSql, type EntityRow } from './search-entities-sql';
import { firstStatement } from './search-named-parts-sql';
import { possibleLineKeys } from './search-line-prefixes';
import { lineKeys } from './search-lines';
import { fold, readMentions } from './search-mentions';
import { classifyIntent, isNumericDesignator, type SearchIntent } from './search-intent';
import {
  needsPartRanking,
  orderHits,
  scoreNamedParts,
  type RankedHit,
  type SearchMatch,
} from './search-merge';
import { modelNames, rankParts, WHOLE_TEXT, type SearchOptions } from './search-parts-rank';
import { memoTerms } from './search-terms-memo';
import { plainTokens } from './search-plain-tokens';
import { cleanSearchText, excludedDesignators, modelNameKeys } from './search-text';

export type { SearchIntent } from './search-intent';
export { questionTerms, type QuestionTerms } from './search-terms';
export { MODEL_QUESTION_MIN_COVERAGE, type SearchOptions } from './search-parts-rank';
export type { SearchMatch } from './search-merge';

/** Hits per search when the caller does not say. */
export const DEFAULT_SEARCH_HITS = 10;
/** Most hits one search returns: a chatbot needs the best few, not the catalog. */
export const MAX_SEARCH_HITS = 50;
/**
 * Parts the word ranking returns per hit asked for: near-duplicates collapse afterwards, and
 * a page should still be full.
 */
const PART_OVERFETCH = 2;
/** Decimals kept in a hit's score (more would suggest a precision the ranking does not have). */
const SCORE_DECIMALS = 4;
export type SearchItemModel = Linked<'Guidance'> | Linked<'UseCase'> | LinkedComponent | Linked<'Model'>;

/** What a search is asked: the text, how many hits, and optionally the intent to use. */
export interface SearchArgs {
  text: string;
  first?: number | null;
  /** QUESTION or LOOKUP; absent, the text decides (search-intent.ts). */
  intent?: SearchIntent | null;
}

/** One hit as the SearchHit resolvers see it. */
export interface SearchHitModel {
  score: number;
  match: SearchMatch;
  /** GUIDANCE, USE_CASE, MODEL or a component kind. */
  kind: string;
  title: string;
  snippet: string | null;
  item: SearchItemModel;
  /** A part the text names by its line: its folded name (for `ask`'s entities). */
  lineNameKey?: string;
}

/** A search's hits and what decided their order. */
export interface RankedSearch {
  text: string;
  intent: SearchIntent;
  hits: SearchHitModel[];
}

/** A search with the things its text names and the calls that answer it (`ask`). */
export interface SearchResultModel extends RankedSearch {
  entities: SearchEntityModel[];
  calls: SuggestedCallModel[];
}

/** Removes control characters (a snippet is displayed as is). */
function displayText(text: string | null): string | null {
  // eslint-disable-next-line no-control-regex
  return text === null ? null : text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * Free-text search across guidance, use cases, models and every kind of part. Its intent
 * (search-intent.ts) decides what comes first; the question's terms come from the version's
 * memo of words (search-terms-memo.ts) or from a statement that also finds the parts the
 * text names (search-named-parts-sql.ts, which looks them up alone when the memo knows
 * the terms), the answers are ranked
 * from those terms in memory, over the request's catalog version (search-answers-index.ts),
 * a second statement ranks parts by their words when a lookup wants them or a question's
 * answers do not fill the page (search-rank-sql.ts, pruned: search-pruning.ts); the items
 * then come from the request's catalog version (no statement). Statements run one after the
 * other: a search holds at most one connection at a time.
 */
export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly catalog: () => Promise<CatalogSnapshot>,
  ) {}

  async search(args: SearchArgs, options: SearchOptions = {}): Promise<SearchHitModel[]> {
    return (await this.ranked(args, options)).hits;
  }

  async ranked(args: SearchArgs, options: SearchOptions = {}): Promise<RankedSearch> {
    const text = cleanSearchText(args.text, 'text');
    const first = args.first ?? DEFAULT_SEARCH_HITS;
    if (!Number.isInteger(first) || first < 1 || first > MAX_SEARCH_HITS) {
      throw badInput('first', `must be between 1 and ${MAX_SEARCH_HITS}, got ${first}`);
    }
    const intent = args.intent ?? classifyIntent(text);
    const names = modelNames(text, intent);
    const questionKeys = intent === 'QUESTION' ? names.keys : [];
    const snapshot = await this.catalog();
    // Only the line keys some part's name can start with (most name nothing).
    const lines = intent === 'QUESTION' ? possibleLineKeys(snapshot, lineKeys(text)) : [];
    const tokens = plainTokens(text);
    const namesParts = questionKeys.length > 0 || lines.length > 0;
    // A plain text's terms from the version's memo: a text naming no part sends no statement
    // once its words are known; one naming parts sends its lookup alone when they are known
    // already, and otherwise the statement that reads the terms with it (one round trip).
    const memo = tokens ? await memoTerms(this.db, snapshot, text, tokens, { fill: !namesParts }) : null;
    const statement =
      memo && !namesParts
        ? null
        : await firstStatement(
            this.db,
            {
              text,
              limit: first,
              keys: questionKeys.map((k) => k.key),
              coverage: questionKeys.map((k) => k.coverage),
              designators: names.designators,
              alnumDesignators: names.designators.filter((d) => !isNumericDesignator(d)),
              excluded: excludedDesignators(names.designators),
              nameKeys: questionKeys.filter((k) => k.coverage >= WHOLE_TEXT).map((k) => k.key),
              lineKeys: lines,
            },
            memo ?? undefined,
          );
    const terms = memo ?? statement!.terms;
    const question = terms.question;
    const weights = new Map(question?.terms.map((t) => [t.lexeme, t.weight]) ?? []);
    const named = statement?.named ?? [];
    // The answers, from the request's catalog version (no statement).
    const ranked = rankAnswers(answersIndex(snapshot), {
      terms: question?.terms ?? [],
      norm: terms.norm,
      everyday: terms.everyday,
      folded: fold(text.toLowerCase().normalize('NFKC')).folded,
      partIds: named.filter((hit) => !hit.line).map((hit) => hit.id),
      limit: first,
    });
    // An answer's snippet is cut once it is known to be shown, from its catalog row.
    const forms = new Map<string, RankedAnswer['forms']>(ranked.map((a) => [`${a.kind}:${a.id}`, a.forms]));
    const found = { answers: ranked.map(answerHit), named };
    found.named = scoreNamedParts(found.answers, found.named);
    const parts =
      needsPartRanking(intent, found, first) && (question || names.keys.length > 0)
        ? await rankParts(
            this.db,
            intent,
            names,
            question,
            Math.min(first * PART_OVERFETCH, MAX_SEARCH_HITS * PART_OVERFETCH),
            options,
          )
        : [];
    const ordered = orderHits(intent, { ...found, parts }, first);
    const items = ordered.map((hit) => itemOf(snapshot, hit));
    const hits = ordered.flatMap((hit, i): SearchHitModel[] => {
      const item = items[i];
      // A row the request's version does not hold (written or deleted since) is left out.
      if (!item) return [];
      const score = Number(hit.score.toFixed(SCORE_DECIMALS));
      const answer = answerText(hit.kind, item);
      const written = forms.get(`${hit.kind}:${hit.id}`);
      return [
        {
          score,
          match: hit.match,
          kind: hit.kind,
          title: answer ? answer.title : hit.title,
          snippet: displayText(answer && written ? cutSnippet(answer.text, written, weights) : hit.snippet),
          item,
          ...(hit.line && hit.nameKey ? { lineNameKey: hit.nameKey } : {}),
        },
      ];
    });
    return { text, intent, hits };
  }

  /**
   * `search` plus the entities the text names, linked to the catalog (one more statement),
   * and the calls that answer it (search-calls.ts).
   */
  async ask(args: SearchArgs): Promise<SearchResultModel> {
    const ranked = await this.ranked(args);
    const mentions = readMentions(ranked.text);
    const keys = modelNameKeys(ranked.text).map((k) => k.key);
    const designators = mentions.designators.map((d) => d.designator);
    const params = new Params();
    const rows = await this.db.rows<EntityRow>(
      entitiesSql(
        {
          designators,
          // The longest key holding each designator ("rtxa6000" for a6000) tells its line apart.
          keys: designators.map((d) =>
            keys.filter((k) => k.includes(d)).reduce((best, k) => (k.length > best.length ? k : best), d),
          ),
          excluded: excludedDesignators(designators),
          folded: mentions.folded,
          words: mentions.words,
          sizes: mentions.words.filter((w) => /^\d+(\.\d+)?b$/.test(w)),
          psuWatts: mentions.watts.find((w) => w.role === 'PSU')?.watts ?? null,
        },
        params,
      ),
      params.values,
    );
    const entities = linkEntities(ranked.text, mentions, rows);
    const linePart = lineNamedPart(ranked.text, ranked.hits);
    if (linePart && !entities.some((e) => e.componentId === linePart.componentId)) entities.push(linePart);
    const standIn = rows.find((row) => row.role === 'PSU') ?? null;
    return { ...ranked, entities, calls: suggestCalls(entities, mentions, standIn) };
  }
}

/** An answer ranked in memory as a hit (its title and snippet come from its catalog row). */
function answerHit(answer: RankedAnswer): RankedHit {
  return {
    kind: answer.kind,
    id: answer.id,
    score: answer.score,
    match: answer.kind === 'MODEL' ? 'NAME' : 'TEXT',
    title: '',
    snippet: null,
    chipId: null,
    nameKey: null,
    quality: null,
    coverage: null,
    line: false,
  };
}

/** A hit's item, from the request's catalog version. */
function itemOf(snapshot: CatalogSnapshot, hit: RankedHit): SearchItemModel | null {
  if (hit.kind === 'GUIDANCE') return snapshot.byId('guidance', hit.id);
  if (hit.kind === 'USE_CASE') return snapshot.byId('useCases', hit.id);
  if (hit.kind === 'MODEL') return snapshot.byId('models', hit.id);
  return snapshot.byId('components', hit.id);
}

/**
 * An answer's title and the text its snippet is cut from, from its catalog row (a guidance
 * question and answer, a use case's name and description, a model's name and no text);
 * null for a part.
 */
function answerText(kind: string, item: SearchItemModel): { title: string; text: string | null } | null {
  if (kind === 'GUIDANCE') {
    const g = item as Linked<'Guidance'>;
    return { title: g.question, text: g.answer };
  }
  if (kind === 'USE_CASE') {
    const u = item as Linked<'UseCase'>;
    return { title: u.name, text: u.description };
  }
  if (kind === 'MODEL') return { title: (item as Linked<'Model'>).name, text: null };
  return null;
}
