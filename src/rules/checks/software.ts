import { describeParts, slugsOf } from '../analysis/build-view';
import { isLegacyGpu } from '../analysis/fact-fallbacks';
import { defineRule } from '../define-rule';

/**
 * software.legacy-architecture: a card whose architecture current CUDA and PyTorch releases
 * dropped (its catalog softwareStatus: LEGACY since CUDA 13 for Maxwell, Pascal and Volta;
 * UNSUPPORTED for Kepler) runs only on pinned old releases (WARNING). The expert review of
 * November 2026 (B13) found a Tesla P40 build judged compatible without a word on it, where
 * recommendGpus already warns. Sources: cuda-13-0-release-notes, pytorch-2-8-release-notes,
 * llvm-cuda-kepler-removal.
 */
export const legacyArchitectureRule = defineRule({
  id: 'software.legacy-architecture',
  title: 'Current CUDA still supports the GPUs',
  description:
    'Cards whose architecture the current CUDA major release dropped (Maxwell, Pascal and Volta since CUDA 13; Kepler earlier) run only on pinned older CUDA and PyTorch releases.',
  severity: 'WARNING',
  sources: ['cuda-13-0-release-notes', 'pytorch-2-8-release-notes', 'llvm-cuda-kepler-removal'],
  check({ view }, report) {
    const legacy = view.gpuParts.filter((part) => isLegacyGpu(part.component));
    if (legacy.length === 0) return [];
    const architectures = [...new Set(legacy.map((part) => part.component.architecture))].join(', ');
    const gone = legacy.some((part) => part.component.softwareStatus === 'UNSUPPORTED');
    return [
      report.finding(
        'WARNING',
        `${describeParts(legacy)}: the ${architectures} architecture is no longer supported by the current CUDA major release` +
          `${gone ? ' nor by current PyTorch' : '; current PyTorch runs it only from its legacy CUDA 12.x builds, which are being retired'}. ` +
          'Expect to pin old driver, CUDA and framework versions, or choose a current card.',
        slugsOf(legacy),
      ),
    ];
  },
});
