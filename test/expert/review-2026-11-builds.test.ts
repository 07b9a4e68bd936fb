/**
 * Expert review 2026-11 (docs/expert-review.md), whole builds and build checks: a scenario per
 * weak answer fixed, with the bounds an expert accepts and the source each rests on. Bounds,
 * never copied outputs.
 */
import { recommendBuild, type BuildRecommendationRequest } from '../../src/rules/recommend/recommend-build';
import type {
  BuildPartFacts,
  CaseFacts,
  CpuFacts,
  GpuFacts,
  MemoryKitFacts,
  StorageFacts,
} from '../../src/rules/facts';
import { line, seedCatalog, seedSupport, seedUseCase } from './seed-catalog';
import { check, severities, text } from './support';

const TODAY = '2026-11-15';
const build = (request: Omit<BuildRecommendationRequest, 'useCase'> & { useCase: string }) =>
  recommendBuild(seedCatalog(), {
    ...request,
    useCase: seedUseCase(request.useCase),
    support: seedSupport(),
    today: TODAY,
  });
const ofKind = <C>(parts: BuildPartFacts[], kind: string): BuildPartFacts & { component: C } => {
  const found = parts.find((part) => part.component.kind === kind);
  if (!found) throw new Error(`no ${kind} in the build`);
  return found as BuildPartFacts & { component: C };
};

describe('W01, W12: one card goes in a closed case, not on a riser in an open frame', () => {
  // Risers and open frames space several thick cards apart (pcie-risers-and-spacing,
  // dettmers-which-gpu-2020) at the price of dust and noise (doc-gpu-cluster-at-home); one card
  // needs neither.
  it.each([
    ['W01: $2,500, any condition, 13B 4-bit inference', 'llm-inference-13b-4bit', 2500],
    ['W12: $3,500, any condition, QLoRA of 7B', 'qlora-finetune-7b', 3500],
  ])('%s', (_label, useCase, budgetUsd) => {
    const result = build({ useCase, budgetUsd, gpuCount: 1, condition: 'ANY' });
    expect(result.parts.length).toBeGreaterThan(0);
    expect(result.risers).toBe(false);
    const pcCase = ofKind<CaseFacts>(result.parts, 'CASE').component;
    expect(pcCase.openFrame).toBe(false);
    // A 450 W+ card is never put behind a closed front (HIGH_AIRFLOW_GPU_HEAT_W).
    expect(pcCase.airflow).not.toBe('RESTRICTED');
    expect(result.report?.verdict).toBe('COMPATIBLE');
    expect(result.reasons.join(' ')).not.toMatch(/risers/);
  });
});

describe('W03: a training box gets storage for its datasets when the budget allows', () => {
  // The documents' training boxes pair a 1 TB NVMe drive with a 4 TB drive for datasets
  // (storage-nvme-sata-hdd; doc-gpu-cluster-at-home).
  it('$8,000 new, two GPUs for transformer research: an NVMe drive of 4 TB or more, and the reasons say why', () => {
    const result = build({
      useCase: 'large-transformers-cnns-research-2020',
      budgetUsd: 8000,
      gpuCount: 2,
      condition: 'NEW',
    });
    const drive = ofKind<StorageFacts>(result.parts, 'STORAGE').component;
    expect(drive.storageType).toBe('NVME');
    expect(drive.capacityGb).toBeGreaterThanOrEqual(4000);
    expect(result.reasons.join(' ')).toMatch(/room for training datasets/);
  });

  it('an inference box keeps the storage its models imply (no dataset drive)', () => {
    const result = build({
      useCase: 'llm-inference-13b-4bit',
      budgetUsd: 2500,
      gpuCount: 1,
      condition: 'ANY',
    });
    const drive = ofKind<StorageFacts>(result.parts, 'STORAGE').component;
    expect(drive.capacityGb).toBeLessThan(4000);
  });
});

describe('W04: memory fills the channels evenly', () => {
  // Memory population guides call channels with different numbers of modules unbalanced
  // (Dell PowerEdge balanced memory, Lenovo's installation sequence).
  it('$15,000, four GPUs on a 20 A circuit: a multiple of the CPU channels in modules', () => {
    const result = build({
      useCase: 'large-transformers-cnns-research-2020',
      budgetUsd: 15000,
      gpuCount: 4,
      condition: 'ANY',
      mains: { region: 'NORTH_AMERICA_20A' },
    });
    const cpu = ofKind<CpuFacts>(result.parts, 'CPU').component;
    const kits = result.parts.filter((part) => part.component.kind === 'MEMORY') as Array<
      BuildPartFacts & { component: MemoryKitFacts }
    >;
    const modules = kits.reduce((sum, kit) => sum + kit.component.modules * kit.quantity, 0);
    expect(cpu.memoryChannels).toBe(4);
    expect(modules % 4).toBe(0);
  });

  it('checkBuild says so (INFO) for 6 modules on a four-channel Threadripper, nothing for 8', () => {
    const platform = ['amd-ryzen-threadripper-3960x', 'asrock-trx40-creator'];
    const six = check([...platform, line('corsair-vengeance-lpx-64gb-2x32gb-ddr4-3200', 3)]);
    expect(severities(six, 'platform.memory-channels')).toBe('INFO');
    expect(text(six, 'platform.memory-channels')).toMatch(
      /6 modules on the 4 memory channels.*multiple of 4/,
    );
    const eight = check([...platform, line('corsair-vengeance-lpx-64gb-2x32gb-ddr4-3200', 4)]);
    expect(severities(eight, 'platform.memory-channels')).toBe('');
  });
});

describe('B13: a Tesla P40 build says the card takes an 8-pin CPU (EPS) power plug', () => {
  // NVIDIA's Tesla P40 product brief (PB-08338-001) describes a CPU 8-pin to PCIe 8-pin dongle
  // for the card's CPU 8-pin power connector.
  const desktop = [
    'amd-ryzen-7-7700x',
    'msi-mag-b650-tomahawk-wifi',
    'gskill-flare-x5-32gb-2x16gb-ddr5-6000',
    'corsair-rm850x-atx31',
    'phanteks-enthoo-pro-2',
    'deepcool-ak620',
  ];

  it('the review question B13: INFO naming the CPU/EPS plug and what to do', () => {
    const report = check(['nvidia-tesla-p40', ...desktop]);
    expect(severities(report, 'power.eps-plug')).toBe('INFO');
    expect(text(report, 'power.eps-plug')).toMatch(/8-pin CPU \(EPS12V\).*PCIe cables do not fit.*adapter/);
  });

  it('a card on PCIe plugs gets nothing from the rule', () => {
    const report = check(['nvidia-geforce-rtx-3090', ...desktop]);
    expect(severities(report, 'power.eps-plug')).toBe('');
  });
});

describe('W06: sharded fine-tuning gets the RAM its offload needs', () => {
  // Answer.AI's FSDP+QLoRA of a 70B model on two 24 GB cards offloads to CPU RAM; a training
  // machine wants about twice its GPU memory in RAM (answerai-fsdp-qlora-2024,
  // ref-puget-ml-ai-hardware).
  it('$4,000, any condition, two GPUs for QLoRA of 65-70B: RAM at least twice the GPU memory, and the reasons say why', () => {
    const result = build({ useCase: 'qlora-finetune-65b', budgetUsd: 4000, gpuCount: 2, condition: 'ANY' });
    const gpus = ofKind<GpuFacts>(result.parts, 'GPU');
    const ramGb = result.parts
      .filter((part) => part.component.kind === 'MEMORY')
      .reduce((sum, part) => sum + (part.component as MemoryKitFacts).capacityGb * part.quantity, 0);
    expect(gpus.quantity).toBe(2);
    expect(gpus.component.vramGb * 2).toBeGreaterThanOrEqual(48);
    expect(ramGb).toBeGreaterThanOrEqual(2 * gpus.component.vramGb * 2);
    expect(result.reasons.join(' ')).toMatch(/RAM first: sharded fine-tuning.*CPU RAM/);
    expect(severities(result.report!, 'balance.system-ram')).toBe('');
  });
});

describe('W11: an empty answer names the routes that fit', () => {
  // The 2020 list floors Kaggle at 8 GB (dettmers-which-gpu-2020); used parts are the other
  // way to a first box within a small budget.
  it('$900 new for a learning box: no new build, but a used-parts build that fits is named with its total', () => {
    const result = build({ useCase: 'prototyping-2020', budgetUsd: 900, gpuCount: 1, condition: 'NEW' });
    expect(result.parts).toEqual([]);
    const words = result.reasons.join(' ');
    const used =
      /With used parts allowed \(condition ANY\), a build fits: .+ \((\d+) GB\), \$([\d,]+) in all/.exec(
        words,
      );
    expect(used).not.toBeNull();
    expect(Number(used![1])).toBeGreaterThanOrEqual(10);
    expect(Number(used![2].replace(/,/g, ''))).toBeLessThanOrEqual(900);
    // The 8 GB route was tried too, and the answer says how it came out.
    expect(words).toMatch(/an 8 GB card/);
  });

  it('the used route is a real recommendation: the same request with condition ANY builds that card, checked', () => {
    const empty = build({ useCase: 'prototyping-2020', budgetUsd: 900, gpuCount: 1, condition: 'NEW' });
    const used = build({ useCase: 'prototyping-2020', budgetUsd: 900, gpuCount: 1, condition: 'ANY' });
    expect(used.report?.verdict).toBe('COMPATIBLE');
    const card = ofKind<GpuFacts>(used.parts, 'GPU').component;
    expect(empty.reasons.join(' ')).toContain(`a build fits: ${card.name} (`);
  });
});
