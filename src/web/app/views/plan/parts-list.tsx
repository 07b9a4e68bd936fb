import { FieldError } from '../../components/problem';
import type { PriceCondition } from '../../gql/graphql';
import { fieldError, type ApiProblem } from '../../lib/api-errors';
import { plural, usd } from '../../lib/format';
import { KIND_LABELS, keySpecs, partTitle } from '../../lib/kinds';
import { CONDITION_LABELS, priceAt } from '../../lib/price';
import { hrefs } from '../../router';
import type { DraftAction, DraftLine } from '../../state/draft';

/** Sum at the chosen condition, and the lines without a price there. */
export function totalAt(lines: DraftLine[], condition: PriceCondition) {
  let total = 0;
  const unpriced: string[] = [];
  for (const line of lines) {
    const price = priceAt(line.part, condition);
    if (price == null) unpriced.push(partTitle(line.part));
    else if (Number.isFinite(line.quantity)) total += price * line.quantity;
  }
  return { total, unpriced };
}

function quantityMessage(line: DraftLine, apiMessage: string | undefined): string | undefined {
  if (!Number.isInteger(line.quantity)) return 'Enter a whole number, 1 to 16.';
  return apiMessage;
}

export function PartsList({
  lines,
  condition,
  problem,
  dispatch,
}: {
  lines: DraftLine[];
  condition: PriceCondition;
  problem: ApiProblem | null;
  dispatch: (action: DraftAction) => void;
}) {
  const { total, unpriced } = totalAt(lines, condition);
  return (
    <div class="parts">
      <ol class="parts-list" aria-label="Parts in the build">
        {lines.map((line, index) => {
          const title = partTitle(line.part);
          const qtyId = `qty-${index}`;
          const qtyError = quantityMessage(line, fieldError(problem, `build.parts[${index}].quantity`));
          const rowError = fieldError(problem, `build.parts[${index}].slug`);
          const price = priceAt(line.part, condition);
          return (
            <li class="part-row" key={line.part.slug} data-slug={line.part.slug}>
              <div class="part-main">
                <span class="part-kind">{KIND_LABELS[line.part.kind]}</span>
                <span class="part-title">
                  {line.part.kind === 'GPU' ? (
                    <a href={hrefs.gpu(line.part.slug)}>{title}</a>
                  ) : 'chip' in line.part && line.part.chip ? (
                    // A partner card's memory, benchmarks and offers are its chip's: link the chip's page.
                    <a href={hrefs.gpu(line.part.chip.slug)}>{title}</a>
                  ) : (
                    title
                  )}
                </span>
                <span class="part-specs">{keySpecs(line.part)}</span>
                <FieldError id={`row-${index}-error`} message={rowError} />
              </div>
              <div class="part-price">
                <span class="visually-hidden">Price: </span>
                {price == null ? (
                  <span class="muted">no {condition === 'USED' ? 'used' : 'new'} price</span>
                ) : (
                  usd(price * (Number.isFinite(line.quantity) ? line.quantity : 0))
                )}
              </div>
              <div class="part-qty field">
                <label htmlFor={qtyId}>
                  Quantity<span class="visually-hidden"> of {title}</span>
                </label>
                <input
                  id={qtyId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={16}
                  step={1}
                  value={Number.isFinite(line.quantity) ? line.quantity : ''}
                  aria-invalid={qtyError ? true : undefined}
                  aria-describedby={qtyError ? `${qtyId}-error` : undefined}
                  onInput={(event) => {
                    const text = event.currentTarget.value;
                    dispatch({ type: 'quantity', index, quantity: text === '' ? NaN : Number(text) });
                  }}
                />
                <FieldError id={`${qtyId}-error`} message={qtyError} />
              </div>
              <button
                type="button"
                class="remove"
                aria-label={`Remove ${title}`}
                onClick={() => dispatch({ type: 'remove', index })}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      <p class="total" data-testid="build-total">
        Total at {CONDITION_LABELS[condition].toLowerCase()} prices: <strong>{usd(total)}</strong>
        {unpriced.length > 0 && (
          <span class="muted">
            {' '}
            (without {plural(unpriced.length, 'part')} that {unpriced.length === 1 ? 'has' : 'have'} no price
            there: {unpriced.join(', ')})
          </span>
        )}
      </p>
    </div>
  );
}
