// The back office's lists: a data grid whose pages (and sort) the API applies, so a list of any
// length stays quick; its words in the page's language. Loaded only with a list.
import type { SortOrder } from '@roadbook/domain/contracts/list-page';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, esES, frFR } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

const GRID_LOCALES = { en: enUS, fr: frFR, es: esES } as const;
const PAGE_SIZES = [10, 30, 50, 100];

/** A row of one line of text, as tall as before rows grew with their texts. */
const ROW_HEIGHT = 56;

/**
 * No text is cut off, and no column is wider than its share: a cell's text (a car's or an agency's
 * long name, a date, an e-mail address) and a column's title wrap onto more lines, the row growing
 * with them, instead of ending in "Pura Vida R…". The columns share the grid's width down to their
 * own minimum widths: on a laptop the whole table fits; on a phone, narrower than their sum, the grid
 * scrolls sideways.
 */
const WRAPPED_TEXTS = {
  bgcolor: 'background.paper',
  [`& .${gridClasses.cell}`]: { minHeight: ROW_HEIGHT, py: 1, overflowWrap: 'anywhere' },
  [`& .${gridClasses.columnHeaderTitleContainer}`]: { whiteSpace: 'normal' },
  [`& .${gridClasses.columnHeaderTitle}`]: {
    whiteSpace: 'normal',
    lineHeight: 1.25,
    overflowWrap: 'anywhere',
  },
} as const;

export interface GridSort<Field extends string> {
  field: Field;
  order: SortOrder;
}

interface BackOfficeGridProps<Row extends GridValidRowModel, Field extends string> {
  /** The grid's name for assistive technologies. */
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  total: number;
  isLoading: boolean;
  /** From 1. */
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  /** The fields the API sorts by; the grid offers no sort without them. */
  sortFields?: readonly Field[];
  sort?: GridSort<Field>;
  onSort?: (sort: GridSort<Field> | null) => void;
  /** The rows chosen with the checkboxes (by id), when the list offers them. */
  selection?: { ids: readonly string[]; onChange: (ids: string[]) => void };
}

export function BackOfficeGrid<Row extends GridValidRowModel, Field extends string>({
  label,
  rows,
  columns,
  total,
  isLoading,
  page,
  pageSize,
  onPage,
  sortFields = [],
  sort,
  onSort,
  selection,
}: BackOfficeGridProps<Row, Field>) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const isSortField = (field: string): field is Field => (sortFields as readonly string[]).includes(field);
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      // A flex cell centres its content however many lines the row has.
      columns={columns.map((column) => ({ display: 'flex', ...column, sortable: isSortField(column.field) }))}
      rowCount={total}
      loading={isLoading}
      paginationMode="server"
      sortingMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      {...(selection === undefined
        ? {}
        : {
            checkboxSelection: true,
            rowSelectionModel: { type: 'include' as const, ids: new Set(selection.ids) },
            // "Select all" answers as every row but those left out: the rows shown, then.
            onRowSelectionModelChange: ({ type, ids }: GridRowSelectionModel) =>
              selection.onChange(
                type === 'include'
                  ? [...ids].map(String)
                  : rows.map((row) => String(row.id)).filter((id) => !ids.has(id)),
              ),
          })}
      paginationModel={{ page: page - 1, pageSize }}
      pageSizeOptions={PAGE_SIZES}
      onPaginationModelChange={(model) =>
        onPage(model.pageSize === pageSize ? model.page + 1 : 1, model.pageSize)
      }
      sortModel={sort === undefined ? [] : [{ field: sort.field, sort: sort.order }]}
      onSortModelChange={([model]) =>
        onSort?.(
          model === undefined || !isSortField(model.field)
            ? null
            : { field: model.field, order: model.sort ?? 'asc' },
        )
      }
      localeText={{
        ...GRID_LOCALES[language].components.MuiDataGrid.defaultProps.localeText,
        noRowsLabel: t('list.noRows'),
      }}
      getRowHeight={() => 'auto'}
      getEstimatedRowHeight={() => ROW_HEIGHT}
      autoHeight
      sx={WRAPPED_TEXTS}
    />
  );
}
