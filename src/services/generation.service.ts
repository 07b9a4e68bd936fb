import { DomainError, ErrorCode, badInput } from '../errors';
import {
  GENERATION_MODELS,
  MemoryInputError,
  estimateGenerationMemory,
  type GenerationEstimate,
  type GenerationInput,
  type GenerationModelSpec,
} from '../rules/calculators/memory';

/** The API's generation input: GraphQL and MCP send null for what is absent. */
export type GenerationMemoryRequest = {
  [K in keyof GenerationInput]: K extends 'model' ? string : GenerationInput[K] | null | undefined;
};

/**
 * Image and video generation memory for the API. The estimator is pure
 * (src/rules/calculators/memory/generation.ts) and its model list is code, so this service
 * only maps the request and the estimator's input errors to API errors.
 */
export class GenerationService {
  estimate(request: GenerationMemoryRequest): GenerationEstimate {
    const input: GenerationInput = { model: request.model };
    for (const [key, value] of Object.entries(request))
      if (value !== null && value !== undefined) (input as unknown as Record<string, unknown>)[key] = value;
    try {
      return estimateGenerationMemory(input);
    } catch (error) {
      if (!(error instanceof MemoryInputError)) throw error;
      const field = `input.${error.field}`;
      if (error.code === 'NOT_FOUND')
        throw new DomainError(ErrorCode.NOT_FOUND, error.message, {
          field,
          suggestions: GENERATION_MODELS.map((m) => m.slug),
        });
      throw badInput(field, error.message);
    }
  }

  models(): GenerationModelSpec[] {
    return [...GENERATION_MODELS];
  }
}
