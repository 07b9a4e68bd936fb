/**
 * plan_job: planJob's service for chatbots (issue 31). The answer keeps the figures a
 * chatbot quotes (time, cost, capacity, the own-vs-rent plan) with their sources cited.
 */
import { z } from 'zod';
import { SOFTWARE_STACKS, WEIGHT_FORMATS } from '../rules';
import type { PlannedSetupModel } from '../services/plan-models';
import { apiEnum } from './arguments';
import { sourcesByKey, tool } from './tool';

const MODES = ['PRETRAIN', 'FULL_FINE_TUNE', 'LORA', 'QLORA', 'SERVING'] as const;

export const planJobShape = {
  model: z
    .string()
    .optional()
    .describe('Catalog model by slug or loose name, e.g. "llama 3.1 8b" (find_models lists them).'),
  parametersBillions: z
    .number()
    .optional()
    .describe('Model size in billions of parameters, without a catalog model.'),
  activeParametersBillions: z
    .number()
    .optional()
    .describe('Parameters used per token (mixture of experts), billions.'),
  mode: apiEnum(MODES).describe('PRETRAIN, FULL_FINE_TUNE, LORA, QLORA or SERVING.'),
  precision: apiEnum(WEIGHT_FORMATS)
    .optional()
    .describe('Weight format (default BF16; NF4_DQ for QLORA; INT4 for a 4-bit server).'),
  tokens: z.number().optional().describe('Training tokens per job, all epochs (e.g. 200e6).'),
  datasetTokens: z.number().optional().describe('Dataset tokens, with epochs, instead of tokens.'),
  epochs: z.number().optional().describe('Passes over the dataset (default 1).'),
  concurrentUsers: z.number().int().optional().describe('Serving: people using it at the same time.'),
  tokensPerSecondEach: z
    .number()
    .optional()
    .describe('Serving: tokens per second each user needs (e.g. 15).'),
  contextTokens: z.number().int().optional().describe('Serving: context per user, tokens (default 4096).'),
  hoursPerDay: z.number().optional().describe('Serving: hours a day (default 8).'),
  daysPerYear: z.number().int().optional().describe('Serving: days a year (default 365).'),
  jobsPerYear: z.number().optional().describe('Training: jobs a year (12 for monthly; default 1).'),
  objective: apiEnum(['CHEAPEST', 'FASTEST', 'WITHIN_DEADLINE'] as const)
    .optional()
    .describe('Ranking (default CHEAPEST).'),
  ownership: apiEnum(['OWN', 'RENT', 'EITHER'] as const)
    .optional()
    .describe('Setups to consider (default EITHER).'),
  budgetUsd: z.number().optional().describe('Most a job may cost, US dollars.'),
  deadlineHours: z.number().optional().describe('Hours the job must finish in (needed for WITHIN_DEADLINE).'),
  electricityUsdPerKwh: z.number().optional().describe('Electricity price (default 0.12).'),
  mfu: z
    .number()
    .optional()
    .describe('Training MFU override, 0 to 1 (default 0.45 datacenter, 0.35 other cards).'),
  overheadFraction: z.number().optional().describe('Time beyond training steps, fraction (default 0.05).'),
  usefulLifeYears: z.number().optional().describe('Years owned GPUs stay useful (default 5).'),
  stack: apiEnum(SOFTWARE_STACKS)
    .optional()
    .describe('Only cards this stack runs (default CUDA for training).'),
  first: z.number().int().optional().describe('Setups to return, 1 to 50 (default 5).'),
};

/** Default setups in a chatbot's answer: the best few. */
const MCP_PLAN_SETUPS = 5;

function setup(s: PlannedSetupModel, cite: string[]) {
  return {
    rank: s.rank,
    ownership: s.ownership,
    gpu: s.gpu.slug,
    gpuCount: s.gpuCount,
    replicas: s.replicas,
    hours: Math.round(s.hours * 100) / 100,
    speedBasis: s.speedBasis,
    speedMethod: s.speedMethod,
    costPerJobUsd: s.costPerJobUsd,
    yearlyCostUsd: s.yearlyCostUsd,
    ...(s.capacity
      ? {
          capacity: {
            users: s.capacity.users,
            singleStreamTokensPerSecond: Math.round(s.capacity.singleStreamTokensPerSecond * 10) / 10,
          },
        }
      : {}),
    ...(s.offer
      ? {
          offer: {
            provider: s.offer.provider,
            instanceType: s.offer.instanceType,
            asOf: s.offer.asOf,
            usdPerHour: s.offerUsdPerHour,
          },
        }
      : {}),
    ...(s.server
      ? {
          server: {
            slug: s.server.slug,
            name: `${s.server.manufacturer} ${s.server.name}`,
            maxPowerW: s.server.maxPowerW ?? null,
          },
        }
      : {}),
    ...(s.hardwareUsd !== null
      ? { hardwareUsd: s.hardwareUsd, platformUsd: s.platformUsd, electricityUsd: s.electricityUsd }
      : {}),
    ...(s.notes.length ? { notes: s.notes } : {}),
    sources: cite,
  };
}

export const planJobTool = tool({
  name: 'plan_job',
  title: 'Plan a training or serving job',
  description:
    'How long a job takes and what it costs on every setup that runs it, owned or rented: describe the job ' +
    'as people say it ("LoRA on Llama 3.1 8B, 200M tokens, monthly"; "serve a 70B model to 20 people at 15 ' +
    'tokens/s, 8 h a day"). Gives each setup its wall-clock hours (MEASURED where rigbase has a benchmark ' +
    'or a published training run, else ESTIMATED from 6ND / memory bandwidth with the MFU stated), cost per job and per year (owned: ' +
    "the whole machine's depreciation and electricity, whole servers such as a DGX at their own dated price; rented: the dated " +
    'offer price x hours), serving capacity, and how many ' +
    'jobs a year make owning pay.',
  shape: planJobShape,
  async answer(ctx, args, index) {
    const plan = await ctx.services.plan.plan({ ...args, first: args.first ?? MCP_PLAN_SETUPS });
    const [sources, setupSources] = await Promise.all([
      sourcesByKey(ctx, plan.sourceKeys),
      Promise.all(plan.setups.map((s) => sourcesByKey(ctx, s.sourceKeys))),
    ]);
    return {
      summary: plan.summary,
      computeBasis: plan.computeBasis,
      setups: plan.setups.map((s, i) => setup(s, index.cite(setupSources[i]))),
      ownVsRent: plan.ownVsRent
        ? {
            breakEvenJobsPerYear: plan.ownVsRent.breakEvenJobsPerYear,
            ownPays: plan.ownVsRent.ownPays,
            summary: plan.ownVsRent.summary,
          }
        : null,
      assumptions: plan.assumptions.statements,
      notes: plan.notes,
      leftOut: plan.leftOut,
      methodSources: index.cite(sources),
    };
  },
});
