import { Provider } from '@urql/preact';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { client } from './graphql/client';
import { hrefs, useRoute, type Route } from './router';
import {
  DraftContext,
  draftReducer,
  loadStoredDraft,
  storeDraft,
  type Draft,
  type DraftAction,
  type DraftStore,
} from './state/draft';
import { AskView } from './views/ask-view';
import { CostView } from './views/cost-view';
import { JobView } from './views/job-view';
import { GenerationView } from './views/generation-view';
import { HealthView } from './views/health-view';
import { GpuDetailView } from './views/gpus/gpu-detail-view';
import { GpusView } from './views/gpus/gpus-view';
import { MemoryView } from './views/memory/memory-view';
import { PlanView } from './views/plan/plan-view';
import { RecommendView } from './views/recommend/recommend-view';

const NAV: Array<{ href: string; label: string; routes: Route['name'][] }> = [
  { href: hrefs.plan, label: 'Plan a build', routes: ['plan', 'build'] },
  { href: hrefs.gpus, label: 'Pick a GPU', routes: ['gpus', 'gpu'] },
  { href: hrefs.memory, label: 'Can I run it?', routes: ['memory'] },
  { href: hrefs.generation, label: 'Images & video', routes: ['generation'] },
  { href: hrefs.cost, label: 'Own or rent?', routes: ['cost'] },
  { href: hrefs.job, label: 'Plan a job', routes: ['job'] },
  { href: hrefs.recommend, label: 'Recommend', routes: ['recommend'] },
  { href: hrefs.ask(), label: 'Ask', routes: ['ask'] },
  { href: hrefs.health, label: 'Catalog health', routes: ['health'] },
];

const TITLES: Record<Route['name'], string> = {
  plan: 'Plan a build',
  build: 'Saved build',
  gpus: 'Pick a GPU',
  gpu: 'GPU',
  memory: 'Can I run it?',
  generation: 'Images and video',
  health: 'Catalog health',
  cost: 'Own or rent?',
  job: 'Plan a job',
  recommend: 'Recommend a build',
  ask: 'Ask',
};

function useDraftStore(): DraftStore {
  const [draft, dispatchDraft] = useReducer(draftReducer, undefined, loadStoredDraft);
  const [previous, setPrevious] = useState<Draft | null>(null);
  const current = useRef(draft);
  current.current = draft;
  useEffect(() => storeDraft(draft), [draft]);
  const dispatch = useCallback((action: DraftAction) => {
    // A wholesale replacement keeps the old draft one click away: opening a shared link
    // must not silently throw away a build in progress.
    if (action.type === 'replace' && current.current.lines.length > 0) setPrevious(current.current);
    dispatchDraft(action);
  }, []);
  const restorePrevious = useCallback(() => {
    setPrevious((old) => {
      if (old) dispatchDraft({ type: 'replace', draft: old });
      return null;
    });
  }, []);
  return useMemo(
    () => ({ draft, dispatch, previous, restorePrevious }),
    [draft, dispatch, previous, restorePrevious],
  );
}

function View({ route }: { route: Route }) {
  switch (route.name) {
    case 'plan':
      return <PlanView />;
    case 'build':
      return <PlanView savedId={route.id} savedQuery={route.query} />;
    case 'gpus':
      return <GpusView />;
    case 'gpu':
      return <GpuDetailView slug={route.slug} />;
    case 'memory':
      return <MemoryView />;
    case 'generation':
      return <GenerationView />;
    case 'health':
      return <HealthView />;
    case 'cost':
      return <CostView />;
    case 'job':
      return <JobView />;
    case 'recommend':
      return <RecommendView />;
    case 'ask':
      return <AskView question={route.question} />;
  }
}

export function App() {
  const route = useRoute();
  const store = useDraftStore();
  const first = useRef(true);
  const mainRef = useRef<HTMLElement>(null);

  const routeKey = JSON.stringify(route);
  const routeName = route.name;
  useEffect(() => {
    document.title = `${TITLES[routeName]} · rigbase`;
    if (first.current) {
      first.current = false;
      return;
    }
    // After a route change, move focus to the new view's heading so keyboard and screen
    // reader users start at the top of what changed.
    const heading = mainRef.current?.querySelector<HTMLElement>('h1');
    heading?.focus();
  }, [routeKey, routeName]);

  const skipToContent = (event: Event) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <Provider value={client}>
      <DraftContext.Provider value={store}>
        <a class="skip-link" href="#main" onClick={skipToContent}>
          Skip to content
        </a>
        <header class="site-header">
          <a class="brand" href={hrefs.plan}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>rigbase</span>
          </a>
          <p class="tagline">
            Plan, check and price a deep-learning machine, with a source for every verdict.
          </p>
          <nav aria-label="Views">
            <ul class="nav-list">
              {NAV.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={item.routes.includes(route.name) ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main id="main" ref={mainRef} tabIndex={-1}>
          <View route={route} />
        </main>
        <footer class="site-footer">
          <p>
            rigbase is open source. Everything on this page comes from its public GraphQL API at{' '}
            <a href="/graphiql">/graphql</a> (explore it in GraphiQL).
          </p>
        </footer>
      </DraftContext.Provider>
    </Provider>
  );
}
