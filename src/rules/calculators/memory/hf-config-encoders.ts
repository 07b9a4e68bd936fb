/**
 * Vision encoders of multimodal configs, counted as a ViT from their own config: per layer
 * attention 4 h^2 and MLP 2 h i (the SigLIP, CLIP, Pixtral and Qwen vision towers are
 * non-gated), plus the patch embedding and a projector into the text model's width. Within
 * about 10 % of the towers' published sizes (SigLIP-So400m 0.4B); audio encoders are not
 * counted and the assumption says so.
 */
import type { ConfigReader } from './hf-config-read';

/** Vision towers whose config gives depth, width and MLP width. */
function vitBillions(v: ConfigReader, textHidden: number): number | null {
  const depth =
    (v.optInt('num_hidden_layers') ?? v.optInt('depth') ?? v.optInt('vt_num_hidden_layers') ?? 0) +
    (v.optInt('num_global_layers') ?? 0);
  const h = v.optInt('hidden_size') ?? v.optInt('embed_dim') ?? v.optInt('vt_hidden_size');
  const i = v.optInt('intermediate_size') ?? v.optInt('vt_intermediate_size');
  if (!depth || !h || !i) return null;
  const patch = v.optInt('patch_size') ?? 14;
  const channels = v.optInt('num_channels') ?? v.optInt('in_channels') ?? 3;
  const temporal = v.optInt('temporal_patch_size') ?? 1;
  const layersParams = depth * (4 * h * h + 2 * h * i);
  const patchEmbedding = channels * patch * patch * temporal * h;
  const out = v.optInt('out_hidden_size') ?? v.optInt('vision_output_dim') ?? textHidden;
  const merge = (v.optInt('spatial_merge_size') ?? 1) ** 2;
  const projector = h * merge * out;
  return (layersParams + patchEmbedding + projector) / 1e9;
}

/** Parameters of the encoders beside the decoder (billions); 0 when there are none or they cannot be counted. */
export function encoderBillions(r: ConfigReader, textHidden: number, assumptions: string[]): number {
  let total = 0;
  const vision = r.optObject('vision_config');
  if (vision) {
    const b = vitBillions(vision, textHidden);
    if (b === null)
      assumptions.push(
        'The vision encoder is not counted: its config gives no depth and widths (give the safetensors index for the full size).',
      );
    else {
      total += b;
      assumptions.push(
        `Vision encoder counted as a ViT from vision_config: ${b.toFixed(2)}B parameters (within about 10 %).`,
      );
    }
  }
  if (r.optObject('audio_config'))
    assumptions.push('The audio encoder is not counted (give the safetensors index for the full size).');
  return total;
}
