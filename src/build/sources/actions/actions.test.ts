import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsThrownBy } from '../../../../tests/helpers/problems.ts';
import { actionsHandler } from './handler.ts';
import { loadActionsReference } from './load-actions.ts';
import { buildActionsPages } from './pages.tsx';

const SOURCE = `kind: source
name: kafka
slug: kafka-event-source
title: Kafka event source
summary: Reads events from Kafka.
upstream: { path: src/kafka.py, commit: unknown }
configClass: KafkaEventSourceConfig
config:
  - { key: connection, type: KafkaConsumerConnectionConfig, default: KafkaConsumerConnectionConfig(), summary: The connection. }
  - { key: topic, type: str, summary: The topic. }
emits: [EntityChangeEvent_v1]
`;

const ACTION = `kind: action
name: slack
slug: slack
title: Slack
summary: Posts to Slack.
upstream: { path: src/slack.py, commit: 0123456789abcdef0123456789abcdef01234567 }
configClass: SlackConfig
config:
  - { key: bot_token, type: SecretStr, summary: The token. }
handles: [EntityChangeEvent_v1]
installExtra: slack
`;

const EVENT = `kind: event
name: EntityChangeEvent_v1
slug: entity-change-event
title: Entity change event
summary: A change to one entity.
upstream: { path: EntityChangeEvent.pdl, commit: unknown }
recordClass: EntityChangeEventClass
fields:
  - { name: entityUrn, type: Urn, summary: The entity. }
  - { name: modifier, type: string, optional: true, summary: What was added. }
`;

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'actions-ref-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const GOOD = { 'sources/kafka-event-source.yaml': SOURCE, 'actions/slack.yaml': ACTION, 'events/entity-change-event.yaml': EVENT };

describe('actions reference', () => {
  it('loads sources, actions and events', () => {
    const ref = loadActionsReference(tree(GOOD), 'reference/actions')!;
    expect([ref.sources.length, ref.actions.length, ref.events.length]).toEqual([1, 1, 1]);
    expect(ref.sources[0]!.config[1]).toEqual({ key: 'topic', type: 'str', summary: 'The topic.' });
  });

  it('reports schema problems at their line, an unknown event with the closest one, and a misplaced file', () => {
    const problems = problemsThrownBy(() =>
      loadActionsReference(
        tree({
          ...GOOD,
          'sources/kafka-event-source.yaml': SOURCE.replace('summary: The topic. }', 'summary: the topic }').replace('emits: [EntityChangeEvent_v1]', 'emits: [EntityChangeEvent_v2]'),
          'actions/slack.yaml': ACTION.replace('handles: [EntityChangeEvent_v1]', 'handles: [EntityChangeEvent_v2]'),
          'events/slack.yaml': ACTION,
        }),
        'reference/actions',
      ),
    );
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['reference/actions/sources/kafka-event-source.yaml', 10],
      ['reference/actions/events/slack.yaml', 1],
      ['reference/actions/actions/slack.yaml', 10],
    ]);
    expect(problems[0]!.message).toContain('config[1].summary');
    expect(problems[2]).toMatchObject({ message: 'unknown event type `EntityChangeEvent_v2`', hint: 'Did you mean `EntityChangeEvent_v1`?' });
  });

  it('renders a page per plugin and event with anchors for config keys and fields, and links both ways', () => {
    const pages = buildActionsPages(loadActionsReference(tree(GOOD), 'reference/actions')!);
    expect(pages.map((p) => p.route)).toEqual(['/docs/actions/reference', '/docs/actions/sources/kafka-event-source', '/docs/actions/actions/slack', '/docs/actions/events/entity-change-event']);
    const [, source, action, event] = pages;
    expect([...source!.ids]).toEqual(expect.arrayContaining(['config.connection', 'config.topic', 'configuration', 'events']));
    expect(source!.bodyHtml).toContain('<span class="line">    topic: &lt;topic&gt;</span>');
    expect(action!.bodyHtml).toContain('pip install &#x27;acryl-datahub-actions[slack]&#x27;');
    expect(action!.bodyHtml).toContain('href="/docs/actions/events/entity-change-event"');
    expect([...event!.ids]).toEqual(expect.arrayContaining(['field.entityUrn', 'field.modifier']));
    expect(event!.bodyHtml).toContain('href="/docs/actions/sources/kafka-event-source"');
    expect(event!.bodyHtml).toContain('href="/docs/actions/actions/slack"');
  });

  it('lists the pages in the sidebar and config keys and fields in search', async () => {
    const out = (await actionsHandler.generate(tree(GOOD), 'reference/actions', { pageByRoute: new Map(), contentRoutes: new Set(), docsBase: '/docs' }))!;
    expect(out.sidebarItems).toEqual([
      {
        type: 'category',
        label: 'Reference',
        link: { type: 'doc', id: 'actions/reference' },
        items: [
          { type: 'category', label: 'Event sources', items: ['actions/sources/kafka-event-source'] },
          { type: 'category', label: 'Actions', items: ['actions/actions/slack'] },
          { type: 'category', label: 'Event types', items: ['actions/events/entity-change-event'] },
        ],
      },
    ]);
    expect(out.searchNames).toEqual(expect.arrayContaining([
      { name: 'kafka.topic', route: '/docs/actions/sources/kafka-event-source', anchor: 'config.topic', type: 'field' },
      { name: 'EntityChangeEvent_v1.modifier', route: '/docs/actions/events/entity-change-event', anchor: 'field.modifier', type: 'field' },
    ]));
  });
});
