import { UsageError, parseOptions } from '../../../bench/options';

/** The bench's command line: which rigbase processes run and on which Node. */
describe('bench options', () => {
  it('runs rigbase with the response cache on and off side by side by default', () => {
    expect(parseOptions([]).cache).toBe('both');
    expect(parseOptions(['--no-response-cache']).cache).toBe('off');
    expect(parseOptions(['--cache', 'on']).cache).toBe('on');
  });

  it('keeps one rigbase per catalog size in a scale run unless told otherwise', () => {
    expect(parseOptions(['--scale', '10']).cache).toBe('on');
    expect(parseOptions(['--scale', '10', '--no-response-cache']).cache).toBe('off');
  });

  it('executes through graphql-jit unless told to use graphql-js or compare both', () => {
    expect(parseOptions([]).executor).toBe('jit');
    expect(parseOptions(['--executor', 'graphql-js']).executor).toBe('graphql-js');
    expect(parseOptions(['--executor', 'both']).executor).toBe('both');
    expect(() => parseOptions(['--executor', 'fast'])).toThrow(UsageError);
  });

  it('takes the PostGraphile peer and the Apollo floor unless --no-peer or --no-floor', () => {
    expect(parseOptions([])).toMatchObject({ peer: true, floor: true });
    expect(parseOptions(['--no-peer'])).toMatchObject({ peer: false, floor: true });
    expect(parseOptions(['--no-floor'])).toMatchObject({ peer: true, floor: false });
  });

  it('chooses the contestants runtime by Node major or by path, not both', () => {
    expect(parseOptions(['--node', '22'])).toMatchObject({ node: 22, runtime: null });
    expect(parseOptions(['--runtime', '/opt/node/bin/node'])).toMatchObject({
      node: null,
      runtime: '/opt/node/bin/node',
    });
    expect(() => parseOptions(['--node', '22', '--runtime', '/x/node'])).toThrow(UsageError);
    expect(() => parseOptions(['--node', 'latest'])).toThrow(UsageError);
    expect(() => parseOptions(['--runtime'])).toThrow(UsageError);
    expect(() => parseOptions(['--cache', 'sometimes'])).toThrow(UsageError);
  });

  it('runs on the seeds unless told the full catalog, which a scale run cannot take', () => {
    expect(parseOptions([]).catalog).toBe('seeds');
    expect(parseOptions(['--catalog', 'full']).catalog).toBe('full');
    expect(parseOptions(['--worst', '--catalog', 'full'])).toMatchObject({ worst: true, catalog: 'full' });
    expect(() => parseOptions(['--catalog', 'huge'])).toThrow(UsageError);
    expect(() => parseOptions(['--catalog'])).toThrow(UsageError);
    expect(() => parseOptions(['--scale', '10', '--catalog', 'full'])).toThrow(UsageError);
  });
});
