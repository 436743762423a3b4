import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { GraphIndex } from './graph.ts';

/** Names containing the query (case-insensitive), those starting with it first; every name for an empty query. */
export function matchEntities(names: string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return names;
  const starts = names.filter((n) => n.toLowerCase().startsWith(q));
  return [...starts, ...names.filter((n) => !n.toLowerCase().startsWith(q) && n.toLowerCase().includes(q))];
}

/**
 * The entity picker: a text box that filters the entity names as you type (ARIA 1.2 combobox
 * with a listbox popup and `aria-activedescendant`). Enter or a click chooses; Escape closes the
 * list, then restores the current entity.
 */
export function EntityCombobox({ index, value, onChoose }: { index: GraphIndex; value: string; onChoose: (name: string) => void }): ReactElement {
  const id = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useMemo(() => matchEntities(index.names, query ?? ''), [index, query]);
  const optionId = (i: number): string => `${id}-o${i}`;
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (name: string): void => {
    setOpen(false);
    setQuery(null);
    onChoose(name);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const move = (to: number): void => {
      event.preventDefault();
      setOpen(true);
      setActive(Math.max(0, Math.min(options.length - 1, to)));
    };
    if (event.key === 'ArrowDown') move(open ? active + 1 : 0);
    else if (event.key === 'ArrowUp') move(open ? active - 1 : options.length - 1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      const typed = (query ?? '').trim().toLowerCase();
      const pick = open ? options[active] : index.names.find((n) => n.toLowerCase() === typed);
      if (pick) choose(pick);
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setQuery(null);
    }
  };

  return (
    <div className="mx-combo">
      <label htmlFor={`${id}-input`}>Entity</label>
      <div className="mx-combo-box">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={open && options.length ? optionId(active) : undefined}
          value={query ?? value}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(event) => event.target.select()}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={`${id}-list`} role="listbox" aria-label="Entities" className="mx-combo-list" hidden={!open}>
          {options.length === 0 && <li className="mx-combo-empty">No entity matches.</li>}
          {options.map((name, i) => (
            <li
              key={name}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              // Keep focus in the box so the choice lands before blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(name)}
            >
              {name}
              {index.entities.get(name)?.category === 'internal' && <span className="mx-combo-note"> internal</span>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
