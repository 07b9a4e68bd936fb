/**
 * The expert review of November 2026 (docs/expert-review.md), asked of a real server on the seed
 * catalog: every question of test/expert/review-2026-11/questions.ts is answered without an
 * error, and each signed answer keeps the properties the review signed it for (signed.ts).
 * With REVIEW_ANSWERS=<file> the answers are also written there, for the next review.
 */
import { writeFileSync } from 'node:fs';
import { OPERATIONS, QUESTIONS } from '../expert/review-2026-11/questions';
import { SIGNED } from '../expert/review-2026-11/signed';
import { VERDICTS } from '../expert/review-2026-11/verdicts';
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
  it.each(QUESTIONS.map((question) => [question.id, question.asked, question.refused] as const))(
    '%s %s',
    (id, _asked, refused) => {
      const body = answers.get(id);
      if (refused) {
        expect(body.errors).toHaveLength(1);
        expect(body.errors[0].extensions.code).toBe(refused);
      } else {
        expect(body.errors).toBeUndefined();
        expect(body.data).toBeDefined();
      }
    },
  );
});

describe('expert review 2026-11: the signed properties hold', () => {
  const refused = new Set(QUESTIONS.filter((question) => question.refused).map((question) => question.id));
  it.each(Object.keys(SIGNED).map((id) => [id, SIGNED[id].signedFor] as const))('%s: %s', (id) => {
    const body = answers.get(id);
    SIGNED[id].holds(refused.has(id) ? body : Object.values(body.data as Record<string, unknown>)[0]);
  });

  it('every signed question exists, and every SIGN verdict after the fixes has its properties', () => {
    const ids = new Set(QUESTIONS.map((question) => question.id));
    for (const id of Object.keys(SIGNED)) expect(ids.has(id)).toBe(true);
    const signedAfter = Object.entries(VERDICTS)
      .filter(([, v]) => v.after === 'SIGN')
      .map(([id]) => id);
    for (const id of signedAfter) expect(SIGNED[id]).toBeDefined();
    expect(Object.keys(VERDICTS).sort()).toEqual([...ids].sort());
  });
});
