/** The first syntax error of a JSON text: what was expected and the offset where it went wrong. */
export interface JsonSyntaxError {
  message: string;
  offset: number;
}

/**
 * Finds the first syntax error in a JSON text (RFC 8259), or undefined when it is valid. Node 20's
 * `JSON.parse` does not give the position of every error ("Unexpected token ']'"), so the lint
 * locates it with this small recursive-descent scanner, run only after `JSON.parse` has failed.
 */
export function findJsonError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const fail = (message: string): never => {
    throw { message: `${message}, found ${i < text.length ? JSON.stringify(text[i]) : 'the end'}`, offset: i } satisfies JsonSyntaxError;
  };
  const space = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++;
  };
  const expect = (char: string, message: string): void => {
    if (text[i] !== char) fail(message);
    i++;
  };
  const string = (): void => {
    i++;
    while (text[i] !== '"') {
      if (i >= text.length || (text.charCodeAt(i) ?? 0) < 0x20) fail('expected a closing quote');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) i += 4;
        else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail('expected an escape sequence');
      }
      i++;
    }
    i++;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail('expected a property name in double quotes');
        string();
        space();
        expect(':', "expected ':' after the property name");
        value();
        space();
        if (text[i] === '}') return void i++;
        expect(',', "expected ',' or '}' after the property value");
      }
    }
    if (c === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ']') return void i++;
        expect(',', "expected ',' or ']' after the array element");
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!literal) fail('expected a value (object, array, string, number, true, false or null)');
    i += literal?.[0].length ?? 0;
  };
  try {
    value();
    space();
    if (i < text.length) fail('expected the end of the JSON text');
    return undefined;
  } catch (error) {
    if (typeof error === 'object' && error && 'offset' in error) return error as JsonSyntaxError;
    throw error;
  }
}
