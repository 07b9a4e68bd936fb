import { graphql } from './support/app-server';
import { axeViolations, blocking } from './support/browser';
import { browserSession } from './support/session';

const FITS = `query ($input: GenerationMemoryInput!) {
  estimateGenerationMemory(input: $input) {
    peak { gib }
    fits(first: 10) { priceUsd gpu { slug } system { slug } }
  }
}`;

/**
 * The Images and video view lists the cards and machines the API's `fits` returns for the
 * settings on the page, in its order, each with a price or "not on record".
 */
describe('Images and video: which cards and machines hold the peak', () => {
  const view = browserSession('/#/generation');

  it('lists the API fits of the default FLUX.1-dev settings in the API order', async () => {
    const { page, server } = view();
    const rows = page.locator('[data-testid="generation-fits-table"] tbody tr');
    await rows.first().waitFor();
    // The page's defaults: FLUX.1-dev as published, model offload, batch 1, no options.
    const input = {
      model: 'flux.1-dev',
      offload: 'MODEL',
      batchSize: 1,
      textEncodersOnCpu: false,
      unloadTextEncoders: false,
      vaeTiling: false,
    };
    const api = (await graphql(server.url, FITS, { input })).estimateGenerationMemory;
    expect(api.fits.length).toBeGreaterThan(0);
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-slug')))).toEqual(
      api.fits.map((fit: any) => (fit.gpu ?? fit.system).slug),
    );
    for (const [index, fit] of api.fits.entries()) {
      const text = (await rows.nth(index).textContent()) ?? '';
      if ((fit as any).priceUsd == null) expect(text).toContain('not on record');
      else expect(text).toMatch(/\$[\d,]+/);
    }
    expect(blocking(await axeViolations(page))).toEqual([]);
  });
});
