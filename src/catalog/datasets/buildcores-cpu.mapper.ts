import type { CpuSeed } from '../seed-set';
import { mapBuildcores } from './buildcores-frame';
import { dropUndefined, type MapResult, type MappedRecord } from './dataset-types';
import { parseJsonLines } from './jsonl-reader';
import { normalizeMemoryType, normalizeSocket } from './vocabulary';

export type ImportedCpu = MappedRecord<CpuSeed>;

/**
 * Memory generation of sockets whose platform supports exactly one, used only when the row
 * lists none and no sibling of the same family does (85 BuildCores CPUs have an empty list). Sockets whose CPUs differ
 * (LGA1151: DDR3L or DDR4; LGA1700: DDR4 or DDR5) are absent on purpose: for them an empty
 * list stays a rejection rather than a guess. Platform facts: AMD and Intel socket
 * specifications (AM4/TR4/sTRX4 DDR4, AM5/sTR5/LGA1851 DDR5; LGA1150/1155/2011, FM2(+),
 * AM3+ and G34 DDR3; LGA2011-3/LGA2066/LGA1200 DDR4).
 */
export const SINGLE_MEMORY_TYPE_BY_SOCKET: Readonly<Record<string, string>> = {
  AM3: 'DDR3',
  'AM3+': 'DDR3',
  FM2: 'DDR3',
  'FM2+': 'DDR3',
  G34: 'DDR3',
  LGA1150: 'DDR3',
  LGA1155: 'DDR3',
  LGA1356: 'DDR3',
  LGA2011: 'DDR3',
  AM4: 'DDR4',
  sTR4: 'DDR4',
  sTRX4: 'DDR4',
  LGA1200: 'DDR4',
  'LGA2011-3': 'DDR4',
  LGA2066: 'DDR4',
  AM5: 'DDR5',
  sTR5: 'DDR5',
  LGA1851: 'DDR5',
};

/** No desktop or workstation CPU of the dataset's era addresses less memory than this. */
const MIN_PLAUSIBLE_MAX_MEMORY_GB = 4;

/**
 * Memory types that every CPU of the same socket and microarchitecture in the file agrees on
 * (e.g. all listed Coffee Lake LGA1151 CPUs say DDR4): the dataset's own evidence for a row of
 * that family that lists none. Families whose rows disagree give nothing.
 */
export function memoryTypesBySiblings(text: string): Map<string, string[]> {
  const seen = new Map<string, Set<string>>();
  for (const { value } of parseJsonLines(text)) {
    const types = (value?.specifications as { memory?: { types?: unknown } } | undefined)?.memory?.types;
    if (!Array.isArray(types) || types.length === 0) continue;
    const key = familyKey(value?.socket, value?.microarchitecture);
    if (!key) continue;
    const list = types.map((t) => normalizeMemoryType(String(t))).filter((t): t is string => t !== null);
    const joined = [...new Set(list)].sort().join(',');
    if (!seen.has(key)) seen.set(key, new Set());
    seen.get(key)!.add(joined);
  }
  const agreed = new Map<string, string[]>();
  for (const [key, lists] of seen) if (lists.size === 1) agreed.set(key, [...lists][0].split(','));
  return agreed;
}

function familyKey(socket: unknown, microarchitecture: unknown): string | null {
  if (typeof socket !== 'string' || typeof microarchitecture !== 'string') return null;
  const s = normalizeSocket(socket);
  return s ? `${s.socket}|${microarchitecture.trim().toLowerCase()}` : null;
}

/** BuildCores CPU rows -> CpuSeed records (+ clocks, cache, core split, iGPU in `extra`). */
export function mapBuildcoresCpus(text: string): MapResult<ImportedCpu> {
  const siblings = memoryTypesBySiblings(text);
  return mapBuildcores<CpuSeed>(text, (r) => {
    const socketRaw = r.str('socket', { required: true });
    const socket = socketRaw ? normalizeSocket(socketRaw) : null;
    if (socketRaw && !socket) r.reasons.push(`socket not a CPU socket: '${socketRaw}'`);
    const cores = r.num('cores.total', { required: true, integer: true, min: 1, max: 1024, label: 'cores' });
    const threads = r.num('cores.threads', {
      required: true,
      integer: true,
      min: 1,
      max: 2048,
      label: 'threads',
    });
    if (cores !== undefined && threads !== undefined && threads < cores) {
      r.reasons.push(`threads (${threads}) fewer than cores (${cores})`);
    }
    const tdpW = r.num('specifications.tdp', {
      required: true,
      integer: true,
      min: 1,
      max: 5000,
      zeroIsUnknown: true,
      label: 'tdpW',
    });

    const listed = (r.strings('specifications.memory.types', { label: 'memoryTypes' }) ?? []).map((t) => {
      const type = normalizeMemoryType(t);
      if (!type) r.warnings.push(`memory type '${t}' not recognised; left out`);
      return type;
    });
    let memoryTypes = [...new Set(listed.filter((t): t is string => t !== null))].sort();
    const family = familyKey(socketRaw, r.get('microarchitecture'));
    const fromSiblings = family ? siblings.get(family) : undefined;
    if (memoryTypes.length === 0 && fromSiblings) {
      memoryTypes = fromSiblings;
      r.warnings.push(
        `memoryTypes not listed; ${fromSiblings.join('/')} as every other ${family} CPU in the dataset`,
      );
    }
    if (memoryTypes.length === 0 && socket) {
      const inferred = SINGLE_MEMORY_TYPE_BY_SOCKET[socket.socket];
      if (inferred) {
        memoryTypes = [inferred];
        r.warnings.push(
          `memoryTypes not listed; ${inferred} is the only memory socket ${socket.socket} supports`,
        );
      }
    }
    if (memoryTypes.length === 0) r.reasons.push('memoryTypes missing and not implied by the socket');

    const maxMemory = r.num('specifications.memory.maxSupport', {
      min: 0,
      max: 100_000,
      label: 'maxMemoryGb',
    });
    const maxMemoryGb =
      maxMemory !== undefined && maxMemory >= MIN_PLAUSIBLE_MAX_MEMORY_GB ? maxMemory : undefined;
    if (maxMemory !== undefined && maxMemory > 0 && maxMemoryGb === undefined) {
      r.warnings.push(`maxMemoryGb ${maxMemory} is implausibly small; left out`);
    }
    const memoryChannels = r.num('specifications.memory.channels', {
      integer: true,
      min: 1,
      max: 24,
      zeroIsUnknown: true,
      label: 'memoryChannels',
    });
    const eccSupport = r.bool('specifications.eccSupport', { label: 'eccSupport' });
    if (
      !socket ||
      cores === undefined ||
      threads === undefined ||
      tdpW === undefined ||
      memoryTypes.length === 0
    ) {
      return {};
    }
    const fields: Omit<CpuSeed, 'slug' | 'name' | 'manufacturer' | 'releaseYear' | 'sources'> = {
      kind: 'CPU',
      socket: socket.socket,
      cores,
      threads,
      memoryTypes,
      tdpW,
    };
    if (memoryChannels !== undefined) fields.memoryChannels = memoryChannels;
    if (maxMemoryGb !== undefined) fields.maxMemoryGb = maxMemoryGb;
    if (eccSupport !== undefined) fields.eccSupport = eccSupport;

    const positive = (path: string) =>
      r.num(path, { min: 0, max: 100_000, zeroIsUnknown: true, label: path });
    const igpu = r.str('specifications.integratedGraphics.model');
    const extra: Record<string, unknown> = {
      microarchitecture: r.str('microarchitecture'),
      coreFamily: r.str('coreFamily'),
      series: r.str('series'),
      performanceCores: r.num('cores.performance', { integer: true, min: 0, max: 1024, zeroIsUnknown: true }),
      efficiencyCores: r.num('cores.efficiency', { integer: true, min: 0, max: 1024, zeroIsUnknown: true }),
      baseClockGhz: positive('clocks.performance.base'),
      boostClockGhz: positive('clocks.performance.boost'),
      l2CacheMb: positive('cache.l2'),
      l3CacheMb: positive('cache.l3'),
      integratedGraphics: igpu && igpu.toLowerCase() !== 'none' ? igpu : null,
      includesCooler: r.bool('specifications.includesCooler'),
      smt: r.bool('specifications.simultaneousMultithreading'),
    };
    return { fields, extra: dropUndefined(extra) };
  });
}
