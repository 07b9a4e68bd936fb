import {
  buildSchema,
  parse,
  validate,
  type GraphQLError,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { fragmentMap, type FragmentMap } from '../../../src/graphql/limits';
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

/** `measure` of a document's first operation, with the document's fragments. */
export function measuredOn(
  measure: (operation: OperationDefinitionNode, fragments: FragmentMap) => number,
): (document: string) => number {
  return (document) => {
    const ast = parse(document);
    return measure(ast.definitions[0] as OperationDefinitionNode, fragmentMap(ast));
  };
}

/**
 * A counting limit at `limit`: the document with `limit` uses passes the rule, the one
 * with one more (itself valid GraphQL) fails it with `code`, the limit and the count.
 */
export function expectLimitAt(
  rule: ValidationRule,
  code: string,
  limit: number,
  documentWith: (count: number) => string,
): void {
  expect(specErrorsOf(documentWith(limit + 1))).toEqual([]);
  expect(codesOf(documentWith(limit), [rule])).toEqual([]);
  expect(codesOf(documentWith(limit + 1), [rule])).toEqual([code]);
  expect(errorsOf(documentWith(limit + 1), [rule])[0].extensions).toEqual({
    code,
    limit,
    actual: limit + 1,
  });
}

/**
 * gpus(1) edges(2) node(3) benchmarks(4) gpu(5) cloudOfferings(6) gpu(7) benchmarks(8)
 * gpu(9) benchmarks(10): a walk the schema allows, to build documents of a known depth.
 */
export const TEN_LEVELS: readonly string[] = [
  'gpus',
  'edges',
  'node',
  'benchmarks',
  'gpu',
  'cloudOfferings',
  'gpu',
  'benchmarks',
  'gpu',
  'benchmarks',
];

/** Depth 13, one over the limit: ten levels, then gpu(11) sources(12) title(13). */
export const DEPTH_13_SELECTION = nest([...TEN_LEVELS, 'gpu', 'sources'], 'title');

/** `item(0) item(1) ... item(count - 1)`, space-separated. */
export function numbered(count: number, item: (index: number) => string): string {
  return Array.from({ length: count }, (_, index) => item(index)).join(' ');
}

/** `count` copies of `text`, space-separated. */
export function repeat(text: string, count: number): string {
  return numbered(count, () => text);
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
