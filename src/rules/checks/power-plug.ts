import { describeParts, slugsOf } from '../analysis/build-view';
import { defineRule } from '../define-rule';
import { epsPlugOf } from '../reference/gpu-power-plugs';

/**
 * power.eps-plug: a card whose power input is an 8-pin CPU (EPS12V) plug, not PCIe (INFO):
 * a desktop PSU's PCIe cables do not fit it, so the build needs a spare CPU/EPS cable or
 * NVIDIA's adapter. The expert review of November 2026 (B13) found a Tesla P40 build that
 * said nothing of it. Source: spec-nvidia-tesla-p40 (product brief PB-08338-001).
 */
export const epsPlugRule = defineRule({
  id: 'power.eps-plug',
  title: 'GPU power plugs the PSU cables fit',
  description:
    'Some data-centre cards take an 8-pin CPU (EPS12V) power plug rather than PCIe 8-pin: a desktop PSU needs a spare CPU cable or an adapter for them.',
  severity: 'INFO',
  sources: ['spec-nvidia-tesla-p40'],
  check({ view }, report) {
    const eps = view.gpuParts.filter((part) => epsPlugOf(part.component.slug) !== null);
    if (eps.length === 0) return [];
    const plug = epsPlugOf(eps[0].component.slug)!.plug;
    return [
      report.finding(
        'INFO',
        `${describeParts(eps)} ${eps.length === 1 && eps[0].quantity === 1 ? 'takes' : 'take'} power through ${plug} per card, ` +
          "not a PCIe 8-pin, so the PSU's PCIe cables do not fit it: use a CPU/EPS cable the motherboard does not need, " +
          "or the CPU 8-pin to PCIe 8-pin adapter the card's product brief describes.",
        slugsOf(eps),
      ),
    ];
  },
});
