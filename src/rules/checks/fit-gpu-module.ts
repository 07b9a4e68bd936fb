import { boardModuleSockets, isServerBoard } from '../analysis/fact-fallbacks';
import { defineRule, missingFact, missingPart } from '../define-rule';
import { joinList } from '../format';
import { isPcieGpu } from '../analysis/slot-analysis';

/**
 * fit.gpu-module: SXM and OAM modules have no PCIe edge connector; they mount only on a
 * server baseboard with module sockets. On a desktop board (any form factor but a server
 * sled) they cannot be installed (ERROR); on a server board whose module sockets are not on
 * record the check says so. Sources: doc-deep-learning-server (the 4x V100 SXM2 node on the
 * Gigabyte T180-G20), spec-nvidia-v100-datasheet, spec-amd-instinct-mi300x.
 */
export const gpuModuleRule = defineRule({
  id: 'fit.gpu-module',
  title: 'GPU modules need a server baseboard',
  description:
    "SXM and OAM GPU modules have no PCIe edge connector: they mount only on a server baseboard with module sockets, never in a desktop board's slots.",
  severity: 'ERROR',
  sources: ['doc-deep-learning-server', 'spec-nvidia-v100-datasheet', 'spec-amd-instinct-mi300x'],
  check({ view }, report) {
    const modules = view.gpuParts.filter((part) => !isPcieGpu(part.component));
    if (modules.length === 0) return [];
    const names = joinList([
      ...new Set(modules.map((part) => `${part.component.name} (${part.component.formFactor})`)),
    ]);
    const slugs = modules.map((part) => part.component.slug);
    const board = view.board;
    if (!board) {
      return [
        report.couldNotCheck(
          `${names}: module GPUs need a server baseboard with module sockets; the build lists no motherboard to check.`,
          slugs,
          { settledBy: [missingPart('MOTHERBOARD')] },
        ),
      ];
    }
    const sockets = boardModuleSockets(board);
    const serverBoard = isServerBoard(board);
    if (sockets === 0 || (sockets == null && !serverBoard)) {
      return [
        report.finding(
          'ERROR',
          `${names} ${modules.length === 1 && modules[0].quantity === 1 ? 'is a module' : 'are modules'} without a PCIe edge connector: ` +
            `${modules.length === 1 && modules[0].quantity === 1 ? 'it' : 'they'} cannot go into the ${board.name} (${board.formFactor}). ` +
            'They need a server baseboard with module sockets (an HGX/OAM system); for a desktop, choose the PCIe version of the card.',
          [...slugs, board.slug],
        ),
      ];
    }
    if (sockets == null) {
      return [
        report.couldNotCheck(
          `${names} need module sockets; the ${board.name} is a server board, but its module sockets are not on record.`,
          [...slugs, board.slug],
          { settledBy: [missingFact(board, 'gpuModuleSockets')] },
        ),
      ];
    }
    return [];
  },
});
