import { jsonOrNull } from './server';

const SAVE = `mutation($b: BuildInput!, $n: String) { saveBuild(build: $b, name: $n) { id } }`;

/** One save as a client saw it: the HTTP status (0 when no answer came) and the id, or why not. */
export interface SaveAttempt {
  status: number;
  /** The saved build's id: the write is acknowledged. */
  id?: string;
  /** The error code, `HTTP <status>` when the answer had none, or `network`. */
  code?: string;
}

/** Saves a one-part build named `name` over HTTP, as an anonymous client would. */
export async function saveBuildOver(url: string, name: string): Promise<SaveAttempt> {
  let response: Response;
  try {
    response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: SAVE,
        variables: { b: { parts: [{ slug: 'amd-ryzen-5-3600' }] }, n: name },
      }),
    });
  } catch {
    return { status: 0, code: 'network' };
  }
  const body = jsonOrNull<any>(await response.text().catch(() => ''));
  const id: string | undefined = body?.data?.saveBuild?.id;
  if (id) return { status: response.status, id };
  return { status: response.status, code: body?.errors?.[0]?.extensions?.code ?? `HTTP ${response.status}` };
}

/**
 * `clients` clients saving builds back to back (a few ms apart) until the returned stop is
 * called; every attempt goes to `onAttempt`. Stop resolves when each client's last save ended.
 */
export function keepSaving(
  url: string,
  clients: number,
  onAttempt: (attempt: SaveAttempt) => void,
): () => Promise<void> {
  let saving = true;
  const loops = Array.from({ length: clients }, async (_, n) => {
    for (let i = 0; saving; i++) {
      onAttempt(await saveBuildOver(url, `writer ${n} #${i}`));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  return async () => {
    saving = false;
    await Promise.all(loops);
  };
}
