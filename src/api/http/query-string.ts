/**
 * Bracket query serialization as the spec writes it (Rails/Laravel/qs style):
 *   { ids: [1, 2] }                          -> ids[]=1&ids[]=2
 *   { scope: { archived: true } }            -> scope[archived]=true
 *   { by: { customFields: [{ definitionId: 7, value: [1, 5] }] } }
 *     -> by[customFields][0][definitionId]=7&by[customFields][0][value][]=1&by[customFields][0][value][]=5
 * Arrays of scalars use `[]`; arrays holding objects are indexed (`[0]`). Brackets are left
 * unencoded for readability (servers decode both forms); key segments and values are
 * percent-encoded with encodeURIComponent. null and undefined are left out, and so are empty
 * arrays and objects (there is nothing to send). Booleans are written `true` / `false`.
 */

export type QueryScalar = string | number | boolean;
export type QueryValue =
  QueryScalar | null | undefined | readonly QueryValue[] | { readonly [key: string]: QueryValue };
export type QueryParams = { readonly [key: string]: QueryValue };

function isScalar(value: QueryValue): value is QueryScalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function appendPairs(pairs: string[], key: string, value: QueryValue): void {
  if (value == null) return;
  if (isScalar(value)) {
    pairs.push(`${key}=${encodeURIComponent(String(value))}`);
    return;
  }
  if (Array.isArray(value)) {
    const indexed = value.some((item) => item != null && !isScalar(item));
    value.forEach((item: QueryValue, index) => {
      appendPairs(pairs, indexed ? `${key}[${index}]` : `${key}[]`, item);
    });
    return;
  }
  for (const [name, item] of Object.entries(value)) {
    appendPairs(pairs, `${key}[${encodeURIComponent(name)}]`, item);
  }
}

/** The query string without the leading `?`; '' when there is nothing to send. */
export function serializeQuery(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    appendPairs(pairs, encodeURIComponent(name), value);
  }
  return pairs.join('&');
}
