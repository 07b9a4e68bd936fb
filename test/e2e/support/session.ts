import type { Browser } from 'playwright-core';
import { forSuite } from '../../support/suite';
import { startAppServer, type AppServer } from './app-server';
import { DESKTOP, launchBrowser, openPage, type WatchedPage } from './browser';

export interface ServerAndBrowser {
  server: AppServer;
  browser: Browser;
}

export type BrowserSession = ServerAndBrowser & WatchedPage;

/** Starts both at once; if one fails, the other is closed before the failure is passed on. */
async function startServerAndBrowser(): Promise<ServerAndBrowser> {
  const [server, browser] = await Promise.allSettled([startAppServer(), launchBrowser()]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') {
    return { server: server.value, browser: browser.value };
  }
  if (browser.status === 'fulfilled') await browser.value.close();
  if (server.status === 'fulfilled') await server.value.stop();
  throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
}

async function stopServerAndBrowser({ server, browser }: ServerAndBrowser): Promise<void> {
  await browser.close();
  await server.stop();
}

/**
 * The real server process (on its own database) and a real Chromium for the tests of the
 * enclosing describe block: started before the first, closed after the last (see `forSuite`).
 */
export function serverAndBrowser(): () => ServerAndBrowser {
  return forSuite(startServerAndBrowser, stopServerAndBrowser);
}

/**
 * The same, with one page open at `path` of the server in a fresh context, which the tests
 * of the block share (so a later test starts where the one before left the page). Each test
 * ends by asserting the page has logged no console error or uncaught exception so far.
 */
export function browserSession(path: string, viewport = DESKTOP): () => BrowserSession {
  const session = forSuite(async () => {
    const started = await startServerAndBrowser();
    try {
      return { ...started, ...(await openPage(started.browser, `${started.server.url}${path}`, viewport)) };
    } catch (error) {
      await stopServerAndBrowser(started);
      throw error;
    }
  }, stopServerAndBrowser);
  afterEach(() => expect(session().errors).toEqual([]));
  return session;
}
