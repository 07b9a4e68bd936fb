/**
 * What a search text names, read from its words alone (pure; the catalog links them in
 * search-entities-sql.ts): model numbers with how many ("two 3090s", "4x A100"), wattages
 * and whether they rate a PSU or limit a card, budgets, weight formats, tasks, context
 * lengths, model sizes and the household supply. Nothing here guesses a value the text does
 * not give; search-calls.ts says which defaults a call fills in. The counts are read in
 * search-mention-counts.ts.
 */
import type { MemoryMode, WeightFormat } from '../rules/calculators/memory';
import { countedDesignators, gpuCount, tokens } from './search-mention-counts';

/** A model number and how many of it, e.g. "two 3090s" (3090, 2). */
export interface CountedDesignator {
  designator: string;
  /** Null when the text gives no count ("is a 3090 worth it"). */
  quantity: number | null;
  /** The words it was read from. */
  text: string;
}

export interface WattMention {
  watts: number;
  /** PSU: a power supply's rating; LIMIT: a power limit; DRAW: any other power figure. */
  role: 'PSU' | 'LIMIT' | 'DRAW';
  text: string;
}

export interface Mentions {
  designators: CountedDesignator[];
  /** GPUs counted without a model ("three GPUs"). */
  gpuCount: { quantity: number; text: string } | null;
  watts: WattMention[];
  budget: { usd: number; text: string; currency: 'USD' | 'OTHER' } | null;
  precision: { precision: WeightFormat; text: string } | null;
  mode: { mode: MemoryMode; text: string; explicit: boolean } | null;
  /** Context length in tokens ("32k context"). */
  contextTokens: number | null;
  /** Model size in billions when no catalog model is named ("a 13b model"). */
  sizeBillions: { value: number; text: string } | null;
  mains: { voltage: number | null; breakerAmps: number | null; text: string } | null;
  /** The text asks about power: a PSU, the circuit, watts, the draw. */
  aboutPower: boolean;
  /** The text asks about a whole machine (build, pc, rig...). */
  aboutBuild: boolean;
  /** The text folded like model names (lower case, no spaces, dashes, underscores or slashes). */
  folded: string;
  /** For each character of `folded`, its index in the text. */
  foldedAt: number[];
  /** Its lower-case words, for matching a model's family and size. */
  words: string[];
}

const POWER_WORDS =
  /\b(psus?|power supply|power supplies|watts?|wattage|breaker|circuit|fuse|outlet|socket|trip|trips|tripping|draw|power|electric\w*|amps?|plug)\b/;
const PSU_WORDS = /\b(psus?|power supply|power supplies|supply|unit)\b/;
const LIMIT_WORDS = /\b(limit|limited|limiting|cap|capped|capping|undervolt\w*|power-limit|pl)\b/;
const BUILD_WORDS = /\b(build|builds|pc|rig|machine|workstation|computer|system|server|box|setup)\b/;

/** "1000 W", "1000w", "1.2 kW", "850 watts": each with the role the words around it give. */
function wattMentions(text: string): WattMention[] {
  const lower = text.toLowerCase();
  const out: WattMention[] = [];
  for (const match of lower.matchAll(/(\d{1,2}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(kw|w|watts?)\b/g)) {
    const value = Number(match[1].replace(/,/g, ''));
    const watts = Math.round(match[2] === 'kw' ? value * 1000 : value);
    if (!Number.isFinite(watts) || watts < 1 || watts > 100_000) continue;
    const around = lower.slice(Math.max(0, match.index - 40), match.index + match[0].length + 30);
    const role = LIMIT_WORDS.test(around) ? 'LIMIT' : PSU_WORDS.test(around) ? 'PSU' : 'DRAW';
    out.push({ watts, role, text: text.slice(match.index, match.index + match[0].length) });
  }
  return out;
}

const CURRENCY = /([$€£])\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k)?\b/;
const AMOUNT_UNIT =
  /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k)?\s?(usd|dollars?|bucks|eur|euros?|gbp|pounds?)\b/;
const BUDGET_WORDS =
  /\b(?:budget(?: of| is)?|under|below|less than|max|maximum|up to|around|about|for)\s(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k)?\b(?!\s?(?:w|watts?|gb|tb|v|a|amps?|b|hours?|hrs|days?|years?|months?|x)\b)/;
/** Amounts outside this range are not a hardware budget in dollars. */
const BUDGET_USD = { min: 50, max: 1_000_000 };

function budget(text: string): Mentions['budget'] {
  const lower = text.toLowerCase();
  const amount = (digits: string, thousands: string | undefined) =>
    Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1);
  const candidates: NonNullable<Mentions['budget']>[] = [];
  const sign = CURRENCY.exec(lower);
  if (sign) {
    candidates.push({
      usd: amount(sign[2], sign[3]),
      text: text.slice(sign.index, sign.index + sign[0].length),
      currency: sign[1] === '$' ? 'USD' : 'OTHER',
    });
  }
  const unit = AMOUNT_UNIT.exec(lower);
  if (unit) {
    candidates.push({
      usd: amount(unit[1], unit[2]),
      text: text.slice(unit.index, unit.index + unit[0].length),
      currency: /usd|dollar|bucks/.test(unit[3]) ? 'USD' : 'OTHER',
    });
  }
  const words = BUDGET_WORDS.exec(lower);
  if (words && /budget|under|below|less|max|up to/.test(words[0])) {
    candidates.push({
      usd: amount(words[1], words[2]),
      text: text.slice(words.index, words.index + words[0].length),
      currency: 'USD',
    });
  }
  return candidates.find((c) => c.usd >= BUDGET_USD.min && c.usd <= BUDGET_USD.max) ?? null;
}

/** Weight formats as people write them, most specific first. */
const PRECISIONS: readonly [RegExp, WeightFormat][] = [
  [/\bq4_k_m\b|\bq4km\b|\bq4\b|\bgguf\b/, 'GGUF_Q4_K_M'],
  [/\bq5(_k_m)?\b/, 'GGUF_Q5_K_M'],
  [/\bq6(_k)?\b/, 'GGUF_Q6_K'],
  [/\bq8(_0)?\b/, 'GGUF_Q8_0'],
  [/\bgptq\b/, 'GPTQ_INT4'],
  [/\bawq\b/, 'AWQ_INT4'],
  [/\bnf4\b/, 'NF4'],
  [/\bint4\b|\b4[- ]?bits?\b/, 'INT4'],
  [/\bint8\b|\b8[- ]?bits?\b/, 'INT8'],
  [/\bfp8\b/, 'FP8'],
  [/\bbf16\b|\bbfloat16\b/, 'BF16'],
  [/\bfp16\b|\b16[- ]?bits?\b|\bhalf precision\b/, 'FP16'],
  [/\bfp32\b|\b32[- ]?bits?\b|\bfull precision\b/, 'FP32'],
];

function precision(text: string): Mentions['precision'] {
  const lower = text.toLowerCase();
  let best: { index: number; precision: WeightFormat; text: string } | null = null;
  for (const [pattern, value] of PRECISIONS) {
    const match = pattern.exec(lower);
    if (match && (!best || match.index < best.index)) {
      best = {
        index: match.index,
        precision: value,
        text: text.slice(match.index, match.index + match[0].length),
      };
    }
  }
  return best && { precision: best.precision, text: best.text };
}

/** Tasks, most specific first: QLoRA before LoRA, full fine-tuning before fine-tuning. */
const MODES: readonly [RegExp, MemoryMode][] = [
  [/\bq-?lora\b/, 'QLORA'],
  [
    /\bfull(?:y)?[- ]?(?:parameter )?fine[- ]?tun\w*|\ball (?:the )?weights\b|\bpre-?train\w*|\bfrom scratch\b/,
    'TRAINING',
  ],
  [/\blora\b|\bfine[- ]?tun\w*|\bfinetun\w*/, 'LORA'],
  [/\btrain\w*/, 'TRAINING'],
  [/\brun\w*|\binference\b|\bserve\b|\bserving\b|\bhost\w*|\bchat\w*|\bgenerat\w*|\buse\b/, 'INFERENCE'],
];

function mode(text: string): Mentions['mode'] {
  const lower = text.toLowerCase();
  for (const [pattern, value] of MODES) {
    const match = pattern.exec(lower);
    if (match)
      return { mode: value, text: text.slice(match.index, match.index + match[0].length), explicit: true };
  }
  return null;
}

function contextTokens(text: string): number | null {
  const match = /\b(\d+(?:\.\d+)?)\s?(k)?\s?(?:tokens?\s(?:of\s)?context|context|ctx|tokens?)\b/.exec(
    text.toLowerCase(),
  );
  if (!match) return null;
  const tokensCount = Math.round(Number(match[1]) * (match[2] ? 1024 : 1));
  return tokensCount >= 128 && tokensCount <= 1_048_576 ? tokensCount : null;
}

function sizeBillions(text: string): Mentions['sizeBillions'] {
  const match = /\b(\d+(?:\.\d+)?)\s?b\b(?!\s?(?:ytes?|it))/.exec(text.toLowerCase());
  if (!match) return null;
  const value = Number(match[1]);
  return value > 0 && value <= 10_000
    ? { value, text: text.slice(match.index, match.index + match[0].length) }
    : null;
}

function mains(text: string): Mentions['mains'] {
  const lower = text.toLowerCase();
  const volts = /\b(1[01]\d|12\d|2[0-4]\d)\s?(?:v|volts?)\b/.exec(lower);
  const amps = /\b(1[0-9]|2[0-9]|3[0-2])\s?(?:a|amps?|ampere)\b/.exec(lower);
  if (!volts && !amps) return null;
  const spans = [volts, amps].filter((m): m is RegExpExecArray => m !== null);
  return {
    voltage: volts ? Number(volts[1]) : null,
    breakerAmps: amps ? Number(amps[1]) : null,
    text: spans.map((m) => text.slice(m.index, m.index + m[0].length)).join(', '),
  };
}

/** The text folded like model names (normalizeModelName), with where each character came from. */
export function fold(lower: string): { folded: string; foldedAt: number[] } {
  let folded = '';
  const foldedAt: number[] = [];
  for (let i = 0; i < lower.length; i++) {
    if (/[\s_/-]/.test(lower[i])) continue;
    folded += lower[i];
    foldedAt.push(i);
  }
  return { folded, foldedAt };
}

/** Everything the text names, from its words alone. */
export function readMentions(text: string): Mentions {
  const lower = text.toLowerCase();
  return {
    designators: countedDesignators(text),
    gpuCount: gpuCount(text),
    watts: wattMentions(text),
    budget: budget(text),
    precision: precision(text),
    mode: mode(text),
    contextTokens: contextTokens(text),
    sizeBillions: sizeBillions(text),
    mains: mains(text),
    aboutPower: POWER_WORDS.test(lower),
    aboutBuild: BUILD_WORDS.test(lower),
    ...fold(lower.normalize('NFKC')),
    words: tokens(text).map((t) => t.word),
  };
}
