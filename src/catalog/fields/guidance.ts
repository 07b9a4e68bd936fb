import { defineTable, links, text, texts } from './dsl';
import { SLUG } from './base';

/** Bounds on guidance text: long enough for a real answer, short enough to stay an answer. */
export const GUIDANCE_LIMITS = {
  questionChars: 500,
  answerChars: 4000,
  tags: 20,
  keywords: 50,
  tagChars: 60,
};

/** A question people ask, answered concisely in our own words. */
export const GUIDANCE = defineTable({
  table: 'guidance',
  key: ['slug'],
  fields: {
    slug: text({ required: true, pattern: SLUG }),
    question: text({ required: true, role: 'prose' }),
    answer: text({ required: true, role: 'prose' }),
    tags: texts({ required: true, role: 'prose' }),
    /** Everyday phrasings and synonyms a person might use; feeds search. */
    keywords: texts({ role: 'prose' }),
    sources: links('source', { table: 'guidance_source', owner: 'guidance_id', required: true }),
    useCases: links('useCase', { table: 'guidance_use_case', owner: 'guidance_id' }),
    components: links('component', { table: 'guidance_component', owner: 'guidance_id' }),
  },
});

/**
 * A search query expansion: when a question contains `term` (as a phrase, after English
 * stemming), the words of `expansion` are searched too, at a lower weight.
 */
export const SEARCH_SYNONYM = defineTable({
  table: 'search_synonym',
  key: ['term'],
  describe: (row) => `synonym "${row.term}"`,
  fields: {
    /** Lowercase word or phrase as people type it, e.g. "graphics card". */
    term: text({ required: true, role: 'prose' }),
    /** Words the knowledge base uses for the same thing, e.g. "gpu". */
    expansion: text({ required: true, role: 'prose' }),
  },
});
