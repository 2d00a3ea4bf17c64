/**
 * Form encoding as the platform's server expects it: nested objects and arrays
 * become bracketed keys (`a[b][c]=v`, `list[]=x`), the way its scripts post them.
 */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

function isPlainObject(value: unknown): value is Record<string, FormValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(prefix: string, value: FormValue, out: Array<[string, string]>): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    const nested = value.some((v) => typeof v === 'object' && v !== null);
    value.forEach((item, index) => flatten(`${prefix}[${nested ? index : ''}]`, item, out));
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) flatten(`${prefix}[${key}]`, item, out);
    return;
  }
  out.push([prefix, value === null ? '' : String(value)]);
}

/** Flattens a payload into ordered key/value pairs. */
export function toFormPairs(payload: Record<string, FormValue>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(payload)) flatten(key, value, out);
  return out;
}

/** Encodes a payload as `application/x-www-form-urlencoded`. */
export function toFormBody(payload: Record<string, FormValue>): URLSearchParams {
  return new URLSearchParams(toFormPairs(payload));
}
