import type { ReactElement } from 'react';
import { EDITION_CHOICE_LABELS, EDITION_CHOICES } from '../shared/edition.ts';

/**
 * The reader's edition choice, a radio group at the top of the sidebar (so it is in the phone
 * drawer too). Hidden until `html.js` is set: without JavaScript every page shows, as "All".
 * The selected look follows `html[data-edition]`, set before first paint; `src/client/edition.ts`
 * checks the matching radio and applies changes.
 */
export function EditionPicker(): ReactElement {
  return (
    <fieldset className="edition-picker" data-edition-picker>
      <legend>Edition</legend>
      <div className="edition-options">
        {EDITION_CHOICES.map((choice) => (
          <label key={choice} className="edition-option">
            <input type="radio" name="docs-edition" value={choice} defaultChecked={choice === 'all'} />
            <span>{EDITION_CHOICE_LABELS[choice]}</span>
          </label>
        ))}
      </div>
      <p className="sr-only" role="status" data-edition-status />
    </fieldset>
  );
}
