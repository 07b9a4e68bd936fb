import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { HEALTH_PRICE_AGE_MONTHS } from '../../rules/analysis/catalog-health';

/** catalogHealth: thin, the service reads the read model and the report is pure. */
export const healthResolvers: Resolvers = {
  Query: {
    catalogHealth: (_p, { asOf }, { services }) => services.health.report(asOf),
  },
  CatalogHealth: {
    asOf: (report) => report.today,
    priceWindowMonths: () => HEALTH_PRICE_AGE_MONTHS,
  },
};
