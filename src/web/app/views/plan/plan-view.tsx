import { useClient, useQuery } from '@urql/preact';
import { useEffect, useState } from 'preact/hooks';
import { PartSearch } from '../../components/part-search';
import { ProblemMessage } from '../../components/problem';
import { PartBySlugDocument, SavedBuildDocument } from '../../gql/graphql';
import type { ReportFieldsFragment } from '../../gql/graphql';
import { dateOnly, plural } from '../../lib/format';
import { hrefs } from '../../router';
import { savedBuildOptions } from '../../state/build-link';
import { EMPTY_DRAFT, useDraft, type DraftLine, type Part } from '../../state/draft';
import { BuildOptions } from './build-options';
import { FindingsPanel } from './findings-panel';
import { PartsList } from './parts-list';
import { PowerPanel } from './power-panel';
import { SavePanel } from './save-panel';
import { SlotMap } from './slot-map';
import { UnverifiedList } from './unverified-list';
import { useCheck, type CheckState } from './use-check';

/** The seed documents' developer workstation: two RTX 3090s on a Z490 board (9 lines). */
const EXAMPLE_BUILD: Array<{ slug: string; quantity: number }> = [
  { slug: 'nvidia-geforce-rtx-3090', quantity: 2 },
  { slug: 'intel-core-i7-10700k', quantity: 1 },
  { slug: 'asrock-z490-pg-velocita', quantity: 1 },
  { slug: 'samsung-64gb-2x32gb-ddr4-3200', quantity: 1 },
  { slug: 'samsung-980-pro-1tb', quantity: 1 },
  { slug: 'toshiba-x300-4tb', quantity: 1 },
  { slug: 'super-flower-leadex-titanium-1600w', quantity: 1 },
  { slug: 'abko-suitmaster-603g-aura', quantity: 1 },
  { slug: 'cooler-master-hyper-212-led-turbo-white', quantity: 1 },
];

/** Saved builds already loaded into the draft this session: reopening the view keeps edits. */
const appliedSavedBuilds = new Set<string>();

function summary(report: ReportFieldsFragment): string {
  const count = (severity: string) => report.findings.filter((f) => f.severity === severity).length;
  const errorTitles = [
    ...new Set(report.findings.filter((f) => f.severity === 'ERROR').map((f) => f.rule.title.toLowerCase())),
  ];
  const errors = `${plural(count('ERROR'), 'error')}${errorTitles.length ? ` (${errorTitles.join('; ')})` : ''}`;
  const counts = `${errors}, ${plural(count('WARNING'), 'warning')}, ${plural(count('INFO'), 'note')}`;
  if (report.verdict === 'COMPATIBLE') return `Compatible: ${counts}.`;
  if (report.verdict === 'INCOMPATIBLE') return `Not compatible: ${counts}.`;
  const open = report.unverifiedChecks.filter((check) => check.decidesVerdict).length;
  return `Unverified: nothing failed, but ${plural(open, 'deciding check')} could not run (${counts}).`;
}

const TONES = { COMPATIBLE: 'ok', INCOMPATIBLE: 'bad', UNVERIFIED: 'unverified' } as const;

function StatusBanner({ check }: { check: CheckState }) {
  let text: string;
  let tone = 'neutral';
  if (check.incomplete) text = check.incomplete;
  else if (check.problem) {
    text = 'The build could not be checked; see the message next to the field.';
    tone = 'bad';
  } else if (!check.report) text = 'Checking…';
  else {
    text = summary(check.report);
    tone = TONES[check.report.verdict];
  }
  const showUnverified = !check.incomplete && !check.problem && check.report?.verdict === 'UNVERIFIED';
  return (
    <div class={`status status-${tone}`} data-verdict={check.report?.verdict}>
      <p role="status" aria-live="polite" aria-atomic="true" data-testid="check-status">
        {text}
      </p>
      {showUnverified && <UnverifiedList report={check.report!} />}
      {check.pending && !check.incomplete && !check.problem && check.report && (
        <p class="hint">Checking the latest change…</p>
      )}
      <ProblemMessage problem={check.problem} />
    </div>
  );
}

function useSavedBuild(savedId: string | undefined, savedQuery: string) {
  const { dispatch, draft } = useDraft();
  const [result] = useQuery({ query: SavedBuildDocument, variables: { id: savedId ?? '' }, pause: !savedId });
  const saved = result.data?.savedBuild;
  useEffect(() => {
    if (!saved || appliedSavedBuilds.has(saved.id)) return;
    appliedSavedBuilds.add(saved.id);
    dispatch({
      type: 'replace',
      draft: {
        ...EMPTY_DRAFT,
        // The mains, use case and risers it was saved with: the link's, else the API's.
        ...savedBuildOptions(savedQuery, saved.options),
        condition: draft.condition,
        name: saved.name ?? '',
        lines: saved.parts.map((line) => ({ part: line.component, quantity: line.quantity })),
      },
    });
  }, [saved, savedQuery, dispatch, draft.condition]);
  return result;
}

function EmptyState({ onExample, loading }: { onExample: () => void; loading: boolean }) {
  return (
    <div class="empty">
      <p>
        <strong>Your build is empty.</strong> Type a part above (a GPU such as “3090” is a good start), or
        begin from a known machine:
      </p>
      <p class="actions">
        <button type="button" onClick={onExample} disabled={loading}>
          {loading ? 'Loading…' : 'Load the 2 × RTX 3090 workstation'}
        </button>
        <a class="button" href={hrefs.recommend}>
          Recommend a build for my budget
        </a>
      </p>
    </div>
  );
}

export function PlanView({ savedId, savedQuery = '' }: { savedId?: string; savedQuery?: string }) {
  const { draft, dispatch, previous, restorePrevious } = useDraft();
  const check = useCheck(draft);
  const savedResult = useSavedBuild(savedId, savedQuery);
  const urql = useClient();
  const [exampleState, setExampleState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const loadExample = async () => {
    setExampleState('loading');
    const answers = await Promise.all(
      EXAMPLE_BUILD.map((line) => urql.query(PartBySlugDocument, { slug: line.slug }).toPromise()),
    );
    const lines: DraftLine[] = [];
    answers.forEach((answer, index) => {
      const part = answer.data?.component as Part | null | undefined;
      if (part) lines.push({ part, quantity: EXAMPLE_BUILD[index].quantity });
    });
    if (!lines.length) {
      setExampleState('failed');
      return;
    }
    setExampleState('idle');
    dispatch({ type: 'replace', draft: { ...draft, name: '2 × RTX 3090 workstation', lines } });
  };

  const saved = savedResult.data?.savedBuild;
  return (
    <div class="plan">
      <h1 tabIndex={-1}>Plan a build</h1>
      <p class="intro">
        Add parts with quantities; rigbase checks them as you go: compatibility, fit, PCIe links, power
        against the PSU and your circuit, each finding with the rule and the documents behind it.
      </p>
      {savedId && savedResult.fetching && <p role="status">Opening the saved build…</p>}
      {savedId && savedResult.data && !saved && (
        <p class="problem" role="alert">
          There is no saved build with this link. Check that it was copied whole, or{' '}
          <a href={hrefs.plan}>start a new build</a>.
        </p>
      )}
      {savedId && !savedResult.data && savedResult.error && (
        <ProblemMessage
          problem={{
            fields: {},
            general: ['The saved build could not be opened: ' + savedResult.error.message],
          }}
        />
      )}
      {saved && (
        <p class="saved-banner">
          Saved build{saved.name ? ` “${saved.name}”` : ''}, saved on {dateOnly(saved.createdAt)}. The check
          below runs against today’s catalog.
        </p>
      )}
      {previous && (
        <p class="hint">
          Your earlier build was replaced.{' '}
          <button type="button" class="link" onClick={restorePrevious}>
            Bring it back
          </button>
        </p>
      )}
      <StatusBanner check={check} />
      <div class="plan-grid">
        <div class="plan-main">
          <section class="panel" aria-labelledby="parts-heading">
            <h2 id="parts-heading">Parts</h2>
            <PartSearch condition={draft.condition} onPick={(part) => dispatch({ type: 'add', part })} />
            {draft.lines.length ? (
              <PartsList
                lines={draft.lines}
                condition={draft.condition}
                problem={check.problem}
                dispatch={dispatch}
              />
            ) : (
              <EmptyState onExample={loadExample} loading={exampleState === 'loading'} />
            )}
            {exampleState === 'failed' && (
              <p class="problem" role="alert">
                The example parts could not be loaded. Is the server running?
              </p>
            )}
          </section>
          <BuildOptions draft={draft} problem={check.problem} dispatch={dispatch} />
          <SavePanel build={check.build} options={draft} name={draft.name} dispatch={dispatch} />
        </div>
        <div class={check.pending ? 'plan-report pending' : 'plan-report'}>
          {check.report ? (
            <>
              {check.pending && (check.problem || check.incomplete) && (
                <p class="hint stale-note">
                  These results are for the last version of the build that could be checked.
                </p>
              )}
              <PowerPanel report={check.report} lines={draft.lines} mains={draft.mains} />
              <FindingsPanel findings={check.report.findings} />
              <SlotMap lines={draft.lines} placements={check.report.gpuPlacements} />
            </>
          ) : (
            <section class="panel">
              <h2>Check</h2>
              <p class="hint">
                Power, findings and the slot map appear here as soon as the build has a part.
              </p>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
