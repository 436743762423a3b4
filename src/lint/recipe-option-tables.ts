/**
 * Hand-written "Goal | Recipe option" tables (the quick-ingestion configuration pages) name recipe
 * options of one connector. This check holds every backticked option in the table's second column
 * to that connector's config schema in the reference, so a renamed or removed option is reported
 * at the table row (file:line) instead of drifting.
 */

export interface TableRowOptions {
  /** 1-based line of the row in the page. */
  line: number;
  /** Dotted option paths named in the row (`profiling.enabled`), without values. */
  options: string[];
}

export interface OptionDrift {
  file: string;
  line: number;
  message: string;
}

const HEADER = /^\|\s*Goal\s*\|\s*Recipe option\s*\|\s*$/;
const OPTION = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/;

/**
 * The option paths of each row of every `| Goal | Recipe option |` table in `markdown`. A backticked
 * token counts when it reads as an option path, optionally followed by `: value`; tokens with
 * wildcards (`*_page_size`) or other text are not options and are skipped, and so are tokens in
 * parentheses or after "on" (`table_pattern` on `database.schema.table` names what a pattern matches).
 */
export function recipeOptionRows(markdown: string): TableRowOptions[] {
  const lines = markdown.split('\n');
  const rows: TableRowOptions[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!HEADER.test(lines[i] ?? '')) continue;
    for (let j = i + 2; j < lines.length && (lines[j] ?? '').trimStart().startsWith('|'); j++) {
      const cells = (lines[j] ?? '').split('|');
      // Asides in parentheses and "on `a.b.c`" name what a pattern matches, not options.
      const cell = (cells[2] ?? '').replace(/\([^)]*\)/g, '').replace(/\bon `[^`]*`/g, '');
      const options = [...cell.matchAll(/`([^`]+)`/g)]
        .map((m) => (m[1] ?? '').split(':')[0]?.trim() ?? '')
        .filter((name) => OPTION.test(name));
      rows.push({ line: j + 1, options });
    }
  }
  return rows;
}

/** Whether the JSON schema declares the dotted option path (through nested `properties`). */
export function schemaHasOption(schema: Record<string, unknown>, option: string): boolean {
  let node: unknown = schema;
  for (const part of option.split('.')) {
    const props = (node as { properties?: Record<string, unknown> } | undefined)?.properties;
    if (!props || !Object.hasOwn(props, part)) return false;
    node = props[part];
  }
  return true;
}

/**
 * Every option in the page's recipe-option tables that none of the connector's plugin schemas
 * declares, with the row's line.
 */
export function checkRecipeOptionTables(file: string, markdown: string, connectorId: string, schemas: Record<string, unknown>[]): OptionDrift[] {
  const drift: OptionDrift[] = [];
  for (const row of recipeOptionRows(markdown)) {
    for (const option of row.options) {
      if (schemas.some((s) => schemaHasOption(s, option))) continue;
      drift.push({
        file,
        line: row.line,
        message: `\`${option}\` is not an option of the ${connectorId} connector in the reference: use the option name its config schema declares (reference/connectors/${connectorId}.yaml), or fix the reference.`,
      });
    }
  }
  return drift;
}
