/** The page a server-paged list asks for (ZPageInput). */
export type PageRequest = { page: number; pageSize: number };

/** A query builder that can still be limited and offset (a Drizzle select before it runs). */
type Pageable<Row> = { limit(n: number): { offset(n: number): PromiseLike<Row[]> } };

/**
 * One page of a list: the page's rows (the query limited and offset here) and the count of all
 * rows, read in parallel, as `{data, total, page, pageSize}`.
 */
export async function pageOf<Row, Out = Row>(
  input: PageRequest,
  rows: Pageable<Row>,
  totals: PromiseLike<{ total: number }[]>,
  map: (row: Row) => Out = (row) => row as unknown as Out,
) {
  const [page, counted] = await Promise.all([
    rows.limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    totals,
  ]);
  return {
    data: page.map(map),
    total: counted[0]?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
