import * as z from 'zod/mini';
import { PAGE_SIZE } from '../constants';

/** `?page=N`: a page number from 1, 1 when absent. */
export const PageQuerySchema = z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
  1,
);

/** The paging part of every list answer: `{ <things>: [...], total, page, pageSize }`. */
export const listPageFields = {
  total: z.int().check(z.nonnegative()),
  page: z.int().check(z.minimum(1)),
  pageSize: z.int().check(z.minimum(1)),
};
export type ListPaging = { [Field in keyof typeof listPageFields]: z.infer<(typeof listPageFields)[Field]> };

/** A query parameter that may repeat (`?size=mini&size=midi`), always read as a list. */
export function repeatable<T extends z.ZodMiniType<string>>(item: T) {
  return z.pipe(
    z.union([item, z.array(item)]),
    z.transform((value): z.infer<T>[] => (Array.isArray(value) ? value : [value])),
  );
}

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The most rows one page of a back-office list holds. */
export const MAX_BACK_OFFICE_PAGE_SIZE = 100;

/** `?pageSize=N` of a back-office list: 1 to 100, PAGE_SIZE (30) when absent. */
export const BackOfficePageSizeSchema = z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_BACK_OFFICE_PAGE_SIZE)),
  PAGE_SIZE,
);
