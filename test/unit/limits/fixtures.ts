import { buildSchema, parse, validate, type GraphQLError, type ValidationRule } from 'graphql';
import { loadTypeDefs } from '../../../src/graphql/schema';

/** The real schema, from schema/*.graphql. */
export const schema = buildSchema(loadTypeDefs());

/** Errors the rules report on `document`, validated by them alone. */
export function errorsOf(document: string, rules: readonly ValidationRule[]): readonly GraphQLError[] {
  return validate(schema, parse(document), rules);
}

/** `extensions.code` of each error the rules report on `document`. */
export function codesOf(document: string, rules: readonly ValidationRule[]): unknown[] {
  return errorsOf(document, rules).map((error) => error.extensions.code);
}

/** Messages of graphql-js's own validation of `document` (an empty list when it is valid). */
export function specErrorsOf(document: string): string[] {
  return validate(schema, parse(document)).map((error) => error.message);
}

/** `{ a { b { ... leaf } } }`: one field per name, nested in order, `leaf` innermost. */
export function nest(path: readonly string[], leaf: string): string {
  return path.reduceRight((inner, field) => `${field} { ${inner} }`, leaf);
}

/** `count` copies of `text`, space-separated. */
export function repeat(text: string, count: number): string {
  return Array.from({ length: count }, () => text).join(' ');
}

/**
 * What a build-planner page asks in one request: memory tiers, recommended GPUs, a page
 * of used cards with benchmarks and cloud prices, power guidance, and a build check.
 */
export const PLANNER_QUERY = /* GraphQL */ `
  query Planner($useCase: String, $budget: Float, $after: String, $build: BuildInput!) {
    useCases {
      slug
      name
      minVramGb
      recommendedVramGb
      sources {
        title
        year
      }
    }
    recommendGpus(input: { useCase: $useCase, budgetUsd: $budget, condition: USED, first: 10 }) {
      rank
      priceUsd
      meetsMemory
      reasons
      gpu {
        ...GpuCard
      }
    }
    gpus(first: 50, after: $after, orderBy: PERFORMANCE_PER_DOLLAR_DESC, filter: { minVramGb: 12 }) {
      edges {
        cursor
        node {
          ...GpuCard
          benchmarks {
            workload
            value
            unit
            source {
              title
              url
            }
          }
          cloudOfferings {
            provider
            instanceType
            onDemandUsdPerHour
            asOf
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
    guidance(tag: "power", first: 5) {
      edges {
        node {
          question
          answer
          components {
            __typename
            slug
            name
          }
          sources {
            title
            url
          }
        }
      }
    }
    checkBuild(build: $build) {
      compatible
      totalPriceUsd
      findings {
        ruleId
        severity
        message
        rule {
          title
        }
      }
      power {
        estimatedPeakW
        recommendedPsuW
        fitsCircuit
      }
    }
  }

  fragment GpuCard on Gpu {
    id
    slug
    name
    vramGb
    tdpW
    priceUsd
    usedPriceUsd
    relativePerformance
    newValue: performancePerDollar(condition: NEW)
    usedValue: performancePerDollar(condition: USED)
    sources {
      title
    }
  }
`;
