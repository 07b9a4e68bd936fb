import { CLOUD_PROVIDER } from '../../../catalog/fields/enums';

/**
 * A cloud provider's name as people write it ("Vast.ai", not the enum value VAST_AI): the
 * catalog's own spelling of the value (src/catalog/fields/enums.ts, pure data shared with
 * the page), or the value's words for one this build of the page does not know yet.
 */
export function providerName(provider: string): string {
  return (
    CLOUD_PROVIDER.internal[provider] ??
    provider
      .toLowerCase()
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
