/**
 * model.safetensors.index.json: `metadata.total_size` is the bytes of every tensor of the
 * checkpoint, so with the checkpoint's dtype it gives the parameter count the config alone
 * cannot (biases, vision towers, anything the shape leaves out). Only the total and the
 * tensor names are read; a trimmed `{"metadata": {"total_size": N}}` is enough.
 */
import { ConfigReader, parseJsonObject } from './hf-config-read';
import { MemoryInputError } from './input-error';

/** Largest index accepted, in characters (the request body is bounded at 2 MB anyway). */
export const MAX_INDEX_CHARS = 4_000_000;
/** Largest checkpoint total accepted: 100 TB. */
const MAX_TOTAL_BYTES = 1e14;

export interface SafetensorsIndex {
  totalBytes: number;
  /** Tensor names (weight_map keys); empty when the index was trimmed to its metadata. */
  tensorNames: string[];
}

export function parseSafetensorsIndex(text: string): SafetensorsIndex {
  const r = new ConfigReader(parseJsonObject(text, 'safetensorsIndex', MAX_INDEX_CHARS), 'safetensorsIndex');
  const metadata = r.optObject('metadata');
  const total = metadata?.optNumber('total_size') ?? null;
  if (total === null)
    throw new MemoryInputError(
      'safetensorsIndex.metadata.total_size is missing; it is the checkpoint size the count comes from.',
      'safetensorsIndex.metadata.total_size',
    );
  if (total <= 0 || total > MAX_TOTAL_BYTES)
    throw new MemoryInputError(
      `safetensorsIndex.metadata.total_size must be between 1 and ${MAX_TOTAL_BYTES} bytes.`,
      'safetensorsIndex.metadata.total_size',
    );
  const map = r.optObject('weight_map');
  return { totalBytes: total, tensorNames: map ? Object.keys(map.json) : [] };
}

/** Tensor names of layers at or beyond `layers` (multi-token-prediction layers ship as extra layers). */
export function extraLayerCount(index: SafetensorsIndex, layers: number): number {
  const extra = new Set<number>();
  for (const name of index.tensorNames) {
    const m = /(?:^|\.)layers\.(\d+)\./.exec(name);
    if (m && Number(m[1]) >= layers && !/vision|visual|audio/.test(name)) extra.add(Number(m[1]));
  }
  return extra.size;
}
