import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An explorer that works offline: GraphiQL's UMD bundle and React are served from the
 * installed npm packages, so nothing is fetched from a CDN. Apollo Sandbox (at
 * GET /graphql) needs the internet; this page at GET /graphiql does not.
 */
const ASSETS: Record<string, { pkg: string; file: string; type: string }> = {
  'graphiql.min.js': { pkg: 'graphiql', file: 'graphiql.min.js', type: 'text/javascript' },
  'graphiql.min.css': { pkg: 'graphiql', file: 'graphiql.min.css', type: 'text/css' },
  'react.production.min.js': { pkg: 'react', file: 'umd/react.production.min.js', type: 'text/javascript' },
  'react-dom.production.min.js': {
    pkg: 'react-dom',
    file: 'umd/react-dom.production.min.js',
    type: 'text/javascript',
  },
};

const cache = new Map<string, Buffer>();

export function graphiqlAsset(name: string): { body: Buffer; type: string } | null {
  const asset = ASSETS[name];
  if (!asset) return null;
  let body = cache.get(name);
  if (!body) {
    // React's `exports` map hides umd/, so resolve the package folder and read the file.
    body = readFileSync(path.join(path.dirname(require.resolve(`${asset.pkg}/package.json`)), asset.file));
    cache.set(name, body);
  }
  return { body, type: asset.type };
}

const DEFAULT_QUERY = `# rigbase: hardware knowledge for deep learning.
{
  gpus(first: 5, orderBy: PERFORMANCE_PER_DOLLAR_DESC, filter: { condition: USED, minVramGb: 12, tensorCores: true }) {
    edges { node { name vramGb usedPriceUsd relativePerformance sources { title url } } }
  }
}
`;

export function graphiqlPage(endpoint: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>rigbase GraphiQL</title>
<link rel="stylesheet" href="/graphiql/assets/graphiql.min.css" />
<style>body{margin:0;height:100vh}#graphiql{height:100vh}</style>
</head>
<body>
<div id="graphiql">Loading…</div>
<script src="/graphiql/assets/react.production.min.js"></script>
<script src="/graphiql/assets/react-dom.production.min.js"></script>
<script src="/graphiql/assets/graphiql.min.js"></script>
<script>
  const fetcher = GraphiQL.createFetcher({ url: ${JSON.stringify(endpoint)} });
  ReactDOM.createRoot(document.getElementById('graphiql')).render(
    React.createElement(GraphiQL, { fetcher, defaultQuery: ${JSON.stringify(DEFAULT_QUERY)} })
  );
</script>
</body>
</html>`;
}
