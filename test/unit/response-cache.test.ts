import { buildSchema } from 'graphql';
import {
  cacheableRootFields,
  MAX_KEY_CHARS,
  ResponseCache,
  entryBytes,
} from '../../src/graphql/response-cache.plugin';
import { loadTypeDefs } from '../../src/graphql/schema';

/**
 * Root fields whose answer is not a pure function of the catalog and the arguments, and
 * why. Every other Query field must declare `@policy(cache: CATALOG)`.
 */
const UNCACHEABLE_ROOT_FIELDS: Record<string, string> = {
  savedBuild: 'a saved build is not catalog data (and its report is frozen when saved)',
  apiKeys: 'answers depend on the caller (ADMIN only)',
  catalogHealth: 'price ages are measured from today unless `asOf` is given: the answer changes with the day',
};

describe('cacheable root fields (@policy(cache:) in the SDL)', () => {
  const queryFields = Object.keys(buildSchema(loadTypeDefs()).getQueryType()!.getFields()).sort();

  it('lists exactly the Query fields that are not uncacheable for a stated reason', () => {
    const expected = queryFields.filter((name) => !(name in UNCACHEABLE_ROOT_FIELDS));
    expect([...cacheableRootFields()].sort()).toEqual(expected);
  });

  it('names only real Query fields as uncacheable', () => {
    expect(Object.keys(UNCACHEABLE_ROOT_FIELDS).filter((name) => !queryFields.includes(name))).toEqual([]);
  });
});

describe('ResponseCache', () => {
  it('gives back what it stored for the same version and key only', () => {
    const cache = new ResponseCache(1_000_000);
    cache.set('5', 'a', { x: 1 }, 10);
    expect(cache.get('5', 'a')).toEqual({ x: 1 });
    expect(cache.get('5', 'b')).toBeUndefined();
  });

  it('drops everything when a newer version is seen, and ignores older ones', () => {
    const cache = new ResponseCache(1_000_000);
    cache.set('5', 'a', { x: 1 }, 10);
    expect(cache.get('6', 'a')).toBeUndefined();
    expect(cache.size).toBe(0);
    // A slow request that read version 5 must not store into version 6's cache.
    cache.set('5', 'a', { x: 1 }, 10);
    expect(cache.size).toBe(0);
    expect(cache.get('5', 'a')).toBeUndefined();
    // Versions compare as integers, not as text ("10" > "9").
    cache.set('10', 'b', { y: 2 }, 10);
    expect(cache.get('10', 'b')).toEqual({ y: 2 });
    cache.set('9', 'c', { z: 3 }, 10);
    expect(cache.get('10', 'c')).toBeUndefined();
  });

  it('evicts the least recently used entries past its byte budget', () => {
    const entryChars = 300;
    // Each entry is a tenth of the budget; ten fit.
    const cache = new ResponseCache(10 * entryBytes('a', entryChars));
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'])
      cache.set('1', key, { key }, entryChars);
    expect(cache.size).toBe(10);
    cache.get('1', 'a'); // 'a' becomes the most recently used
    cache.set('1', 'k', { key: 'k' }, entryChars);
    expect(cache.size).toBe(10);
    expect(cache.get('1', 'b')).toBeUndefined();
    expect(cache.get('1', 'a')).toEqual({ key: 'a' });
    expect(cache.get('1', 'k')).toEqual({ key: 'k' });
  });

  it('refuses an entry larger than a tenth of the budget rather than evicting everything for it', () => {
    const cache = new ResponseCache(10 * entryBytes('small', 10));
    cache.set('1', 'small', { s: 1 }, 10);
    cache.set('1', 'huge', { h: 1 }, 20);
    expect(cache.get('1', 'huge')).toBeUndefined();
    expect(cache.get('1', 'small')).toEqual({ s: 1 });
  });

  it('replaces an entry stored twice without counting it twice', () => {
    const cache = new ResponseCache(10 * entryBytes('other', 50));
    for (let i = 0; i < 30; i++) cache.set('1', 'same', { i }, 50);
    expect(cache.usedBytes).toBe(entryBytes('same', 50));
    expect(cache.size).toBe(1);
    expect(cache.get('1', 'same')).toEqual({ i: 29 });
    cache.set('1', 'other', { o: 1 }, 50);
    expect(cache.size).toBe(2);
  });

  it('charges keys against the budget, so long keys cannot grow it past its bound', () => {
    const budget = 1_000_000;
    const cache = new ResponseCache(budget);
    // Distinct keys of ~8 KB with tiny answers: what an attacker varying a variable does.
    for (let i = 0; i < 1_000; i++) {
      cache.set('1', `${i}:${'x'.repeat(MAX_KEY_CHARS - 10)}`, { i }, 10);
      expect(cache.usedBytes).toBeLessThanOrEqual(budget);
    }
    expect(cache.size).toBeGreaterThan(0);
    // ~16 KB each: about 60 fit, never the 1,000 sent.
    expect(cache.size).toBeLessThan(budget / (2 * (MAX_KEY_CHARS - 10)));
  });

  it('does not store an entry whose key is longer than MAX_KEY_CHARS', () => {
    const cache = new ResponseCache(1_000_000_000);
    const key = 'k'.repeat(MAX_KEY_CHARS + 1);
    cache.set('1', key, { x: 1 }, 10);
    expect(cache.size).toBe(0);
    expect(cache.get('1', key)).toBeUndefined();
  });
});
