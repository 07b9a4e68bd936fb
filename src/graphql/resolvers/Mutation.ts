import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { AuthService } from '../../services/auth.service';

/** Editing, saved builds and key management: argument plumbing only. */
export const mutationResolvers: Resolvers = {
  Mutation: {
    saveBuild: (_p, { build, name }, { services }) => services.savedBuilds.save(build, name),
    upsertGpu: (_p, { input }, { services }) => services.edits.upsertComponent('gpu', input) as never,
    upsertCpu: (_p, { input }, { services }) => services.edits.upsertComponent('cpu', input) as never,
    upsertMotherboard: (_p, { input }, { services }) =>
      services.edits.upsertComponent('motherboard', input) as never,
    upsertMemoryKit: (_p, { input }, { services }) =>
      services.edits.upsertComponent('memory', input) as never,
    upsertPsu: (_p, { input }, { services }) => services.edits.upsertComponent('psu', input) as never,
    upsertStorage: (_p, { input }, { services }) => services.edits.upsertComponent('storage', input) as never,
    upsertCase: (_p, { input }, { services }) => services.edits.upsertComponent('case', input) as never,
    upsertCooler: (_p, { input }, { services }) => services.edits.upsertComponent('cooler', input) as never,
    upsertSource: (_p, { input }, { services }) => services.edits.upsertSource(input),
    upsertBenchmark: (_p, { input }, { services }) => services.edits.upsertBenchmark(input),
    upsertCloudOffering: (_p, { input }, { services }) => services.edits.upsertCloudOffering(input),
    upsertGuidance: (_p, { input }, { services }) => services.edits.upsertGuidance(input),
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
  },
  ApiKeyInfo: {
    id: (key) => AuthService.globalId(key.id),
  },
  CreatedApiKey: {
    id: (key) => AuthService.globalId(key.id),
  },
};
