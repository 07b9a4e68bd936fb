import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { TOOLS } from '../../src/mcp/tools';
import { postGraphql, suiteKey, suiteServer } from '../support/server';

/**
 * MCP over Streamable HTTP at /mcp of the running server, as a hosted or remote client
 * sees it: the official SDK client, the same tools as stdio, the GraphQL API's budgets and
 * keys, and the origin check that keeps a DNS-rebound page out.
 */

async function connect(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'rigbase-http-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const [first] = result.content as { type: string; text: string }[];
  return { isError: result.isError === true, body: JSON.parse(first.text) };
}

/** One raw JSON-RPC POST, as a browser or curl would send it. */
function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const LIST_TOOLS = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };

describe('MCP over HTTP with the SDK client', () => {
  const t = suiteServer({ env: { RATE_LIMIT_BURST: '1000', RATE_LIMIT_PER_MINUTE: '60000' } });
  let client: Client;
  beforeAll(async () => {
    client = await connect(t().url);
  });
  afterAll(() => client?.close());

  it('lists the same tools as stdio, with input schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['search', 'check_build', 'estimate_memory', 'find_models', 'list_use_cases']),
    );
    // Every tool the stdio server has (mcp.test.ts lists them by name).
    expect(tools).toHaveLength(TOOLS.length);
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
  });

  it('answers a tool call with cited sources', async () => {
    const { isError, body } = await call(client, 'search', { text: 'my breaker trips with three gpus' });
    expect(isError).toBe(false);
    expect(body.hits[0]).toMatchObject({ kind: 'GUIDANCE', slug: 'household-circuit-limit' });
    expect(body.sources[body.hits[0].sources[0]].title).toEqual(expect.any(String));
  });

  it('answers a loose model name with the models it means and the tool that finds them', async () => {
    // A loose name that names one catalog model is that model (issue 28)...
    const one = await call(client, 'estimate_memory', {
      model: 'llama 3.1 70b',
      precision: 'GGUF_Q4_K_M',
      mode: 'INFERENCE',
    });
    expect(one.isError).toBeFalsy();
    // ...one that fits several is NOT_FOUND with them as suggestions and the tool that finds them.
    const { isError, body } = await call(client, 'estimate_memory', {
      model: 'llama 70b',
      precision: 'GGUF_Q4_K_M',
      mode: 'INFERENCE',
    });
    expect(isError).toBe(true);
    expect(body).toMatchObject({ code: 'NOT_FOUND', field: 'model', tool: 'find_models' });
    expect(body.suggestions).toContain('llama-3.1-70b');
    expect(body.message).toMatch(/^model "llama 70b" fits \d+ catalog models; did you mean "llama-/);
    expect(body.message).toMatch(/\(the find_models tool finds models by loose name/);
    expect(body.message).not.toMatch(/models\(search:\)/);
    // GraphQL keeps its own words for the same refusal.
    const graphql = await postGraphql(
      t().url,
      '{ estimateMemory(input: { model: "llama 70b", precision: FP16, mode: INFERENCE }) { totalGb } }',
    );
    expect(graphql.body.errors![0].message).toMatch(/models\(search:\) finds models/);
    expect(graphql.body.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'input.model' });
    expect(graphql.body.errors![0].extensions!.suggestions).toContain('llama-3.1-70b');
  });

  it('keeps no session: GET and DELETE are 405, and any request stands alone', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${t().url}/mcp`, { method, headers: { accept: 'text/event-stream' } });
      expect([method, response.status, response.headers.get('allow')]).toEqual([
        method,
        405,
        'POST, OPTIONS',
      ]);
    }
    // No initialize first, no session id: a stateless server answers anyway.
    const response = await post(t().url, LIST_TOOLS);
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    const body = (await response.json()) as { result: { tools: unknown[] } };
    expect(body.result.tools).toHaveLength(TOOLS.length);
  });

  it('refuses an unknown or revoked key as UNAUTHENTICATED, as /graphql does', async () => {
    const response = await post(t().url, LIST_TOOLS, { authorization: 'Bearer rb_not_a_key' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('answers a body that is not JSON with a JSON-RPC parse error', async () => {
    const response = await post(t().url, '{"jsonrpc":');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });
  });

  describe('origins (DNS rebinding)', () => {
    it('refuses a page of another origin, even one whose name resolves to this server', async () => {
      const response = await post(t().url, LIST_TOOLS, { origin: 'http://attacker.example:4000' });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(
        /origin http:\/\/attacker\.example:4000 may not call \/mcp.*MCP_ALLOWED_ORIGINS/,
      );
      const preflight = await fetch(`${t().url}/mcp`, {
        method: 'OPTIONS',
        headers: { origin: 'http://attacker.example:4000', 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(403);
    });

    it('admits pages on this machine, with CORS headers a browser needs', async () => {
      const response = await post(t().url, LIST_TOOLS, { origin: 'http://localhost:6274' });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:6274');
      const preflight = await fetch(`${t().url}/mcp`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:6274',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, mcp-protocol-version',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/mcp-protocol-version/);
    });
  });
});

describe('MCP over HTTP shares the GraphQL budgets and keys', () => {
  const t = suiteServer({
    env: { RATE_LIMIT_BURST: '6', RATE_LIMIT_PER_MINUTE: '1', MCP_ALLOWED_ORIGINS: 'https://chat.example' },
  });
  const key = suiteKey(t, 'EDITOR', 'mcp http test');

  it('spends one budget per address across /mcp and /graphql, and refuses with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(t().url, LIST_TOOLS)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await post(t().url, LIST_TOOLS);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const graphql = await postGraphql(t().url, '{ __typename }');
    expect(graphql.status).toBe(429);
  });

  // The key's own budget (6): one POST here, three for the client (initialize, the
  // initialized notification, the call), one in the next test.
  it('gives a key its own budget', async () => {
    const keyed = await post(t().url, LIST_TOOLS, { authorization: `Bearer ${key()}` });
    expect(keyed.status).toBe(200);
    const client = await connect(t().url, { authorization: `Bearer ${key()}` });
    try {
      const { isError } = await call(client, 'list_use_cases', {});
      expect(isError).toBe(false);
    } finally {
      await client.close();
    }
  });

  it('admits an origin listed in MCP_ALLOWED_ORIGINS', async () => {
    const listed = await post(t().url, LIST_TOOLS, {
      origin: 'https://chat.example',
      authorization: `Bearer ${key()}`,
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://chat.example');
  });
});
