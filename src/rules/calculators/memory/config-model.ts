/**
 * Resolving an estimate's model from a pasted config.json (and optionally the safetensors
 * index): the architecture from the config, the parameter count from the index's total_size
 * when given (checked against what the shape predicts), everything assumed in words.
 */
import { parameterBreakdown } from './architecture';
import { weightFormatInfo } from './formats';
import { parseHfConfig, type ParsedConfig } from './hf-config';
import type { ModelArchitecture } from './model-spec';
import { extraLayerCount, parseSafetensorsIndex } from './safetensors-index';
import { weightBytes } from './weights';

export interface ConfigModel {
  architecture: ModelArchitecture;
  parametersBillions: number | null;
  parsed: ParsedConfig;
  assumptions: string[];
}

/** Bytes the checkpoint should hold for this shape: in its shipped format, MTP layers added at an average layer's size. */
function predictedCheckpointBytes(parsed: ParsedConfig, extraLayers: number): number {
  const arch = parsed.architecture;
  const format = parsed.checkpointFormat ?? (parsed.dtypeBytes === 4 ? 'FP32' : 'BF16');
  const w = weightBytes(arch, format, weightFormatInfo(format));
  const perLayer = w.perLayer.reduce((a, b) => a + b, 0) / Math.max(1, arch.layers);
  return w.total + extraLayers * perLayer;
}

export function modelFromConfig(configText: string, indexText: string | null | undefined): ConfigModel {
  const parsed = parseHfConfig(configText);
  const assumptions = [
    `Architecture read from config.json (${parsed.architectureName ?? parsed.modelType}, model_type ${parsed.modelType}).`,
    ...parsed.assumptions,
  ];
  if (parsed.checkpointFormat)
    assumptions.push(
      `The checkpoint ships in ${parsed.checkpointFormat} (quantization_config); choose that precision for the published files' size.`,
    );
  let parametersBillions: number | null = null;
  if (indexText != null) {
    const index = parseSafetensorsIndex(indexText);
    const shape = parameterBreakdown(parsed.architecture).total;
    const extra = Math.max(extraLayerCount(index, parsed.architecture.layers), parsed.mtpLayers);
    const predicted = predictedCheckpointBytes(parsed, extra);
    // The index's total against the shape's prediction: the ratio carries what the config leaves out.
    parametersBillions = (shape * (index.totalBytes / predicted)) / 1e9;
    assumptions.push(
      `Parameters from the safetensors index: total_size ${(index.totalBytes / 1e9).toFixed(2)} GB in ${parsed.checkpointFormat ?? (parsed.dtypeBytes === 4 ? 'float32' : '16-bit')} = ${parametersBillions.toFixed(2)}B${extra > 0 ? ` without the ${extra} extra (multi-token-prediction) layer(s)` : ''}; the shape alone counts ${(shape / 1e9).toFixed(2)}B.`,
    );
  }
  return { architecture: parsed.architecture, parametersBillions, parsed, assumptions };
}
