import { useQuery } from '@urql/preact';
import { UseCasesDocument } from '../gql/graphql';
import { Select, type SelectOption } from './fields';

/** "(2018 tier)": a use case kept from a dated guide's memory list, not today's work. */
const DATED_TIER = /\((\d{4}) tier\)$/;

/**
 * The use cases as options: "Any", then today's work (LLM inference and fine-tuning, in the
 * API's order), then the dated guides' tiers, newest guide first, each under its own label.
 * A person picking what they will run starts from current work; the 2018 and 2020 tiers
 * stay available for the questions they answer.
 */
export function useCaseOptions(
  useCases: ReadonlyArray<{ slug: string; name: string; minVramGb: number }>,
): SelectOption<string>[] {
  const yearOf = (name: string) => Number(DATED_TIER.exec(name)?.[1] ?? Infinity);
  const sorted = useCases
    .map((useCase, index) => ({ useCase, index, year: yearOf(useCase.name) }))
    .sort((a, b) => b.year - a.year || a.index - b.index);
  return [
    { value: '', label: 'Any' },
    ...sorted.map(({ useCase, year }) => ({
      value: useCase.slug,
      label: `${useCase.name} (≥ ${useCase.minVramGb} GB)`,
      group: Number.isFinite(year) ? `Memory tiers from a ${year} guide` : 'Current work',
    })),
  ];
}

/**
 * The API's use cases as a select, each with the memory it needs at least. The views that
 * offer it share one cached UseCases query.
 */
export function UseCaseField(props: {
  id: string;
  label?: string;
  value: string;
  error?: string;
  onChange: (slug: string) => void;
}) {
  const [useCases] = useQuery({ query: UseCasesDocument });
  return (
    <Select
      {...props}
      label={props.label ?? 'Use case'}
      options={useCaseOptions(useCases.data?.useCases ?? [])}
    />
  );
}
