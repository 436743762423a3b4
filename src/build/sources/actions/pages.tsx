import type { ReactElement } from 'react';
import { CodeFrame } from '../code-frame.tsx';
import type { Heading } from '../../markdown/facts.ts';
import type { SitePage } from '../../model/site.ts';
import { InlineMarkdown, ScrollTable } from '../../../components/reference/Tables.tsx';
import { generatedPage } from '../generated-page.ts';
import { ACTIONS_FOLDERS, type ActionsReference } from './load-actions.ts';
import type { ActionsAction, ActionsEvent, ActionsItem, ActionsSource, ConfigKey } from './schema.ts';

/** Doc id of the index page; item pages are `actions/{sources|actions|events}/{slug}`. */
export const ACTIONS_INDEX_ID = 'actions/reference';

export function itemId(item: ActionsItem): string {
  return `actions/${ACTIONS_FOLDERS[item.kind]}/${item.slug}`;
}

export function itemRoute(item: ActionsItem, docsBase = '/docs'): string {
  return `${docsBase}/${itemId(item)}`;
}

function Upstream({ item }: { item: ActionsItem }): ReactElement {
  return (
    <p className="gql-how">
      Read from <code>{item.upstream.path}</code>
      {item.upstream.commit === 'unknown' ? ' (commit not recorded by the stored copy)' : <> at commit <code>{item.upstream.commit.slice(0, 10)}</code></>}
      {item.upstream.note ? `; ${item.upstream.note}` : ''}.
    </p>
  );
}

/** A pipeline file using the plugin: its required keys with placeholders. */
function pipelineExample(item: ActionsSource | ActionsAction): string {
  const required = item.config.filter((c) => c.default === undefined);
  const block = item.kind === 'source' ? 'source' : 'action';
  const config = required.length > 0 ? ['  config:', ...required.map((c) => `    ${c.key}: <${c.key}>`)] : [];
  const other = item.kind === 'source' ? ['action:', '  type: hello_world'] : ['source:', '  type: kafka'];
  return [`name: my_pipeline`, ...(item.kind === 'action' ? other : []), `${block}:`, `  type: ${item.name}`, ...config, ...(item.kind === 'source' ? other : [])].join('\n');
}

function ConfigTable({ item }: { item: ActionsSource | ActionsAction }): ReactElement {
  if (item.config.length === 0) return <p>This plugin takes no configuration.</p>;
  return (
    <ScrollTable label={`Configuration of ${item.name}`} columns={['Key', 'Type', 'Default', 'Description']}>
      {item.config.map((c: ConfigKey) => (
        <tr key={c.key} id={`config.${c.key}`}>
          <td>
            <code>{c.key}</code>
          </td>
          <td>
            <code>{c.type}</code>
          </td>
          <td>{c.default !== undefined ? <code>{c.default}</code> : 'required'}</td>
          <td>
            <InlineMarkdown text={c.summary} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

function EventLinks({ names, ref, docsBase }: { names: string[]; ref: ActionsReference; docsBase: string }): ReactElement {
  return (
    <ul>
      {names.map((n) => {
        const event = ref.events.find((e) => e.name === n)!;
        return (
          <li key={n}>
            <a href={itemRoute(event, docsBase)}>
              <code>{n}</code>
            </a>{' '}
            <InlineMarkdown text={event.summary} />
          </li>
        );
      })}
    </ul>
  );
}

function pluginPage(item: ActionsSource | ActionsAction, ref: ActionsReference, docsBase: string): SitePage {
  const events = item.kind === 'source' ? item.emits : item.handles;
  const headings: Heading[] = [
    { depth: 2, id: 'use', text: 'Use it in a pipeline' },
    { depth: 2, id: 'configuration', text: 'Configuration' },
    { depth: 2, id: 'events', text: item.kind === 'source' ? 'Events it emits' : 'Events it handles' },
  ];
  return generatedPage({
    id: itemId(item),
    route: itemRoute(item, docsBase),
    title: item.title,
    description: item.summary,
    keywords: ['actions', item.kind, item.name],
    headings,
    body: (
      <>
        <p className="lead">
          <InlineMarkdown text={item.summary} />
        </p>
        <p>
          <span className="badge">{item.kind === 'source' ? 'Event source' : 'Action'}</span> <span className="badge">type: {item.name}</span>
        </p>
        <Upstream item={item} />
        <h2 id="use">Use it in a pipeline</h2>
        {item.kind === 'action' && item.installExtra && <CodeFrame lang="bash" text={`pip install 'acryl-datahub-actions[${item.installExtra}]'`} />}
        <p>
          Name it as the <code>{item.kind === 'source' ? 'source' : 'action'}</code> <code>type</code> of a pipeline file and run it with <code>datahub actions -c pipeline.yml</code>; replace the placeholders with your values.
        </p>
        <CodeFrame lang="yaml" text={pipelineExample(item)} />
        <h2 id="configuration">Configuration</h2>
        <p>
          Keys of the <code>config</code> block, from <code>{item.configClass}</code>.
        </p>
        <ConfigTable item={item} />
        <h2 id="events">{item.kind === 'source' ? 'Events it emits' : 'Events it handles'}</h2>
        <EventLinks names={events} ref={ref} docsBase={docsBase} />
      </>
    ),
  });
}

function eventPage(event: ActionsEvent, ref: ActionsReference, docsBase: string): SitePage {
  const emitters = ref.sources.filter((s) => s.emits.includes(event.name));
  const handlers = ref.actions.filter((a) => a.handles.includes(event.name));
  return generatedPage({
    id: itemId(event),
    route: itemRoute(event, docsBase),
    title: event.title,
    description: event.summary,
    keywords: ['actions', 'event', event.name],
    headings: [
      { depth: 2, id: 'fields', text: 'Fields' },
      { depth: 2, id: 'emitted-by', text: 'Emitted by' },
      { depth: 2, id: 'handled-by', text: 'Handled by' },
    ],
    body: (
      <>
        <p className="lead">
          <InlineMarkdown text={event.summary} />
        </p>
        <p>
          <span className="badge">Event type: {event.name}</span> {event.unconfirmed && <span className="badge badge-deprecated">Type name not confirmed in the upstream source</span>}
        </p>
        <Upstream item={event} />
        <h2 id="fields">Fields</h2>
        <p>
          The event is a <code>{event.recordClass}</code>; an action reads these fields from <code>event.event</code> of the envelope it receives.
        </p>
        <ScrollTable label={`Fields of ${event.name}`} columns={['Field', 'Type', 'Description']}>
          {event.fields.map((f) => (
            <tr key={f.name} id={`field.${f.name}`}>
              <td>
                <code>{f.name}</code>
                {f.optional && <span className="gql-how"> optional</span>}
              </td>
              <td>
                <code>{f.type}</code>
              </td>
              <td>
                <InlineMarkdown text={f.summary} />
              </td>
            </tr>
          ))}
        </ScrollTable>
        <h2 id="emitted-by">Emitted by</h2>
        <ul>
          {emitters.map((s) => (
            <li key={s.name}>
              <a href={itemRoute(s, docsBase)}>{s.title}</a> (<code>{s.name}</code>)
            </li>
          ))}
        </ul>
        <h2 id="handled-by">Handled by</h2>
        {handlers.length > 0 ? (
          <ul>
            {handlers.map((a) => (
              <li key={a.name}>
                <a href={itemRoute(a, docsBase)}>{a.title}</a> (<code>{a.name}</code>)
              </li>
            ))}
          </ul>
        ) : (
          <p>No action shipped with the framework handles it; your own actions can.</p>
        )}
      </>
    ),
  });
}

const GROUPS = [
  { key: 'sources', label: 'Event sources', intro: 'Where a pipeline reads events from.' },
  { key: 'actions', label: 'Actions', intro: 'What a pipeline does with each event.' },
  { key: 'events', label: 'Event types', intro: 'The events actions receive, with their fields.' },
] as const;

function indexPage(ref: ActionsReference, docsBase: string): SitePage {
  return generatedPage({
    id: ACTIONS_INDEX_ID,
    route: `${docsBase}/${ACTIONS_INDEX_ID}`,
    title: 'Actions reference',
    description: 'Every event source, action and event type that ships with the Actions framework, with its configuration keys or event fields.',
    keywords: ['actions', 'reference'],
    headings: GROUPS.map((g) => ({ depth: 2, id: g.key, text: g.label })),
    body: (
      <>
        <p className="lead">Every event source, action and event type that ships with the Actions framework: the configuration keys of each plugin, with types and defaults, and the fields of each event.</p>
        {GROUPS.map((g) => (
          <section key={g.key} aria-labelledby={g.key}>
            <h2 id={g.key}>{g.label}</h2>
            <p>{g.intro}</p>
            <ul className="gql-index">
              {ref[g.key].map((item) => (
                <li key={item.name}>
                  <a href={itemRoute(item, docsBase)}>{item.title}</a>{' '}
                  <span>
                    <InlineMarkdown text={item.summary} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </>
    ),
  });
}

export function buildActionsPages(ref: ActionsReference, docsBase = '/docs'): SitePage[] {
  return [indexPage(ref, docsBase), ...ref.sources.map((s) => pluginPage(s, ref, docsBase)), ...ref.actions.map((a) => pluginPage(a, ref, docsBase)), ...ref.events.map((e) => eventPage(e, ref, docsBase))];
}

export { GROUPS as ACTIONS_GROUPS };
