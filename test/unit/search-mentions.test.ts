import { readMentions } from '../../src/services/search-mentions';

const designators = (text: string) =>
  readMentions(text).designators.map(({ designator, quantity, text: words }) => ({
    designator,
    quantity,
    words,
  }));

describe('readMentions: model numbers and how many', () => {
  it.each([
    ['can I run Llama 3.1 70B on two 3090s', '3090', 2, 'two 3090s'],
    ['will 3 rtx 3090s trip a breaker', '3090', 3, '3 rtx 3090s'],
    ['a pair of used rtx 3090s', '3090', 2, 'pair of used rtx 3090s'],
    ['2x rtx 4090 on one psu', '4090', 2, '2x rtx 4090'],
    ['3090 x2 for llama', '3090', 2, '3090 x2'],
    ['dual 4090 build', '4090', 2, 'dual 4090'],
    ['fine tune on a 4060 ti 16gb', '4060ti', 1, 'a 4060 ti'],
    ['is a 3090 still worth it', '3090', 1, 'a 3090'],
    ['undervolt 3090 for deep learning', '3090', null, '3090'],
  ])('%p names %p x %p (%p)', (text, designator, quantity, words) => {
    expect(designators(text)).toEqual([{ designator, quantity, words }]);
  });

  it('counts cards without a model, and never reads sizes or years as models', () => {
    expect(readMentions('the breaker trips when I run three GPUs').gpuCount).toEqual({
      quantity: 3,
      text: 'three GPUs',
    });
    expect(designators('is ddr5 worth it in 2024 with pcie4 and 24gb')).toEqual([]);
  });
});

describe('readMentions: watts, budgets, formats, tasks, mains', () => {
  it('tells a PSU rating from a power limit and from a draw', () => {
    expect(readMentions('is a 1000 W PSU enough for two 4090s').watts).toEqual([
      { watts: 1000, role: 'PSU', text: '1000 W' },
    ]);
    expect(readMentions('power limit my 3090 to 280w').watts).toEqual([
      { watts: 280, role: 'LIMIT', text: '280w' },
    ]);
    expect(readMentions('my rig pulls 1.2 kW from the wall').watts).toEqual([
      { watts: 1200, role: 'DRAW', text: '1.2 kW' },
    ]);
  });

  it('reads budgets with a currency, a unit or a budget word, and nothing else', () => {
    expect(readMentions('best gpu under $1,500').budget).toMatchObject({ usd: 1500, currency: 'USD' });
    expect(readMentions('a build for 2.5k dollars').budget).toMatchObject({ usd: 2500, currency: 'USD' });
    expect(readMentions('budget of 3000 for a workstation').budget).toMatchObject({ usd: 3000 });
    expect(readMentions('a 2000 euro machine').budget).toMatchObject({ usd: 2000, currency: 'OTHER' });
    expect(readMentions('is a 1000 W PSU enough').budget).toBeNull();
    expect(readMentions('under 300w of draw').budget).toBeNull();
  });

  it('reads formats, tasks, context, sizes and the supply', () => {
    const m = readMentions('finetune a 13b model with qlora in 4 bit at 32k context on 230v 16a');
    expect(m.precision).toEqual({ precision: 'INT4', text: '4 bit' });
    expect(m.mode).toMatchObject({ mode: 'QLORA' });
    expect(m.contextTokens).toBe(32768);
    expect(m.sizeBillions).toEqual({ value: 13, text: '13b' });
    expect(m.mains).toMatchObject({ voltage: 230, breakerAmps: 16 });
    expect(readMentions('run llama in q4_k_m').precision?.precision).toBe('GGUF_Q4_K_M');
    expect(readMentions('full fine-tune of all the weights').mode?.mode).toBe('TRAINING');
  });

  it('folds the text like model names and knows where each folded character came from', () => {
    const m = readMentions('Llama-3.1 70B?');
    expect(m.folded).toBe('llama3.170b?');
    expect(m.foldedAt.map((i) => 'Llama-3.1 70B?'[i]).join('')).toBe('Llama3.170B?');
  });
});
