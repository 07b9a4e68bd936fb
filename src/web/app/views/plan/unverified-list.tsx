import type { ReportFieldsFragment } from '../../gql/graphql';

type UnverifiedCheck = ReportFieldsFragment['unverifiedChecks'][number];
type Fact = UnverifiedCheck['settledBy'][number];

/** Field names in words, as the list asks for them ("its PCIe slot positions"). */
const FIELD_WORDS: Record<string, string> = {
  pcieSlots: 'PCIe slot positions',
  slotWidth: 'slot width',
  lengthMm: 'card length',
  maxGpuLengthMm: 'maximum GPU length',
  formFactors: 'board form factors',
  pcieConnectors: 'PCIe power connectors',
  registeredMemory: 'registered-memory support',
  maxMemoryGb: 'maximum memory',
  memoryTypes: 'supported memory types',
  sockets: 'supported sockets',
  gpuModuleSockets: 'GPU module sockets',
};

const KIND_WORDS: Record<string, string> = {
  CPU: 'a CPU',
  MOTHERBOARD: 'a motherboard',
  MEMORY: 'memory',
  PSU: 'a power supply',
  CASE: 'a case',
};

function factText(fact: Fact): string {
  if (!fact.componentSlug) return `add ${KIND_WORDS[fact.kind ?? ''] ?? 'the missing part'}`;
  const name = fact.component?.name ?? fact.componentSlug;
  const what = fact.field ? (FIELD_WORDS[fact.field] ?? fact.field) : 'facts';
  return `the ${name}'s ${what}`;
}

/**
 * The checks that kept an unverified build from being called compatible, each with what
 * would settle it: shown in the amber status, so nobody reads "nothing failed" as green.
 */
export function UnverifiedList({ report }: { report: ReportFieldsFragment }) {
  const open = report.unverifiedChecks.filter((check) => check.decidesVerdict);
  if (!open.length) return null;
  return (
    <div class="unverified" data-testid="unverified-checks">
      <p class="unverified-lead">Not checked, so not called compatible:</p>
      <ul>
        {open.map((check, index) => (
          <li key={`${check.ruleId}-${index}`} data-rule={check.ruleId}>
            <strong>{check.rule.title}</strong> ({check.ruleId}): {check.message}
            {check.settledBy.length > 0 && (
              <span class="settled-by"> Would be settled by {check.settledBy.map(factText).join('; ')}.</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
