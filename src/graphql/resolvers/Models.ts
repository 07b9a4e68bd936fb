import { foundOr } from '../../services/not-found.service';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { attentionKindOf, modelSpecOf } from '../../catalog/model-shape';
import { kvBytesPerToken, parameterBreakdown } from '../../rules/calculators/memory';

/** The model catalog: argument plumbing, and the shape's groups and derived figures. */
export const modelResolvers: Resolvers = {
  Query: {
    models: (_p, args, { services }) => services.models.models(args),
    model: async (_p, { slug }, { services }) =>
      foundOr(await services.models.model(slug), () => services.notFound.model(slug)),
  },
  Model: {
    attention: (model) => attentionKindOf(model),
    moe: (model) => modelSpecOf(model, []).moe ?? null,
    mla: (model) => {
      const mla = modelSpecOf(model, []).mla;
      return mla ? { ...mla, qLoraRank: mla.qLoraRank ?? null } : null;
    },
    slidingWindow: (model) => modelSpecOf(model, []).slidingWindow ?? null,
    parametersFromArchitectureBillions: (model) => parameterBreakdown(modelSpecOf(model, [])).total / 1e9,
    kvCacheBytesPerToken: (model) => kvBytesPerToken(modelSpecOf(model, []), 16),
  },
};
