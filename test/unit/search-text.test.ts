import { DomainError } from '../../src/errors';
import { Params } from '../../src/db/sql';
import {
  cleanSearchText,
  excludedDesignators,
  modelDesignators,
  modelNameKeys,
  withModelSizes,
} from '../../src/services/search-text';

const keys = (text: string) => modelNameKeys(text).map((k) => k.key);

describe('modelNameKeys', () => {
  it.each([
    ['3090', '3090'],
    ['rtx3090', 'rtx3090'],
    ['RTX-3090', 'rtx3090'],
    ['rtx 3090', 'rtx3090'],
    ['2080ti', '2080ti'],
    ['2080 Ti', '2080ti'],
    ['two 4090s', '4090'],
    ['Threadripper 7970X', 'threadripper7970x'],
  ])('folds %p to the model key %p', (text, key) => {
    expect(keys(text)).toContain(key);
  });

  it('never tries quantities, prices, short numbers or words without digits as models', () => {
    const found = keys('is 24gb enough for a 1600 watt psu at $1500 with 64 GB ram');
    for (const quantity of ['24gb', '1600', '1500', '64', '64gb', 'psu', 'enough']) {
      expect(found).not.toContain(quantity);
    }
    expect(keys('three gpus on x8 lanes')).not.toContain('x8');
  });

  it('reports how much of the question the model name covers', () => {
    expect(modelNameKeys('2080ti')).toEqual([{ key: '2080ti', coverage: 1 }]);
    const [k] = modelNameKeys('undervolt a 3090 for deep learning').filter((m) => m.key === '3090');
    expect(k.coverage).toBeLessThan(0.2);
  });

  it('is bounded for long input', () => {
    expect(modelNameKeys('a1 '.repeat(500)).length).toBeLessThanOrEqual(64);
  });
});

describe('cleanSearchText', () => {
  it('removes control characters and trims', () => {
    expect(cleanSearchText(' psu\u0000sizing\u0007\n')).toBe('psu sizing');
  });

  it('rejects blank and over-long text with BAD_USER_INPUT naming the field', () => {
    for (const text of ['', '  \t\n', 'x'.repeat(501)]) {
      try {
        cleanSearchText(text);
        throw new Error('expected a DomainError');
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).extensions).toEqual({ field: 'text' });
      }
    }
  });
});

describe('Params', () => {
  it('numbers placeholders in binding order and keeps the values in step', () => {
    const params = new Params();
    const a = params.bind('x');
    const sql = `SELECT ${a}::text, ${params.bind(2)}, ${a}`;
    expect(sql).toBe('SELECT $1::text, $2, $1');
    expect(params.values).toEqual(['x', 2]);
  });
});

describe('modelDesignators', () => {
  it.each([
    ['3060 ti', ['3060ti']],
    ['rtx 3060 ti', ['3060ti']],
    ['3090 gaming oc', ['3090']],
    ['RX 7900 XTX', ['7900xtx']],
    ['P40', ['p40']],
    ['noctua nh-d15', ['d15']],
    ['rm1000x', ['rm1000x']],
    ['b650 tomahawk', ['b650']],
    ['4090 vs 3090', ['4090', '3090']],
    ['two 4090s', ['4090']],
    ['rtx 3060 12gb', ['3060']],
    ['threadripper 7970x', ['7970x']],
    ['i9 14900k', ['14900k']],
    ['rx 580', ['rx580']],
    ['gtx 970', ['gtx970']],
  ])('%p names %p', (text, designators) => {
    expect(modelDesignators(text)).toEqual(designators);
  });

  it('finds none in everyday questions without model numbers, nor in quantities', () => {
    expect(modelDesignators('should I watercool my gpus')).toEqual([]);
    expect(modelDesignators('is 24gb enough for a 1600 watt psu at $1500')).toEqual([]);
  });
});

describe('excludedDesignators', () => {
  it('names the other models of the line the text does not ask for', () => {
    expect(excludedDesignators(['1650'])).toEqual(expect.arrayContaining(['1650super', '1650ti']));
    expect(excludedDesignators(['3090ti'])).not.toContain('3090');
    expect(excludedDesignators(['3060', '3060ti'])).not.toContain('3060ti');
  });
});

describe('withModelSizes', () => {
  it('writes a spelt-out model size as the entries write it', () => {
    expect(withModelSizes('13 billion parameter chat model')).toBe('13b parameter chat model');
    expect(withModelSizes('a 1.5 Billion model, or 70 bn')).toBe('a 1.5b model, or 70b');
  });

  it('leaves other numbers and words alone', () => {
    expect(withModelSizes('billions of tokens on a 3090')).toBe('billions of tokens on a 3090');
  });
});
