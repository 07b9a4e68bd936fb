/** What an estimate assumed about its weight format, in words (for `assumptions`). */
import {
  DEFAULT_EXL_BITS,
  EXL_HEAD_BITS,
  ggufFileType,
  type WeightFormat,
  type WeightFormatInfo,
} from './formats';
import type { ModelArchitecture } from './model-spec';
import type { WeightBytes } from './weights';

export function formatAssumptions(
  arch: ModelArchitecture,
  format: WeightFormat,
  fmt: WeightFormatInfo,
  weights: WeightBytes,
  statedBits: number | null,
): string[] {
  const out: string[] = [];
  const bits = fmt.bitsPerWeight.toFixed(3);
  const average = `${weights.effectiveBits.toFixed(2)} bits per weight over the model`;
  if (fmt.scope === 'LINEAR')
    out.push(
      `Embeddings and output head stay in 16-bit; linear layers at ${bits} bits per weight (${average}).`,
    );
  else if (fmt.scope === 'EXPERTS')
    out.push(
      arch.moe
        ? `Routed experts in ${format} (${bits} bits per weight); attention, shared experts, router, embeddings and head in BF16 (${average}).`
        : `Dense model: every block matrix in ${format} (${bits} bits per weight), embeddings and head in BF16 (${average}).`,
    );
  else if (fmt.scope === 'EXL')
    out.push(
      `${format} at ${fmt.bitsPerWeight} bits per weight on the linear layers${statedBits == null ? ` (none given: ${DEFAULT_EXL_BITS}, a common published size)` : ''}, output head at ${EXL_HEAD_BITS} bits, embeddings in 16-bit (${average}).`,
    );
  else if (fmt.scope === 'STATED')
    out.push(
      `GGUF file at ${fmt.bitsPerWeight} bits per weight over the whole file${statedBits == null ? ' (none given: 4.0)' : ' as stated'}; a dynamic quant's name may give its experts' bits, not the file's average (file size x 8 / parameters).`,
    );
  else if (fmt.scope === 'GGUF') {
    out.push(
      `llama.cpp ${ggufFileType(format)} mix as llama-quantize makes it (imatrix files): ${average}, the output head, attention and feed-forward tensors each in their own type.`,
    );
    if ((arch.encoderParametersBillions ?? 0) > 0)
      out.push(
        `The ${arch.encoderParametersBillions!.toFixed(2)}B-parameter vision/audio encoder is not counted: llama.cpp loads it from a separate mmproj file only when images or audio are given.`,
      );
  }
  if (fmt.scope !== 'GGUF' && fmt.scope !== 'STATED' && (arch.encoderParametersBillions ?? 0) > 0)
    out.push(
      `The ${arch.encoderParametersBillions!.toFixed(2)}B-parameter vision/audio encoder stays in 16-bit.`,
    );
  return out;
}
