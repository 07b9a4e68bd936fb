import { describeParts, normalizeToken, slugsOf, totalOf } from '../analysis/build-view';
import type { Finding, MemoryKitFacts } from '../facts';
import { countedName, formatGb, formatNumber, plural } from '../format';
import { defineRule, missingFact, missingFacts } from '../define-rule';
import type { RuleContext } from '../analysis/rule-context';
import { boardRegisteredMemory } from '../analysis/fact-fallbacks';
import { RDIMM_ONLY_CHIPSETS } from '../reference/cpu-reference';

const DDR5 = 'DDR5';

/** "Vengeance LPX DDR4-3200 128GB (4 x 32GB)", adding the memory type when the name lacks it. */
function kitLabel(kit: MemoryKitFacts, quantity: number): string {
  const name = countedName(kit.name, quantity);
  return normalizeToken(kit.name).includes(normalizeToken(kit.memoryType))
    ? name
    : `${name} (${kit.memoryType})`;
}

/**
 * platform.memory-type: each kit must be a generation both the motherboard and the CPU
 * take (ERROR otherwise). Source: doc-cost-for-gpu-hardware.
 */
export const memoryTypeRule = defineRule({
  id: 'platform.memory-type',
  title: 'Memory generation matches board and CPU',
  description:
    'Memory modules must be the generation (DDR4, DDR5...) that both the motherboard and the processor take.',
  severity: 'ERROR',
  sources: ['doc-cost-for-gpu-hardware'],
  check({ view }, report) {
    const findings: Finding[] = [];
    for (const part of view.memoryParts) {
      const kit = part.component;
      const type = normalizeToken(kit.memoryType);
      if (view.board && normalizeToken(view.board.memoryType) !== type) {
        findings.push(
          report.finding(
            'ERROR',
            `${kitLabel(kit, part.quantity)} does not fit the ${view.board.name}, which takes ${view.board.memoryType}.`,
            [kit.slug, view.board.slug],
          ),
        );
      }
      for (const cpuPart of view.cpuParts) {
        const cpu = cpuPart.component;
        if (cpu.memoryTypes.length === 0) {
          findings.push(
            report.couldNotCheck(
              `Could not check memory type against the ${cpu.name}: it lists no supported memory types.`,
              [cpu.slug],
              { settledBy: [missingFact(cpu, 'memoryTypes')] },
            ),
          );
        } else if (!cpu.memoryTypes.some((supported) => normalizeToken(supported) === type)) {
          findings.push(
            report.finding(
              'ERROR',
              `The ${cpu.name} supports ${cpu.memoryTypes.join(' and ')}, not the ${kit.memoryType} of ${kitLabel(kit, part.quantity)}.`,
              [kit.slug, cpu.slug],
            ),
          );
        }
      }
    }
    return findings;
  },
});

/**
 * platform.memory-capacity: modules must fit the board's slots and the total capacity
 * the board and CPU maxima (ERROR otherwise). Source: doc-cost-for-gpu-hardware.
 */
export const memoryCapacityRule = defineRule({
  id: 'platform.memory-capacity',
  title: 'Memory modules and capacity fit the platform',
  description:
    'The number of modules cannot exceed the motherboard slots, and the total capacity cannot exceed what the board and the processor address.',
  severity: 'ERROR',
  sources: ['doc-cost-for-gpu-hardware'],
  check({ view }, report) {
    if (view.memoryParts.length === 0) return [];
    const findings: Finding[] = [];
    const modules = totalOf(view.memoryParts, (kit) => kit.modules);
    const capacityGb = totalOf(view.memoryParts, (kit) => kit.capacityGb);
    const kits = describeParts(view.memoryParts);
    const kitSlugs = slugsOf(view.memoryParts);
    const board = view.board;
    if (board) {
      if (modules > board.memorySlots) {
        findings.push(
          report.finding(
            'ERROR',
            `${kits} add up to ${plural(modules, 'module')}, but the ${board.name} has ${plural(board.memorySlots, 'memory slot')}.`,
            [...kitSlugs, board.slug],
          ),
        );
      }
      if (board.maxMemoryGb == null) {
        findings.push(
          report.couldNotCheck(
            `Could not check ${formatGb(capacityGb)} of memory against the ${board.name}: its maximum memory is not on record.`,
            [board.slug],
            { settledBy: [missingFact(board, 'maxMemoryGb')] },
          ),
        );
      } else if (capacityGb > board.maxMemoryGb) {
        findings.push(
          report.finding(
            'ERROR',
            `${kits} total ${formatGb(capacityGb)}, more than the ${formatGb(board.maxMemoryGb)} the ${board.name} supports.`,
            [...kitSlugs, board.slug],
          ),
        );
      }
    }
    for (const cpuPart of view.cpuParts) {
      const cpu = cpuPart.component;
      const maxGb = cpu.maxMemoryGb == null ? null : cpu.maxMemoryGb * cpuPart.quantity;
      if (maxGb == null) {
        findings.push(
          report.couldNotCheck(
            `Could not check ${formatGb(capacityGb)} of memory against the ${cpu.name}: its maximum memory is not on record.`,
            [cpu.slug],
            { settledBy: [missingFact(cpu, 'maxMemoryGb')] },
          ),
        );
      } else if (capacityGb > maxGb) {
        findings.push(
          report.finding(
            'ERROR',
            `${kits} total ${formatGb(capacityGb)}, more than the ${formatGb(maxGb)} the ${countedName(cpu.name, cpuPart.quantity)} can address.`,
            [...kitSlugs, cpu.slug],
          ),
        );
      }
    }
    return findings;
  },
});

/**
 * platform.memory-ecc: registered memory needs RDIMM support on board and CPU (ERROR);
 * unbuffered DDR5 on a board built for DDR5 RDIMMs does not fit the slots (ERROR: the two
 * are keyed differently); unbuffered DDR4 on a board built for registered memory is usually
 * refused (WARNING); ECC unbuffered memory on a platform without ECC runs without error
 * correction (WARNING). Sources: doc-gpu-cluster-at-home (ECC vs registered ECC are usually
 * not interchangeable), ref-jedec-ddr5-dimm-standards (DDR5 RDIMM/UDIMM keying).
 */
export const memoryEccRule = defineRule({
  id: 'platform.memory-ecc',
  title: 'ECC and registered memory match the platform',
  description:
    'Registered (RDIMM) memory needs a platform that supports it, and DDR5 RDIMM boards (TRX50, WRX90, W790) take no unbuffered DDR5 at all, since the two are keyed differently; ECC unbuffered memory on a platform without ECC works, but without error correction. Registered and unbuffered DDR4 are usually not interchangeable either.',
  severity: 'ERROR',
  sources: [
    'doc-gpu-cluster-at-home',
    'ref-jedec-ddr5-dimm-standards',
    ...RDIMM_ONLY_CHIPSETS.flatMap((entry) => entry.sources),
  ],
  check({ view }, report) {
    const findings: Finding[] = [];
    const board = view.board;
    // The board's fact, or its chipset's (TRX50, WRX90, W790 take DDR5 RDIMMs only).
    const boardRegistered = board ? boardRegisteredMemory(board).value : null;
    for (const part of view.memoryParts) {
      const kit = part.component;
      const label = kitLabel(kit, part.quantity);
      if (kit.registered) {
        if (board && boardRegistered === false) {
          findings.push(
            report.finding(
              'ERROR',
              `${label} is registered (RDIMM) memory; the ${board.name} takes only unbuffered modules. Choose unbuffered memory or a board for registered memory.`,
              [kit.slug, board.slug],
            ),
          );
        } else if (board && boardRegistered == null) {
          findings.push(
            report.couldNotCheck(
              `Could not check registered memory support of the ${board.name}: it is not on record. ${label} is registered (RDIMM).`,
              [kit.slug, board.slug],
              { settledBy: [missingFact(board, 'registeredMemory')] },
            ),
          );
        }
        for (const cpuPart of view.cpuParts) {
          if (cpuPart.component.registeredMemory === false) {
            findings.push(
              report.finding(
                'ERROR',
                `${label} is registered (RDIMM) memory, which the ${cpuPart.component.name} does not support.`,
                [kit.slug, cpuPart.component.slug],
              ),
            );
          }
        }
        continue;
      }
      if (board && boardRegistered === true && board.eccSupport !== false) {
        // DDR5 RDIMMs and UDIMMs are keyed differently: an unbuffered DDR5 module does not go
        // into an RDIMM board's slots at all. DDR4 shares the key; boards usually refuse it.
        const keyed = normalizeToken(kit.memoryType) === DDR5;
        findings.push(
          keyed
            ? report.finding(
                'ERROR',
                `${label} is unbuffered DDR5 memory; the ${board.name} takes registered DDR5 (RDIMM), which is keyed differently, so the modules do not fit its slots. Choose DDR5 RDIMMs.`,
                [kit.slug, board.slug],
              )
            : report.finding(
                'WARNING',
                `${label} is unbuffered memory, but the ${board.name} is built for registered (RDIMM) memory; boards rarely take both kinds. Check the board's memory list or choose registered modules.`,
                [kit.slug, board.slug],
              ),
        );
      }
      if (!kit.ecc) continue;
      const platformParts = [
        ...(board ? [{ name: board.name, slug: board.slug, kind: board.kind, ecc: board.eccSupport }] : []),
        ...view.cpuParts.map((cpuPart) => ({
          name: cpuPart.component.name,
          slug: cpuPart.component.slug,
          kind: cpuPart.component.kind,
          ecc: cpuPart.component.eccSupport,
        })),
      ];
      for (const platformPart of platformParts) {
        if (platformPart.ecc === false) {
          findings.push(
            report.finding(
              'WARNING',
              `${label} is ECC memory, but the ${platformPart.name} does not support ECC: the modules will run without error correction.`,
              [kit.slug, platformPart.slug],
            ),
          );
        } else if (platformPart.ecc == null) {
          findings.push(
            report.couldNotCheck(
              `Could not check ECC support of the ${platformPart.name}: it is not on record. ${label} is ECC memory.`,
              [kit.slug, platformPart.slug],
              // Without ECC support the modules still run, without error correction (a WARNING).
              { settledBy: [missingFact(platformPart, 'eccSupport')], decides: false },
            ),
          );
        }
      }
    }
    return findings;
  },
});

/**
 * platform.memory-channels: fewer modules than the CPU's memory channels (WARNING); more,
 * but not a multiple of the channel count (INFO: some channels hold more modules than
 * others, which the population guides of server makers call unbalanced, e.g. Dell's
 * https://www.dell.com/en-hk/lp/hmc-poweredge-memory and Lenovo's "each memory channel should
 * be populated with the same type and amount of memory").
 * Source: doc-gpu-cluster-at-home (buy at least as many sticks as memory channels).
 */
export const memoryChannelsRule = defineRule({
  id: 'platform.memory-channels',
  title: 'Every memory channel populated',
  description:
    'Fewer memory modules than the processor has memory channels leaves bandwidth unused; buy at least one module per channel.',
  severity: 'WARNING',
  sources: ['doc-gpu-cluster-at-home'],
  check({ view }, report) {
    if (view.memoryParts.length === 0 || view.cpuParts.length === 0) return [];
    const modules = totalOf(view.memoryParts, (kit) => kit.modules);
    const cpuSlugs = slugsOf(view.cpuParts);
    const missing = view.cpuParts.filter((part) => part.component.memoryChannels == null);
    if (missing.length) {
      return [
        report.couldNotCheck(
          `Could not check memory channels: the number of channels of the ${describeParts(missing)} is not on record.`,
          slugsOf(missing),
          {
            settledBy: missingFacts(
              missing.map((part) => part.component),
              'memoryChannels',
            ),
          },
        ),
      ];
    }
    const channels = totalOf(view.cpuParts, (cpu) => cpu.memoryChannels ?? 0);
    if (modules >= channels) {
      // Every channel has a module, but some have more than others (6 on 4 channels): server
      // makers' population guides call that unbalanced and slower (expert review 2026-11, W04).
      if (channels < 1 || modules % channels === 0) return [];
      return [
        report.finding(
          'INFO',
          `${describeParts(view.memoryParts)} put ${formatNumber(modules)} modules on the ` +
            `${plural(channels, 'memory channel')} of the ${describeParts(view.cpuParts)}: the channels hold different numbers ` +
            `of modules, which memory population guides call unbalanced and slower. Use a multiple of ${formatNumber(channels)} modules.`,
          [...slugsOf(view.memoryParts), ...cpuSlugs],
        ),
      ];
    }
    return [
      report.finding(
        'WARNING',
        `${describeParts(view.memoryParts)} ${modules === 1 ? 'fills' : 'fill'} only ${formatNumber(modules)} of the ` +
          `${plural(channels, 'memory channel')} of the ${describeParts(view.cpuParts)}: memory bandwidth is left unused. ` +
          `Use at least ${plural(channels, 'module')}.`,
        [...slugsOf(view.memoryParts), ...cpuSlugs],
      ),
    ];
  },
});

/** Total system RAM in GB. */
export function systemRamGb(context: RuleContext): number {
  return totalOf(context.view.memoryParts, (kit) => kit.capacityGb);
}
