import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../compile/compile-html.ts';

const ctx = {
  file: 'docs/architecture.md',
  lineOffset: 3,
  route: '/docs/architecture',
  sourceDir: '/tmp',
  relPath: 'architecture.md',
  routeOfFile: new Map<string, string>(),
  frontMatterTitle: 'Architecture',
  assetBase: '/assets/content',
};

const TWO_DIAGRAMS = `Intro.

\`\`\`mermaid title="How metadata flows"
flowchart LR
  S[Ingestion source] -->|MCP| G(GMS)
  G -->|MCL| K[Kafka]
\`\`\`

\`\`\`mermaid
sequenceDiagram
  participant C as Client
  participant G as GMS
  C->>G: POST /aspects
  G-->>C: 200
\`\`\`
`;

describe('diagrams drawn at build time', () => {
  it('turns mermaid blocks into inline SVG figures named for screen readers, with the source as text', async () => {
    const { html, facts } = await compileToHtml(TWO_DIAGRAMS, 'md', ctx);
    expect(facts.problems).toEqual([]);
    expect(html.match(/<figure class="diagram"/g)).toHaveLength(2);
    expect(html).toContain('<svg viewBox=');
    expect(html).toMatch(/<svg [^>]*role="img"[^>]*aria-labelledby="dg-[0-9a-f]{8}-title"/);
    expect(html).toMatch(/<title id="dg-[0-9a-f]{8}-title">How metadata flows<\/title>/);
    expect(html).toContain('<figcaption class="diagram-caption">How metadata flows</figcaption>');
    expect(html).toMatch(/<title id="dg-[0-9a-f]{8}-title">Diagram<\/title>/);
    expect(html).toContain('<summary>Diagram as text</summary>');
    expect(html).toContain('>Ingestion source<');
    // The source, highlighted like any code block, is the text alternative.
    expect(html).toMatch(/<details class="diagram-source"><summary>Diagram as text<\/summary><figure class="code-block" data-lang="mermaid">/);
  });

  it('ships no style of its own, no web font and no id twice on a page', async () => {
    const { html } = await compileToHtml(TWO_DIAGRAMS, 'md', ctx);
    expect(html).not.toContain('<style');
    expect(html).not.toContain('googleapis');
    expect(html).not.toMatch(/<svg [^>]*style=/);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    // Every internal reference points at an id of the page.
    for (const [, ref] of html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });

  it('reports a diagram it cannot draw at the block line', async () => {
    const body = 'Text.\n\n```mermaid\npie title Pets\n  "Dogs": 3\n```\n';
    const { facts } = await compileToHtml(body, 'md', ctx);
    expect(facts.problems).toHaveLength(1);
    expect(facts.problems[0]).toMatchObject({ code: 'DIAGRAM_INVALID', file: 'docs/architecture.md', line: 6 });
    expect(facts.problems[0]!.message).toContain('pie title Pets');
  });
});
