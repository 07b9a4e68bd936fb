import { useEffect, useState } from 'preact/hooks';

/** The page's views, addressed by the URL's hash so any view can be linked and shared. */
export type Route =
  | { name: 'plan' }
  | { name: 'build'; id: string; query: string }
  | { name: 'gpus' }
  | { name: 'gpu'; slug: string }
  | { name: 'memory' }
  | { name: 'generation' }
  | { name: 'health' }
  | { name: 'cost' }
  | { name: 'job' }
  | { name: 'recommend' }
  | { name: 'ask'; question: string };

export function parseRoute(hash: string): Route {
  const [path, query = ''] = hash.replace(/^#/, '').split('?', 2);
  const params = new URLSearchParams(query);
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  switch (segments[0]) {
    case 'build':
      return segments[1] ? { name: 'build', id: segments[1], query } : { name: 'plan' };
    case 'gpus':
      return { name: 'gpus' };
    case 'gpu':
      return segments[1] ? { name: 'gpu', slug: segments[1] } : { name: 'gpus' };
    case 'memory':
      return { name: 'memory' };
    case 'generation':
      return { name: 'generation' };
    case 'health':
      return { name: 'health' };
    case 'cost':
      return { name: 'cost' };
    case 'job':
      return { name: 'job' };
    case 'recommend':
      return { name: 'recommend' };
    case 'ask':
      return { name: 'ask', question: params.get('q') ?? '' };
    default:
      return { name: 'plan' };
  }
}

export const hrefs = {
  plan: '#/',
  /** A saved build; `query` carries the options savedBuild does not return (state/build-link). */
  build: (id: string, query = '') => `#/build/${encodeURIComponent(id)}${query ? `?${query}` : ''}`,
  gpus: '#/gpus',
  gpu: (slug: string) => `#/gpu/${encodeURIComponent(slug)}`,
  memory: '#/memory',
  generation: '#/generation',
  health: '#/health',
  cost: '#/cost',
  job: '#/job',
  recommend: '#/recommend',
  ask: (question = '') => (question ? `#/ask?q=${encodeURIComponent(question)}` : '#/ask'),
};

export function navigate(href: string): void {
  window.location.hash = href.replace(/^#/, '');
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
