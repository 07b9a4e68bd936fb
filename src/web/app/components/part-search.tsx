import { useQuery } from '@urql/preact';
import { useId, useMemo, useState } from 'preact/hooks';
import type { ComponentKind, PriceCondition } from '../gql/graphql';
import { PartSearchDocument } from '../gql/graphql';
import { apiProblem } from '../lib/api-errors';
import { usd } from '../lib/format';
import { KIND_LABELS, KIND_ORDER, keySpecs, partTitle } from '../lib/kinds';
import { priceAt } from '../lib/price';
import type { Part } from '../state/draft';
import { Typeahead, useTypeaheadText } from './typeahead';

/** Suggestions shown at once; the catalog search ranks the best first. */
const MAX_OPTIONS = 8;
const MIN_SEARCH_CHARS = 2;

/** Search hits that are catalog parts (not guidance entries or use cases). */
function isPart<T extends object>(item: T): item is T & Part {
  return 'slug' in item && 'kind' in item && 'manufacturer' in item;
}

/**
 * Typeahead over the whole catalog (Enter adds the highlighted part). It asks
 * `components(search:)` (every word in any order: "3090", "rtx3090", "V SFX Gold 850W") and
 * `search` as a LOOKUP (typo-tolerant, also matches makers: "samsung 64gb") in one request
 * and merges them.
 */
export function PartSearch({
  onPick,
  condition,
  label = 'Add a part',
}: {
  onPick: (part: Part) => void;
  condition: PriceCondition;
  label?: string;
}) {
  const id = useId();
  const input = useTypeaheadText();
  const [kind, setKind] = useState<ComponentKind | ''>('');

  const [result] = useQuery({
    query: PartSearchDocument,
    // The typeahead looks parts up: `search` ranks them first (LOOKUP), as it does for
    // a product name typed anywhere.
    variables: { text: input.settled, kind: kind || null, first: MAX_OPTIONS, intent: 'LOOKUP' },
    pause: input.settled.length < MIN_SEARCH_CHARS,
  });

  const options = useMemo(() => {
    if (!result.data) return [];
    const seen = new Set<string>();
    const merged: Part[] = [];
    const candidates = [
      ...result.data.components.edges.map((edge) => edge.node),
      ...result.data.search.map((hit) => hit.item).filter(isPart),
    ];
    for (const part of candidates) {
      if (seen.has(part.slug) || (kind && part.kind !== kind)) continue;
      seen.add(part.slug);
      merged.push(part);
    }
    return merged.slice(0, MAX_OPTIONS);
  }, [result.data, kind]);

  return (
    <Typeahead
      input={input}
      label={label}
      placeholder="Type a model: 3090, 10700K, Z490, Leadex…"
      listLabel="Matching parts"
      class="part-search"
      minChars={MIN_SEARCH_CHARS}
      options={options}
      fetching={result.fetching}
      problem={apiProblem(result.error)}
      describe={(part) => ({
        title: partTitle(part),
        meta: `${KIND_LABELS[part.kind]}${keySpecs(part) ? ` · ${keySpecs(part)}` : ''} · ${usd(priceAt(part, condition))}`,
      })}
      found={(count) => `${count} ${count === 1 ? 'part' : 'parts'} found`}
      noMatch={(text) => `No part matches “${text}”.`}
      emptyTip="Try a model number such as 3090 or 10700K."
      picked={(part) => `Added ${partTitle(part)} to the build.`}
      onPick={onPick}
    >
      <div class="field">
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as ComponentKind | '')}
        >
          <option value="">All kinds</option>
          {KIND_ORDER.map((value) => (
            <option key={value} value={value}>
              {KIND_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </Typeahead>
  );
}
