import type { ReportFieldsFragment } from '../../gql/graphql';
import { num, watts } from '../../lib/format';
import { MAINS_REGIONS, type MainsChoice } from '../../lib/mains';
import type { DraftLine } from '../../state/draft';

type Report = ReportFieldsFragment;
type Verdict = 'ok' | 'warn' | 'bad';

function verdictOf(report: Report, ruleId: string, fallback: Verdict = 'ok'): Verdict {
  const severities = report.findings.filter((f) => f.ruleId === ruleId).map((f) => f.severity);
  if (severities.includes('ERROR')) return 'bad';
  if (severities.includes('WARNING')) return 'warn';
  return fallback;
}

const VERDICT_WORDS: Record<Verdict, string> = { ok: 'fits', warn: 'tight', bad: 'too much' };

/** What one gauge shows: a draw in watts against a limit, with the API's verdict on it. */
interface Reading {
  id: string;
  label: string;
  value: number;
  limit: number;
  limitLabel: string;
  verdict: Verdict;
  /** Words for the verdict where the verdict's own ("fits", "tight") would mislead. */
  verdictWord?: string;
  hint?: string;
}

function Gauge({ reading }: { reading: Reading }) {
  const { id, label, value, limit, limitLabel, verdict, hint } = reading;
  const share = limit > 0 ? Math.round((value / limit) * 100) : 0;
  const over = value - limit;
  return (
    <div class={`gauge gauge-${verdict}`} data-gauge={id}>
      <div class="gauge-head">
        <label htmlFor={`gauge-${id}`}>{label}</label>
        <span class="gauge-verdict">{reading.verdictWord ?? VERDICT_WORDS[verdict]}</span>
      </div>
      <meter id={`gauge-${id}`} min={0} max={Math.max(limit, value, 1)} value={value}>
        {watts(value)} of {watts(limit)}
      </meter>
      <p class="gauge-figures">
        <strong>{watts(value)}</strong> of {watts(limit)} {limitLabel} ({num(share, 0)} %)
        {over > 0 ? `, ${watts(over)} over` : ''}
      </p>
      {hint && <p class="hint">{hint}</p>}
    </div>
  );
}

/** The circuit in words: the region's name, or the volts and amps typed. */
export function mainsLabel(mains: MainsChoice): string {
  return mains.preset === 'custom'
    ? `${num(mains.voltage)} V / ${num(mains.breakerAmps)} A`
    : MAINS_REGIONS[mains.preset];
}

/**
 * The PSU's gauges, each against its rating: the sustained draw, then the millisecond peak.
 * Only `power.transients` judges the peak (it warns when a PSU that is not ATX 3.x is smaller
 * than the peak); a peak above the rating with no finding is one the API counts on an ATX 3.x
 * PSU to ride through.
 */
function psuReadings(report: Report, atx3: boolean): Reading[] {
  const { power } = report;
  if (power.psuW == null) return [];
  const rating = { limit: power.psuW, limitLabel: 'PSU rating' };
  const sustained: Reading = {
    id: 'psu',
    label: 'Sustained draw against the PSU',
    value: power.sustainedDrawW,
    ...rating,
    verdict: verdictOf(report, 'power.psu-capacity'),
    hint: `Recommended PSU size with headroom: ${watts(power.recommendedPsuW)} or more.`,
  };
  if (power.transientPeakW == null) return [sustained];
  const verdict = verdictOf(report, 'power.transients');
  const above = power.transientPeakW > power.psuW;
  const transient: Reading = {
    id: 'transient',
    label: 'Transient peak against the PSU',
    value: power.transientPeakW,
    ...rating,
    verdict,
    verdictWord: verdict === 'warn' ? 'may trip the PSU' : above ? 'rides through' : undefined,
    hint: `Recent GPUs spike above their rated power for milliseconds. ${
      atx3
        ? 'The PSU is built to ATX 3.x, which is rated to ride through such peaks.'
        : 'The PSU is not listed as ATX 3.x.'
    }`,
  };
  return [sustained, transient];
}

/**
 * Power at a glance: the sustained draw and the millisecond peak against the PSU, and the
 * draw at the wall against the chosen circuit's continuous limit. Verdict colours come from
 * the API's findings and `fitsCircuit`; the page adds no thresholds of its own.
 */
export function PowerPanel({
  report,
  lines,
  mains,
}: {
  report: Report;
  lines: DraftLine[];
  mains: MainsChoice;
}) {
  const { power } = report;
  const psus = lines.map((line) => line.part).filter((part) => part.kind === 'PSU');
  const atx3 = psus.length > 0 && psus.every((part) => 'atx3' in part && part.atx3 === true);
  return (
    <section class="panel" aria-labelledby="power-heading">
      <h2 id="power-heading">Power</h2>
      {power.psuW == null && (
        <p>
          No power supply in the build yet. Sustained draw <strong>{watts(power.sustainedDrawW)}</strong>
          {power.transientPeakW != null && (
            <>
              , transient peak <strong>{watts(power.transientPeakW)}</strong>
            </>
          )}
          ; rigbase recommends a PSU of <strong>{watts(power.recommendedPsuW)}</strong> or more.
        </p>
      )}
      {psuReadings(report, atx3).map((reading) => (
        <Gauge key={reading.id} reading={reading} />
      ))}
      <Gauge
        reading={{
          id: 'circuit',
          label: `Wall draw against the circuit (${mainsLabel(mains)})`,
          value: power.wallDrawW,
          limit: power.circuitLimitW,
          limitLabel: 'continuous limit of the circuit',
          verdict: power.fitsCircuit ? verdictOf(report, 'power.circuit') : 'bad',
        }}
      />
      <dl class="facts">
        <div>
          <dt>Rated power of the parts</dt>
          <dd>{watts(power.totalTdpW)}</dd>
        </div>
        <div>
          <dt>Sustained draw (with CPU and platform)</dt>
          <dd data-testid="sustained-draw">{watts(power.sustainedDrawW)}</dd>
        </div>
        <div>
          <dt>Transient peak (milliseconds)</dt>
          <dd data-testid="transient-peak">{watts(power.transientPeakW)}</dd>
        </div>
        <div>
          <dt>At the wall, after PSU losses</dt>
          <dd>{watts(power.wallDrawW)}</dd>
        </div>
        <div>
          <dt>Continuous limit of the circuit</dt>
          <dd data-testid="circuit-limit">{watts(power.circuitLimitW)}</dd>
        </div>
      </dl>
    </section>
  );
}
