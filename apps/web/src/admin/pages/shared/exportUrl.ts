/** An export URL carrying the list's current search and sort (the download matches the filter). */
export function exportUrl(path: string, search: string, sort?: { field: string; dir: string }) {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (sort) {
    params.set('sortField', sort.field);
    params.set('sortDir', sort.dir);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
