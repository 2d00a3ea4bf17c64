/**
 * Query strings as ordered lists of parameters. Parameters this code does not change keep the exact
 * text they came with (encoding, order, repeats), so a theme's or another table's parameters pass
 * through untouched; parameters written here are encoded with encodeURIComponent.
 */

/** One `key=value` pair of a query string: the decoded key and value, and the text it came as. */
export interface QueryParam {
  readonly key: string;
  readonly value: string;
  readonly raw: string;
}

/** Form decoding: '+' is a space, then percent-decoding; a malformed escape is kept as written. */
export function decodeQueryComponent(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The parameters of a query string, with or without a leading '?', in order; empty pieces are skipped. */
export function splitQuery(query: string): QueryParam[] {
  const text = query.startsWith('?') ? query.slice(1) : query;
  const params: QueryParam[] = [];
  if (!text) return params;
  for (const raw of text.split('&')) {
    if (!raw) continue;
    const equals = raw.indexOf('=');
    const key = decodeQueryComponent(equals === -1 ? raw : raw.slice(0, equals));
    const value = equals === -1 ? '' : decodeQueryComponent(raw.slice(equals + 1));
    params.push({ key, value, raw });
  }
  return params;
}

/** A parameter written here (key and value encoded). */
export function queryParam(key: string, value: string): QueryParam {
  return { key, value, raw: `${encodeURIComponent(key)}=${encodeURIComponent(value)}` };
}

/** The query string of the parameters, without '?'. */
export function joinQuery(params: readonly QueryParam[]): string {
  return params.map((param) => param.raw).join('&');
}

/** The query with `key` set to `value`: the first occurrence changes in place, repeats go, else it is appended. */
export function withParam(query: string, key: string, value: string): string {
  const params = splitQuery(query);
  const result: QueryParam[] = [];
  let placed = false;
  for (const param of params) {
    if (param.key !== key) result.push(param);
    else if (!placed) {
      result.push(queryParam(key, value));
      placed = true;
    }
  }
  if (!placed) result.push(queryParam(key, value));
  return joinQuery(result);
}

/** The query without any occurrence of `key`. */
export function withoutParam(query: string, key: string): string {
  return joinQuery(splitQuery(query).filter((param) => param.key !== key));
}

/** The last value of `key` (PHP reads the last of repeated plain keys), or undefined. */
export function lastValue(params: readonly QueryParam[], key: string): string | undefined {
  for (let i = params.length - 1; i >= 0; i--) if (params[i]!.key === key) return params[i]!.value;
  return undefined;
}
