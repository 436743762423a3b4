/** Options written after a code fence's language: `title="x.yml" {1,3-5} showLineNumbers`. */
export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  lineNumbers: boolean;
}

/** Parses a code fence's meta string. Unknown words are ignored. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), lineNumbers: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, ''));
  if (ranges?.[1]) {
    for (const part of ranges[1].split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      for (let line = from; line <= (to ?? from); line++) result.highlight.add(line);
    }
  }
  result.lineNumbers = /\bshowLineNumbers\b/.test(meta);
  return result;
}
