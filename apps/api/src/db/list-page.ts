import type { ListPaging } from '@roadbook/domain/contracts/list-page';

/** The rows a page's query returns: LIMIT and OFFSET. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Page `page` (from 1) of a list, `pageSize` rows a page, and the paging fields of its answer
 * (`{ <things>, total, page, pageSize }`). `select` reads the window's rows, each carrying the whole
 * list's total (`count(*) over ()`); a page past the end has no row to carry it, so only then does
 * `count` count the list apart.
 */
export async function loadListPage<Row extends { total: number }>(
  { page, pageSize }: { page: number; pageSize: number },
  select: (window: PageWindow) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<ListPaging & { rows: Row[] }> {
  const window = { limit: pageSize, offset: (page - 1) * pageSize };
  const rows = await select(window);
  const total = rows.length === 0 && window.offset > 0 ? await count() : (rows[0]?.total ?? 0);
  return { rows, total, page, pageSize };
}
