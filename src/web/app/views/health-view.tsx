import { useQuery } from '@urql/preact';
import { DataTable } from '../components/data-table';
import { ProblemMessage } from '../components/problem';
import { CatalogHealthDocument } from '../gql/graphql';
import { apiProblem } from '../lib/api-errors';

/** How current the catalog is: old prices, facts the checks need, the newest model. */
export function HealthView() {
  const [{ data, error, fetching }] = useQuery({
    query: CatalogHealthDocument,
    requestPolicy: 'network-only',
  });
  const health = data?.catalogHealth;
  return (
    <section aria-labelledby="health-heading">
      <h1 id="health-heading" tabIndex={-1}>
        Catalog health
      </h1>
      <p class="intro">
        How current is the catalog? What is stale or missing, and what the checks cannot decide without it.
      </p>
      <ProblemMessage problem={apiProblem(error)} />
      {fetching && !health && <p>Reading the catalog...</p>}
      {health && (
        <div data-testid="catalog-health">
          <p>
            Measured on {health.asOf} (catalog version {health.catalogVersion}). {health.models.statement}
            {health.models.newestGenerationRelease
              ? ` The newest image or video model the generation estimate knows was released on ${health.models.newestGenerationRelease}.`
              : ''}
          </p>
          <h3>
            Prices older than {health.priceWindowMonths} months (before {health.staleBefore})
          </h3>
          <DataTable
            label="Price ages"
            caption="Parts with a dated price, and how many of those are old"
            captionHidden
            columns={[
              {
                header: 'Kind',
                cell: (g) => (g.kind === 'CLOUD_OFFERING' ? 'Cloud offers (per GPU)' : g.kind),
              },
              { header: 'Priced', cell: (g) => g.priced },
              { header: 'Older', cell: (g) => g.stale },
              {
                header: 'Oldest',
                cell: (g) => g.examples.map((x) => `${x.name} (${x.newestOn})`).join(', '),
              },
            ]}
            rows={health.prices}
            rowKey={(g) => g.kind}
          />
          <h3>Parts without the facts the build checks need</h3>
          <p>A build with one of these parts comes back UNVERIFIED for the checks named.</p>
          <DataTable
            label="Missing facts"
            caption="Missing facts per kind"
            captionHidden
            columns={[
              { header: 'Fact', cell: (f) => `${f.kind} ${f.fact}` },
              { header: 'Missing', cell: (f) => `${f.missing} of ${f.parts}` },
              { header: 'Checks it blocks', cell: (f) => f.ruleIds.join(', ') },
              { header: 'Examples', cell: (f) => f.examples.join(', ') },
            ]}
            rows={health.missingFacts.filter((f) => f.missing > 0)}
            rowKey={(f) => `${f.kind}.${f.fact}`}
          />
        </div>
      )}
    </section>
  );
}
