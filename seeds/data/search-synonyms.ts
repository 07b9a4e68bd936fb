import type { SearchSynonymSeed } from '../types';

/**
 * Search query expansions: everyday words people type, mapped to the words the knowledge
 * base uses. Matching is on English-stemmed phrases, so "graphics card" also covers
 * "graphics cards". Expansions are searched in addition to the question's own words, at
 * a lower weight; they never replace them.
 *
 * Entries are general vocabulary, not copies of test questions. Per-entry phrasings
 * belong in the guidance `keywords` instead. A term holds no stop word: the phrase query
 * drops it, so "pay off" would expand every "pay" (test/integration/search-vocabulary.test.ts).
 */
export const searchSynonyms: SearchSynonymSeed[] = [
  // The English stemmer keeps "gpus"/"cpus"/"psus" apart from the singular, both ways.
  { term: 'gpus', expansion: 'gpu' },
  { term: 'gpu', expansion: 'gpus' },
  { term: 'cpus', expansion: 'cpu' },
  { term: 'cpu', expansion: 'cpus' },
  { term: 'psus', expansion: 'psu' },
  { term: 'psu', expansion: 'power supply psus' },
  { term: 'graphics card', expansion: 'gpu' },
  { term: 'video card', expansion: 'gpu' },
  { term: 'card', expansion: 'gpu gpus' },
  { term: 'processor', expansion: 'cpu' },
  { term: 'power supply', expansion: 'psu' },
  { term: 'vram', expansion: 'gpu memory' },
  { term: 'video memory', expansion: 'vram' },
  { term: 'gpu memory', expansion: 'vram' },
  { term: 'ram', expansion: 'system memory' },
  { term: 'system memory', expansion: 'ram' },
  { term: 'llm', expansion: 'language model' },
  { term: 'language model', expansion: 'llm' },
  { term: 'llama', expansion: 'llm' },
  { term: 'chatgpt', expansion: 'llm' },
  { term: 'breaker', expansion: 'circuit' },
  { term: 'fuse', expansion: 'circuit breaker' },
  { term: 'outlet', expansion: 'circuit' },
  { term: 'wiring', expansion: 'circuit electrical' },
  { term: 'watts', expansion: 'power wattage' },
  { term: 'wattage', expansion: 'power' },
  { term: 'electricity', expansion: 'power' },
  { term: 'temps', expansion: 'temperature' },
  { term: 'hot', expansion: 'heat temperature cooling' },
  { term: 'overheat', expansion: 'temperature cooling' },
  { term: 'loud', expansion: 'noise' },
  { term: 'quiet', expansion: 'noise' },
  { term: 'second hand', expansion: 'used' },
  { term: 'secondhand', expansion: 'used' },
  { term: 'rent', expansion: 'cloud' },
  { term: 'aws', expansion: 'cloud' },
  { term: 'fine tune', expansion: 'fine-tuning finetune' },
  { term: 'finetune', expansion: 'fine-tuning' },
  { term: 'quantize', expansion: 'quantization' },
  { term: 'quantized', expansion: 'quantization' },
  { term: 'disk', expansion: 'storage' },
  { term: 'ssd', expansion: 'storage' },
  { term: 'mobo', expansion: 'motherboard' },
  { term: 'watercool', expansion: 'water cooling' },
  { term: 'lose', expansion: 'loss lost' },
  { term: 'amps', expansion: 'circuit breaker' },
  { term: 'bridge', expansion: 'nvlink' },
  { term: 'payoff', expansion: 'payback break even' },
  // Everyday words for the knowledge base's own (issue 29, from the development questions).
  { term: 'degrade', expansion: 'lifespan wear out' },
  { term: 'wear', expansion: 'lifespan' },
  { term: 'old', expansion: 'older' },
  { term: 'bunch', expansion: 'many' },
  { term: 'lots', expansion: 'many' },
  { term: 'graphics chip', expansion: 'gpu' },
  { term: 'neural net', expansion: 'deep learning' },
  { term: 'neural network', expansion: 'deep learning' },
  { term: 'bargain', expansion: 'cheap' },
  { term: 'power plug', expansion: 'power connector' },
  { term: 'wall plug', expansion: 'outlet' },
  { term: 'discolored', expansion: 'melting burnt' },
  { term: 'hear', expansion: 'noise' },
  { term: 'dataloader', expansion: 'data loader' },
  { term: 'wifi', expansion: 'internet' },
  { term: 'quantisation', expansion: 'quantization' },
  { term: 'quantise', expansion: 'quantize' },
  // The stemmer keeps comparatives apart ("faster" is not "fast"), and "pcie 4" is "4.0".
  { term: 'faster', expansion: 'fast speed' },
  { term: 'slower', expansion: 'slow speed' },
  { term: 'pcie 3', expansion: 'pcie 3.0' },
  { term: 'pcie 4', expansion: 'pcie 4.0' },
  { term: 'pcie 5', expansion: 'pcie 5.0' },
];
