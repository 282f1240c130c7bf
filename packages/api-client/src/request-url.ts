/** Joins base, path and the defined query values; arrays become comma lists as the platform expects. */
export function requestUrl(baseUrl: string, path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** Puts each `:name` segment's value into a path, encoded, so a value can never add a segment. */
export function fillPathParams(path: string, params: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new RangeError(`path parameter ${name} of ${path} has no value`);
    return encodeURIComponent(String(value));
  });
}
