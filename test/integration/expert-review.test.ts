/**
 * The expert review of November 2026 (docs/expert-review.md), asked of a real server on the seed
 * catalog: every question of test/expert/review-2026-11/questions.ts is answered without an
 * error, and each signed answer keeps the properties the review signed it for (signed.ts).
 * With REVIEW_ANSWERS=<file> the answers are also written there, for the next review.
 */
import { writeFileSync } from 'node:fs';
import { OPERATIONS, QUESTIONS } from '../expert/review-2026-11/questions';
import { SIGNED } from '../expert/review-2026-11/signed';
import { postGraphql, suiteServer } from '../support/server';

const t = suiteServer();
const answers = new Map<string, any>();

beforeAll(async () => {
  for (const question of QUESTIONS) {
    const { body } = await postGraphql(t().url, OPERATIONS[question.operation], question.variables);
    answers.set(question.id, body);
  }
  const file = process.env.REVIEW_ANSWERS;
  if (file) {
    const out = QUESTIONS.map((question) => ({ ...question, answer: answers.get(question.id) }));
    writeFileSync(file, JSON.stringify(out, null, 1));
  }
}, 600_000);

describe('expert review 2026-11: every question is answered', () => {
  it.each(QUESTIONS.map((question) => [question.id, question.asked] as const))('%s %s', (id) => {
    const body = answers.get(id);
    expect(body.errors).toBeUndefined();
    expect(body.data).toBeDefined();
  });
});

describe('expert review 2026-11: the signed properties hold', () => {
  it.each(Object.keys(SIGNED).map((id) => [id, SIGNED[id].signedFor] as const))('%s: %s', (id) => {
    SIGNED[id].holds(Object.values(answers.get(id).data as Record<string, unknown>)[0]);
  });
});
