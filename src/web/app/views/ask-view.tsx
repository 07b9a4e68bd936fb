import { useQuery } from '@urql/preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ProblemMessage } from '../components/problem';
import { Sources } from '../components/sources';
import type { AskQuery as AskData } from '../gql/graphql';
import { AskDocument } from '../gql/graphql';
import { apiProblem, withUnplaced } from '../lib/api-errors';
import { gb } from '../lib/format';
import { KIND_LABELS, keySpecs, partTitle } from '../lib/kinds';
import { hrefs, navigate } from '../router';
import { useDraft, type Part } from '../state/draft';
import { Calls, Entities } from './ask-calls';

type Hit = AskData['ask']['hits'][number];

const EXAMPLES = [
  'My breaker trips when I run three GPUs',
  'How much VRAM do I need to fine-tune a 7B model?',
  'Is a used RTX 3090 worth it?',
  'Do I need NVLink for two GPUs?',
];

/** The API marks matched words with « and »; show them as <mark>. */
function Highlighted({ text }: { text: string }) {
  const pieces = text.split(/«|»/);
  return <>{pieces.map((piece, index) => (index % 2 === 1 ? <mark key={index}>{piece}</mark> : piece))}</>;
}

function HitItem({ hit }: { hit: Hit }) {
  const { dispatch } = useDraft();
  const [added, setAdded] = useState(false);
  const item = hit.item;
  if (item.__typename === 'Guidance' && 'answer' in item) {
    return (
      <li class="answer">
        <h2>{item.question}</h2>
        <p>{item.answer}</p>
        {item.tags.length > 0 && (
          <p class="tags">
            {item.tags.map((tag) => (
              <span class="tag" key={tag}>
                {tag}
              </span>
            ))}
          </p>
        )}
        <Sources sources={item.sources} />
      </li>
    );
  }
  if (item.__typename === 'UseCase' && 'minVramGb' in item && 'description' in item) {
    return (
      <li class="answer">
        <h2>Use case: {item.name}</h2>
        <p>
          At least <strong>{gb(item.minVramGb)}</strong> of GPU memory
          {item.recommendedVramGb != null ? `, ${gb(item.recommendedVramGb)} to be comfortable` : ''}.{' '}
          {item.description}
        </p>
        <Sources sources={item.sources} />
      </li>
    );
  }
  if (item.__typename === 'Model' && 'maker' in item) {
    return (
      <li class="answer">
        <h2>Model: {item.name}</h2>
        <p>
          {item.maker}, {item.releaseYear}
          {item.parametersBillions != null ? `, ${item.parametersBillions} B parameters` : ''}, up to{' '}
          {item.maxContextTokens.toLocaleString('en-US')} tokens of context.
        </p>
        <Sources sources={item.sources} />
      </li>
    );
  }
  if ('slug' in item && 'kind' in item && 'manufacturer' in item) {
    const part = item as unknown as Part;
    return (
      <li class="answer">
        <h2>
          {KIND_LABELS[part.kind]}:{' '}
          {part.kind === 'GPU' ? <a href={hrefs.gpu(part.slug)}>{partTitle(part)}</a> : partTitle(part)}
        </h2>
        <p class="muted">{keySpecs(part)}</p>
        {hit.snippet && (
          <p>
            <Highlighted text={hit.snippet} />
          </p>
        )}
        <p>
          <button
            type="button"
            onClick={() => {
              dispatch({ type: 'add', part });
              setAdded(true);
            }}
          >
            Add to my build
          </button>{' '}
          <span role="status">{added ? 'Added.' : ''}</span>
        </p>
      </li>
    );
  }
  return null;
}

export function AskView({ question }: { question: string }) {
  const [text, setText] = useState(question);
  // Follow the URL when it changes (back button, a chip), but never overwrite what the person
  // typed on first render: the mount effect would run after their first keystrokes.
  const shownQuestion = useRef(question);
  useEffect(() => {
    if (shownQuestion.current === question) return;
    shownQuestion.current = question;
    setText(question);
  }, [question]);
  const [result] = useQuery({
    query: AskDocument,
    variables: { text: question, first: 8 },
    pause: !question.trim(),
  });
  const asked = question.trim() ? result.data?.ask : undefined;
  const hits = asked?.hits;
  return (
    <div>
      <h1 tabIndex={-1}>Ask</h1>
      <p class="intro">
        Questions people ask before buying, answered in a few lines with the documents behind them.
      </p>
      <form
        class="panel ask-form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) navigate(hrefs.ask(text.trim()));
        }}
      >
        <div class="field grow">
          <label htmlFor="ask-text">Your question</label>
          <input
            id="ask-text"
            type="search"
            maxLength={500}
            value={text}
            placeholder="e.g. will two 3090s trip my breaker?"
            onInput={(event) => setText(event.currentTarget.value)}
          />
        </div>
        <button type="submit" class="primary">
          Ask
        </button>
      </form>
      {!question && (
        <p class="examples">
          Try:{' '}
          {EXAMPLES.map((example) => (
            <a key={example} class="chip" href={hrefs.ask(example)}>
              {example}
            </a>
          ))}
        </p>
      )}
      <ProblemMessage problem={withUnplaced(apiProblem(result.error), [])} />
      {question && result.fetching && <p role="status">Searching…</p>}
      {asked && <Entities entities={asked.entities} />}
      {asked && <Calls calls={asked.calls} entities={asked.entities} />}
      {hits && (
        <>
          <p role="status" aria-live="polite">
            {hits.length
              ? `${hits.length} answers, best first.`
              : 'Nothing in the knowledge base answers that yet.'}
          </p>
          <ol class="answers">
            {hits.map((hit, index) => (
              <HitItem key={`${hit.kind}-${hit.title}-${index}`} hit={hit} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
