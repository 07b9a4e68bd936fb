/**
 * Every number the rules use, in one place, each with where it comes from.
 *
 * `@source` names keys of seeds/data/sources-core.ts (the reference documents and the
 * articles they cite). `@estimate` marks an engineering assumption the documents do not
 * state; the comment says why the value was chosen. Rule bodies import these constants
 * and never inline a threshold.
 */

// --- Units (conversions, not judgement calls) ---

/** Hours in a day. @source doc-cost-for-gpu-hardware */
export const HOURS_PER_DAY = 24;
/** Days in a (non-leap) year, as in the documents' yearly arithmetic. @source doc-cost-for-gpu-hardware */
export const DAYS_PER_YEAR = 365;
/** Watt-hours per kilowatt-hour. @source doc-cost-for-gpu-hardware */
export const WH_PER_KWH = 1000;

// --- Household circuit ---

/**
 * Share of a breaker's rating a continuous load (three hours or more) may draw: the NEC
 * sizes circuits for continuous loads at 125 %, i.e. 80 % of the rating (120 V x 15 A x 0.8
 * = 1,440 W). Applied to every region, as the 2024 guide does for 230 V supplies.
 * @source ref-nfpa-70-nec, doc-gpu-cluster-at-home
 */
export const CONTINUOUS_LOAD_FACTOR = 0.8;

/**
 * Region assumed when the build names none and gives no voltage: North America at 15 A,
 * the common general-purpose circuit and the lowest continuous limit of the 120 V supplies.
 * (The reference document's 16 A is not a North American breaker size.)
 * @source ref-nfpa-70-nec, doc-gpu-cluster-at-home
 */
export const DEFAULT_MAINS_REGION = 'NORTH_AMERICA' as const;

/**
 * A given voltage at or above this without a region is a 230 V-class supply (Europe's 16 A
 * defaults); at or below LOW_VOLTAGE_MAINS_MAX_V it is Japan's 100 V (15 A).
 * @source ref-iec-tr-60083
 * @estimate thresholds midway between the 100, 120 and 230 V nominal supplies.
 */
export const HIGH_VOLTAGE_MAINS_MIN_V = 180;

/** See HIGH_VOLTAGE_MAINS_MIN_V. @source ref-iec-tr-60083 @estimate midway between 100 V and 120 V. */
export const LOW_VOLTAGE_MAINS_MAX_V = 110;

/**
 * A build whose wall draw is within this share of the circuit's continuous limit gets a
 * margin warning: the supply may sag 5 % (ANSI C84.1 Range A, so the same power draws 5 %
 * more current), and the estimate leaves out what else shares the circuit (a monitor,
 * lights) and boosts above rated power.
 * @source ref-ansi-c84-1, ref-nfpa-70-nec
 * @estimate 5 % for the voltage range plus 5 % for other loads and estimate error.
 */
export const CIRCUIT_MARGIN_FRACTION = 0.1;

// --- Power supply sizing ---

/**
 * Headroom added on top of the sustained draw when recommending a PSU (the document says
 * 10-15 %; we take the upper end).
 * @source doc-cost-for-gpu-hardware
 */
export const PSU_HEADROOM_FRACTION = 0.15;

/**
 * For a card without a maker figure, the PSU size in the makers' style: the card's TDP plus
 * this much. NVIDIA's required-system-power figures sit 385-430 W above TDP for every card in
 * the catalog's makerSystemPowerW (RTX 3090 350 -> 750 W, RTX 4090 450 -> 850 W, RTX 5090 575 -> 1,000 W,
 * RTX 4060 Ti 165 -> 550 W).
 * @source spec-nvidia-geforce-rtx-30, spec-nvidia-geforce-rtx-40, spec-nvidia-geforce-rtx-50
 * @estimate the rounded middle of that spread.
 */
export const MAKER_STYLE_SYSTEM_POWER_OVER_GPU_TDP_W = 400;

/**
 * An ATX 3.x PSU whose rating the estimated sustained draw exceeds by at most this share gets
 * a WARNING with the numbers instead of an ERROR: ATX 3.x units are specified to ride out
 * excursions far above their rating (up to twice it for 100 microseconds), and the sustained
 * figure already counts every GPU at its TDP and the CPU at its turbo limit at the same time,
 * which a training job rarely holds. A few watts over (an RTX 5090 and a 7950X, 855 W on an
 * 850 W ATX 3.1 unit) is no margin, not a certain shutdown. Older PSUs keep the ERROR: no
 * excursion behaviour is specified for them.
 * @source ref-intel-atx3-psu-design-guide, doc-cost-for-gpu-hardware
 * @estimate 5 %: within the spread of the TDP and turbo-power figures the draw is built from.
 */
export const ATX3_PSU_OVERLOAD_WARNING_FRACTION = 0.05;

/**
 * Cards at or above this TDP draw through the 16-pin 12VHPWR/12V-2x6 connector, which ATX 3.x
 * supplies carry natively and are specified to ride out the card's power excursions.
 * @source ref-pcie-cem-12vhpwr, ref-intel-atx3-psu-design-guide
 */
export const HIGH_POWER_GPU_TDP_W = 450;

/**
 * GPU heat in one closed case from which recommendBuild prefers a high-airflow (mesh-front)
 * case and avoids a closed-front one: the heat of one 450 W card, the level at which it
 * already did so per card. What a case must carry away is the cards' total heat, so two
 * 350 W RTX 3090s (700 W) count as well: the guides name packed 3080/3090s as the cards
 * whose cooling fails first.
 * @source dettmers-which-gpu-2020, doc-cost-for-gpu-hardware, doc-gpu-cluster-at-home
 */
export const HIGH_AIRFLOW_GPU_HEAT_W = 450;

/** Recommended PSU sizes are rounded up to this step (PSUs are sold in 50 W steps). @estimate retail PSU sizes. */
export const PSU_SIZE_STEP_W = 50;

/**
 * Allowance for motherboard, memory, drives and fans on top of CPU and GPU TDP. The
 * document names CPU and GPUs as the dominant consumers; the rest is small.
 * @source doc-cost-for-gpu-hardware
 * @estimate 50 W: board ~25-35 W, a few DIMMs and drives, fans.
 */
export const PLATFORM_ALLOWANCE_W = 50;

/**
 * CPU power assumed when the build lists no CPU; the document's cloud-vs-desktop example
 * uses 100 W for the CPU.
 * @source doc-cost-for-gpu-hardware
 */
export const TYPICAL_CPU_W = 100;

/**
 * Millisecond transient spikes of recent GPUs as a multiple of TDP. An RTX 3090
 * (350 W TDP) is reported at up to 600 W (~1.7x); the 2024 guide warns about spikes on
 * modern NVIDIA cards and recommends ATX 3.x PSUs.
 * @source doc-deep-learning-server, doc-gpu-cluster-at-home
 */
export const TRANSIENT_SPIKE_FACTOR = 600 / 350;

/**
 * Architectures with large transient spikes (lower-case; Ampere and newer).
 * @source doc-gpu-cluster-at-home, doc-deep-learning-server
 */
export const TRANSIENT_SPIKE_ARCHITECTURES: readonly string[] = [
  'ampere',
  'ada',
  'ada lovelace',
  'hopper',
  'blackwell',
];

/**
 * Cards released in or after this year are treated as spiking even when their
 * architecture is not in the list above (Ampere launched in 2020).
 * @source doc-gpu-cluster-at-home
 */
export const TRANSIENT_SPIKE_SINCE_YEAR = 2020;

/**
 * PSU efficiency by 80 PLUS level at roughly 50-100 % load, used to turn DC load into
 * wall draw. The 2024 guide mentions the levels (and says build quality matters more);
 * the values are the certification's 115 V targets, rounded toward the conservative side.
 * @source doc-gpu-cluster-at-home
 * @estimate values from the 80 PLUS levels: Titanium 94 %, Platinum 90 %, Gold 87 %,
 * Silver and Bronze 85 %, plain 80 PLUS 80 %.
 */
export const PSU_EFFICIENCY_BY_RATING: Readonly<Record<string, number>> = {
  TITANIUM: 0.94,
  PLATINUM: 0.9,
  GOLD: 0.87,
  SILVER: 0.85,
  BRONZE: 0.85,
  WHITE: 0.8,
};

/** Efficiency assumed when the rating is missing or unrecognised. @estimate the Bronze figure. */
export const PSU_EFFICIENCY_UNKNOWN = 0.85;

/**
 * The guide suggests power limiting cards to 80-90 % of stock; below this share of stock
 * a power limit is reported as "a larger slowdown".
 * @source doc-gpu-cluster-at-home
 */
export const POWER_LIMIT_SUGGESTED_MIN_FRACTION = 0.8;

/**
 * Below this share of stock power a power limit is not offered as a fix on its own (nor
 * below the card's driver floor, see gpuPowerLimitRange): the slowdown would be large and
 * the speed curve is an extrapolation there.
 * @estimate half of stock, twice the deepest cut the documents measured (250 -> 200 W).
 */
export const POWER_LIMIT_FLOOR_FRACTION = 0.5;

/**
 * Driver power-limit floor as a share of TDP when the card's own range is not on record:
 * NVIDIA drivers go down to about a third of TDP (RTX 4090 150 of 450 W, RTX 3090 100 of
 * 350 W in the range table).
 * @source ref-nvidia-smi-docs
 * @estimate the ratio of the two cards in the table.
 */
export const NVIDIA_POWER_LIMIT_FLOOR_FRACTION = 1 / 3;

/**
 * Consumer Radeon cards: AMD's driver lets the power limit go about 10 % below stock.
 * @source ref-amd-rocm-docs
 * @estimate AMD's power-tuning slider range.
 */
export const AMD_RADEON_POWER_LIMIT_FLOOR_FRACTION = 0.9;

/**
 * One point on the power-limit curve: an RTX 2080 Ti limited from 250 W to 200 W
 * (80 %) lost about 7 % speed (4x RTX 2080 Ti, BERT inference).
 * @source dettmers-which-gpu-2020, doc-dl-cluster-guide
 */
export const POWER_LIMIT_REFERENCE = { limitFraction: 200 / 250, relativeSpeed: 0.93 } as const;

// --- PCIe ---

/**
 * Usable bandwidth of one lane, per direction, in GB/s by PCIe generation (transfer
 * rate x encoding: gen3 8 GT/s x 128b/130b = 0.985 GB/s; each generation doubles). The
 * 2024 guide gives the doubling per generation but lower per-lane figures (0.5 GB/s for
 * gen3, 1 GB/s for gen4); we keep the specification values and the guide's doubling.
 * @source doc-gpu-cluster-at-home
 * @estimate per-lane values from the PCIe specification's transfer rates.
 */
export const PCIE_LANE_GBS: Readonly<Record<number, number>> = {
  1: 0.25,
  2: 0.5,
  3: 0.985,
  4: 1.969,
  5: 3.938,
  6: 7.563,
};

/** Lanes a GPU uses when the catalog does not say. @source doc-gpu-cluster-at-home */
export const DEFAULT_GPU_PCIE_LANES = 16;

/**
 * Desktop CPUs with at most this many usable lanes give graphics one x16 link and dedicate
 * the rest to M.2 (Intel Core 12th-14th gen: 16 + 4; Ryzen 7000/9000: 16 + 4 + 4), so NVMe
 * drives in those M.2 slots do not take lanes from the GPUs; HEDT and server CPUs share one
 * pool between slots and M.2.
 * @source spec-intel-core-i9-14900k, spec-amd-ryzen-9-7950x, doc-gpu-cluster-at-home
 */
export const DESKTOP_CPU_MAX_PCIE_LANES = 28;

/** Lanes a desktop CPU wires to graphics slots (one x16, or x8/x8). @source doc-gpu-cluster-at-home, spec-intel-core-i9-14900k */
export const DESKTOP_CPU_GRAPHICS_LANES = 16;

/**
 * For multi-GPU training each card's link should be at least x8, at most this many PCIe
 * generations below the card's own: x8 one generation down moves as much as x4 at the
 * card's own generation, which the 2020 guide calls fine for two GPUs; a gen-5 card at
 * gen-3 x8 keeps only a quarter of its x8 bandwidth.
 * @source dettmers-which-gpu-2020, doc-gpu-cluster-at-home
 */
export const MAX_TRAINING_LINK_GEN_DEFICIT = 1;

/** Lanes an NVMe drive takes (the guide notes NVMe drives use PCIe lanes too). @source doc-gpu-cluster-at-home @estimate x4, the NVMe norm. */
export const NVME_LANES = 4;

/**
 * Below this many lanes per GPU the lane budget is a WARNING rather than a note: x8 per
 * card costs little in 2-4 GPU setups.
 * @source dettmers-which-gpu-2020, doc-cost-for-gpu-hardware
 */
export const MIN_LANES_PER_GPU_FOR_TRAINING = 8;

/**
 * A link this narrow is flagged for training: x1 PCIe 3.0 moves about 1 GB/s, fine for
 * inference but slow for gradient synchronisation.
 * @source doc-deep-learning-server
 */
export const X1_LINK_LANES = 1;

/** A slot must be physically this wide to take a GPU without a riser. @source doc-cost-for-gpu-hardware */
export const GPU_SLOT_MIN_PHYSICAL_LANES = 16;

/** Slot width assumed when a card's is unknown: most GPUs are two slots wide. @source doc-cost-for-gpu-hardware */
export const DEFAULT_GPU_SLOT_WIDTH = 2;

/** Cards wider than this are "3-slot" in advice about multi-GPU builds. @source doc-cost-for-gpu-hardware */
export const WIDE_CARD_MIN_SLOT_WIDTH = 2.5;

/**
 * Search budget for the slot assignment (nodes visited). Real boards have at most ~8
 * slots, which stays far below this.
 * @estimate implementation limit, not a hardware threshold.
 */
export const SLOT_SEARCH_NODE_BUDGET = 200_000;

// --- Cooling ---

/**
 * Open-air (non-blower) cards at or above this count in one closed case get a warning.
 * @source doc-cost-for-gpu-hardware, dettmers-which-gpu-2020
 */
export const OPEN_AIR_WARNING_COUNT = 3;

/**
 * Two open-air cards with no free slot between them, each drawing at least this much, get an
 * air-gap warning: the lower card's fans feed the upper card hot air. The guides name the
 * RTX 3080 (320 W) and 3090 as cards whose cooling is a problem when packed together.
 * @source dettmers-which-gpu-2020, doc-cost-for-gpu-hardware
 */
export const ADJACENT_OPEN_AIR_MIN_TDP_W = 320;

/**
 * GPU heat output from which the build gets a note about where the heat goes (3 or more
 * 3090/4090 cards dump over 1 kW into the room).
 * @source doc-gpu-cluster-at-home
 */
export const HEAT_OUTPUT_NOTICE_W = 1000;

// --- Balance ---

/** CPU threads per GPU when data is preprocessed ahead of training. @source doc-cost-for-gpu-hardware, dettmers-which-gpu-2020 */
export const CPU_THREADS_PER_GPU = 2;

/** CPU threads per GPU when each mini-batch is preprocessed on the fly. @source doc-cost-for-gpu-hardware, dettmers-which-gpu-2020 */
export const CPU_THREADS_PER_GPU_PREPROCESSING = 4;

/** System RAM should at least match the largest GPU's memory (ratio 1). @source doc-cost-for-gpu-hardware */
export const SYSTEM_RAM_PER_LARGEST_VRAM = 1;

/**
 * Training and fine-tuning machines want about twice their total GPU memory in system RAM
 * ("at least double the amount of CPU memory as there is total GPU memory"; 2 x RTX 3090 ->
 * 128 GB): data-loader workers, pinned buffers, checkpoints and (ZeRO-/FSDP-) offload all
 * live in RAM, and more cards need more of them. Below it checkBuild says so (INFO) for
 * multi-GPU training builds, and recommendBuild sizes RAM to it. For inference builds the
 * total GPU memory is the target (a model is read through RAM once; llama.cpp maps it).
 * @source ref-puget-ml-ai-hardware, doc-cost-for-gpu-hardware
 */
export const SYSTEM_RAM_PER_TOTAL_VRAM_TRAINING = 2;

/**
 * Storage recommendBuild sizes for the models and datasets the cards imply: room for about
 * this many files the size of the cards' total memory (models in a format or two, training
 * checkpoints), at least PREFERRED_STORAGE_MIN_GB: a 96 GB card wants about 2 TB where a
 * 24 GB one is served by 1 TB.
 * @source doc-gpu-cluster-at-home
 * @estimate twenty model-sized files (a 70B model is ~40 GB in 4-bit and ~140 GB in BF16).
 */
export const STORAGE_GB_PER_VRAM_GB = 20;

/**
 * Drive a training box wants for its datasets beside the models (expert review 2026-11, W03:
 * 1 TB for a research box with $3,238 unspent). The documents' training machines pair a 1 TB
 * NVMe drive with a 4 TB drive for datasets and checkpoints (storage-nvme-sata-hdd); a
 * recommended build has one drive, so an NVMe drive of this size earns
 * BUILD_BALANCE_WEIGHTS.storageForTrainingData when the work is training. Fine-tuning and
 * inference read a model and a small dataset; STORAGE_GB_PER_VRAM_GB sizes those.
 * @source doc-gpu-cluster-at-home, doc-cost-for-gpu-hardware
 */
export const TRAINING_DATASET_STORAGE_GB = 4000;

/**
 * What one balance point (BUILD_BALANCE_WEIGHTS) may cost in a recommended build: this share
 * of the cards' price, so the platform stays in proportion to the GPUs. A point that costs
 * more is not bought: no $2,900 workstation platform for two inference cards a consumer
 * x8/x8 board runs, while a warning-avoiding criterion (3 points) is still worth 15 % of the
 * cards' price. Never less than MIN_BALANCE_POINT_USD, so cheap builds still buy NVMe and a
 * fitting case.
 * @estimate 5 % of the GPU cost per point.
 */
export const BALANCE_POINT_GPU_COST_FRACTION = 0.05;

/** Floor of the value of a balance point (see BALANCE_POINT_GPU_COST_FRACTION). @estimate $25. */
export const MIN_BALANCE_POINT_USD = 25;

/** NVLink bridges join cards in pairs. @source doc-gpu-cluster-at-home */
export const NVLINK_GROUP_SIZE = 2;

// The memory estimate's constants live beside it, each with its source
// (src/rules/calculators/memory/constants.ts).

// --- Cloud vs desktop ---

/** Days between points of the cumulative cost chart. @estimate monthly resolution. */
export const COST_CHART_STEP_DAYS = 30;

/** Chart horizon when none is given (the advice is to resell and upgrade after about three years). @source doc-cost-for-gpu-hardware */
export const DEFAULT_HORIZON_YEARS = 3;

/**
 * Years a desktop GPU stays useful for deep learning; break-even later than this is reported
 * as not within the card's useful life. The cluster guide asks whether the machine will be of
 * good use "for the next 5 years".
 * @source doc-dl-cluster-guide, doc-dl-cluster-v100-node
 */
export const DEFAULT_USEFUL_LIFE_YEARS = 5;

/**
 * Hours a day the machine idles (on but not working) when not given: none, i.e. it is
 * switched off or suspended between jobs, as the document's worked example assumes (591 kWh
 * a year counts only the 15 % working time).
 * @source doc-cost-for-gpu-hardware
 */
export const DEFAULT_IDLE_HOURS_PER_DAY = 0;

/**
 * Draw of an idling one-GPU desktop when idle hours are given without a figure: GPUs idle at
 * 10-30 W each, the platform at 30-50 W. Servers idle higher.
 * @source doc-gpu-cluster-at-home
 * @estimate typical desktop idle draw.
 */
export const DEFAULT_IDLE_WATTS = 60;

// --- Prices ---

/**
 * A price observed longer ago than this is flagged in every answer resting on it (the
 * recommendations' reasons, checkBuild's total): GPU prices move by large steps within a
 * year. AWS cut its H100 (P5) on-demand price by up to 45 % in June 2025, and a March 2026
 * survey quotes it at about $3.90 per GPU-hour against $12.29 (p5.48xlarge, $98.32 for 8)
 * in September 2024. A price older than a year is history, not a quote.
 * @source usage-ai-aws-gpu-2026, costnimbus-gpu-cost-2026-03
 */
export const PRICE_STALE_AFTER_MONTHS = 12;

// --- GPU recommendation ---

/**
 * Performance per dollar is quoted per this many dollars ("relative speed per $1,000"),
 * matching the catalog API (Gpu.performancePerDollar).
 * @estimate presentation unit; the ranking follows the performance-per-cost charts of
 * dettmers-which-gpu-2020.
 */
export const PERFORMANCE_PER_DOLLAR_UNIT_USD = 1000;

/**
 * A card whose training speed is a spec estimate (performanceBasis SPEC_ESTIMATE) is ranked as
 * if it were this many times slower than estimated: measured cards are preferred, but an
 * estimate that leads them by more than its own error still ranks ahead, and says so (a strict
 * "all measured first" put a $4,650 RTX A6000 ahead of every RTX 50-series card, all of them
 * estimates). The margin is the estimates' overshoot in a leave-one-out check: re-deriving each
 * of the 22 measured NVIDIA chips from its spec sheet without its benchmarks gave estimate /
 * measured ratios with a median of 1.02, 19 of 22 at or below 1.30 (the others: RTX 3080 1.49,
 * B200 1.63, both first chips of their generation); test/expert/recommend-gpus.test.ts repeats
 * the check.
 * @source dettmers-which-gpu-2020
 * @estimate the ~86th-percentile overshoot of that check.
 */
export const SPEC_ESTIMATE_RANK_DISCOUNT = 1.3;

/** Vendor whose software stack deep-learning tools assume. @source doc-gpu-cluster-at-home, dettmers-which-gpu-2020 */
export const DEFAULT_ECOSYSTEM_VENDOR = 'NVIDIA';

// --- Build recommendation ---

/**
 * When buying new, CPUs and motherboards more than this many years older than the newest of
 * their kind in the catalog are left out: their "new" price is a launch price from a
 * generation that is no longer sold new.
 * @estimate desktop platforms are replaced every 1-2 years and stay in retail about 3.
 */
export const NEW_PLATFORM_MAX_AGE_YEARS = 3;

/**
 * When buying new, a GPU whose new price was observed more than this many years before the
 * newest new GPU price in the catalog is left out: its "new" price is a launch price of a
 * card that is no longer made (an RTX 2080 at its 2019 $699, an RTX 3080 at its 2021 $699).
 * Dated by the price observation, not the release year: workstation cards (RTX A6000, 2020)
 * stay on sale new for years, and their recent observations keep them in.
 * @estimate the same three years as NEW_PLATFORM_MAX_AGE_YEARS: GPU generations follow every
 * two years and stay in retail about one more.
 */
export const NEW_GPU_PRICE_MAX_AGE_YEARS = 3;

/**
 * recommendBuild says what the rest of the budget would buy when at least this share of it is
 * left unspent.
 * @estimate a sixth of the budget is worth a sentence; less is rounding.
 */
export const LEFTOVER_MENTION_FRACTION = 0.15;

/**
 * Largest card count recommendBuild accepts; more is a programmer error (the service
 * validates user input first).
 * @estimate implementation limit: the largest single-board builds in the documents hold 8-10 cards.
 */
export const MAX_RECOMMENDED_GPU_COUNT = 16;

/**
 * Storage the recommendation prefers for the OS, code and active datasets: an NVMe SSD of
 * at least 1 TB (the documents' builds pair a 1 TB NVMe drive with a large hard drive).
 * @source doc-gpu-cluster-at-home, doc-cost-for-gpu-hardware
 */
export const PREFERRED_STORAGE_MIN_GB = 1000;

/** Storage type the recommendation prefers (NVMe costs about as much as SATA and is faster). @source doc-gpu-cluster-at-home */
export const PREFERRED_STORAGE_TYPE = 'NVME';

/**
 * Relative performance values closer than this are one tier when the recommendation looks
 * for price-equivalent alternatives to the fastest card that fits.
 * @estimate relativePerformance is published with two decimals.
 */
export const GPU_PERFORMANCE_TIE_TOLERANCE = 0.005;

/**
 * Further cards of the same performance tier tried after the first one that yields a
 * build (a cheaper or better-balanced build may come with an equivalent card).
 * @estimate search limit, not a hardware threshold.
 */
export const EQUIVALENT_GPU_ALTERNATIVES = 3;

/**
 * Balance score of a recommended build: points for each soft criterion met. The hard
 * criteria (no ERROR, RAM >= largest GPU memory, 2 CPU threads per GPU, PSU with 15 %
 * headroom, cooler rated for the CPU) are filters, not points. Criteria that avoid a
 * checkBuild WARNING weigh 3, the documents' "ideal" values 2, conveniences 1.
 * Sources: doc-cost-for-gpu-hardware (RAM vs GPU memory, threads per GPU, PSU headroom,
 * blower cards), doc-gpu-cluster-at-home (lanes, memory channels, registered memory,
 * transients and ATX 3.x, NVMe), doc-deep-learning-server (x1 links).
 * @estimate the weights themselves.
 */
export const BUILD_BALANCE_WEIGHTS = {
  /** System RAM >= total GPU memory (multi-GPU ideal). */
  ramCoversTotalVram: 2,
  /** System RAM >= SYSTEM_RAM_PER_TOTAL_VRAM_TRAINING x total GPU memory (training and fine-tuning). */
  ramTwiceTotalVram: 2,
  /** CPU_THREADS_PER_GPU_PREPROCESSING threads per GPU (on-the-fly preprocessing). */
  cpuThreadsPreferred: 2,
  /** The CPU feeds every card at x8 or better (no pcie.lane-budget WARNING). */
  cpuLanesPerGpu: 3,
  /** No card on an x1 link (no pcie.x1-slot WARNING). */
  noX1Links: 3,
  /** At least one module per memory channel (no platform.memory-channels WARNING). */
  memoryChannelsFilled: 3,
  /** Registered/unbuffered and ECC match the platform (no platform.memory-ecc WARNING). */
  memoryKindMatches: 3,
  /** ATX 3.x PSU or enough wattage for GPU spikes (no power.transients WARNING). */
  transientsCovered: 3,
  /** ATX 3.x for spiking GPUs even when the wattage would cover the spikes. */
  atx3ForSpikingGpus: 1,
  /** Open frame, or fewer than 3 open-air cards (no cooling.open-air WARNING). */
  openAirCooling: 3,
  /** Storage is an NVMe SSD. */
  nvmeStorage: 1,
  /** Storage holds at least PREFERRED_STORAGE_MIN_GB. */
  storageCapacity: 1,
  /** Storage holds the models and checkpoints the cards imply (STORAGE_GB_PER_VRAM_GB). */
  storageForModels: 1,
  /** Training: an NVMe drive of TRAINING_DATASET_STORAGE_GB or more for the datasets. */
  storageForTrainingData: 2,
  /** Card length checked against the case (both lengths on record, or open frame). */
  caseFitVerified: 1,
  /** High-airflow case (mesh front or open frame) for HIGH_AIRFLOW_GPU_HEAT_W or more of GPU heat. */
  caseAirflowForHighPower: 2,
  /** A restricted-airflow case (closed front) costs this many points for such cards. */
  restrictedAirflowPenalty: 2,
  /**
   * An open frame costs this many points for fewer than OPEN_FRAME_MIN_GPU_COUNT cards: it
   * outweighs the airflow and fit points (3) it earns, so a closed case that holds the card
   * wins unless none does (expert review 2026-11, W01 and W12).
   */
  openFrameForFewCardsPenalty: 4,
} as const;

/**
 * Fewest cards for which recommendBuild considers an open frame on risers a normal choice.
 * The guides use risers and open mining-style frames to space several thick, hot cards
 * apart (pcie-risers-and-spacing); the frame costs dust and noise in the room
 * (doc-gpu-cluster-at-home), and one card in a closed case needs neither riser nor frame,
 * whose cable is one more part that can fail. Below this count an open frame is a last resort
 * (BUILD_BALANCE_WEIGHTS.openFrameForFewCardsPenalty).
 * @source dettmers-which-gpu-2020, doc-gpu-cluster-at-home
 */
export const OPEN_FRAME_MIN_GPU_COUNT = 2;

/**
 * The value alternative a top pick names (expert review 2026-11, G01 and G05): a card in the
 * budget that does at least VALUE_ALTERNATIVE_MIN_SHARE of the pick's work figure (training
 * performance, estimates discounted, or memory bandwidth, which sets the token rate) for at
 * least VALUE_ALTERNATIVE_MIN_SAVING less money. "The best the budget buys" stays the pick;
 * Dettmers ranks cards by performance per dollar, and an expert names the near-equal cheaper
 * card beside the fastest (a used RTX 3090 beside a 3090 Ti: 93 % of its bandwidth for 28 %
 * less).
 * @source dettmers-which-gpu-2023
 * @estimate 90 %: within the spread of one card's published benchmarks; 20 %: a saving a buyer notices.
 */
export const VALUE_ALTERNATIVE_MIN_SHARE = 0.9;
/** See VALUE_ALTERNATIVE_MIN_SHARE. @source dettmers-which-gpu-2023 @estimate a fifth of the price. */
export const VALUE_ALTERNATIVE_MIN_SAVING = 0.2;
