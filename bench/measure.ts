import { postOnce, runLoad, sameResponse, warmUp, type LoadResult } from './load';
import { PEER_PLANS, peerMismatch, peerRequestBody } from './peer-scenarios';
import { requestBody, type Scenario, type ScenarioId } from './scenarios';
import { progress, spread, type Spread } from './stats';
import type { Contestant } from './processes';
import type { Profile } from './options';

/** A contestant and the response it must give to each scenario it runs. */
export interface Entrant {
  contestant: Contestant;
  /** Scenario -> the exact expected body; absent: the scenario is skipped for it. */
  expected: Map<ScenarioId, string>;
  /** Scenario -> why it is skipped. */
  skipped: Map<ScenarioId, string>;
  /** The POST body this contestant gets; default: the scenario's own (rigbase's schema). */
  requestBody?: (scenario: Scenario) => string;
  /**
   * Scenario -> whether a body that is not byte-identical to `expected` still carries the
   * expected content (the peer's mapping onto rigbase's answer); default: the same JSON.
   */
  sameContent?: Map<ScenarioId, (body: string) => boolean>;
}

const bodyFor = (entrant: Entrant, scenario: Scenario) => (entrant.requestBody ?? requestBody)(scenario);

/** One (scenario, concurrency) measured on one or more contestants, interleaved. */
export interface Cell {
  scenario: Scenario;
  connections: number;
  entrants: Entrant[];
}

export interface CellResult {
  scenario: ScenarioId;
  connections: number;
  contestant: string;
  /** The Node version the contestant ran on. */
  runtime: string;
  rounds: LoadResult[];
  /** Over the valid rounds only; null when none was valid. */
  rps: Spread | null;
  p50Ms: Spread | null;
  p99Ms: Spread | null;
  cpuMsPerRequest: Spread | null;
  validRounds: number;
  voidRounds: number;
}

/** Why a probe answer cannot serve as the expected body, or null when it can. */
function problemWith(status: number, text: string): string | null {
  let parsed: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    parsed = JSON.parse(text);
  } catch {
    return `HTTP ${status}, not JSON: ${text.slice(0, 200)}`;
  }
  if (parsed.errors?.length) {
    const first = parsed.errors[0];
    if (/Cannot query field/.test(first.message)) return `not in the schema yet (${first.message})`;
    return `answers with errors (HTTP ${status}): ${first.extensions?.code ?? ''} ${first.message}`.trim();
  }
  if (status !== 200 || parsed.data === undefined) return `HTTP ${status} without data`;
  return null;
}

/**
 * Asks rigbase each scenario twice: a clean, repeatable `{"data":...}` becomes the
 * expected body; anything else skips the scenario with the reason.
 */
export async function probeRigbase(contestant: Contestant, scenarios: readonly Scenario[]): Promise<Entrant> {
  const entrant: Entrant = { contestant, expected: new Map(), skipped: new Map() };
  for (const scenario of scenarios) {
    const body = requestBody(scenario);
    const first = await postOnce(contestant.graphqlUrl, body);
    const problem = problemWith(first.status, first.text);
    if (problem) {
      entrant.skipped.set(scenario.id, problem);
      continue;
    }
    const second = await postOnce(contestant.graphqlUrl, body);
    if (!sameResponse(second.text, first.text)) {
      entrant.skipped.set(scenario.id, 'answers differ between two identical requests');
      continue;
    }
    entrant.expected.set(scenario.id, first.text);
  }
  return entrant;
}

/**
 * The baseline and the Apollo floor must answer each scenario they run (`scenarios`, the
 * ones they implement) with rigbase's expected body (byte-identical or at least the same
 * JSON); `identical` tells which.
 */
export async function probeSameAnswers(
  contestant: Contestant,
  reference: Entrant,
  scenarios: readonly Scenario[],
): Promise<{ entrant: Entrant; identical: Partial<Record<ScenarioId, boolean>> }> {
  const entrant: Entrant = { contestant, expected: new Map(), skipped: new Map() };
  const identical: Partial<Record<ScenarioId, boolean>> = {};
  for (const scenario of scenarios) {
    const expected = reference.expected.get(scenario.id);
    if (!expected) {
      entrant.skipped.set(scenario.id, 'rigbase has no expected answer');
      continue;
    }
    const answer = await postOnce(contestant.graphqlUrl, requestBody(scenario));
    if (answer.status !== 200 || !sameResponse(answer.text, expected)) {
      entrant.skipped.set(scenario.id, `differs from rigbase: ${answer.text.slice(0, 200)}`);
      continue;
    }
    identical[scenario.id] = answer.text === expected;
    entrant.expected.set(scenario.id, expected);
  }
  return { entrant, identical };
}

/**
 * The PostGraphile peer asks its own queries (bench/peer-scenarios.ts); its answer, mapped
 * onto rigbase's shape, must equal rigbase's expected `data`, twice. The first answer
 * becomes the peer's expected body (a byte-identical answer needs no mapping); any other
 * body is mapped and compared again during the rounds.
 */
export async function probePeer(
  contestant: Contestant,
  reference: Entrant,
  scenarios: readonly Scenario[],
): Promise<Entrant> {
  const sameContent = new Map<ScenarioId, (body: string) => boolean>();
  const entrant: Entrant = {
    contestant,
    expected: new Map(),
    skipped: new Map(),
    sameContent,
    requestBody: (scenario) => {
      const plan = PEER_PLANS[scenario.id];
      if (!('operation' in plan)) throw new Error(`the peer does not run ${scenario.id}`);
      return peerRequestBody(plan.operation);
    },
  };
  for (const scenario of scenarios) {
    const plan = PEER_PLANS[scenario.id];
    if (!('operation' in plan)) {
      entrant.skipped.set(scenario.id, plan.skip);
      continue;
    }
    const rigbaseBody = reference.expected.get(scenario.id);
    if (!rigbaseBody) {
      entrant.skipped.set(scenario.id, 'rigbase has no expected answer');
      continue;
    }
    const body = peerRequestBody(plan.operation);
    const answers = [
      await postOnce(contestant.graphqlUrl, body),
      await postOnce(contestant.graphqlUrl, body),
    ];
    const problem = answers
      .map((a) => (a.status === 200 ? peerMismatch(plan.operation, a.text, rigbaseBody) : `HTTP ${a.status}`))
      .find((p) => p !== null);
    if (problem) {
      entrant.skipped.set(scenario.id, `differs from rigbase after mapping: ${problem}`);
      continue;
    }
    entrant.expected.set(scenario.id, answers[0].text);
    sameContent.set(scenario.id, (text) => peerMismatch(plan.operation, text, rigbaseBody) === null);
  }
  return entrant;
}

/**
 * A second rigbase process (the other response-cache setting) must give the reference's
 * answers; a scenario where it does not is skipped for it, with the reason.
 */
export function checkAgainstReference(entrant: Entrant, reference: Entrant): void {
  for (const [id, body] of entrant.expected) {
    const expected = reference.expected.get(id);
    if (expected === undefined || sameResponse(body, expected)) continue;
    entrant.expected.delete(id);
    entrant.skipped.set(id, `differs from ${reference.contestant.name}: ${body.slice(0, 200)}`);
  }
}

function burst(entrant: Entrant, scenario: Scenario, connections: number, durationS: number) {
  return runLoad({
    url: entrant.contestant.graphqlUrl,
    body: bodyFor(entrant, scenario),
    expected: entrant.expected.get(scenario.id)!,
    sameContent: entrant.sameContent?.get(scenario.id),
    connections,
    durationS,
    pid: entrant.contestant.pid,
  });
}

/** Unmeasured load at the highest concurrency: per scenario, or mixed per contestant. */
async function warmUpAll(cells: Cell[], profile: Profile): Promise<void> {
  const peak = Math.max(...cells.map((c) => c.connections));
  const scenariosOf = new Map<Entrant, Scenario[]>();
  for (const cell of cells) {
    for (const entrant of cell.entrants) {
      const list = scenariosOf.get(entrant) ?? [];
      if (!list.includes(cell.scenario)) list.push(cell.scenario);
      scenariosOf.set(entrant, list);
    }
  }
  const batches = [...scenariosOf].flatMap(([entrant, scenarios]) =>
    profile.warmup === 'mixed'
      ? [{ entrant, scenarios }]
      : scenarios.map((s) => ({ entrant, scenarios: [s] })),
  );
  for (const { entrant, scenarios } of batches) {
    const ids = scenarios.map((s) => s.id).join(',');
    progress(`warm-up ${entrant.contestant.name} ${ids} ${profile.warmupS} s -c${peak}`);
    const body = scenarios.map((s) => bodyFor(entrant, s));
    const problem = await warmUp(
      entrant.contestant.graphqlUrl,
      body,
      peak,
      profile.warmupS,
      entrant.contestant.pid,
    );
    if (problem) progress(`warm-up ${entrant.contestant.name} ${ids}: ${problem}`);
  }
}

/**
 * Warm-up (see warmUpAll), then `rounds`
 * rounds; within a round every cell runs each contestant in turn, the order
 * alternating from round to round (ours, baseline / baseline, ours).
 */
export async function measure(cells: Cell[], profile: Profile): Promise<CellResult[]> {
  const results = new Map<string, CellResult>();
  const keyOf = (cell: Cell, entrant: Entrant) =>
    `${cell.scenario.id}|${cell.connections}|${entrant.contestant.name}`;
  await warmUpAll(cells, profile);
  for (let round = 0; round < profile.rounds; round++) {
    for (const cell of cells) {
      const order = round % 2 === 0 ? cell.entrants : [...cell.entrants].reverse();
      for (const entrant of order) {
        const result = await burst(entrant, cell.scenario, cell.connections, profile.roundS);
        const key = keyOf(cell, entrant);
        const entry = results.get(key) ?? {
          scenario: cell.scenario.id,
          connections: cell.connections,
          contestant: entrant.contestant.name,
          runtime: entrant.contestant.runtime,
          rounds: [],
          rps: null,
          p50Ms: null,
          p99Ms: null,
          cpuMsPerRequest: null,
          validRounds: 0,
          voidRounds: 0,
        };
        entry.rounds.push(result);
        results.set(key, entry);
        progress(
          `round ${round + 1}/${profile.rounds} ${cell.scenario.id} -c${cell.connections} ` +
            `${entrant.contestant.name}: ${Math.round(result.rps)} req/s, p99 ${result.p99Ms.toFixed(2)} ms, ` +
            `${result.cpuMsPerRequest?.toFixed(2) ?? '?'} CPU ms/req` +
            (result.voidReason ? ` VOID (${result.voidReason})` : ''),
        );
      }
    }
  }
  for (const entry of results.values()) {
    const valid = entry.rounds.filter((r) => !r.voidReason);
    entry.validRounds = valid.length;
    entry.voidRounds = entry.rounds.length - valid.length;
    entry.rps = spread(valid.map((r) => r.rps));
    entry.p50Ms = spread(valid.map((r) => r.p50Ms));
    entry.p99Ms = spread(valid.map((r) => r.p99Ms));
    entry.cpuMsPerRequest = spread(
      valid.flatMap((r) => (r.cpuMsPerRequest === null ? [] : [r.cpuMsPerRequest])),
    );
  }
  return [...results.values()];
}
