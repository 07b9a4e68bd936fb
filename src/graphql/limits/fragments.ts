import { Kind, type DocumentNode, type FragmentDefinitionNode } from 'graphql';

/** Fragment definitions of a document by name. */
export type FragmentMap = ReadonlyMap<string, FragmentDefinitionNode>;

/** The document's fragment definitions by name (the first wins on a duplicate name). */
export function fragmentMap(document: DocumentNode): FragmentMap {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION && !map.has(definition.name.value)) {
      map.set(definition.name.value, definition);
    }
  }
  return map;
}

/**
 * Measures fragments once each, so a measure that expands fragments stays linear in the
 * document's size: a "fragment bomb" (30 fragments, each spreading the next twice) would
 * otherwise mean 2^30 expansions. A spread that re-enters a fragment still being measured
 * (a cycle: invalid, graphql's NoFragmentCycles reports it, but our walk must still end)
 * measures `onCycle`; an unknown fragment measures `undefined`.
 */
export function memoizeFragments<T>(
  fragments: FragmentMap,
  measure: (fragment: FragmentDefinitionNode) => T,
  onCycle: T,
): (name: string) => T | undefined {
  const done = new Map<string, T>();
  const inProgress = new Set<string>();
  return (name) => {
    const cached = done.get(name);
    if (cached !== undefined) return cached;
    const fragment = fragments.get(name);
    if (!fragment) return undefined;
    if (inProgress.has(name)) return onCycle;
    inProgress.add(name);
    try {
      const value = measure(fragment);
      done.set(name, value);
      return value;
    } finally {
      inProgress.delete(name);
    }
  };
}
