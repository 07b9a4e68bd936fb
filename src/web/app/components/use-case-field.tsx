import { useQuery } from '@urql/preact';
import { UseCasesDocument } from '../gql/graphql';
import { Select } from './fields';

/**
 * The API's use cases as a select, "Any" first, each with the memory it needs at least. The
 * views that offer it share one cached UseCases query.
 */
export function UseCaseField(props: {
  id: string;
  label?: string;
  value: string;
  error?: string;
  onChange: (slug: string) => void;
}) {
  const [useCases] = useQuery({ query: UseCasesDocument });
  const options = [
    { value: '', label: 'Any' },
    ...(useCases.data?.useCases ?? []).map((useCase) => ({
      value: useCase.slug,
      label: `${useCase.name} (≥ ${useCase.minVramGb} GB)`,
    })),
  ];
  return <Select {...props} label={props.label ?? 'Use case'} options={options} />;
}
