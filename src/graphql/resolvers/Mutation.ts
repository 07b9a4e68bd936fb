import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { AuthService } from '../../services/auth.service';

/** Editing, saved builds and key management: argument plumbing only. */
export const mutationResolvers: Resolvers = {
  Mutation: {
    saveBuild: (_p, { build, name }, { services }) => services.savedBuilds.save(build, name),
    upsertGpu: (_p, { input }, { services }) => services.edits.upsertComponent('GPU', input),
    upsertCpu: (_p, { input }, { services }) => services.edits.upsertComponent('CPU', input),
    upsertMotherboard: (_p, { input }, { services }) => services.edits.upsertComponent('MOTHERBOARD', input),
    upsertMemoryKit: (_p, { input }, { services }) => services.edits.upsertComponent('MEMORY', input),
    upsertPsu: (_p, { input }, { services }) => services.edits.upsertComponent('PSU', input),
    upsertStorage: (_p, { input }, { services }) => services.edits.upsertComponent('STORAGE', input),
    upsertCase: (_p, { input }, { services }) => services.edits.upsertComponent('CASE', input),
    upsertCooler: (_p, { input }, { services }) => services.edits.upsertComponent('COOLER', input),
    upsertGraphicsCard: (_p, { input }, { services }) =>
      services.edits.upsertComponent('GRAPHICS_CARD', input),
    upsertUnifiedMemorySystem: (_p, { input }, { services }) =>
      services.edits.upsertComponent('UNIFIED_MEMORY_SYSTEM', input),
    upsertGpuServer: (_p, { input }, { services }) => services.edits.upsertComponent('GPU_SERVER', input),
    upsertSource: (_p, { input }, { services }) => services.edits.upsertSource(input),
    upsertBenchmark: (_p, { input }, { services }) => services.edits.upsertBenchmark(input),
    upsertCloudOffering: (_p, { input }, { services }) => services.edits.upsertCloudOffering(input),
    upsertGuidance: (_p, { input }, { services }) => services.edits.upsertGuidance(input),
    addPriceObservation: (_p, { input }, { services }) => services.edits.upsertPriceObservation(input),
    deleteComponent: (_p, { slug }, { services }) => services.edits.deleteComponent(slug),
    createApiKey: (_p, { name, role }, { services }) => services.edits.createApiKey(name, role),
    revokeApiKey: (_p, { id }, { services }) => services.edits.revokeApiKey(id),
  },
  Query: {
    savedBuild: (_p, { id }, { services }) => services.savedBuilds.get(id),
    apiKeys: (_p, _a, { services }) => services.edits.apiKeys(),
  },
  SavedBuild: {
    parts: (saved, _a, { services }) => services.savedBuilds.parts(saved),
    report: (saved) => saved.build,
    lines: (saved, _a, { services }) => services.savedBuilds.lines(saved),
  },
  SavedBuildLine: {
    inCatalog: (line) => line.component !== null,
    savedPriceUsd: (line) => line.priceUsd ?? null,
    savedUsedPriceUsd: (line) => line.usedPriceUsd ?? null,
  },
  ApiKeyInfo: {
    id: (key) => AuthService.globalId(key.id),
  },
  CreatedApiKey: {
    id: (key) => AuthService.globalId(key.id),
  },
};
