import type { CloudProvider } from '../gql/graphql';

// Keyed by the schema's CloudProvider: a provider the API adds fails the type check until it
// has a name people recognise (the enum value VAST_AI is not one).
export const PROVIDER_NAMES: Record<CloudProvider, string> = {
  AWS: 'AWS',
  GOOGLE_CLOUD: 'Google Cloud',
  MICROSOFT_AZURE: 'Microsoft Azure',
  ORACLE_CLOUD: 'Oracle Cloud',
  LAMBDA: 'Lambda',
  COREWEAVE: 'CoreWeave',
  RUNPOD: 'RunPod',
  VAST_AI: 'Vast.ai',
  PAPERSPACE: 'Paperspace',
  SPHERON: 'Spheron',
};

/** A provider's name; a value this page does not know yet reads as its words (NEW_CLOUD: New Cloud). */
export function providerName(provider: string): string {
  return (
    PROVIDER_NAMES[provider as CloudProvider] ??
    provider
      .toLowerCase()
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
