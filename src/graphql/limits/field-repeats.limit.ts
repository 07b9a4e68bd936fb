import { Kind, type DocumentNode, type FieldNode, type SelectionSetNode, type ValidationRule } from 'graphql';
import { fragmentMap } from './fragments';
import { LimitCode, limitError } from './limits';

/** A response key selected more than once in one selection set. */
export interface FieldRepeat {
  /** The alias, or the field name when there is none. */
  readonly responseKey: string;
  /** How many times it is selected there, fragments merged in. */
  readonly count: number;
  /** Its first selection, for the error's location. */
  readonly node: FieldNode;
}

type KeyCounts = ReadonlyMap<string, { count: number; node: FieldNode }>;
const NO_KEYS: KeyCounts = new Map();

/**
 * The most repeated response key over every selection set of the document, counting
 * what graphql-js merges into one set: the set's own fields plus those of its inline
 * fragments and spread fragments (a fragment spread twice counts twice). `{ __typename
 * __typename }` is 2; `{ a: name name }` is two keys (aliases have their own limit).
 * Each selection set is merged once; fragment cycles end. Null for a document without
 * fields.
 */
export function mostRepeatedField(document: DocumentNode): FieldRepeat | null {
  const fragments = fragmentMap(document);
  const merged = new Map<SelectionSetNode, KeyCounts>();
  const inProgress = new Set<SelectionSetNode>();

  function keysOf(selectionSet: SelectionSetNode): KeyCounts {
    const cached = merged.get(selectionSet);
    if (cached) return cached;
    if (inProgress.has(selectionSet)) return NO_KEYS;
    inProgress.add(selectionSet);
    const counts = new Map<string, { count: number; node: FieldNode }>();
    const add = (key: string, count: number, node: FieldNode) => {
      const previous = counts.get(key);
      counts.set(key, { count: (previous?.count ?? 0) + count, node: previous?.node ?? node });
    };
    const addAll = (keys: KeyCounts) => keys.forEach((entry, key) => add(key, entry.count, entry.node));
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        add(selection.alias?.value ?? selection.name.value, 1, selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        addAll(keysOf(selection.selectionSet));
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) addAll(keysOf(fragment.selectionSet));
      }
    }
    inProgress.delete(selectionSet);
    merged.set(selectionSet, counts);
    return counts;
  }

  let worst: FieldRepeat | null = null;
  const walked = new Set<SelectionSetNode>();
  function walk(selectionSet: SelectionSetNode): void {
    if (walked.has(selectionSet)) return;
    walked.add(selectionSet);
    keysOf(selectionSet).forEach(({ count, node }, responseKey) => {
      if (!worst || count > worst.count) worst = { responseKey, count, node };
    });
    for (const selection of selectionSet.selections) {
      if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) walk(selection.selectionSet);
    }
  }
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) {
      walk(definition.selectionSet);
    }
  }
  return worst;
}

/**
 * Rejects a document that selects one response key more than `maxFieldRepeats` times in
 * one selection set (duplicate-field flooding, e.g. 1,000 x `__typename`) with
 * FIELD_REPEATED. Reports the worst key once per document.
 */
export function createFieldRepeatsLimitRule(maxFieldRepeats: number): ValidationRule {
  return (context) => ({
    Document(document) {
      const worst = mostRepeatedField(document);
      if (worst && worst.count > maxFieldRepeats) {
        context.reportError(
          limitError(
            LimitCode.FIELD_REPEATED,
            `"${worst.responseKey}" is selected ${worst.count} times in one selection set; ` +
              `the limit is ${maxFieldRepeats}.`,
            { limit: maxFieldRepeats, actual: worst.count },
            worst.node,
          ),
        );
      }
      return false;
    },
  });
}
