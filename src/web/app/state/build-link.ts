import { isMainsRegion, normalizeMains, type MainsChoice } from '../lib/mains';
import type { Draft } from './draft';

/**
 * The options of a build that `savedBuild` does not return: the API stores the mains, use
 * case, preprocessing and risers with a saved build but reads back only its parts and report.
 * The shared link carries them in its query, so the build reopens checked as it was saved.
 */
export type LinkedOptions = Pick<Draft, 'mains' | 'useCase' | 'preprocessing' | 'risers'>;

/** "mains=EUROPE&risers=1": what a saved build's link appends after its id. */
export function optionsQuery(options: LinkedOptions): string {
  const params = new URLSearchParams();
  const { mains } = options;
  params.set('mains', mains.preset);
  if (mains.preset === 'custom') {
    params.set('volts', String(mains.voltage));
    params.set('amps', String(mains.breakerAmps));
  }
  if (options.useCase) params.set('use', options.useCase);
  if (options.preprocessing) params.set('preprocessing', '1');
  if (options.risers) params.set('risers', '1');
  return params.toString();
}

/** The options a link names; a link without them (made before they were carried) gives defaults. */
export function optionsFromQuery(query: string): LinkedOptions {
  const params = new URLSearchParams(query);
  const preset = params.get('mains');
  const mains: Partial<MainsChoice> =
    preset === 'custom'
      ? {
          preset,
          voltage: Number(params.get('volts') ?? NaN),
          breakerAmps: Number(params.get('amps') ?? NaN),
        }
      : { preset: isMainsRegion(preset) ? preset : undefined };
  return {
    mains: normalizeMains(mains),
    useCase: params.get('use') || null,
    preprocessing: params.get('preprocessing') === '1',
    risers: params.get('risers') === '1',
  };
}
