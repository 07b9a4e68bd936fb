import { foundOr } from '../../services/not-found.service';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { attentionKindOf, modelSpecOf } from '../../catalog/model-shape';
import { kvBytesPerToken, parameterBreakdown, type ModelArchitecture } from '../../rules/calculators/memory';
import type { Linked } from '../../read-model';

/** A shape's optional groups as GraphQL gives them (absent members are null). */
export function shapeGroups(shape: ModelArchitecture) {
  const { moe, mla } = shape;
  return {
    moe: moe ? { ...moe, sharedExpertIntermediateSize: moe.sharedExpertIntermediateSize ?? null } : null,
    mla: mla ? { ...mla, qLoraRank: mla.qLoraRank ?? null } : null,
    slidingWindow: shape.slidingWindow ?? null,
    linearAttention: shape.linearAttention ?? null,
  };
}

/** The model catalog: argument plumbing, and the shape's groups and derived figures. */
export const modelResolvers: Resolvers = {
  Query: {
    models: (_p, args, { services }) => services.models.models(args),
    model: async (_p, { slug }, { services }) =>
      foundOr(await services.models.model(slug), () => services.notFound.model(slug)),
  },
  Model: {
    attention: (model) => attentionKindOf(model),
    moe: (model) => shapeGroups(modelSpecOf(model, [])).moe,
    mla: (model) => shapeGroups(modelSpecOf(model, [])).mla,
    slidingWindow: (model) => shapeGroups(modelSpecOf(model, [])).slidingWindow,
    linearAttention: (model) => shapeGroups(modelSpecOf(model, [])).linearAttention,
    attentionOutputGate: (model) => model.attentionOutputGate ?? false,
    parametersFromArchitectureBillions: (model) => parameterBreakdown(modelSpecOf(model, [])).total / 1e9,
    kvCacheBytesPerToken: (model) => kvBytesPerToken(modelSpecOf(model, []), 16),
    // The first of its sources that states a licence (the model card's).
    licence: (model) => (model as Linked<'Model'>).sources.find((s) => s.licence)?.licence ?? null,
  },
};
