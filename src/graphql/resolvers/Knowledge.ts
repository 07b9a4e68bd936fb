import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { describeObserved } from '../../rules/analysis/price-age';
import { toGlobalId } from '../../services/global-id';

/** Global ids; relations are properties of the rows (src/read-model/relations.ts). */
export const knowledgeResolvers: Resolvers = {
  Node: {
    __resolveType: (node) => node.__typename,
  },
  Source: {
    id: (source) => toGlobalId('Source', source.id),
  },
  Benchmark: {
    id: (b) => toGlobalId('Benchmark', b.id),
  },
  Guidance: {
    id: (g) => toGlobalId('Guidance', g.id),
  },
  PriceObservation: {
    id: (p) => toGlobalId('PriceObservation', p.id),
    observed: (p) => describeObserved(p.observedOn, p.observedPrecision),
  },
  SoftwareSupport: {
    id: (s) => toGlobalId('SoftwareSupport', s.id),
  },
  CloudOffering: {
    id: (o) => toGlobalId('CloudOffering', o.id),
  },
};
