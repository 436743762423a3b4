/**
 * What a typed query asks for. Readers type questions ("how do I delete a dataset"): the words
 * that carry meaning are searched, the rest (question words, pronouns, articles) are not matched
 * on their own, so "how" no longer finds every "How it works" heading.
 */

/** Words that never carry the meaning of a query on their own (English function words and question phrasing). */
const STOP_WORDS = new Set(
  (
    'a an the is are was were be been being am do does did doing done i me my mine we us our you your yours it its they them their he she his her ' +
    'this that these those there here how what which who whom whose why when where can could should would will shall may might must ' +
    'to of in on at by for from with without into onto about as and or but if then than so not no please any some each every ' +
    'get getting got use using used want need trying try way ways possible able let lets s t set up work works between'
  ).split(' '),
);

/** Words that ask for a connector ("connect snowflake", "bigquery source", "ingest from postgres"). */
const CONNECT_WORDS = new Set(
  'connect connecting connection connector connectors ingest ingesting ingestion integrate integrating integration source sources plugin pull extract import'.split(' '),
);
/**
 * Words a request for a connector often carries ("ingest metadata from bigquery") that do not ask
 * for one on their own: "the metadata model" is not the Mode connector.
 */
const CONNECT_COMPANIONS = new Set(['metadata']);

/** Words that open a question. */
const QUESTION_OPENERS = /^(how|what|whats|what's|why|where|when|which|who|can|could|should|does|do|is|are|i|my)\b/i;

/** A URN as people paste it: `urn:li:` and at least a type. */
const URN_PATTERN = /^urn:li:[A-Za-z][\w.-]*:\S/;

export interface QueryPlan {
  /** The query as typed (trimmed). */
  raw: string;
  /** The words searched for, stop words dropped; the raw words when all are stop words. */
  terms: string[];
  /** `terms` joined: what the engines receive. */
  text: string;
  /** Phrased as a question or a task (stop words were dropped, or three plain words or more): guides answer these before generated reference pages. */
  question: boolean;
  /** For "connect X", "X source", "ingest from X": the X, to put a connector of that name first. */
  connector?: string;
  /** A pasted URN, offered to the URN inspector. */
  urn?: string;
}

/** Words of a query, lower case, punctuation other than inner `-`, `_`, `.` and `'` dropped. */
function wordsOf(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_.'-]+/u)
    .map((w) => w.replace(/^['.-]+|['.-]+$/g, '').replace(/'s$/, ''))
    .filter(Boolean);
}

/**
 * Reads a query: identifiers (`colorHex`, `ROW_COUNT_TOTAL`) and single words go through
 * unchanged; a phrase loses its stop words. A URN is recognised as a whole.
 */
export function analyseQuery(query: string): QueryPlan {
  const raw = query.trim();
  if (URN_PATTERN.test(raw)) return { raw, terms: [raw], text: raw, question: false, urn: raw };
  const words = wordsOf(raw);
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  const dropped = kept.length > 0 && kept.length < words.length;
  const terms = kept.length > 0 ? kept : words;
  // Three plain words or more read as a task or a question too ("add lineage between datasets").
  const question = dropped || raw.endsWith('?') || (words.length > 2 && (QUESTION_OPENERS.test(raw) || !/[A-Z_.]/.test(raw.replace(/^./, ''))));
  const rest = terms.filter((w) => !CONNECT_WORDS.has(w) && !CONNECT_COMPANIONS.has(w));
  const asksForConnector = terms.some((w) => CONNECT_WORDS.has(w));
  const connector = asksForConnector && rest.length > 0 && rest.length <= 3 ? rest.join(' ') : undefined;
  // A phrase keeps its words as typed when nothing was dropped (so `row count total` stays a phrase).
  const text = dropped ? terms.join(' ') : raw;
  return { raw, terms, text, question, connector };
}
