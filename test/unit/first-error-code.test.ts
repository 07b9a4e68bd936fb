import { firstErrorCode } from '../../src/observability/request-id';

/** The outcome the access log and the metrics give a GraphQL answer. */
describe('firstErrorCode', () => {
  it('reads the first code of an answer with errors (Apollo writes them first)', () => {
    const body = JSON.stringify({
      errors: [{ message: 'no', extensions: { code: 'NOT_FOUND' } }],
      data: { component: null },
    });
    expect(firstErrorCode(body)).toBe('NOT_FOUND');
  });

  it('says UNKNOWN for errors without a code', () => {
    expect(firstErrorCode(JSON.stringify({ errors: [{ message: 'no' }] }))).toBe('UNKNOWN');
  });

  it('finds none in an answer whose data quotes the words errors and code', () => {
    const body = JSON.stringify({
      data: { guidance: { answer: 'look for "errors":[ and "code":"OOM" in the log' } },
    });
    expect(firstErrorCode(body)).toBeNull();
  });

  it('finds none in an answer whose data has a field named errors (only the top level counts)', () => {
    const body = JSON.stringify({ data: { importReport: { errors: [{ code: 'ROW_SKIPPED' }] } } });
    expect(firstErrorCode(body)).toBeNull();
  });

  it('searches a batch of answers whole', () => {
    const body = JSON.stringify([
      { data: { a: 1 } },
      { errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] },
    ]);
    expect(firstErrorCode(body)).toBe('BAD_USER_INPUT');
  });
});
