import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { EDITION_FILTERS, PAGE_KINDS, PAGE_KIND_LABELS, type EditionFilter } from '../../shared/search-names.ts';
import { MAX_QUERY_LENGTH, type SearchEngine } from './engine.ts';
import type { SearchFilters, SearchOutcome, SearchResult } from './types.ts';

const RECENT_KEY = 'docs-recent-searches';
const RECENT_MAX = 6;
/** The sidebar sections, in sidebar order, for the section filter. */
const SECTION_ORDER = ['Getting Started', 'Integrations', 'API & SDKs', 'Admin', 'Deployment', 'Developers', 'Community'];

/** The edition a filter leaves out (where hidden results are). */
function otherEdition(edition: EditionFilter): string {
  return EDITION_FILTERS.find((e) => e !== edition) ?? edition;
}

function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

function remember(query: string): void {
  const q = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) return;
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify([q, ...readRecent().filter((r) => r !== q)].slice(0, RECENT_MAX)));
  } catch {
    // storage full or blocked: recent searches are a convenience
  }
}

/** One filter: a labelled select whose empty choice means "any". */
function FilterSelect<T extends string>({ label, all, value, options, onChange }: { label: string; all: string; value: T | undefined; options: [T, string][]; onChange: (value: T | undefined) => void }): ReactElement {
  return (
    <label>
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}>
        <option value="">{all}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface SearchPanelProps {
  engine: SearchEngine;
  initialQuery?: string;
  initialFilters?: SearchFilters;
  /** `page`: the /search page, which keeps the query in the URL. */
  mode: 'dialog' | 'page';
  onNavigate?: () => void;
}

/** The search box, filters and merged result list; shared by the dialog and the /search page. */
export function SearchPanel({ engine, initialQuery = '', initialFilters = {}, mode, onNavigate }: SearchPanelProps): ReactElement {
  const [query, setQuery] = useState(initialQuery);
  const [filters, setFilters] = useState<SearchFilters>(initialFilters);
  const [outcome, setOutcome] = useState<SearchOutcome>(() => engine.quick(initialQuery, initialFilters));
  const { results, hidden } = outcome;
  const [pending, setPending] = useState(false);
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>(readRecent);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const sections = useMemo(() => SECTION_ORDER.filter((s) => engine.names.sections.includes(s)).concat(engine.names.sections.filter((s) => !SECTION_ORDER.includes(s))), [engine]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    let current = true;
    // Names answer at once; the merged list replaces them when full text arrives.
    setOutcome(engine.quick(query, filters));
    setActive(0);
    if (!query.trim()) {
      setPending(false);
      return;
    }
    setPending(true);
    void engine.search(query, filters).then((merged) => {
      if (!current) return;
      setOutcome(merged);
      setPending(false);
    });
    if (mode === 'page') {
      const params = new URLSearchParams();
      if (query) params.set('q', query.slice(0, MAX_QUERY_LENGTH));
      if (filters.section) params.set('section', filters.section);
      if (filters.kind) params.set('kind', filters.kind);
      if (filters.edition) params.set('edition', filters.edition);
      history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
    }
    return () => {
      current = false;
    };
  }, [engine, query, filters, mode]);

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = (result: SearchResult): void => {
    remember(query);
    onNavigate?.();
    location.assign(result.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((a) => (a + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((a) => (a - 1 + results.length) % results.length);
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      open(results[active]);
    }
  };

  const trimmed = query.trim();
  const suggestion = trimmed && !pending && results.length === 0 ? engine.names.suggest(trimmed.slice(0, MAX_QUERY_LENGTH)) : undefined;
  const hiddenNote = !pending && hidden > 0 && filters.edition ? `${hidden} ${hidden === 1 ? 'result is' : 'results are'} hidden: ${hidden === 1 ? 'it is' : 'they are'} on ${otherEdition(filters.edition)} pages.` : '';
  const status = !trimmed ? '' : pending && results.length === 0 ? 'Searching…' : `${results.length === 20 ? '20 or more' : results.length} result${results.length === 1 ? '' : 's'}${hiddenNote ? `; ${hiddenNote}` : ''}`;
  const listId = `${id}-results`;

  return (
    <div className={`search-panel search-panel-${mode}`}>
      <div className="search-box">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="search-box-icon">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Search the docs"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results[active] ? `${id}-r${active}` : undefined}
          placeholder="Search pages, GraphQL types, entities, connectors…"
          autoComplete="off"
          spellCheck={false}
          maxLength={10_000}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="search-filters" role="group" aria-label="Filters">
        <FilterSelect label="Section" all="All sections" value={filters.section} options={sections.map((s) => [s, s])} onChange={(section) => setFilters({ ...filters, section })} />
        <FilterSelect label="Kind" all="All kinds" value={filters.kind} options={PAGE_KINDS.map((k) => [k, PAGE_KIND_LABELS[k]])} onChange={(kind) => setFilters({ ...filters, kind })} />
        <FilterSelect label="Edition" all="Both editions" value={filters.edition} options={EDITION_FILTERS.map((e) => [e, e])} onChange={(edition) => setFilters({ ...filters, edition })} />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      {!trimmed && recent.length > 0 && (
        <div className="search-recent">
          <div className="search-recent-head">
            <h2>Recent searches</h2>
            <button
              type="button"
              className="search-link-button"
              onClick={() => {
                localStorage.removeItem(RECENT_KEY);
                setRecent([]);
              }}
            >
              Clear
            </button>
          </div>
          <ul>
            {recent.map((r) => (
              <li key={r}>
                <button type="button" className="search-link-button" onClick={() => setQuery(r)}>
                  {r}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {hiddenNote && (
        <p className="search-hidden-note">
          {hiddenNote}{' '}
          <button type="button" className="search-link-button" onClick={() => setFilters({ ...filters, edition: undefined })}>
            Show them
          </button>
        </p>
      )}
      {trimmed && !pending && results.length === 0 && (
        <div className="search-empty">
          <p>
            No results for <strong>“{trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed}”</strong>
            {Object.values(filters).some(Boolean) ? ' with these filters' : ''}.
          </p>
          {suggestion && (
            <p>
              Did you mean{' '}
              <button type="button" className="search-link-button" onClick={() => setQuery(suggestion)}>
                {suggestion}
              </button>
              ?
            </p>
          )}
          <p>
            Browse the <a href="/docs/features">feature map</a> or the <a href="/docs/introduction">introduction</a>.
          </p>
        </div>
      )}
      <ul id={listId} ref={listRef} role="listbox" aria-label="Results" aria-busy={pending} className="search-results" hidden={results.length === 0}>
        {results.map((r, i) => (
          <li key={r.url} role="presentation" data-index={i} className={[i === active ? 'active' : '', r.url === outcome.urn ? 'search-result-tool' : ''].filter(Boolean).join(' ') || undefined} onMouseMove={() => setActive(i)}>
            <a
              href={r.url}
              id={`${id}-r${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                e.preventDefault();
                open(r);
              }}
            >
              <span className="search-result-title">
                {r.title}
                {r.heading && <span className="search-result-heading"> › {r.heading}</span>}
              </span>
              <span className="search-result-meta">
                {r.section ? `${r.section} · ` : ''}
                {r.kindLabel}
              </span>
              <span className="search-result-excerpt">
                {r.excerpt.map((part, j) => (part.mark ? <mark key={j}>{part.text}</mark> : <span key={j}>{part.text}</span>))}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {mode === 'dialog' && (
        <p className="search-help" aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </p>
      )}
    </div>
  );
}
