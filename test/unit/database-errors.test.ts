import { isDatabaseUnavailable, refusedValue } from '../../src/graphql/database-errors';

/** Errors as the driver, TypeORM and our own code wrap them, read through every wrapper. */
const wrapped = (inner: object, via: 'cause' | 'driverError', times: number): object => {
  let error: object = inner;
  for (let i = 0; i < times; i++) error = { message: `wrapper ${i}`, [via]: error };
  return error;
};

describe('reading a database error through its wrappers', () => {
  it("finds a lost connection's SQLSTATE under a cause or a driverError", () => {
    expect(isDatabaseUnavailable(wrapped({ code: '57P01', message: 'x' }, 'cause', 3))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006', message: 'x' }, 'driverError', 1))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505', message: 'x' }, 'cause', 3))).toBe(false);
  });

  it("finds a refused value's code, and the CHECK constraint's name, under a wrapper", () => {
    expect(refusedValue(wrapped({ code: '22021', message: 'x' }, 'cause', 2))).toEqual({ kind: 'nul' });
    expect(
      refusedValue(
        wrapped({ code: '23514', message: 'x', constraint: 'chk_vram', table: 'gpu' }, 'driverError', 1),
      ),
    ).toEqual({ kind: 'check', constraint: 'chk_vram', table: 'gpu' });
  });

  it('reads at most five errors deep, and ends on a cause that refers back to itself', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '57P01', message: 'x' }, 'cause', 4))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P01', message: 'x' }, 'cause', 5))).toBe(false);
    const loop: { message: string; cause?: unknown } = { message: 'loop' };
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
    expect(refusedValue(loop)).toBeNull();
  });
});
