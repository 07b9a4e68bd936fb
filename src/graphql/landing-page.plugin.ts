import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';

/** Apollo's own words when its Sandbox script does not load, which the pointer replaces. */
const APOLLO_OFFLINE_TEXT = /<p>Apollo Sandbox cannot be loaded[^<]*<\/p>/;

/** What a browser that cannot reach Apollo's CDN shows instead of a dead end. */
export const OFFLINE_POINTER =
  '<p>Apollo Sandbox cannot be loaded: it comes from Apollo&rsquo;s CDN, which this browser cannot reach. ' +
  'The same API has an explorer that works offline at <a href="/graphiql">/graphiql</a> ' +
  '(GraphiQL, served by this server), and the planner page is at <a href="/">/</a>.</p>';

/**
 * Puts the pointer into the landing page, in place of Apollo's fallback text or before the
 * Sandbox. The Sandbox's container covers the whole window even while empty, so its links
 * could be seen but not clicked: until Sandbox fills it, the container lets clicks through
 * (a style with the page's CSP nonce, which Apollo's own styles carry).
 */
export function withOfflinePointer(html: string): string {
  const nonce = /<style nonce="?([\w+/=-]+)"?>/.exec(html)?.[1];
  const clickThrough = nonce
    ? `<style nonce="${nonce}">#embeddableSandbox:empty { pointer-events: none; }</style>\n`
    : '';
  const withPointer = APOLLO_OFFLINE_TEXT.test(html)
    ? html.replace(APOLLO_OFFLINE_TEXT, OFFLINE_POINTER)
    : html.replace('<div id="embeddableSandbox">', `${OFFLINE_POINTER}\n<div id="embeddableSandbox">`);
  return withPointer.replace('<div id="embeddableSandbox">', `${clickThrough}<div id="embeddableSandbox">`);
}

/**
 * Apollo Sandbox at GET /graphql (Apollo's local landing page, embedded), with a pointer
 * to the offline explorer in the text a browser shows while, or instead of, loading it.
 */
export function landingPagePlugin(): ApolloServerPlugin {
  const sandbox = ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false });
  return {
    async serverWillStart(service) {
      const listener = await sandbox.serverWillStart!(service);
      const render = listener?.renderLandingPage;
      if (!render) return listener;
      return {
        ...listener,
        async renderLandingPage() {
          const page = await render();
          const html = page.html;
          return {
            html: async () => withOfflinePointer(typeof html === 'string' ? html : await html()),
          };
        },
      };
    },
  };
}
