import { useClient } from '@urql/preact';
import { useState } from 'preact/hooks';
import type { AnyVariables, DocumentInput } from '@urql/core';
import type {
  AskCheckQuery,
  AskEstimateQuery,
  AskPowerLimitQuery,
  AskQuery,
  AskRecommendBuildQuery,
  AskRecommendGpusQuery,
} from '../gql/graphql';
import {
  AskCheckDocument,
  AskEstimateDocument,
  AskPowerLimitDocument,
  AskRecommendBuildDocument,
  AskRecommendGpusDocument,
} from '../gql/graphql';
import { gb, num, times, usd, watts } from '../lib/format';
import { hrefs } from '../router';

type Result = AskQuery['ask'];
type Entity = Result['entities'][number];
type Call = Result['calls'][number];

/** What a call answered, as the page shows it. */
type Outcome =
  | { kind: 'estimate'; data: AskEstimateQuery }
  | { kind: 'check'; data: AskCheckQuery }
  | { kind: 'gpus'; data: AskRecommendGpusQuery }
  | { kind: 'build'; data: AskRecommendBuildQuery }
  | { kind: 'limit'; data: AskPowerLimitQuery };

/** The page's own document for each suggested operation (same field, the figures it shows). */
const DOCUMENTS: Record<
  Call['operation'],
  { kind: Outcome['kind']; document: DocumentInput<unknown, AnyVariables> }
> = {
  ESTIMATE_MEMORY: { kind: 'estimate', document: AskEstimateDocument },
  CHECK_BUILD: { kind: 'check', document: AskCheckDocument },
  RECOMMEND_GPUS: { kind: 'gpus', document: AskRecommendGpusDocument },
  RECOMMEND_BUILD: { kind: 'build', document: AskRecommendBuildDocument },
  POWER_LIMIT_TRADEOFF: { kind: 'limit', document: AskPowerLimitDocument },
};

const KIND_WORDS: Record<Entity['kind'], string> = {
  MODEL: 'model',
  GPU: 'GPU',
  PSU: 'power supply',
  PART: 'part',
  WATTS: 'power',
  BUDGET: 'budget',
  PRECISION: 'format',
  TASK: 'task',
  MAINS: 'supply',
};

function entityLabel(entity: Entity): string {
  const count = entity.quantity && entity.quantity > 1 ? times(entity.quantity) : '';
  const memory = entity.vramGb != null ? `, ${gb(entity.vramGb)}` : '';
  return `${count}${entity.name}${memory}`;
}

/** The things a question names, linked where the catalog has them. */
export function Entities({ entities }: { entities: readonly Entity[] }) {
  if (entities.length === 0) return null;
  return (
    <p class="entities" data-testid="entities">
      This question names:{' '}
      {entities.map((entity, index) => (
        <span key={`${entity.kind}-${index}`} class="chip" title={`“${entity.text}”`}>
          {entity.kind === 'GPU' && entity.slug ? (
            <a href={hrefs.gpu(entity.slug)}>{entityLabel(entity)}</a>
          ) : (
            entityLabel(entity)
          )}{' '}
          <span class="muted">({KIND_WORDS[entity.kind]})</span>
        </span>
      ))}
    </p>
  );
}

/** A GPU the question names with its memory: an estimate can say whether it fits. */
function namedGpu(entities: readonly Entity[]) {
  return entities.find((e) => e.kind === 'GPU' && e.slug && e.vramGb != null);
}

function OutcomeText({ outcome, entities }: { outcome: Outcome; entities: readonly Entity[] }) {
  switch (outcome.kind) {
    case 'estimate': {
      const estimate = outcome.data.estimateMemory;
      const gpu = namedGpu(entities);
      const perGpu = estimate.gpuCount > 1 ? ` per GPU on ${estimate.gpuCount} GPUs` : '';
      return (
        <p>
          Needs <strong>{num(estimate.total.gib)} GiB</strong>
          {perGpu} at {estimate.weightFormat}.
          {gpu &&
            ` A ${gpu.name} has ${gb(gpu.vramGb)}: ${estimate.total.gib <= gpu.vramGb! ? 'it fits' : 'it does not fit'}.`}
        </p>
      );
    }
    case 'check': {
      const { power, findings, compatible } = outcome.data.checkBuild;
      const psu =
        power.psuW != null
          ? ` The named ${watts(power.psuW)} is ${power.psuW >= power.recommendedPsuW ? 'enough' : 'not enough'}.`
          : '';
      return (
        <>
          <p>
            About <strong>{watts(power.sustainedDrawW)}</strong> sustained
            {power.transientPeakW != null ? `, peaks near ${watts(power.transientPeakW)}` : ''}; a{' '}
            {watts(power.recommendedPsuW)} PSU is recommended.{psu} The circuit's continuous limit is{' '}
            {watts(power.circuitLimitW)}: {power.fitsCircuit ? 'within it' : 'over it'}.
            {compatible ? '' : ' The checked parts do not work together as listed.'}
          </p>
          {findings.filter((f) => f.severity !== 'INFO').length > 0 && (
            <ul class="plain">
              {findings
                .filter((f) => f.severity !== 'INFO')
                .slice(0, 3)
                .map((f) => (
                  <li key={f.message}>{f.message}</li>
                ))}
            </ul>
          )}
        </>
      );
    }
    case 'gpus':
      return (
        <ol class="plain">
          {outcome.data.recommendGpus.slice(0, 3).map((r) => (
            <li key={r.gpu.slug}>
              <a href={hrefs.gpu(r.gpu.slug)}>{r.gpu.name}</a> ({gb(r.gpu.vramGb)}), {usd(r.priceUsd)}
            </li>
          ))}
        </ol>
      );
    case 'build': {
      const { parts, reasons } = outcome.data.recommendBuild;
      if (parts.length === 0) return <p>No build fits: {reasons.join(' ')}</p>;
      return (
        <ul class="plain">
          {parts.map((line) => (
            <li key={line.component.slug}>
              {times(line.quantity)}
              {line.component.name}, {usd(line.priceUsd)}
            </li>
          ))}
        </ul>
      );
    }
    case 'limit': {
      const t = outcome.data.powerLimitTradeoff;
      return (
        <p>
          At {watts(t.limitW)} the {watts(t.tdpW)} card keeps about {num(t.relativeSpeed * 100, 0)} % of its
          speed and draws {watts(t.wattsSaved)} less.
        </p>
      );
    }
  }
}

function CallItem({ call, entities }: { call: Call; entities: readonly Entity[] }) {
  const urql = useClient();
  const [state, setState] = useState<'idle' | 'running' | Outcome | { error: string }>('idle');
  const run = async () => {
    setState('running');
    const { kind, document } = DOCUMENTS[call.operation];
    const result = await urql.query(document, JSON.parse(call.variables)).toPromise();
    setState(
      result.error || !result.data
        ? { error: result.error?.message ?? 'No answer.' }
        : ({ kind, data: result.data } as Outcome),
    );
  };
  return (
    <li class="answer call">
      <h3>{call.question}</h3>
      {call.assumptions.length > 0 && <p class="muted">Assumes: {call.assumptions.join('; ')}.</p>}
      <p>
        <button type="button" onClick={run} disabled={state === 'running'}>
          Check this
        </button>
      </p>
      <div role="status" aria-live="polite">
        {state === 'running' && 'Checking…'}
        {typeof state === 'object' && 'error' in state && <p class="call-error">{state.error}</p>}
        {typeof state === 'object' && 'kind' in state && <OutcomeText outcome={state} entities={entities} />}
      </div>
    </li>
  );
}

/** The rigbase calls that answer the question exactly, each run on demand. */
export function Calls({ calls, entities }: { calls: readonly Call[]; entities: readonly Entity[] }) {
  if (calls.length === 0) return null;
  return (
    <section aria-labelledby="ask-calls">
      <h2 id="ask-calls">Check this exactly</h2>
      <ul class="calls" data-testid="calls">
        {calls.map((call) => (
          <CallItem key={call.question} call={call} entities={entities} />
        ))}
      </ul>
    </section>
  );
}
