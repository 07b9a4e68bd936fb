import type { Resolvers } from '../../graphql/generated/resolvers-types';

/** estimateGenerationMemory and generationModels: thin, the service maps input and errors. */
export const generationResolvers: Resolvers = {
  Query: {
    estimateGenerationMemory: (_p, { input }, { services }) => services.generation.estimate(input),
    generationModels: (_p, _a, { services }) => services.generation.models(),
  },
  GenerationMemoryEstimate: {
    peak: (estimate) => estimate.peak.total,
    peakStage: (estimate) => estimate.peak.stage,
    tokens: (estimate) => Math.round(estimate.tokens),
    fits: (estimate, args, { services }) => services.generation.fits(estimate, args),
  },
  GenerationMemoryLine: {
    sources: (line, _a, { services }) => services.knowledge.sourcesByKeys(line.sources),
  },
  GenerationModel: {
    denoiserParametersBillions: (model) => model.denoiser.parameters / 1e9,
    denoiserExperts: (model) => model.denoiser.experts,
    textEncoders: (model) => model.textEncoders.map((te) => te.name),
    textEncoderParametersBillions: (model) =>
      model.textEncoders.reduce((sum, te) => sum + te.parameters, 0) / 1e9,
    publishedFiles: async (model, _a, { services }) => {
      const sources = await services.knowledge.sourcesByKeys(model.publishedFiles.map((f) => f.source));
      const byKey = new Map(sources.map((s) => [s.key, s]));
      return model.publishedFiles.map((file) => ({
        format: file.format,
        what: file.what,
        sizeGb: file.bytes / 1e9,
        source: byKey.get(file.source)!,
      }));
    },
    sources: (model, _a, { services }) =>
      services.knowledge.sourcesByKeys([
        ...new Set([
          ...model.denoiser.sources,
          ...model.textEncoders.flatMap((t) => t.sources),
          ...model.vae.sources,
        ]),
      ]),
  },
};
