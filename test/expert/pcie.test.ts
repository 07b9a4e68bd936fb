/**
 * Expert panel: PCIe links. The RTX 4060 Ti and 5060 Ti have an x8 interface (NVIDIA spec
 * pages), so they run at x8 in any slot and a PCIe 3.0 board halves their bandwidth. Desktop
 * CPUs give graphics x16 and wire the rest to M.2 (Intel ARK "1x16+4"; Ryzen 7000 16 + 4 + 4),
 * so NVMe drives there cost the GPU nothing; on Threadripper the M.2 slots share the pool.
 */
import { line } from './seed-catalog';
import { check, text, verdicts, type Line } from './support';

/** The link notes on one card with a CPU and a board. */
const linkText = (...parts: Line[]) => text(check(parts), 'pcie.link-width');

describe("the card's own lane count", () => {
  it('RTX 4060 Ti 16GB in an x16 slot of a PCIe 4.0 board: runs at PCIe 4.0 x8 and says the card is x8', () => {
    const link = linkText(
      'nvidia-geforce-rtx-4060-ti-16gb',
      'amd-ryzen-7-7700x',
      'msi-mag-b650-tomahawk-wifi',
    );
    expect(link).toMatch(/PCIe 4\.0 x8/);
    expect(link).toMatch(/x8 interface/);
    expect(link).not.toMatch(/x16 \(/);
  });

  it('RTX 4060 Ti 16GB on a PCIe 3.0 X470 board: x8 at gen 3, and the note says that is half its bandwidth', () => {
    const link = linkText('nvidia-geforce-rtx-4060-ti-16gb', 'amd-ryzen-5-3600', 'msi-x470-gaming-plus');
    expect(link).toMatch(/PCIe 3\.0 x8 \(≈7\.9 GB\/s\)/);
    expect(link).toMatch(/half the ≈15\.8 GB\/s/);
  });

  it('RTX 5060 Ti 16GB (PCIe 5.0 x8) on a PCIe 4.0 B650 board: half of its 5.0 x8', () => {
    const link = linkText(
      'nvidia-geforce-rtx-5060-ti-16gb',
      'amd-ryzen-7-7700x',
      'msi-mag-b650-tomahawk-wifi',
    );
    expect(link).toMatch(/PCIe 4\.0 x8.*half the ≈31\.5 GB\/s/);
  });

  it('an RTX 3090 (x16, gen 4) on gen 3: x16 at gen 3, half its bandwidth, but no x8 note', () => {
    const link = linkText('nvidia-geforce-rtx-3090', 'amd-ryzen-5-3600', 'msi-x470-gaming-plus');
    expect(link).toMatch(/PCIe 3\.0 x16/);
    expect(link).not.toMatch(/x8 interface/);
  });

  verdicts('pcie.lane-budget', [
    [
      'two x8 cards on a 16-lane desktop CPU ask for exactly its 16 graphics lanes: no lane-budget finding',
      [line('nvidia-geforce-rtx-4060-ti-16gb', 2), 'intel-core-i7-14700k'],
      '',
    ],
  ]);
});

describe('M.2 lanes', () => {
  verdicts('pcie.lane-budget', [
    [
      'RTX 4090 + two NVMe drives on a Core i9-14900K: the drives use M.2 lanes, the GPU keeps x16 -> no finding',
      ['nvidia-geforce-rtx-4090', line('samsung-990-pro-2tb', 2), 'intel-core-i9-14900k'],
      '',
    ],
    [
      '4 x RTX A6000 + 4 NVMe on a Threadripper 3960X (56 lanes): the drives share the pool -> x8 each, INFO',
      [line('nvidia-rtx-a6000', 4), line('samsung-990-pro-2tb', 4), 'amd-ryzen-threadripper-3960x'],
      'INFO',
      /shared with the M\.2 slots/,
    ],
    [
      'three GPUs on a 24-lane Ryzen: the x16 graphics link cannot give each x8 -> WARNING',
      [line('nvidia-geforce-rtx-3080', 3), 'amd-ryzen-9-7950x'],
      'WARNING',
    ],
  ]);
});
