import { normalizeToken } from '../analysis/build-view';
import { cpuSustainedW } from '../analysis/fact-fallbacks';
import { defineRule, missingFact, type FindingSink } from '../define-rule';
import type { CoolerFacts, CpuFacts, Finding } from '../facts';
import { formatWatts, joinList } from '../format';
import { CHIPSET_CPU_LINES } from '../reference/cpu-reference';
import { COOLER_MOUNT_FAMILIES } from '../reference/platform-reference';

/**
 * platform.cpu-socket: every CPU must use the motherboard's socket (ERROR otherwise).
 * Source: doc-cost-for-gpu-hardware (motherboard checklist: compatible with the CPU).
 */
export const cpuSocketRule = defineRule({
  id: 'platform.cpu-socket',
  title: 'CPU fits the motherboard socket',
  description:
    'The processor and the motherboard must use the same socket; a mismatch cannot be installed at all.',
  severity: 'ERROR',
  sources: ['doc-cost-for-gpu-hardware'],
  check({ view }, report) {
    const board = view.board;
    if (!board) return [];
    return view.cpuParts
      .filter((part) => normalizeToken(part.component.socket) !== normalizeToken(board.socket))
      .map((part) =>
        report.finding(
          'ERROR',
          `The ${part.component.name} (socket ${part.component.socket}) does not fit the ${board.name}, ` +
            `which has socket ${board.socket}. Pick a processor for socket ${board.socket}, or a motherboard for socket ${part.component.socket}.`,
          [part.component.slug, board.slug],
        ),
      );
  },
});

/**
 * platform.chipset-cpu: a chipset that runs only one processor line on a shared socket
 * (WRX90 boards take Threadripper PRO only, though non-PRO Threadripper 7000 uses the same
 * sTR5 socket) (ERROR). Sources: the board makers' specifications (see CHIPSET_CPU_LINES).
 */
export const chipsetCpuRule = defineRule({
  id: 'platform.chipset-cpu',
  title: 'The chipset supports the processor line',
  description:
    'Some chipsets run only one processor line on a socket others share: WRX90 boards take Threadripper PRO only, although Threadripper 7000 uses the same sTR5 socket.',
  severity: 'ERROR',
  sources: ['spec-asus-pro-ws-wrx90e-sage-se', 'spec-asrock-wrx90-ws-evo'],
  check({ view }, report) {
    const board = view.board;
    if (!board?.chipset) return [];
    const chipset = normalizeToken(board.chipset);
    const line = CHIPSET_CPU_LINES.find((entry) => chipset.includes(normalizeToken(entry.chipset)));
    if (!line) return [];
    return view.cpuParts
      .filter((part) => normalizeToken(part.component.socket) === normalizeToken(board.socket))
      .filter((part) => !line.cpuNamePattern.test(part.component.name))
      .map((part) =>
        report.finding(
          'ERROR',
          `The ${board.name} (${line.chipset}) runs ${line.cpuLine} processors only; the ${part.component.name} shares the ` +
            `${board.socket} socket but is not supported. Choose a ${line.cpuLine} processor or a board for the ${part.component.name}.`,
          [part.component.slug, board.slug],
        ),
      );
  },
});

/** How a cooler mounts on a socket: listed by its maker, through a shared mounting family, or not. */
export function coolerMount(
  cooler: Pick<CoolerFacts, 'sockets'>,
  socket: string,
): { mounts: boolean; via: string | null } {
  const wanted = normalizeToken(socket);
  const listed = new Set(cooler.sockets.map(normalizeToken));
  if (listed.has(wanted)) return { mounts: true, via: null };
  for (const family of COOLER_MOUNT_FAMILIES) {
    const members = family.sockets.map(normalizeToken);
    if (!members.includes(wanted)) continue;
    const shared = cooler.sockets.find((listedSocket) => members.includes(normalizeToken(listedSocket)));
    if (shared) return { mounts: true, via: shared };
  }
  return { mounts: false, via: null };
}

function mountFindings(cooler: CoolerFacts, cpu: CpuFacts, report: FindingSink): Finding[] {
  if (cooler.sockets.length === 0) {
    return [
      report.couldNotCheck(
        `Could not check whether the ${cooler.name} fits the ${cpu.name}: the cooler lists no sockets.`,
        [cooler.slug, cpu.slug],
        { settledBy: [missingFact(cooler, 'sockets')] },
      ),
    ];
  }
  const mount = coolerMount(cooler, cpu.socket);
  if (!mount.mounts) {
    return [
      report.finding(
        'ERROR',
        `The ${cooler.name} does not mount on socket ${cpu.socket} of the ${cpu.name}; it lists ${joinList(cooler.sockets)}.`,
        [cooler.slug, cpu.slug],
      ),
    ];
  }
  if (mount.via) {
    return [
      report.finding(
        'INFO',
        `The ${cooler.name} lists ${mount.via} but not ${cpu.socket}; ${cpu.socket} keeps the ${mount.via} cooler mounting, ` +
          `so it fits the ${cpu.name} with the board's stock backplate (check the maker's list for a bracket if it used a custom one).`,
        [cooler.slug, cpu.slug],
      ),
    ];
  }
  return [];
}

/**
 * platform.cooler: the CPU cooler must mount on the CPU socket, listed by its maker or
 * through a socket that shares the mounting (AM4/AM5, LGA1700/LGA1851) (ERROR otherwise),
 * and should be rated for the power the CPU sustains at stock, which is above TDP for
 * Intel K-series (PL2) and AMD desktop parts (PPT) (WARNING). Sources:
 * doc-cost-for-gpu-hardware (cooling checklist), ref-amd-am5-cooler-compatibility,
 * ref-intel-lga1851-cooler-compatibility, ref-amd-am5-power-statement.
 */
export const coolerRule = defineRule({
  id: 'platform.cooler',
  title: 'CPU cooler fits the socket and the heat',
  description:
    'The CPU cooler must mount on the processor socket, listed by its maker or through a socket with the same mounting (AM4 and AM5; LGA1700 and LGA1851) (error otherwise), and should be rated for the power the processor sustains under load, which for Intel K-series and AMD desktop parts is above TDP (warning otherwise).',
  severity: 'ERROR',
  sources: [
    'doc-cost-for-gpu-hardware',
    'ref-amd-am5-cooler-compatibility',
    'ref-intel-lga1851-cooler-compatibility',
    'ref-amd-am5-power-statement',
  ],
  check({ view }, report) {
    const findings: Finding[] = [];
    for (const coolerPart of view.coolerParts) {
      const cooler = coolerPart.component;
      for (const cpuPart of view.cpuParts) {
        const cpu = cpuPart.component;
        findings.push(...mountFindings(cooler, cpu, report));
        const sustained = cpuSustainedW(cpu);
        if (cooler.maxTdpW != null && cooler.maxTdpW < sustained.watts) {
          const load =
            sustained.watts > cpu.tdpW
              ? `the ${formatWatts(sustained.watts)} the ${cpu.name} sustains under load (${formatWatts(cpu.tdpW)} TDP)`
              : `the ${formatWatts(cpu.tdpW)} TDP of the ${cpu.name}`;
          findings.push(
            report.finding(
              'WARNING',
              `The ${cooler.name} is rated for ${formatWatts(cooler.maxTdpW)}, less than ${load}: ` +
                'expect the processor to throttle under sustained load, or lower its power limit in the BIOS.',
              [cooler.slug, cpu.slug],
            ),
          );
        }
      }
    }
    return findings;
  },
});
