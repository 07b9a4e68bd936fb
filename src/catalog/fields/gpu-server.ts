import { bool, float, int, ref, text } from './dsl';
import { defineKind } from './base';
import { namedSet } from './enums';

/**
 * How a server's GPUs talk to each other: NVLINK (point-to-point NVLink between the modules,
 * e.g. the SXM2 hybrid cube mesh of a 4x or 8x V100 board), NVSWITCH (every GPU reaches every
 * other at full NVLink rate through switch chips: HGX/DGX H100, H200, B200), XGMI (AMD Infinity
 * Fabric between OAM modules: MI300X platforms) or PCIE (cards that share only the PCIe bus).
 */
export const SERVER_INTERCONNECT = namedSet('ServerInterconnect', ['NVLINK', 'NVSWITCH', 'XGMI', 'PCIE']);

/**
 * The chassis standard: RACKMOUNT (a 19-inch EIA rack server with its own power supplies) or
 * OCP (an Open Compute Project node for a 21-inch Open Rack, fed 12 V from the rack's busbar).
 */
export const SERVER_FORM_FACTOR = namedSet('ServerFormFactor', ['RACKMOUNT', 'OCP']);

/** Largest GPU count of one server we model: a 16-GPU chassis (HGX-2 class) is the most sold. */
const MAX_SERVER_GPUS = 16;

/**
 * A whole server bought as one box with N GPU modules of one model (issue 28): NVIDIA DGX and
 * HGX 8-GPU systems, AMD MI300X OAM platforms, used Open Compute SXM2 nodes. The GPU is a
 * catalog GPU (`gpu`, by slug) that keeps what every module shares (bandwidth, FP8, software
 * support); the server carries what the box adds: how many modules, their total memory, the
 * interconnect, its power (the maximum the maker states, and the supplies or feed it takes),
 * its height in rack units and its noise. A figure no source states stays empty: power and
 * noise are often not published, and OCP nodes take 12 V from a rack busbar instead of having
 * their own supplies. `priceIncludesGpus` says whether a price is for the populated box or the
 * bare node (used OCP nodes are often sold without GPUs).
 */
export const GPU_SERVER = defineKind('GPU_SERVER', {
  checks: [
    (row) =>
      row.gpuMemoryGb != null &&
      row.gpuCount != null &&
      (row.gpuMemoryGb as number) < (row.gpuCount as number)
        ? { field: 'gpuMemoryGb', reason: 'gpuMemoryGb is the total over all GPUs: at least 1 GB per GPU' }
        : null,
  ],
  fields: {
    gpu: ref('gpu', {
      column: 'server_gpu_id',
      inputDescription: 'Slug of the GPU module the server holds (a GPU of the catalog).',
    }),
    /** GPU modules in the server. */
    gpuCount: int({ required: true, min: 1, max: MAX_SERVER_GPUS }),
    /** GPU memory over all modules, GB as the maker lists it (8 x 141 = 1,128 for a DGX H200). */
    gpuMemoryGb: float({ required: true, min: 1, max: 65_536 }),
    /** How the GPUs are linked (ServerInterconnect). */
    interconnect: text({ required: true, enum: SERVER_INTERCONNECT }),
    /** The maker's maximum system power in watts; null when no source states it. */
    maxPowerW: int({ min: 100, max: 100_000 }),
    /** The supplies or feed, in our words: "6x 3.3 kW, 200-240 V", "12 V OCP busbar". */
    powerInput: text(),
    /** Height in rack units (OCP nodes in OpenU are given as stated by the source, or left empty). */
    rackUnits: int({ min: 1, max: 48 }),
    /** Noise in dBA as a source measured or the maker states it; null when not on record. */
    noiseDba: float({ min: 10, max: 140 }),
    /** The chassis standard (ServerFormFactor). */
    formFactor: text({ required: true, enum: SERVER_FORM_FACTOR }),
    /** Whether the recorded prices include the GPU modules (false: a bare node, GPUs extra). */
    priceIncludesGpus: bool({ required: true }),
  },
});
