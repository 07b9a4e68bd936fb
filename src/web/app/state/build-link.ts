import { isMainsRegion, normalizeMains, type MainsChoice } from '../lib/mains';
import type { Draft } from './draft';

/**
 * The options of a build besides its parts: the mains, use case, preprocessing and risers.
 * The API reads them back (`SavedBuild.options`); the page's links carry them in their query
 * too, so a link reopens as it was saved even where the API's copy lacks one (risers of
 * builds saved before the API kept them).
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

/** What `SavedBuild.options` returns (the generated type, kept structural here). */
export interface SavedOptions {
  mains?: { voltage?: number | null; breakerAmps?: number | null; region?: string | null } | null;
  useCase?: string | null;
  preprocessingOnTheFly: boolean;
  risers?: boolean | null;
}

/**
 * The options to reopen a saved build with: the link's when it names them (the page's own
 * links always do), else the API's, so a bare `#/build/<id>` link reopens as it was saved.
 */
export function savedBuildOptions(query: string, saved: SavedOptions): LinkedOptions {
  if (new URLSearchParams(query).has('mains')) return optionsFromQuery(query);
  const given = saved.mains;
  const mains: Partial<MainsChoice> = isMainsRegion(given?.region)
    ? { preset: given.region }
    : given?.voltage != null || given?.breakerAmps != null
      ? { preset: 'custom', voltage: given.voltage ?? NaN, breakerAmps: given.breakerAmps ?? NaN }
      : {};
  return {
    mains: normalizeMains(mains),
    useCase: saved.useCase ?? null,
    preprocessing: saved.preprocessingOnTheFly,
    risers: saved.risers === true,
  };
}
