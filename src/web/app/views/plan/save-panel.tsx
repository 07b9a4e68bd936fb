import { useMutation } from '@urql/preact';
import { useState } from 'preact/hooks';
import { FieldError, ProblemMessage } from '../../components/problem';
import type { BuildInput } from '../../gql/graphql';
import { SaveBuildDocument } from '../../gql/graphql';
import { apiProblem, fieldError } from '../../lib/api-errors';
import { hrefs } from '../../router';
import { optionsQuery, type LinkedOptions } from '../../state/build-link';
import type { DraftAction } from '../../state/draft';

/** Saves the build (`saveBuild`) and hands back a link that reopens it for anyone. */
export function SavePanel({
  build,
  options,
  name,
  dispatch,
}: {
  build: BuildInput | null;
  /** The draft's options, carried in the link too (the API also keeps them: SavedBuild.options). */
  options: LinkedOptions;
  name: string;
  dispatch: (action: DraftAction) => void;
}) {
  const [state, save] = useMutation(SaveBuildDocument);
  const [saved, setSaved] = useState<{ href: string; url: string } | null>(null);
  const [copied, setCopied] = useState('');
  const problem = apiProblem(state.error);
  const nameError = fieldError(problem, 'name');

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (!build) return;
    setCopied('');
    const query = optionsQuery(options);
    const result = await save({ build, name: name.trim() || null });
    if (result.data) {
      const href = hrefs.build(result.data.saveBuild.id, query);
      setSaved({ href, url: `${window.location.origin}/${href}` });
    }
  };

  const copy = async () => {
    if (!saved) return;
    try {
      await navigator.clipboard.writeText(saved.url);
      setCopied('Link copied.');
    } catch {
      setCopied('Copying is not allowed here; select the link and copy it.');
    }
  };

  return (
    <form class="panel save" onSubmit={onSubmit} aria-labelledby="save-heading">
      <h2 id="save-heading">Save and share</h2>
      <div class="save-row">
        <div class="field grow">
          <label htmlFor="build-name">Name (optional)</label>
          <input
            id="build-name"
            type="text"
            maxLength={200}
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'build-name-error' : undefined}
            onInput={(event) => dispatch({ type: 'set', key: 'name', value: event.currentTarget.value })}
          />
          <FieldError id="build-name-error" message={nameError} />
        </div>
        <button type="submit" class="primary" disabled={!build || state.fetching}>
          {state.fetching ? 'Saving…' : 'Save and get a link'}
        </button>
      </div>
      <ProblemMessage problem={problem} />
      {saved && (
        <div class="saved-link" role="status">
          <label htmlFor="saved-url">Saved. Anyone with this link can open the build:</label>
          <div class="save-row">
            <input
              id="saved-url"
              class="grow"
              type="text"
              readOnly
              value={saved.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" onClick={copy}>
              Copy link
            </button>
            <a href={saved.href}>Open</a>
          </div>
          <p class="hint" aria-live="polite">
            {copied}
          </p>
        </div>
      )}
    </form>
  );
}
