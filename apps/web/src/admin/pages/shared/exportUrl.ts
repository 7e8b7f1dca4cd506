/**
 * An export URL carrying the list's current search, sort and any other filters (the download
 * matches what the list shows).
 */
export function exportUrl(
  path: string,
  search: string,
  sort?: { field: string; dir: string },
  filters: Record<string, string> = {},
) {
  const params = new URLSearchParams(Object.entries(filters));
  if (search.trim()) params.set('search', search.trim());
  if (sort) {
    params.set('sortField', sort.field);
    params.set('sortDir', sort.dir);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
