/**
 * What the review signed each answer for (test/expert/review-2026-11/verdicts.ts): the
 * properties that made it right, asserted against the live answer by
 * test/integration/expert-review.test.ts. Bounds and facts an expert checks, never whole
 * answers. `answer` is the operation's field (or, for a refused question, the response body).
 */
export interface Signed {
  signedFor: string;
  holds: (answer: any) => void;
}

const ALL_SEVERITIES = (report: any, ruleId: string): string[] =>
  report.findings.filter((f: any) => f.ruleId === ruleId).map((f: any) => f.severity);
const words = (list: string[]) => list.join(' ');
/** The catalog's open-frame chassis (cards on risers). */
const OPEN_FRAME = 'thermaltake-core-p3-tg-pro';
const top = (list: any[]) => list[0];
const reasons = (list: any[]) => words(top(list).reasons);
const firstFit = (estimate: any) => estimate.fits[0];
const fitSlugs = (estimate: any) => estimate.fits.map((fit: any) => `${fit.gpuCount}x${fit.gpu.slug}`);
const within = (value: number, low: number, high: number) => {
  expect(value).toBeGreaterThanOrEqual(low);
  expect(value).toBeLessThanOrEqual(high);
};

/** A GPU pick: the top card meets the need with at least `gb` per card, within the budget. */
const pick =
  (gb: number, budget: number | null, count = 1, extra?: (list: any[]) => void): Signed['holds'] =>
  (list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(top(list).meetsMemory).toBe(true);
    expect(top(list).gpu.vramGb).toBeGreaterThanOrEqual(gb);
    if (budget !== null) expect(top(list).priceUsd * count).toBeLessThanOrEqual(budget);
    extra?.(list);
  };
/** A fit: the cheapest listed setup needs at most `perGpuGib` and has headroom; nothing listed lacks it. */
const fits =
  (extra?: (estimate: any) => void): Signed['holds'] =>
  (estimate) => {
    expect(estimate.fits.length).toBeGreaterThan(0);
    for (const fit of estimate.fits) expect(fit.headroom.gib).toBeGreaterThanOrEqual(0);
    extra?.(estimate);
  };
const verdict =
  (expected: string, extra?: (report: any) => void): Signed['holds'] =>
  (report) => {
    expect(report.verdict).toBe(expected);
    extra?.(report);
  };

export const SIGNED: Record<string, Signed> = {
  G01: {
    signedFor: 'a 24 GB card within $1,000 for 13B 4-bit, and a cheaper near-equal card named',
    holds: pick(24, 1000, 1, (l) =>
      expect(reasons(l)).toMatch(/For less, the .* does about 9\d % of this work/),
    ),
  },
  G02: {
    signedFor: 'a >= 16 GB card within $1,500 new, the next step over budget',
    holds: pick(16, 1500, 1, (l) => expect(top(l).nextStepUp.priceUsd).toBeGreaterThan(1500)),
  },
  G03: {
    signedFor: 'a CUDA card >= 8 GB within $600 used for QLoRA',
    holds: pick(8, 600, 1, (l) => expect(top(l).stack).toBe('CUDA')),
  },
  G04: { signedFor: 'two cards with >= 40 GB together within $2,000 new', holds: pick(20, 2000, 2) },
  G05: {
    signedFor: 'two 24 GB cards within $2,000 used, the used 3090 pair named as the value choice',
    holds: pick(24, 2000, 2, (l) => expect(reasons(l)).toMatch(/For less, the GeForce RTX 3090 \(\$650\)/)),
  },
  G06: {
    signedFor: 'a CUDA card >= 18 GB, the fastest in $5,000 (RTX 5090 or 4090)',
    holds: pick(18, 5000, 1, (l) =>
      expect(['nvidia-geforce-rtx-5090', 'nvidia-geforce-rtx-4090']).toContain(top(l).gpu.slug),
    ),
  },
  G07: {
    signedFor: 'a >= 24 GB card within $10,000, unspent budget stated',
    holds: pick(24, 10000, 1, (l) => expect(reasons(l)).toMatch(/Leaves \$[\d,]+ of the \$10,000 budget/)),
  },
  G08: {
    signedFor:
      'a CUDA card first for Kaggle training within $400 new; the faster-on-paper Arc named as another stack',
    holds: pick(8, 400, 1, (l) => {
      expect(top(l).stack).toBe('CUDA');
      expect(reasons(l)).toMatch(/CUDA cards come first for training when no stack is named; the Arc/);
    }),
  },
  G09: {
    signedFor: 'only ROCm cards, >= 10 GB, within $800',
    holds: pick(10, 800, 1, (l) => l.forEach((e: any) => expect(e.stack).toBe('ROCM'))),
  },
  G10: {
    signedFor:
      'the 16 GB pick with no room above the 16 GB tier names the 24 GB Arc Pro B60 and its extra cost',
    holds: pick(16, 500, 1, (l) =>
      expect(reasons(l)).toMatch(
        /leaves under 2 GB above the 16 GB tier.*The Arc Pro B60 \(24 GB, \$499, \$150 more\)/,
      ),
    ),
  },
  G11: {
    signedFor:
      'a CUDA card first for 7B 4-bit chat within $300 used; Arc cards ranked at the token rate SYCL delivers',
    holds: pick(6, 300, 1, (l) => {
      expect(top(l).stack).toBe('CUDA');
      for (const entry of l.filter((e: any) => /^intel-/.test(e.gpu.slug)))
        expect(words(entry.reasons)).toMatch(/Ranked as if it had 59 % of its bandwidth/);
    }),
  },
  G12: {
    signedFor: 'no claim that nothing reaches 10 GB: the RTX A4000 named with a price to check',
    holds: (l) => {
      expect(reasons(l)).not.toMatch(/no card within budget reaches it/);
      expect(reasons(l)).toMatch(/RTX A4000 .*check a current price/);
    },
  },
  G13: {
    signedFor: 'the used RTX 3090 (measured) on top for 24 GB training under $1,200',
    holds: pick(24, 1200, 1, (l) => expect(top(l).gpu.slug).toBe('nvidia-geforce-rtx-3090')),
  },
  G14: {
    signedFor: 'four cards over 1,440 W at TDP: the circuit is named',
    holds: pick(24, 25000, 4, (l) =>
      expect(reasons(l)).toMatch(/more than a 120 V \/ 15 A circuit carries continuously/),
    ),
  },
  G15: {
    signedFor: 'the per-dollar objective is used and every card meets 16 GB',
    holds: (l) => {
      expect(top(l).objective).toBe('INFERENCE_TOKENS_PER_DOLLAR');
      l.forEach((e: any) => expect(e.gpu.vramGb).toBeGreaterThanOrEqual(16));
    },
  },
  G16: {
    signedFor: 'memory per dollar, no legacy card without asking',
    holds: (l) => {
      expect(top(l).objective).toBe('MEMORY_PER_DOLLAR');
      l.forEach((e: any) => expect(e.stackLevel).not.toBe('UNOFFICIAL'));
    },
  },
  G17: {
    signedFor:
      'two cards >= 24 GB within $3,000 new for FSDP+QLoRA; a CUDA pair first or a used CUDA pair named within the budget',
    holds: pick(24, 3000, 2, (l) => {
      if (top(l).stack !== 'CUDA')
        expect(reasons(l)).toMatch(
          /used, 2 x GeForce RTX (3090|4090)[^(]* at \$[\d,]+ each \(\$[\d,]+\) do \(24 GB per GPU/,
        );
    }),
  },
  G18: { signedFor: 'a 24 GB card for video models within $1,000 used', holds: pick(24, 1000) },
  G19: { signedFor: 'a single card >= 40 GB for 70B 4-bit', holds: pick(40, null) },
  G20: {
    signedFor: 'legacy cards marked UNOFFICIAL on CUDA, with the CUDA caveat',
    holds: (l) => {
      expect(top(l).stackLevel).toBe('UNOFFICIAL');
      expect(reasons(l)).toMatch(/dropped it/);
    },
  },
  G21: {
    signedFor: 'only Vulkan-capable cards, 40 GB together within $2,500',
    holds: pick(20, 2500, 2, (l) => l.forEach((e: any) => expect(e.stack).toBe('VULKAN'))),
  },
  G22: {
    signedFor:
      'a >= 18 GB card within $1,800 new for 16-bit LoRA; a CUDA card first or a used 24 GB CUDA card named',
    holds: pick(18, 1800, 1, (l) => {
      if (top(l).stack !== 'CUDA')
        expect(reasons(l)).toMatch(/used, the GeForce RTX [^(]+ at \$[\d,]+ does \(24 GB per GPU/);
    }),
  },
  G23: {
    signedFor:
      'Metal refused on input.stack: no card runs it; the cheapest Mac named with its price, over $700',
    holds: (body) => {
      expect(body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.stack' });
      expect(body.errors[0].message).toMatch(/no graphics card runs Apple Metal/);
      expect(body.errors[0].message).toMatch(
        /Apple Mac Studio \([^)]+\), \$[\d,]+, more than the budget of \$700/,
      );
    },
  },
  G24: { signedFor: 'a single 48 GB card within $4,000', holds: pick(48, 4000) },

  R01: {
    signedFor: '8B Q4_K_M at 8k needs 6-8 GB; fits an 8 GB card under $400',
    holds: fits((e) => {
      within(e.totalGb, 6, 8);
      expect(firstFit(e).gpu.vramGb).toBeLessThanOrEqual(12);
      expect(firstFit(e).priceUsd).toBeLessThanOrEqual(400);
    }),
  },
  R02: {
    signedFor: '32B Q4_K_M at 32k needs 28-32 GB: one 32 GB card, not a 24 GB one',
    holds: fits((e) => {
      within(e.totalGb, 27, 32);
      expect(firstFit(e).gpu.vramGb).toBeGreaterThanOrEqual(32);
    }),
  },
  R04: {
    signedFor: 'gpt-oss-20b fits a 16 GB card',
    holds: fits((e) => {
      within(e.totalGb, 12, 15);
      expect(firstFit(e).gpu.vramGb).toBe(16);
    }),
  },
  R05: {
    signedFor: 'Scout Q4_K_M 64-70 GB: 96 GB single card or split',
    holds: fits((e) => within(e.weightsGb, 62, 70)),
  },
  R06: {
    signedFor: 'DeepSeek-R1 IQ1_S 128-140 GB of weights',
    holds: fits((e) => within(e.weightsGb, 128, 140)),
  },
  R07: {
    signedFor: '30B-A3B Q4_K_M at 32k fits one 24 GB card',
    holds: fits((e) => {
      within(e.totalGb, 20, 24);
      expect(firstFit(e).gpu.vramGb).toBe(24);
    }),
  },
  R08: {
    signedFor: '235B Q4_K_M: at least 2 x 80 GB or 4 x 48 GB',
    holds: fits((e) => expect(firstFit(e).gpuCount * firstFit(e).gpu.vramGb).toBeGreaterThanOrEqual(144)),
  },
  R09: {
    signedFor: 'FP8 70B on Ampere only weight-only, named',
    holds: fits((e) =>
      e.fits
        .filter((f: any) => /a6000|3090/.test(f.gpu.slug))
        .forEach((f: any) => expect(words(f.techniques)).toMatch(/weight-only/)),
    ),
  },
  R10: {
    signedFor: '70B AWQ on 2 x 24 GB at 8k is marginal, with ways to make it comfortable',
    holds: fits((e) => {
      expect(firstFit(e).marginal).toBe(true);
      expect(firstFit(e).comfortableWith.length).toBeGreaterThan(0);
    }),
  },
  R11: {
    signedFor: '72B Q4_K_M at 32k on two cards: 2 x 32 GB, not 2 x 24 GB',
    holds: fits((e) => e.fits.forEach((f: any) => expect(f.gpu.vramGb).toBeGreaterThanOrEqual(32))),
  },
  R12: {
    signedFor: '24B BF16 does not fit a single 48 GB card under vLLM',
    holds: fits((e) =>
      expect(
        fitSlugs(e).some(
          (s: string) =>
            /^1x/.test(s) && e.fits.find((f: any) => `${f.gpuCount}x${f.gpu.slug}` === s).gpu.vramGb <= 48,
        ),
      ).toBe(false),
    ),
  },
  R13: {
    signedFor:
      'Gemma 3 27B Q4_K_M at 128k: 32 GB cards as asked, and a 24 GB card with an 8-bit KV cache named',
    holds: fits((e) => {
      expect(firstFit(e).gpu.vramGb).toBeGreaterThan(24);
      expect(words(e.fitAdvice)).toMatch(
        /With an 8-bit KV cache \(llama\.cpp -ctk q8_0 -ctv q8_0\): one .* of 25\.8 GB/,
      );
    }),
  },
  R14: {
    signedFor: '8B FP16 at 128k: 16-18 GB of KV, 48 GB cards',
    holds: fits((e) => {
      within(e.kvCacheGb, 16, 18.5);
      expect(firstFit(e).gpu.vramGb).toBeGreaterThanOrEqual(48);
    }),
  },
  R15: {
    signedFor:
      'DeepSeek-V3 FP8 on 8 GPUs: 8 x H200 and 8 x B200 listed with their prices, 8 x H100 80 GB not',
    holds: fits((e) => {
      const slugs = e.fits.map((f: any) => f.gpu.slug);
      expect(slugs).toEqual(expect.arrayContaining(['nvidia-h200-sxm-141gb', 'nvidia-b200']));
      expect(slugs).not.toContain('nvidia-h100-sxm5-80gb');
      for (const f of e.fits) {
        expect(f.gpuCount).toBe(8);
        expect(f.priceUsd).toBeGreaterThan(0);
      }
    }),
  },
  R16: {
    signedFor: 'Kimi K2 Q2_K on 8 x 48 GB flagged marginal',
    holds: fits((e) =>
      expect(e.fits.filter((f: any) => f.gpu.vramGb === 48).every((f: any) => f.marginal)).toBe(true),
    ),
  },
  R17: {
    signedFor: '80B FP8 needs a 96 GB card or two 48 GB',
    holds: fits((e) => expect(firstFit(e).gpu.vramGb).toBeGreaterThanOrEqual(96)),
  },
  R18: {
    signedFor: 'GLM-4.7-Flash Q4_K_M fits a 24 GB card',
    holds: fits((e) => expect(firstFit(e).gpu.vramGb).toBeLessThanOrEqual(24)),
  },
  R19: {
    signedFor: 'A100 80 GB pair listed with FP8 weight-only',
    holds: fits((e) =>
      expect(words(e.fits.find((f: any) => f.gpu.slug === 'nvidia-a100-pcie-80gb').techniques)).toMatch(
        /weight-only/,
      ),
    ),
  },
  R20: {
    signedFor: 'Qwen3.5 27B Q4_K_M at 64k fits 24 GB',
    holds: fits((e) => expect(firstFit(e).gpu.vramGb).toBe(24)),
  },
  R21: {
    signedFor: '480B Q4_K_M over 8 cards of >= 40 GB',
    holds: fits((e) => expect(firstFit(e).gpuCount).toBe(8)),
  },
  R22: { signedFor: '405B AWQ over 8 cards of >= 32 GB', holds: fits((e) => within(e.weightsGb, 24, 30)) },
  R23: {
    signedFor: 'Phi-4 FP16 does not fit a 32 GB card under vLLM',
    holds: fits((e) => e.fits.forEach((f: any) => expect(f.gpu.vramGb).toBeGreaterThan(32))),
  },
  R24: {
    signedFor: 'Mixtral Q4_K_M at 32k marginal on 32 GB',
    holds: fits((e) =>
      expect(e.fits.filter((f: any) => f.gpu.vramGb === 32).every((f: any) => f.marginal)).toBe(true),
    ),
  },
  R25: {
    signedFor: "EXL2 judged under ExLlama (no vLLM reserve), and ExLlama's Q8 cache on a 24 GB card named",
    holds: fits((e) => {
      for (const fit of e.fits) {
        expect(fit.runtime).toBe('EXLLAMA');
        expect(fit.runtimeReserve.gib).toBe(0);
      }
      expect(words(e.fitAdvice)).toMatch(/ExLlama's 8-bit \(Q8\) cache: one .* of 25\.8 GB/);
    }),
  },
  R26: {
    signedFor: 'half offloaded: the speed cost stated',
    holds: (e) => {
      expect(e.offloadCost).toMatch(/slower/);
      within(e.cpuRam.gb, 18, 24);
    },
  },
  R27: {
    signedFor: 'NVFP4 only on NVIDIA Ampere or newer, weight-only named off Blackwell',
    holds: fits((e) =>
      e.fits.forEach((f: any) => expect(f.gpu.slug).toMatch(/^nvidia-(geforce-rtx-[345]0|rtx-|a|h|l)/)),
    ),
  },
  R28: { signedFor: '32 x 4k of Qwen3 8B: 18-21 GB of KV', holds: fits((e) => within(e.kvCacheGb, 18, 21)) },
  R29: {
    signedFor: '11B Vision FP16 on 24 GB marked marginal',
    holds: fits((e) => expect(firstFit(e).marginal).toBe(true)),
  },
  R30: {
    signedFor: 'MiniMax FP8 on 4 cards of >= 80 GB',
    holds: fits((e) => expect(firstFit(e).gpu.vramGb).toBeGreaterThanOrEqual(80)),
  },
  R31: {
    signedFor: 'ROCm only: AMD cards',
    holds: fits((e) => e.fits.forEach((f: any) => expect(f.gpu.slug).toMatch(/^amd-/))),
  },
  R32: {
    signedFor: '14B Q8_0 at 16k on a 24 GB card under $1,000',
    holds: fits((e) => expect(firstFit(e).priceUsd).toBeLessThanOrEqual(1000)),
  },

  F01: { signedFor: 'QLoRA 8B at 2k needs 8-12 GB', holds: fits((e) => within(e.totalGb, 8, 12)) },
  F02: {
    signedFor: '16-bit LoRA 8B at 4k x 4 needs a 48 GB card; non-CUDA fits name their stack',
    holds: fits((e) =>
      e.fits
        .filter((f: any) => /^amd-|^intel-/.test(f.gpu.slug))
        .forEach((f: any) => expect(words(f.techniques)).toMatch(/ROCm|oneAPI/)),
    ),
  },
  F03: {
    signedFor: 'FSDP+QLoRA 70B on two cards: sharding named, 26-30 GiB per GPU',
    holds: fits((e) => {
      within(firstFit(e).requiredPerGpu.gib, 24, 30);
      expect(words(firstFit(e).techniques)).toMatch(/FSDP/);
    }),
  },
  F04: {
    signedFor: 'full fine-tune 7B AdamW: 120-150 GB, needs several cards',
    holds: fits((e) => {
      within(e.totalGb, 120, 150);
      expect(firstFit(e).gpuCount).toBeGreaterThan(1);
    }),
  },
  F05: { signedFor: 'ZeRO-3 with 8-bit Adam on four cards', holds: fits((e) => expect(e.zeroStage).toBe(3)) },
  F06: {
    signedFor: 'QLoRA 32B on one 32 GB card',
    holds: fits((e) => expect(firstFit(e).gpu.vramGb).toBeGreaterThanOrEqual(32)),
  },
  F07: {
    signedFor: '16-bit LoRA of 7B does not fit 16 GB',
    holds: fits((e) => e.fits.forEach((f: any) => expect(f.gpu.vramGb).toBeGreaterThan(16))),
  },
  F08: {
    signedFor: '16-bit LoRA of 70B sharded over 4 x 48 GB',
    holds: fits((e) => expect(firstFit(e).gpuCount).toBe(4)),
  },
  F09: {
    signedFor: 'QLoRA of Gemma 3 27B at 4k marginal on 32 GB',
    holds: fits((e) =>
      expect(e.fits.filter((f: any) => f.gpu.vramGb === 32).every((f: any) => f.marginal)).toBe(true),
    ),
  },
  F10: {
    signedFor: 'full fine-tune of 72B: fitAdvice names ZeRO-3 and offload',
    holds: (e) => {
      expect(e.fits).toHaveLength(0);
      expect(words(e.fitAdvice)).toMatch(/ZeRO-3.*CPU RAM/);
    },
  },
  F11: {
    signedFor:
      'full fine-tune of 3B on one card: fitAdvice names a 24 GB card with checkpointing and 8-bit Adam, with room',
    holds: (e) => {
      expect(e.fits).toHaveLength(0);
      expect(words(e.fitAdvice)).toMatch(
        /gradient checkpointing, 8-bit Adam.*: one GeForce RTX [^(]+ \((1\d|[1-9])\.\d GB needed per GPU of 25\.8 GB/,
      );
    },
  },
  F12: {
    signedFor: '1.5B pre-training batch 8 x 1k: 40-50 GB',
    holds: fits((e) => within(e.totalGb, 40, 50)),
  },
  F13: {
    signedFor: 'QLoRA 8B at 8k on 24 GB; Intel/AMD fits name their stack',
    holds: fits((e) =>
      e.fits
        .filter((f: any) => /^amd-|^intel-/.test(f.gpu.slug))
        .forEach((f: any) => expect(words(f.techniques)).toMatch(/ROCm|oneAPI/)),
    ),
  },
  F14: {
    signedFor: 'QLoRA 405B sharded on 8 cards',
    holds: fits((e) => expect(words(firstFit(e).techniques)).toMatch(/FSDP/)),
  },
  F15: {
    signedFor: '16-bit LoRA of 14B needs more than 32 GB',
    holds: fits((e) => e.fits.forEach((f: any) => expect(f.gpu.vramGb).toBeGreaterThan(32))),
  },
  F16: {
    signedFor: 'QLoRA on ROCm only: AMD cards',
    holds: fits((e) => e.fits.forEach((f: any) => expect(f.gpu.slug).toMatch(/^amd-/))),
  },

  B01: {
    signedFor: '5 W over on ATX 3.1: a WARNING with the margin, not an ERROR',
    holds: verdict('COMPATIBLE', (r) => {
      expect(ALL_SEVERITIES(r, 'power.psu-capacity')).toEqual(['WARNING']);
      expect(words(r.findings.map((f: any) => f.message))).toMatch(/5 W \(0\.6 %\) over/);
    }),
  },
  B02: { signedFor: 'two 3090 on B650 with 1,200 W: compatible', holds: verdict('COMPATIBLE') },
  B03: {
    signedFor: 'four 3090 on 15 A: PSU and circuit errors, power-limit advice',
    holds: verdict('INCOMPATIBLE', (r) => {
      expect(ALL_SEVERITIES(r, 'power.circuit')).toContain('ERROR');
      expect(r.power.fitsCircuit).toBe(false);
    }),
  },
  B04: {
    signedFor: 'on 230 V the circuit holds; the PSU fails',
    holds: verdict('INCOMPATIBLE', (r) => {
      expect(r.power.fitsCircuit).toBe(true);
      expect(ALL_SEVERITIES(r, 'power.psu-capacity')).toContain('ERROR');
    }),
  },
  B05: {
    signedFor: 'two 4090 on 1,300 W: warnings, not errors',
    holds: verdict('COMPATIBLE', (r) => expect(ALL_SEVERITIES(r, 'power.transients')).toContain('WARNING')),
  },
  B06: {
    signedFor: 'socket mismatch is an ERROR',
    holds: verdict('INCOMPATIBLE', (r) =>
      expect(ALL_SEVERITIES(r, 'platform.cpu-socket')).toContain('ERROR'),
    ),
  },
  B07: {
    signedFor: 'DDR4 on AM5 is an ERROR',
    holds: verdict('INCOMPATIBLE', (r) =>
      expect(ALL_SEVERITIES(r, 'platform.memory-type')).toContain('ERROR'),
    ),
  },
  B08: {
    signedFor: 'three 3-slot cards on Z790: only two fit',
    holds: verdict('INCOMPATIBLE', (r) => expect(ALL_SEVERITIES(r, 'fit.gpu-slots')).toContain('ERROR')),
  },
  B09: {
    signedFor: '0 % PSU margin is a WARNING; the 20 A circuit holds',
    holds: verdict('COMPATIBLE', (r) => {
      expect(ALL_SEVERITIES(r, 'power.psu-capacity')).toEqual(['WARNING']);
      expect(r.power.circuitLimitW).toBe(1920);
    }),
  },
  B10: {
    signedFor: 'four 5090 on 2,000 W on 20 A: PSU and circuit errors',
    holds: verdict('INCOMPATIBLE', (r) => expect(r.power.fitsCircuit).toBe(false)),
  },
  B11: {
    signedFor: 'one 4090 with a 6-core and 32 GB: compatible, no balance warning',
    holds: verdict('COMPATIBLE', (r) =>
      expect(
        r.findings.filter((f: any) => f.ruleId.startsWith('balance.') && f.severity !== 'INFO'),
      ).toHaveLength(0),
    ),
  },
  B12: {
    signedFor: "7900 XTX on 650 W: a WARNING naming AMD's 800 W",
    holds: verdict('COMPATIBLE', (r) =>
      expect(words(r.findings.map((f: any) => f.message))).toMatch(/800 W/),
    ),
  },
  B13: {
    signedFor:
      'Tesla P40 in a desktop: passive cooling and legacy CUDA warned, the 8-pin CPU (EPS) plug named',
    holds: (r) => {
      expect(ALL_SEVERITIES(r, 'cooling.passive-card')).toContain('WARNING');
      expect(ALL_SEVERITIES(r, 'software.legacy-architecture')).toContain('WARNING');
      expect(ALL_SEVERITIES(r, 'power.eps-plug')).toEqual(['INFO']);
      expect(words(r.findings.map((f: any) => f.message))).toMatch(/8-pin CPU \(EPS12V\)/);
    },
  },
  B14: {
    signedFor: 'passive H100 in a desktop case warned; RAM below VRAM warned',
    holds: (r) => {
      expect(ALL_SEVERITIES(r, 'cooling.passive-card')).toContain('WARNING');
      expect(ALL_SEVERITIES(r, 'balance.system-ram')).toContain('WARNING');
    },
  },
  B15: {
    signedFor: '8 DIMMs on 4 slots is an ERROR',
    holds: verdict('INCOMPATIBLE', (r) =>
      expect(ALL_SEVERITIES(r, 'platform.memory-capacity')).toContain('ERROR'),
    ),
  },
  B16: {
    signedFor: '4090 + 14700K on 750 W is an ERROR (NVIDIA asks 850 W)',
    holds: verdict('INCOMPATIBLE', (r) => expect(ALL_SEVERITIES(r, 'power.psu-capacity')).toContain('ERROR')),
  },
  B18: {
    signedFor:
      'one 4060 Ti 16 GB for 16-bit 7B LoRA: the 18 GB shortfall warned; the fit settled by the longest card on record, said so',
    holds: verdict('COMPATIBLE', (r) => {
      expect(ALL_SEVERITIES(r, 'balance.use-case-vram')).toContain('WARNING');
      expect(ALL_SEVERITIES(r, 'fit.gpu-length')).toEqual(['INFO']);
      expect(words(r.findings.map((f: any) => f.message))).toMatch(
        /own length is not on record.*check yours/,
      );
    }),
  },
  B17: {
    signedFor: 'two 3090 for 70B inference on x8/x8: compatible, both cards on CPU lanes',
    holds: verdict('COMPATIBLE', (r) => r.gpuPlacements.forEach((p: any) => expect(p.fromCpu).toBe(true))),
  },

  P01: { signedFor: '3090 at 80 %: 5-10 % slower', holds: (a) => within(a.relativeSpeed, 0.9, 0.95) },
  P02: {
    signedFor: '4090 at 300 W: 8-15 % slower, range 150-600 W',
    holds: (a) => {
      within(a.relativeSpeed, 0.85, 0.92);
      expect(a.minLimitW).toBe(150);
    },
  },
  P03: {
    signedFor: '5090 at its 400 W floor',
    holds: (a) => {
      expect(a.minLimitW).toBe(400);
      within(a.relativeSpeed, 0.85, 0.93);
    },
  },
  P04: {
    signedFor: '5090 below 400 W refused, naming limitW',
    holds: (body) =>
      expect(body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limitW' }),
  },
  P05: {
    signedFor: '7900 XTX below its range refused, naming limitW',
    holds: (body) =>
      expect(body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limitW' }),
  },
  P06: {
    signedFor: 'A6000 at 250 W: a few % slower, range an estimate',
    holds: (a) => {
      within(a.relativeSpeed, 0.9, 0.98);
      expect(a.rangeBasis).toBe('ESTIMATE');
    },
  },
  P07: {
    signedFor: 'UK 13 A plug: 2,392 W continuous',
    holds: verdict('COMPATIBLE', (r) => expect(r.power.circuitLimitW).toBe(2392)),
  },
  P08: {
    signedFor: 'three 4090 on 15 A: circuit ERROR',
    holds: verdict('INCOMPATIBLE', (r) => expect(r.power.fitsCircuit).toBe(false)),
  },
  P09: {
    signedFor: 'Japan 100 V x 15 A x 80 % = 1,200 W',
    holds: (r) => expect(r.power.circuitLimitW).toBe(1200),
  },
  P10: {
    signedFor: '4090 + 14900K on 1,000 W ATX 3.x: no PSU finding',
    holds: verdict('COMPATIBLE', (r) => expect(ALL_SEVERITIES(r, 'power.psu-capacity')).toHaveLength(0)),
  },

  W01: {
    signedFor: 'one 24 GB card in a closed case (no risers) within $2,500, checks clean',
    holds: (b) => {
      expect(b.report.verdict).toBe('COMPATIBLE');
      expect(b.risers).toBe(false);
      expect(b.parts.find((p: any) => p.component.kind === 'CASE').component.slug).not.toBe(OPEN_FRAME);
      expect(b.report.totalPriceUsd).toBeLessThanOrEqual(2500);
      expect(words(b.reasons)).toMatch(/\(24 GB\)/);
    },
  },
  W02: {
    signedFor: 'two 24 GB cards on a consumer board, RAM >= VRAM, within $5,000',
    holds: (b) => {
      expect(b.report.verdict).toBe('COMPATIBLE');
      expect(b.report.totalPriceUsd).toBeLessThanOrEqual(5000);
      expect(b.parts.find((p: any) => p.component.kind === 'GPU').quantity).toBe(2);
    },
  },
  W04: {
    signedFor: 'four 48 GB cards within $15,000 on 20 A, memory modules a multiple of the four channels',
    holds: (b) => {
      expect(b.report.verdict).toBe('COMPATIBLE');
      expect(b.report.totalPriceUsd).toBeLessThanOrEqual(15000);
      expect(b.parts.find((p: any) => p.component.kind === 'GPU').quantity).toBe(4);
      // Kits of two modules: an even number of kits fills four channels evenly.
      const kits = b.parts.filter((p: any) => p.component.kind === 'MEMORY');
      expect(kits.reduce((n: number, p: any) => n + p.quantity, 0) % 2).toBe(0);
      expect(ALL_SEVERITIES(b.report, 'platform.memory-channels')).toEqual([]);
    },
  },
  W05: {
    signedFor: 'a 24 GB card Kaggle box well under $1,500',
    holds: (b) => {
      expect(b.report.verdict).toBe('COMPATIBLE');
      expect(b.report.totalPriceUsd).toBeLessThanOrEqual(1500);
    },
  },
  W06: {
    signedFor: 'two 24 GB cards for FSDP+QLoRA with RAM at least twice their memory, and why',
    holds: (b) => {
      expect(b.report.verdict).toBe('COMPATIBLE');
      expect(b.parts.find((p: any) => p.component.kind === 'GPU').quantity).toBe(2);
      const ram = /(\d+) GB of RAM .*twice the (\d+) GB of GPU memory/.exec(words(b.reasons));
      expect(ram).not.toBeNull();
      expect(Number(ram![1])).toBeGreaterThanOrEqual(2 * Number(ram![2]));
      expect(words(b.reasons)).toMatch(/RAM first: sharded fine-tuning/);
      expect(b.report.totalPriceUsd).toBeLessThanOrEqual(4000);
    },
  },
  W09: {
    signedFor: 'a >= 16 GB card box within $1,000',
    holds: (b) => {
      expect(b.report.verdict).toBe('COMPATIBLE');
      expect(b.report.totalPriceUsd).toBeLessThanOrEqual(1000);
    },
  },
  W11: {
    signedFor:
      '$900 new: empty, but a used-parts build of the tier that fits is named with its total, and the 8 GB route tried',
    holds: (b) => {
      expect(b.parts).toEqual([]);
      const used =
        /With used parts allowed \(condition ANY\), a build fits: .+ \((\d+) GB\), \$([\d,]+) in all/.exec(
          words(b.reasons),
        );
      expect(used).not.toBeNull();
      expect(Number(used![1])).toBeGreaterThanOrEqual(10);
      expect(Number(used![2].replace(/,/g, ''))).toBeLessThanOrEqual(900);
      expect(words(b.reasons)).toMatch(/an 8 GB card/);
    },
  },
  W12: {
    signedFor: 'one card for QLoRA of 7B in a closed case (no risers) within $3,500',
    holds: (b) => {
      expect(b.report.verdict).toBe('COMPATIBLE');
      expect(b.risers).toBe(false);
      expect(b.parts.find((p: any) => p.component.kind === 'CASE').component.slug).not.toBe(OPEN_FRAME);
      expect(b.report.totalPriceUsd).toBeLessThanOrEqual(3500);
    },
  },

  C01: {
    signedFor: 'an H100 hour does 2-3x a 4090 hour of training; break-even within a year',
    holds: (c) => {
      within(c.cloudSpeedRatio, 2, 3);
      within(c.breakEvenDays, 150, 365);
      expect(c.workCaveat).toMatch(/differ/);
    },
  },
  C02: {
    signedFor: 'inference compared by bandwidth (~3.3x)',
    holds: (c) => within(c.cloudSpeedRatio, 3, 3.6),
  },
  C03: {
    signedFor: 'same GPU: ratio 1, pays off in about two years',
    holds: (c) => {
      expect(c.cloudHoursPerDesktopHour).toBe(1);
      within(c.breakEvenDays, 600, 900);
    },
  },
  C04: { signedFor: 'H100 vs two 3090: ratio 1.7-2.5', holds: (c) => within(c.cloudSpeedRatio, 1.7, 2.5) },
  C05: { signedFor: '10 % use: rent', holds: (c) => expect(c.verdict).toBe('NOT_WITHIN_USEFUL_LIFE') },
  C06: {
    signedFor: 'PRO 6000 vs H100 PCIe for inference: about 1.1x',
    holds: (c) => within(c.cloudSpeedRatio, 1, 1.3),
  },
  C07: {
    signedFor: 'no GPUs named: hours compared, said so',
    holds: (c) => {
      expect(c.cloudSpeedRatio).toBeNull();
      expect(c.workCaveat).toMatch(/hours, not work/);
    },
  },
  C08: {
    signedFor: 'electricity at $0.40 counted: ~1,900 $/year',
    holds: (c) => within(c.yearlyElectricityUsd, 1800, 2000),
  },
  C09: {
    signedFor: 'same GPU at 40 %: a 2-3 year break-even',
    holds: (c) => within(c.breakEvenDays, 700, 1000),
  },
  C10: {
    signedFor: '8 x H100 vs one 4090: 12-20x the work',
    holds: (c) => within(c.cloudSpeedRatio, 12, 20),
  },
  C11: {
    signedFor: 'idle power counted; 3-year totals favour the cloud',
    holds: (c) => {
      expect(c.horizonCloudUsd).toBeLessThan(c.horizonDesktopNetUsd);
      expect(c.yearlyKwh).toBeGreaterThan(0);
    },
  },
};
