/**
 * Bytes of the weights in a format, tensor by tensor (tensors.ts gives the tensors,
 * formats.ts which ones a format converts, gguf-mix.ts llama.cpp's per-tensor types), with
 * what one generated token reads and what each layer holds (for layer splits).
 */
import { EXL_HEAD_BITS, ggufFileType, type WeightFormat, type WeightFormatInfo } from './formats';
import { ggufTensorTypes, type MixContext } from './gguf-mix';
import { ggmlBits } from './gguf-types';
import { memoize, shapeKey } from './memo';
import type { ModelArchitecture } from './model-spec';
import { isBlockLinear, readShare, tensorInventory, type TensorGroup } from './tensors';

export interface WeightBytes {
  /** Every weight held in memory. */
  total: number;
  /** Bytes of each transformer layer's tensors. */
  perLayer: number[];
  /** Token embeddings (and Gemma 3n's per-layer embeddings). */
  embedding: number;
  /** Output head (0 when tied). */
  outputHead: number;
  /** Final norm and anything else outside the layers. */
  rest: number;
  /** Vision or audio encoders (16-bit; not loaded with GGUF, which keeps them in an mmproj file). */
  encoder: number;
  /** Bytes read per generated token: active experts, attention, norms and the head. */
  perTokenRead: number;
  /** Weight bytes x 8 / parameters of the tensors held (the file's average bits per weight). */
  effectiveBits: number;
  /** Parameters of the tensors held. */
  parameters: number;
}

function mixContext(arch: ModelArchitecture): MixContext {
  return {
    layers: arch.layers,
    experts: arch.moe?.experts ?? 0,
    gqa: arch.kvHeads > 0 ? arch.attentionHeads / arch.kvHeads : 1,
    is70b: arch.layers === 80 && !arch.moe && arch.attention !== 'MLA',
    tiedEmbeddings: arch.tiedEmbeddings,
  };
}

/** Bits of each tensor in `format`; null for tensors the format does not load (GGUF encoders). */
function tensorBits(
  arch: ModelArchitecture,
  tensors: readonly TensorGroup[],
  format: WeightFormat,
  fmt: WeightFormatInfo,
): (number | null)[] {
  const fileType = ggufFileType(format);
  if (fileType) {
    const types = ggufTensorTypes(tensors, fileType, mixContext(arch));
    return tensors.map((t, i) => (t.role === 'ENCODER' ? null : ggmlBits(types[i])));
  }
  return tensors.map((t) => {
    if (fmt.scope === 'ALL' || fmt.scope === 'STATED')
      return t.role === 'ENCODER' && fmt.scope === 'STATED' ? null : fmt.bitsPerWeight;
    if (fmt.scope === 'EXL' && t.role === 'OUTPUT') return EXL_HEAD_BITS;
    if (!isBlockLinear(t)) return 16;
    if (fmt.scope === 'EXPERTS' && arch.moe) return t.expert === 'ROUTED' ? fmt.bitsPerWeight : 16;
    return fmt.bitsPerWeight;
  });
}

/**
 * The weights of `arch` in `format`. `scale` stretches every tensor alike when a published
 * total differs from the count of the shape (biases, rounding, parts the shape leaves out).
 */
export const weightBytes: (
  arch: ModelArchitecture,
  format: WeightFormat,
  fmt: WeightFormatInfo,
  scale?: number,
) => WeightBytes = memoize(
  (arch, format, fmt, scale = 1) => `${shapeKey(arch)}|${format}|${fmt.bitsPerWeight}|${scale}`,
  computeWeightBytes,
);

function computeWeightBytes(
  arch: ModelArchitecture,
  format: WeightFormat,
  fmt: WeightFormatInfo,
  scale = 1,
): WeightBytes {
  const tensors = tensorInventory(arch);
  const bits = tensorBits(arch, tensors, format, fmt);
  const perLayer = new Array<number>(arch.layers).fill(0);
  const out: WeightBytes = {
    total: 0,
    perLayer,
    embedding: 0,
    outputHead: 0,
    rest: 0,
    encoder: 0,
    perTokenRead: 0,
    effectiveBits: 0,
    parameters: 0,
  };
  tensors.forEach((t, i) => {
    const b = bits[i];
    if (b === null) return;
    const bytes = (t.parameters * scale * b) / 8;
    out.total += bytes;
    out.parameters += t.parameters * scale;
    if (t.layer !== null) perLayer[t.layer] += bytes;
    else if (t.role === 'TOKEN_EMBEDDING' || t.role === 'PER_LAYER_EMBEDDING') out.embedding += bytes;
    else if (t.role === 'OUTPUT') out.outputHead += bytes;
    else if (t.role === 'ENCODER') out.encoder += bytes;
    else out.rest += bytes;
    // An untied embedding is only looked up; a tied one is also the output head, read whole.
    const read =
      t.role === 'ENCODER' || t.role === 'PER_LAYER_EMBEDDING'
        ? 0
        : t.role === 'TOKEN_EMBEDDING'
          ? arch.tiedEmbeddings
            ? 1
            : 0
          : readShare(arch, t);
    out.perTokenRead += bytes * read;
  });
  out.effectiveBits = out.parameters > 0 ? (out.total * 8) / out.parameters : 0;
  return out;
}
