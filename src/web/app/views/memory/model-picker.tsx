import { useQuery } from '@urql/preact';
import { ModelSearchDocument, type ModelSearchQuery } from '../../gql/graphql';
import { apiProblem } from '../../lib/api-errors';
import { num } from '../../lib/format';
import { Typeahead, useTypeaheadText } from '../../components/typeahead';

export type CatalogModel = ModelSearchQuery['models']['edges'][number]['node'];

const MAX_OPTIONS = 8;

/** "70.55B parameters, 128k context" (MoE: "235B total, 22B active"). */
export function modelFacts(model: CatalogModel): string {
  const total = model.parametersBillions ?? model.parametersFromArchitectureBillions;
  const size =
    model.activeParametersBillions != null
      ? `${num(total, 1)}B total, ${num(model.activeParametersBillions, 1)}B active`
      : `${num(total, 1)}B parameters`;
  const context =
    model.maxContextTokens >= 1024
      ? `${num(model.maxContextTokens / 1024, 0)}k`
      : num(model.maxContextTokens, 0);
  return `${size}, ${context} context`;
}

/**
 * Typeahead over the model catalog (`models(search:)`, which ignores case, spaces and dashes),
 * Enter choosing the highlighted model. With nothing typed it lists the start of the catalog,
 * so a person can browse.
 */
export function ModelPicker({ onPick }: { onPick: (model: CatalogModel) => void }) {
  const input = useTypeaheadText();
  const [result] = useQuery({
    query: ModelSearchDocument,
    variables: { search: input.settled || null, first: MAX_OPTIONS },
    pause: !input.open,
  });
  return (
    <Typeahead
      input={input}
      label="Model"
      placeholder="Type a model: llama 3.1 70b, qwen3, mixtral…"
      listLabel="Matching models"
      class="part-search model-picker"
      options={result.data?.models.edges.map((edge) => edge.node) ?? []}
      fetching={result.fetching}
      problem={apiProblem(result.error)}
      describe={(model) => ({ title: model.name, meta: `${model.maker} · ${modelFacts(model)}` })}
      found={(count) => `${count} of ${result.data?.models.totalCount ?? count} models`}
      noMatch={(text) => `No model matches “${text}”. Ask by size instead.`}
      picked={(model) => `Chose ${model.name}.`}
      onPick={onPick}
    />
  );
}
