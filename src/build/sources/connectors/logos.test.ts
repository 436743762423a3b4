import { describe, expect, it } from 'vitest';
import type { Problem } from '../../errors.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConnectorLogo } from '../../../components/ConnectorLogo.tsx';
import { connectorLogoSprite, CONNECTOR_LOGO_SPRITE, contrastRatio, logoFor, monogram, parseConnectorLogos } from './logos.ts';

describe('parseConnectorLogos', () => {
  it('accepts slugs the installed simple-icons has', () => {
    const problems: Problem[] = [];
    expect(parseConnectorLogos('snowflake: snowflake\nkafka: apachekafka\n', 'data/connector-logos.yaml', problems)).toEqual({ snowflake: 'snowflake', kafka: 'apachekafka' });
    expect(problems).toEqual([]);
  });

  it('names the file and line of an unknown slug', () => {
    const problems: Problem[] = [];
    parseConnectorLogos('# logos\nsnowflake: snowflake\nmssql: no-such-icon-slug\n', 'data/connector-logos.yaml', problems);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'DATA_INVALID', file: 'data/connector-logos.yaml', line: 3 });
    expect(problems[0]!.message).toContain('no-such-icon-slug');
  });

  it('reports YAML and schema errors with a line', () => {
    const problems: Problem[] = [];
    parseConnectorLogos('snowflake: snowflake\nBad Id: x\n', 'f.yaml', problems);
    expect(problems[0]).toMatchObject({ file: 'f.yaml', line: 2 });
    const syntax: Problem[] = [];
    parseConnectorLogos('a: [b\n', 'f.yaml', syntax);
    expect(syntax[0]).toMatchObject({ code: 'DATA_INVALID', file: 'f.yaml' });
  });
});

describe('logoFor', () => {
  it('falls back to a monogram of the name when the connector has no icon', () => {
    expect(logoFor({}, 'mssql', 'Microsoft SQL Server')).toEqual({ kind: 'monogram', text: 'MS' });
    expect(logoFor({ x: 'no-such-icon-slug' }, 'x', 'dbt')).toEqual({ kind: 'monogram', text: 'DB' });
  });

  it('uses the brand colour only where it has contrast', () => {
    const logo = logoFor({ kafka: 'apachekafka' }, 'kafka', 'Kafka');
    expect(logo.kind).toBe('icon');
    // Kafka's brand is near-black: readable on white, not on the dark theme's background.
    if (logo.kind === 'icon') {
      expect(logo.light).toBe('#231F20');
      expect(logo.dark).toBeUndefined();
      expect(logo.path.length).toBeGreaterThan(10);
    }
  });
});

describe('the logo sprite', () => {
  it('holds each mapped icon once, as a symbol named by its slug, and skips unknown slugs', () => {
    const sprite = connectorLogoSprite({ kafka: 'apachekafka', 'kafka-connect': 'apachekafka', pg: 'postgresql', x: 'no-such-icon-slug' });
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite).toContain('<symbol id="apachekafka" viewBox="0 0 24 24"><path d="M');
    expect(sprite).toContain('<symbol id="postgresql"');
    expect(sprite).not.toContain('no-such-icon-slug');
  });

  it('is what a logo given the sprite draws from, instead of inlining the path', () => {
    const logo = logoFor({ kafka: 'apachekafka' }, 'kafka', 'Kafka');
    const fromSprite = renderToStaticMarkup(createElement(ConnectorLogo, { logo, sprite: CONNECTOR_LOGO_SPRITE }));
    expect(fromSprite).toContain(`<use href="${CONNECTOR_LOGO_SPRITE}#apachekafka"></use>`);
    expect(fromSprite).not.toContain('<path');
    expect(renderToStaticMarkup(createElement(ConnectorLogo, { logo, size: 48 }))).toContain('<path d="M');
  });
});

describe('monogram and contrast', () => {
  it('takes two initials', () => {
    expect(monogram('Google BigQuery')).toBe('GB');
    expect(monogram('S3 / Local Files')).toBe('SL');
    expect(monogram('Snowflake')).toBe('SN');
  });
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });
});
