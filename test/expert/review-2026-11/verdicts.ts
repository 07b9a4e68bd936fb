/**
 * The review's judgement of every answer (docs/expert-review.md): SIGN (an expert signs it),
 * WEAK (acceptable, but an expert would add or qualify something) or REJECT (wrong or costly
 * advice), before the fixes and after them, each with its reason and the public source it was
 * checked against. Made by the rigbase team against public sources, not by an outside expert.
 */
export type Verdict = 'SIGN' | 'WEAK' | 'REJECT';

export interface Judgement {
  before: Verdict;
  after: Verdict;
  reason: string;
  /** Public sources the answer was checked against (source keys of seeds/data, or URLs). */
  sources: string[];
}

const S = 'SIGN' as const;
const W = 'WEAK' as const;
const R = 'REJECT' as const;
const j = (before: Verdict, after: Verdict, reason: string, ...sources: string[]): Judgement => ({
  before,
  after,
  reason,
  sources,
});

const DETTMERS = 'dettmers-which-gpu-2023';
const LLAMACPP = 'ref-llamacpp-backends';
const VLLM_MEM = 'ref-vllm-cache-config';
const VLLM_QUANT = 'doc-vllm-quantization-hardware';
const ANSWERAI = 'answerai-fsdp-qlora-2024';
const BNB = 'ref-bitsandbytes-installation-0-50';
const NEC = 'ref-nfpa-70-nec';
const UNSLOTH = 'blog-unsloth-r1-dynamic-2025';
const HF = 'Hugging Face model files (GGUF sizes of the named quantizations)';
const STALE =
  "The card's new price on record is its launch price, left out as not a current offer (withCurrentNewPrices)";
const STACK_NOTE =
  'Fine-tuning fits listed a ROCm or oneAPI card first (the vendor order is only a tie-break since issue 27) without naming the stack; bitsandbytes lists ROCm and XPU only from v0.50 and most QLoRA recipes assume CUDA. After: the fit names the stack and what it means.';

export const VERDICTS: Record<string, Judgement> = {
  G01: j(
    W,
    S,
    'Used 3090 Ti (1,008 GB/s) is the best the $1,000 buys for 13B 4-bit; before, the used 3090 at 93 % of the bandwidth for $250 less went unmentioned. After: named beside the pick.',
    DETTMERS,
    LLAMACPP,
  ),
  G02: j(
    S,
    S,
    'RTX 5080 16 GB within $1,500 new for prototyping; next step 4090 stated; spec estimate flagged.',
    DETTMERS,
  ),
  G03: j(
    S,
    S,
    '3080 Ti 12 GB meets the 8 GB QLoRA tier in $600 used; the 3090 named as the next step.',
    DETTMERS,
    'ref-qlora-paper',
  ),
  G04: j(
    S,
    S,
    '2 x RX 7900 XTX (48 GB) hold 70B 4-bit within $2,000 new; llama.cpp HIP/Vulkan; the ROCm caveat is given.',
    LLAMACPP,
  ),
  G05: j(
    W,
    S,
    '2 x used 3090 Ti is the best within $2,000, but the used 3090 pair (93 % of the bandwidth, $500 less, 100 W less per card) is what most builders buy; after the fix the pick names it.',
    DETTMERS,
  ),
  G06: j(
    S,
    S,
    'RTX 5090 32 GB for 16-bit LoRA of 7B within $5,000 new (CUDA); the unspent budget and the RTX PRO 6000 step are stated.',
    DETTMERS,
  ),
  G07: j(
    S,
    S,
    'RTX PRO 6000 Blackwell 96 GB within $10,000 for large-transformer research; estimate flagged.',
    DETTMERS,
  ),
  G08: j(
    W,
    S,
    'Re-judged after the issue-27 advice fixes: training with no stack named now puts CUDA cards first (RTX 5060 Ti 8 GB, $379 new), and the pick says the Arc A770 ranks higher on speed alone (a spec estimate) but runs on another stack, and how to rank by speed alone. Before: Arc A770 first on a spec estimate.',
    DETTMERS,
    'ref-pytorch-intel-xpu',
    ANSWERAI,
    BNB,
  ),
  G09: j(
    S,
    S,
    "RX 9070 XT 16 GB under ROCm for 13B 4-bit within $800; RDNA 4 is on ROCm 6.4.1's list.",
    'ref-amd-rocm-docs',
    LLAMACPP,
  ),
  G10: j(
    W,
    S,
    'Re-judged after the issue-27 advice fixes: the A770 16 GB is still first (oneAPI was asked; it is faster), but the pick now says 16 GB leaves under 2 GB above the 16 GB tier, which counts the weights only, and names the Arc Pro B60 (24 GB, $499, $150 more) as having room. Before: the 24 GB card only ranked second, unexplained.',
    HF,
  ),
  G11: j(
    W,
    S,
    'Re-judged after the issue-27 advice fixes: Arc cards are ranked at 59 % of their bandwidth, the share llama.cpp SYCL reached on an A770 (42.9 tokens/s, Llama 2 7B Q4_0) against the catalog RTX 3090 on the same model, so a CUDA card (RTX 3070, $250 used) is first with the RTX 2060 SUPER named as the cheaper near-equal. The share rests on one A770 figure (2024) and is applied to the other Arc cards as well.',
    LLAMACPP,
    'https://github.com/ggml-org/llama.cpp/blob/master/docs/backend/SYCL.md (2024)',
    'bench-llamacpp-gpu-benchmarks-2024',
  ),
  G12: j(
    R,
    S,
    'Claimed no card within $3,000 and 300 W reaches 10 GB and offered two 8 GB cards; the RTX A4000 (16 GB, 140 W) fits. Cause: its new price on record is the 2021 launch price, left out as stale. After: the answer names it and says to check a current price.',
    'https://www.nvidia.com/en-us/design-visualization/rtx-a4000/ (16 GB, 140 W)',
    STALE,
  ),
  G13: j(
    S,
    S,
    'Used RTX 3090 (measured) for 24 GB training under $1,200.',
    DETTMERS,
    'bench-lambda-pytorch-2023',
  ),
  G14: j(
    W,
    S,
    '4 x RTX 5090 within $25,000 new; before, it stated 4 x 575 W = 2,300 W but not that this exceeds a 120 V / 15 A circuit (1,440 W continuous). After: it says so and points to a 20 A or 230 V circuit, two circuits or power limits, and to checkBuild (which also judges the slots).',
    NEC,
    'ref-nvidia-rtx-5090-specs',
  ),
  G15: j(S, S, 'Tokens per dollar objective: A770 used first, as asked.', LLAMACPP),
  G16: j(S, S, 'Memory per dollar: A770 16 GB used; legacy cards left out unless asked.', DETTMERS),
  G17: j(
    W,
    S,
    'Re-judged after the issue-27 advice fixes: no CUDA pair is sold new within $3,000 in the catalog (the 4090 new price is its launch price), so the ROCm pair is still first, but the pick now names 2 x used RTX 3090 ($1,300), the 24 GB CUDA cards Answer.AI showed FSDP+QLoRA on, within the budget. Before: no CUDA pair named.',
    ANSWERAI,
    BNB,
  ),
  G18: j(S, S, 'Used 3090 for video models (24 GB tier).', DETTMERS),
  G19: j(
    S,
    S,
    'No budget: the fastest card holding 70B 4-bit, the RTX PRO 6000; cheaper 48 GB cards follow.',
    LLAMACPP,
  ),
  G20: j(
    W,
    S,
    'Legacy allowed, memory per dollar: Quadro M6000 24 GB with the Maxwell caveat; before, stackLevel read SUPPORTED although CUDA 13 dropped Maxwell. After: UNOFFICIAL.',
    'cuda-13-0-release-notes',
  ),
  G21: j(S, S, 'Vulkan: 2 x 7900 XTX for 70B 4-bit within $2,500.', LLAMACPP),
  G22: j(
    S,
    S,
    'Re-judged after the issue-27 advice fixes: the top pick is still the 32 GB Radeon AI PRO R9700 (no CUDA card new within $1,800 meets 18 GB in the catalog), and it now names a used 24 GB CUDA card within the budget beside it (RTX 4090 used, $1,700, measured), as the earlier verdict asked.',
    DETTMERS,
    BNB,
  ),
  G23: j(
    W,
    S,
    'Metal returned an empty list with no sentence. Now refused on input.stack: no graphics card runs Metal, only Apple silicon, which the catalog holds as unified-memory machines; the answer names the cheapest Mac at a new price and that it is over the $700 budget, and where the Macs are compared with GPU setups. That is the answer an expert gives: there is no Metal card to buy.',
    'issue 28',
  ),
  G24: j(S, S, 'Used Radeon PRO W7900 48 GB for 70B 4-bit within $4,000, A6000 second.', LLAMACPP),

  R01: j(
    S,
    S,
    'Llama 3.1 8B Q4_K_M: 4.9 GB of weights (the published file), KV 1.07 GB at 8k; fits 8 GB cards.',
    HF,
    LLAMACPP,
  ),
  R02: j(S, S, 'Qwen3 32B Q4_K_M at 32k: 19.8 GB + 8.6 GB KV (64 layers, 8 KV heads); one 32 GB card.', HF),
  R03: j(
    W,
    W,
    'gpt-oss-120b (65 GB, as published) on one RTX PRO 6000; the 2 x W7900 (RDNA 3) and 2 x A6000 setups assume vLLM serves MXFP4 there, which the vLLM recipe does not list (not verified).',
    'https://cookbook.openai.com/articles/gpt-oss/run-vllm',
    'issue-vllm-mxfp4-sm120',
  ),
  R04: j(
    S,
    S,
    'gpt-oss-20b in llama.cpp: 13.1 GB on a 16 GB card.',
    'https://huggingface.co/openai/gpt-oss-20b',
  ),
  R05: j(S, S, 'Llama 4 Scout Q4_K_M ~66 GB: one 96 GB card, 2 x 48 GB or 4 x 24 GB.', HF),
  R06: j(S, S, 'DeepSeek-R1 IQ1_S ~134 GB (Unsloth: 131 GB): MI300X, 2 x 80/96 GB.', UNSLOTH),
  R07: j(S, S, 'Qwen3-30B-A3B Q4_K_M at 32k: 22.7 GB on 24 GB with 2.9 GiB left.', HF),
  R08: j(S, S, 'Qwen3-235B Q4_K_M 142 GB: 2 x 80/96 GB or 4 x 48 GB.', HF),
  R09: j(
    S,
    S,
    'Llama 3.3 70B FP8 TP2: 2 x A6000 weight-only (Marlin) or 4 x 3090; reserve stated.',
    VLLM_QUANT,
    VLLM_MEM,
  ),
  R10: j(
    S,
    S,
    '70B AWQ on 2 x 24 GB at 8k: marginal, with an FP8 KV cache, a shorter context or a third card to make it comfortable.',
    VLLM_MEM,
  ),
  R11: j(
    S,
    S,
    'Qwen2.5 72B Q4_K_M at 32k on two cards: 28.3 GiB per GPU, so 2 x 32 GB, not 2 x 24 GB.',
    HF,
    LLAMACPP,
  ),
  R12: j(
    S,
    S,
    'Mistral Small 3.1 BF16 (47 GB): one 96 GB card or 2 x 32 GB; a 48 GB card is too small once vLLM keeps 10 %.',
    VLLM_MEM,
  ),
  R13: j(
    W,
    S,
    'Re-judged after the issue-27 advice fixes: 32 GB cards as asked (27.5 GiB with the sliding-window cache), and fitAdvice now says that with an 8-bit KV cache (llama.cpp -ctk q8_0 -ctv q8_0) a 24 GB card holds it (Arc Pro B60, 23.7 of 25.8 GB, $499) against $1,299 as asked.',
    LLAMACPP,
    'https://huggingface.co/google/gemma-3-27b-it',
    'tool-llamacpp-quantize',
  ),
  R14: j(S, S, 'Llama 3.1 8B FP16 at 128k: 17.2 GB of KV, 48 GB cards.', VLLM_MEM),
  R15: j(
    W,
    S,
    'DeepSeek-V3 FP8 on 8 GPUs: 8 x H100 correctly excluded; before, 8 x H200/B200 were missing because they had no price in the catalog. After: issue 28 added dated per-GPU price estimates (the H200, B200 and MI300X shares of an 8-GPU system, each labelled an estimate in its price observation), so 8 x RTX PRO 6000 96 GB, 8 x MI300X, 8 x H200 and 8 x B200 are listed with prices, as the SGLang guide has it (8 x H200).',
    'https://docs.sglang.ai/basic_usage/deepseek.html (8 x H200 or 2 x 8 H100)',
    'issue 28',
  ),
  R16: j(S, S, 'Kimi K2 Q2_K on 8 x 48 GB: marginal, stated.', HF),
  R17: j(S, S, 'Qwen3-Next 80B FP8: one 96 GB card or 2 x 48 GB (weight-only on Ampere).', VLLM_QUANT),
  R18: j(S, S, 'GLM-4.7-Flash Q4_K_M ~18 GB: 24 GB cards.', HF),
  R19: j(S, S, '70B FP8 on 2 x A100 80 GB: weight-only Marlin named; A100 40 GB marginal.', VLLM_QUANT),
  R20: j(S, S, 'Qwen3.5 27B at 64k: hybrid attention keeps the KV small; 24 GB fits.', HF),
  R21: j(S, S, 'Qwen3-Coder 480B Q4_K_M over 8 x 48 GB.', HF),
  R22: j(S, S, '405B AWQ TP8: 8 x 32 GB with 2.3 GiB headroom.', VLLM_QUANT),
  R23: j(S, S, "Phi-4 FP16 (29.3 GB) does not fit a 32 GB 5090 under vLLM's 90 %; 48 GB cards.", VLLM_MEM),
  R24: j(S, S, 'Mixtral 8x7B Q4_K_M at 32k: marginal on 32 GB, with the fixes.', HF),
  R25: j(
    W,
    S,
    'Re-judged after the issue-27 advice fixes: EXL2 is judged under ExLlama (runtime EXLLAMA: no vLLM reserve, NVIDIA and AMD cards only); 25.9 GiB at 32k, so 32 GB cards as asked, and fitAdvice names ExLlama Q8 cache on a 24 GB RTX 3090 (23.4 of 25.8 GB, $650).',
    'doc-exllamav2-convert',
    'https://github.com/turboderp/exllamav2 (ExLlamaV2Cache_Q8)',
  ),
  R26: j(S, S, 'Half of 70B Q4 in RAM: ~3.4 tok/s, the offload cost stated.', LLAMACPP),
  R27: j(
    R,
    S,
    "NVFP4 fits listed the Arc A770, Arc B580, RTX 2080 Ti and AMD cards: no kernel runs NVFP4 there (Blackwell natively, Ampere+ weight-only through vLLM's Marlin). After: NVIDIA Ampere+ only, weight-only stated.",
    'blog-nvidia-nvfp4-2025',
    VLLM_QUANT,
    'issue-vllm-mxfp4-sm120',
  ),
  R28: j(S, S, 'Qwen3 8B FP16, 32 x 4k: 19.3 GB of KV; 48 GB or 2 x 24 GB.', VLLM_MEM),
  R29: j(S, S, 'Llama 3.2 11B Vision FP16 on 24 GB: marginal (0.2 GiB), stated.', VLLM_MEM),
  R30: j(S, S, 'MiniMax-M2.5 FP8 on 4 x 80 GB (A100 weight-only).', VLLM_QUANT),
  R31: j(S, S, 'ROCm only: W7900, 2 x 7900 XTX, 2 x R9700 for 70B Q4.', LLAMACPP, 'ref-amd-rocm-docs'),
  R32: j(S, S, 'Qwen2.5 14B Q8_0 at 16k: 19.8 GB on 24 GB cards under $1,000.', HF),

  F01: j(
    S,
    S,
    'QLoRA of 8B at 2k: ~10.5 GB, 12 GB cards; Unsloth and the QLoRA paper agree.',
    'ref-qlora-paper',
    'https://docs.unsloth.ai/get-started/beginner-start-here/unsloth-requirements',
  ),
  F02: j(W, S, `16-bit LoRA 8B at 4k batch 4: 43 GB, 48 GB cards. ${STACK_NOTE}`, BNB),
  F03: j(W, S, `FSDP+QLoRA of 70B on 2 x 32 GB (28 GiB per GPU). ${STACK_NOTE}`, ANSWERAI, BNB),
  F04: j(S, S, 'Full fine-tune of 7B with AdamW: ~143 GB; 2 x 96 GB or 4 x 48 GB sharded.', 'ref-zero-paper'),
  F05: j(W, S, `8B, 8-bit Adam, ZeRO-3 on four cards: 32 GiB per GPU. ${STACK_NOTE}`, 'ref-zero-paper', BNB),
  F06: j(W, S, `QLoRA of Qwen3 32B: 28 GB, 32 GB cards. ${STACK_NOTE}`, 'ref-qlora-paper', BNB),
  F07: j(W, S, `16-bit LoRA of Mistral 7B: 17.3 GB, so not 16 GB; 24 GB cards. ${STACK_NOTE}`, BNB),
  F08: j(W, S, `16-bit LoRA of 70B on 4 x 48 GB sharded. ${STACK_NOTE}`, BNB),
  F09: j(W, S, `QLoRA of Gemma 3 27B at 4k: marginal on 32 GB with the fixes. ${STACK_NOTE}`, BNB),
  F10: j(
    S,
    S,
    'Full fine-tune of 72B: fitAdvice names ZeRO-3, checkpointing, 8-bit Adam and offload on 4 x 96 GB.',
    'ref-zero-paper',
  ),
  F11: j(
    W,
    S,
    'Re-judged after the issue-27 advice fixes: fitAdvice names a setup with room before a marginal one and a CUDA card first for training: one RTX 3090 (17.0 of 25.8 GB, $650) with gradient checkpointing and 8-bit Adam. It still adds optimizer offload, which the estimate needs (35.5 GiB without it: FP32 master weights counted), and labels the single-GPU step ZeRO-3.',
    'ref-zero-paper',
    BNB,
  ),
  F12: j(
    S,
    S,
    'Pre-training 1.5B at batch 8 x 1k without checkpointing: 46.6 GB, 48 GB cards.',
    'ref-zero-paper',
  ),
  F13: j(W, S, `QLoRA of 8B at 8k: 20 GB, 24 GB cards. ${STACK_NOTE}`, BNB),
  F14: j(W, S, `QLoRA of 405B on 8 x 48 GB sharded. ${STACK_NOTE}`, ANSWERAI, BNB),
  F15: j(W, S, `16-bit LoRA of Qwen3 14B: 35 GB, 48 GB cards. ${STACK_NOTE}`, BNB),
  F16: j(S, S, 'QLoRA 8B on ROCm only: RX 7800 XT and up, as asked.', BNB, 'ref-amd-rocm-docs'),

  B01: j(
    S,
    S,
    "5090 + 9950X on 850 W ATX 3.1: a WARNING 5 W (0.6 %) over, with the numbers and NVIDIA's 1,000 W.",
    'ref-nvidia-rtx-5090-specs',
    'ref-intel-atx3-psu-design-guide',
  ),
  B02: j(
    S,
    S,
    'Two 3090 on B650: compatible; the second card on a chipset x4 link, which matters little for two cards.',
    DETTMERS,
  ),
  B03: j(
    S,
    S,
    'Four 3090 on WRX80 on 15 A: EEB in an E-ATX case, 3 of 4 cards fit, PSU and circuit errors with power-limit advice.',
    NEC,
  ),
  B04: j(S, S, 'On risers in Europe: the circuit holds; the PSU (1,730 W on 1,600 W) fails.', NEC),
  B05: j(
    S,
    S,
    'Two 4090 on 1,300 W non-ATX-3: warnings for margin, transients, circuit (9 % left) and the air gap.',
    'ref-intel-atx3-psu-design-guide',
    NEC,
  ),
  B06: j(S, S, 'LGA1700 CPU on AM5 board: ERROR with the fix.', "the board's socket on record"),
  B07: j(S, S, 'DDR4 on AM5: ERROR.', "the board's memory type on record"),
  B08: j(S, S, 'Three 3-slot 3090 on Z790 ProArt: only 2 fit; x4 per card flagged.', DETTMERS),
  B09: j(S, S, 'Two RTX PRO 6000 on 1,600 W: a WARNING at 0 % margin, circuit 20 A holds.', NEC),
  B10: j(
    S,
    S,
    'Four 5090 on 2,000 W on 20 A: PSU, connectors and circuit errors.',
    NEC,
    'ref-nvidia-rtx-5090-specs',
  ),
  B11: j(
    S,
    S,
    'Ryzen 5 7600 + 4090 + 32 GB: balanced for one GPU (RAM above VRAM, threads enough).',
    DETTMERS,
  ),
  B12: j(S, S, "7900 XTX on 650 W: WARNING with AMD's 800 W.", 'spec-amd-radeon-rx-7900-xtx'),
  B13: j(
    W,
    S,
    'Tesla P40 in a desktop: the passive-cooling warning is right; before, nothing said Pascal left CUDA 13 (after: software.legacy-architecture warns) nor that the card takes an 8-pin EPS (CPU) power plug, not PCIe. After: power.eps-plug (INFO) names the CPU 8-pin plug and the way to feed it (a spare CPU/EPS cable or the adapter of the product brief).',
    'cuda-13-0-release-notes',
    'https://images.nvidia.com/content/pdf/tesla/Tesla-P40-Product-Brief.pdf',
  ),
  B14: j(S, S, 'H100 PCIe in H510: passive-cooling warning and RAM below VRAM.', 'ref-puget-ml-ai-hardware'),
  B15: j(
    S,
    S,
    'Four A6000 on TRX50: 8 DIMMs on 4 slots, 3 of 4 cards fit (catalog slot layout).',
    "the board's slot layout on record",
  ),
  B16: j(
    S,
    S,
    '4090 + 14700K on 750 W: ERROR (NVIDIA asks 850 W).',
    'https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/ (850 W system power)',
  ),
  B17: j(
    S,
    S,
    'Two 3090 for 70B inference on x8/x8: transient and air-gap warnings.',
    'ref-intel-atx3-psu-design-guide',
  ),
  B18: j(
    W,
    S,
    "4060 Ti 16 GB for 16-bit LoRA: the 18 GB shortfall warning is right; before, the verdict was UNVERIFIED because the card's length is not on record, though every 4060 Ti fits the Enthoo Pro 2. After: fit.gpu-length settles it (INFO: no card of any model on record is longer than 349 mm, the case takes 503 mm; on the full catalog the chip's own partner cards settle it), so the build is COMPATIBLE with the shortfall warning.",
    'ref-puget-ml-ai-hardware',
  ),

  P01: j(S, S, '3090 at 280 W: ~7 % slower, 100-400 W range, nvidia-smi command.', DETTMERS),
  P02: j(S, S, '4090 at 300 W: ~12 % slower, 150-600 W range.', DETTMERS),
  P03: j(S, S, '5090 at 400 W: its floor, ~11 % slower.', 'ref-nvidia-rtx-5090-specs'),
  P04: j(
    S,
    S,
    '5090 at 300 W: BAD_USER_INPUT naming limitW and the 400-575 W range the card accepts.',
    'ref-nvidia-rtx-5090-specs',
  ),
  P05: j(
    S,
    S,
    '7900 XTX at 300 W: BAD_USER_INPUT with the 320-355 W range on record (the range itself not re-verified here).',
    'spec-amd-radeon-rx-7900-xtx',
  ),
  P06: j(S, S, 'A6000 at 250 W: ~6 % slower; range marked as an estimate.', DETTMERS),
  P07: j(S, S, 'Two 5090 on 1,600 W in the UK: 13 A plug gives 2,392 W continuous; PSU margin warning.', NEC),
  P08: j(S, S, 'Three 4090 on 1,600 W on 15 A: PSU and circuit errors with the per-card limit.', NEC),
  P09: j(S, S, '4090 desktop in Japan: 100 V x 15 A x 80 % = 1,200 W; 839 W fits.', NEC),
  P10: j(
    S,
    S,
    '4090 + 14900K on 1,000 W ATX 3.x: no findings, 900 W recommended.',
    'https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/ (850 W system power)',
  ),

  W01: j(
    W,
    S,
    '13B inference box at $2,500: a used 3090 Ti on a used Ryzen 5 3600 platform for $1,430 is sound, but the one card sat on a riser in an open frame ($150) where a tower would do, and $1,070 was left without a word on where it would help. After: the same card in a mesh-front tower (Meshify 2 XL, slot 2 at x16), $1,500 in all, checks clean; the $1,000 left is said to buy a second 24 GB card if wanted. For one card an open frame is now a last resort.',
    DETTMERS,
    'doc-gpu-cluster-at-home',
  ),
  W02: j(
    S,
    S,
    'Two used 3090 Ti for 70B 4-bit at $2,560 on a consumer x8/x8 board, 64 GB RAM above 48 GB VRAM.',
    DETTMERS,
    LLAMACPP,
  ),
  W03: j(
    W,
    W,
    'Two 4090 on ProArt X670E with 96 GB: sound (5090s excluded by the 15 A circuit, said); 1 TB of storage for a research training box with $3,238 unspent is thin. After: the storage is sized to the work (a 4 TB NVMe drive, said to hold the training datasets). Still weak, for another reason: since the issue-28 catalog moved the 4090 out of NEW, the pick is 2 x Radeon AI PRO R9700 (ROCm, a spec estimate) and the build is UNVERIFIED (the card length is not on record); an expert would lead with a CUDA card for research training (see G08).',
    'ref-puget-ml-ai-hardware',
    DETTMERS,
    'doc-gpu-cluster-at-home',
  ),
  W04: j(
    W,
    S,
    "Four used A6000 on TRX40 within $15,000 on 20 A: sound, but 3 x 2 DIMMs left the four memory channels unbalanced; an expert fills 4 or 8 slots. After: 4 x 2 DIMMs (256 GB, the platform's maximum), and checkBuild says so (INFO) for 6 modules on 4 channels. The power.transients warning on the 2,000 W non-ATX-3 unit stays, with its remedy (an ATX 3.x unit or a power limit), as in the original judgement of these 8-pin cards.",
    'https://www.amd.com/en/products/processors/desktops/ryzen-threadripper/3000-series/amd-ryzen-threadripper-3960x.html (4 memory channels)',
  ),
  W05: j(S, S, 'Kaggle box at $1,020 with a used 3090 and 64 GB.', DETTMERS),
  W06: j(
    W,
    S,
    'Two 4090 for FSDP+QLoRA of 70B: the platform capped RAM at 64 GB (the answer said 96 GB is wanted); Answer.AI offloads to CPU RAM, so an expert would trade the 4090s for used 3090s and more RAM. After: two used 3090s (an NVLink pair) on a Z490 board at x8/x8 with 128 GB, $2,170, checks clean, and the reasons say RAM came first because the offload lives in CPU RAM.',
    ANSWERAI,
    'ref-puget-ml-ai-hardware',
  ),
  W07: j(
    W,
    W,
    'ROCm, $3,000 new, 70B: empty, cheapest $3,057; not verified whether a consumer board with an x4 second slot (enough for llama.cpp layer split) would have come under budget.',
    LLAMACPP,
  ),
  W08: j(
    W,
    W,
    'Four RTX 5080 on W790 in Europe for LoRA: the 16-pin cards sit on a non-ATX-3 2,000 W unit (the build warns of transients), and the 5090 reason demands ATX 3.x for 16-pin cards. Still weak (now four RTX 4080 SUPER, same PSU and warning): the catalog has no ATX 3.x unit above 1,650 W, and the four cards need 1,800 W. Rejecting the warning in the search was tried and dropped to four 12 GB RTX 5070s, a worse answer; an ATX 3.x unit of 2,000 W or more with a current price in the catalog would settle it (not added: no price verified).',
    'ref-intel-atx3-psu-design-guide',
  ),
  W09: j(S, S, '7B FP16 box at $985 with a used 3090.', DETTMERS),
  W10: j(
    R,
    W,
    'One 48 GB GPU at $6,000 new: picks the Radeon PRO W7900 as "the fastest card with at least 48 GB" although the RTX A6000 (measured faster, CUDA) is sold new within budget; its new price on record is the 2020 launch price, left out as stale. After: the reasons name the A6000 and say to check a current price; still weak, because the build is assembled around the W7900 (a current A6000 price in the catalog would settle it).',
    STALE,
    DETTMERS,
  ),
  W11: j(
    W,
    S,
    '$900 new learning box: empty, the cheapest B580 build costs $1,014; it did not suggest an 8 GB card or used parts. After: it names the used-parts build that fits (a 12 GB RTX 3080 Ti, $785 in all, a real recommendation of the same request at condition ANY) and says no new build with an 8 GB card fits either.',
    DETTMERS,
  ),
  W12: j(
    W,
    S,
    'QLoRA 7B box at $3,500: a 5090 on a used Ryzen 5 3600 platform is sound; again one card on a riser in an open frame. After: the 5090 in a mesh-front tower (never behind a closed front: a 575 W card), checks clean, $831 left with what it would buy.',
    DETTMERS,
    'doc-gpu-cluster-at-home',
  ),

  C01: j(
    S,
    S,
    '4090 box vs H100 at $2.99/h for training: H100 does ~2.4x the work (Lambda), break-even 218 days.',
    'bench-lambda-pytorch-2023',
  ),
  C02: j(S, S, 'For inference by bandwidth: 3.3x, break-even 306 days.', LLAMACPP),
  C03: j(
    S,
    S,
    '5090 vs rented 5090 at 20 %: ~2 years.',
    'https://www.runpod.io/pricing (the catalog offering, 2026)',
  ),
  C04: j(
    S,
    S,
    'Two used 3090 vs one H100 at 80 %: the work ratio and resale counted.',
    'bench-lambda-pytorch-2023',
  ),
  C05: j(
    S,
    S,
    '4090 at 10 % vs rented 4090: rent (6.6 years > useful life).',
    'https://www.runpod.io/pricing (the catalog offering, 2026)',
  ),
  C06: j(S, S, 'RTX PRO 6000 vs H100 PCIe for inference: 1.1x by bandwidth.', LLAMACPP),
  C07: j(S, S, 'No GPUs named: hours compared, and the caveat says so.', 'doc-cost-for-gpu-hardware'),
  C08: j(
    S,
    S,
    '$0.40/kWh, always on: electricity counted; pays off in 329 days.',
    'doc-cost-for-gpu-hardware',
  ),
  C09: j(S, S, 'A6000 box vs Lambda A6000 at 40 %: 2.3 years.', 'price-lambda-cloud-2024'),
  C10: j(S, S, '4090 vs 8 x H100 node: work ratio 16x with multi-GPU scaling.', 'bench-lambda-pytorch-2023'),
  C11: j(
    S,
    S,
    'Idle hours and idle watts counted; 4.3 years within the 5-year life, and the 3-year totals shown.',
    'doc-cost-for-gpu-hardware',
  ),
};
