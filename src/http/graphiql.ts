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

/**
 * The page's own script: it reads the endpoint and the default query from a JSON block
 * (data, which CSP does not execute), so the page needs no inline script.
 */
const START_SCRIPT = `(function () {
  var settings = JSON.parse(document.getElementById('graphiql-settings').textContent);
  var fetcher = GraphiQL.createFetcher({ url: settings.endpoint });
  ReactDOM.createRoot(document.getElementById('graphiql')).render(
    React.createElement(GraphiQL, { fetcher: fetcher, defaultQuery: settings.defaultQuery })
  );
})();
`;
const START_ASSET = 'start.js';

/**
 * Where keys are pasted (the Authorization header of the headers tab): scripts and styles
 * from this origin only (GraphiQL sets some styles inline and draws icons as data: URIs),
 * requests to this origin only, and never inside another site's frame.
 */
export const GRAPHIQL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of the explorer page. */
export const GRAPHIQL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': GRAPHIQL_CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

export function graphiqlAsset(name: string): { body: Buffer; type: string } | null {
  if (name === START_ASSET) return { body: Buffer.from(START_SCRIPT), type: 'text/javascript' };
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

/** JSON that can sit in a <script type="application/json"> block: no `<` to end the element early. */
function embeddedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

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
<script id="graphiql-settings" type="application/json">${embeddedJson({ endpoint, defaultQuery: DEFAULT_QUERY })}</script>
<script src="/graphiql/assets/${START_ASSET}"></script>
</body>
</html>`;
}
