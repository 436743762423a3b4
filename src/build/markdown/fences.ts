const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;

/**
 * Follows code fences line by line, for the passes that read Markdown as lines before it is parsed.
 * Given the fence open before `line` (undefined outside code), returns the fence open after it and
 * whether the line is a fence line itself (an opening, a closing, or a fence-like line inside code).
 */
export function stepFence(line: string, fence: string | undefined): { fence: string | undefined; fenceLine: boolean } {
  const marker = FENCE_OPEN.exec(line)?.[1];
  if (!marker) return { fence, fenceLine: false };
  if (!fence) return { fence: marker, fenceLine: true };
  const closes = marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker;
  return { fence: closes ? undefined : fence, fenceLine: true };
}
