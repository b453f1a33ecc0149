// The fleet's CSV import, the part without the database: a file (UTF-8 with or without BOM, comma or
// semicolon separated, header names case aside and in any order) read into rows of cells, each cell
// turned into a car field, and each row into a car checked by CarInputSchema, the editor's own rule,
// with every error at its column. The supplier an admin names and the places are found by the service
// (fleet-import.service.ts), which hands them to `checkRow`.
//
// Cells: amounts in dollars with a dot ('45.50'); booleans yes/no, true/false, 1/0; enumeration values
// as in domain/enums.ts (case aside); `multimedia` and `locations` separated by '|'; `mileage`
// 'unlimited' or kilometres a day; an option 'unavailable', 'included' or its price. A column missing
// from the header, or a cell left empty, takes the column's default (DEFAULTS) — the columns of
// FLEET_IMPORT_REQUIRED_COLUMNS have none. Prices by date are not imported: the cars have none, and
// their ranges are set in the editor.
import Papa from 'papaparse';
import { CarInputSchema, type CarInput } from '@roadbook/domain/car-schema';
import { MINIMUM_AGE } from '@roadbook/domain/constants';
import {
  FLEET_IMPORT_COLUMNS,
  FLEET_IMPORT_MAX_ROWS,
  FLEET_IMPORT_REQUIRED_COLUMNS,
  type FleetImportColumn,
  type FleetImportFieldError,
} from '@roadbook/domain/contracts/fleet-import';
import {
  AVAILABILITIES,
  CAR_OPTIONS,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  VEHICLE_SIZES,
} from '@roadbook/domain/enums';
import { DomainError, type ErrorCode, type MessageParams } from '@roadbook/domain/error-codes';
import { toFieldErrors } from '@roadbook/domain/validation-issues';

/** Who imports: an admin names each row's supplier (the `supplier` column); a supplier imports its own cars. */
export type Importer = 'admin' | 'supplier';

/** The columns that are fields of the car itself (the supplier and the places are found in the database). */
type CarColumn = Exclude<FleetImportColumn, 'supplier' | 'locations'>;

/** One car of the file, read but not yet checked against the database and CarInputSchema. */
export interface ImportRow {
  /** Its line in the file (the header's is 1; a quoted line break counts). */
  line: number;
  /** The `name` cell, trimmed. */
  name: string;
  /** The `supplier` cell in lower case (admins only); null when it had none (an error already says so). */
  supplierEmail: string | null;
  /** The `locations` cell's place names, as written. */
  placeNames: string[];
  /** The car's fields read from the cells (a cell in error leaves its field out). */
  fields: Partial<Record<CarColumn, unknown>>;
  /** What is wrong in the cells themselves, one error a column at most. */
  errors: FleetImportFieldError[];
}

export interface ImportSheet {
  rows: ImportRow[];
  /** Header names that are not columns of the import (or `supplier` for a supplier), as written. */
  ignoredColumns: string[];
}

/** What the database said about one row: its supplier (an admin's import), its places, their errors. */
export interface RowReferences {
  supplierId?: string;
  locationIds: string[];
  errors: FleetImportFieldError[];
}

type Cell = { value: unknown } | { error: ErrorCode; params?: MessageParams };

const invalid: Cell = { error: 'validation.invalidValue' };

/** The value of each column missing from the header or left empty; the required columns have none. */
const DEFAULTS: Readonly<Partial<Record<CarColumn, unknown>>> = {
  licencePlate: null,
  aircon: false,
  multimedia: [],
  // As the editor proposes for a new car.
  fuelPolicy: 'fullToFull',
  minimumAge: MINIMUM_AGE,
  isLicenceRequired: true,
  availability: 'available',
  isFullyBooked: false,
  isComingSoon: false,
  discountedDailyPrice: null,
  weeklyPrice: null,
  discountedWeeklyPrice: null,
  biWeeklyPrice: null,
  discountedBiWeeklyPrice: null,
  monthlyPrice: null,
  discountedMonthlyPrice: null,
  ...Object.fromEntries(CAR_OPTIONS.map((option) => [option, -1])),
};

/** The value of `values` written as `cell`, case aside. */
function oneOf(values: readonly string[]) {
  return (cell: string): Cell => {
    const value = values.find((candidate) => candidate.toLowerCase() === cell.toLowerCase());
    return value === undefined ? invalid : { value };
  };
}

function wholeNumber(cell: string): Cell {
  return /^[+-]?\d{1,9}$/.test(cell) ? { value: Number(cell) } : invalid;
}

function yesNo(cell: string): Cell {
  if (/^(yes|true|1)$/i.test(cell)) return { value: true };
  if (/^(no|false|0)$/i.test(cell)) return { value: false };
  return invalid;
}

/** Dollars with a dot and at most two decimals ('45.5', '-3') in cents; the schema checks the range. */
function amount(cell: string): Cell {
  const match = /^([+-]?)(\d{1,15})(?:\.(\d+))?$/.exec(cell);
  if (!match) return invalid;
  const [, sign = '', units = '0', decimals = ''] = match;
  if (decimals.length > 2) return { error: 'validation.tooManyDecimals', params: { max: 2 } };
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return { value: sign === '-' ? -cents : cents };
}

/** An option: 'unavailable' (-1), 'included' (0) or its price, which must be above zero. */
function option(cell: string): Cell {
  if (/^unavailable$/i.test(cell)) return { value: -1 };
  if (/^included$/i.test(cell)) return { value: 0 };
  const price = amount(cell);
  if ('value' in price && typeof price.value === 'number' && price.value <= 0) {
    return { error: 'validation.amountNotPositive' };
  }
  return price;
}

/** 'unlimited' (-1) or kilometres a day. */
function mileage(cell: string): Cell {
  if (/^unlimited$/i.test(cell)) return { value: -1 };
  return /^\d{1,9}$/.test(cell) ? { value: Number(cell) } : invalid;
}

/** The parts of a '|'-separated cell, trimmed, the empty ones left out. */
function listOf(cell: string): string[] {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function multimedia(cell: string): Cell {
  const items = listOf(cell).map(oneOf(MULTIMEDIA));
  const values: unknown[] = [];
  for (const item of items) {
    if (!('value' in item)) return item;
    values.push(item.value);
  }
  return { value: values };
}

/** How each car column's cell is read (a cell that is not empty). */
const READERS: Readonly<Record<CarColumn, (cell: string) => Cell>> = {
  name: (cell) => ({ value: cell }),
  licencePlate: (cell) => ({ value: cell }),
  size: oneOf(VEHICLE_SIZES),
  fuelType: oneOf(FUEL_TYPES),
  gearbox: oneOf(GEARBOXES),
  seats: wholeNumber,
  doors: wholeNumber,
  aircon: yesNo,
  multimedia,
  mileage,
  fuelPolicy: oneOf(FUEL_POLICIES),
  deposit: amount,
  minimumAge: wholeNumber,
  isLicenceRequired: yesNo,
  availability: oneOf(AVAILABILITIES),
  isFullyBooked: yesNo,
  isComingSoon: yesNo,
  dailyPrice: amount,
  discountedDailyPrice: amount,
  weeklyPrice: amount,
  discountedWeeklyPrice: amount,
  biWeeklyPrice: amount,
  discountedBiWeeklyPrice: amount,
  monthlyPrice: amount,
  discountedMonthlyPrice: amount,
  cancellation: option,
  amendments: option,
  theftProtection: option,
  collisionDamageWaiver: option,
  fullInsurance: option,
  additionalDriver: option,
};
const CAR_COLUMNS = Object.keys(READERS) as CarColumn[];

/** Columns in dollars: a range the schema gives in cents is said in dollars too. */
const AMOUNT_COLUMNS: ReadonlySet<string> = new Set(
  CAR_COLUMNS.filter((column) => READERS[column] === amount || READERS[column] === option),
);

// The file.

interface CsvRecord {
  line: number;
  cells: string[];
}

/** The text of a UTF-8 file (its BOM dropped): import.unreadable when it is not text. */
function decode(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DomainError('import.unreadable');
  }
  if (text.includes('\u0000')) throw new DomainError('import.unreadable');
  return text;
}

/**
 * The records of `text` that are not blank, each with its line, up to `limit` of them (`isCut` when
 * more follow). Papaparse guesses the separator between comma and semicolon only ('|' separates the
 * values of a cell); an unterminated quote is import.unreadable.
 */
function readRecords(text: string, limit: number): { records: CsvRecord[]; isCut: boolean } {
  const records: CsvRecord[] = [];
  let isCut = false;
  let isBroken = false;
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';'],
    step: (result, parser) => {
      if (result.errors.some((error) => error.type === 'Quotes')) isBroken = true;
      const cells = result.data.map((cell) => cell.trim());
      if (cells.some((cell) => cell !== '')) {
        if (records.length === limit) {
          isCut = true;
          parser.abort();
          return;
        }
        records.push({ line, cells });
      }
      const end = result.meta.cursor;
      line += text.slice(start, end).match(/\r\n|\r|\n/g)?.length ?? 0;
      start = end;
    },
  });
  if (isBroken) throw new DomainError('import.unreadable');
  return { records, isCut };
}

/** Where each column is in the header: 400 for a required column missing or a column given twice. */
function readHeader(cells: readonly string[], importer: Importer) {
  const byName = new Map(FLEET_IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const positions = new Map<FleetImportColumn, number>();
  const ignoredColumns: string[] = [];
  cells.forEach((cell, index) => {
    if (cell === '') return;
    const column = byName.get(cell.toLowerCase());
    if (column === undefined || (column === 'supplier' && importer !== 'admin')) {
      ignoredColumns.push(cell);
    } else if (positions.has(column)) {
      throw new DomainError('import.duplicateColumn', { column });
    } else {
      positions.set(column, index);
    }
  });
  const required: readonly FleetImportColumn[] =
    importer === 'admin' ? [...FLEET_IMPORT_REQUIRED_COLUMNS, 'supplier'] : FLEET_IMPORT_REQUIRED_COLUMNS;
  const missing = required.find((column) => !positions.has(column));
  if (missing !== undefined) throw new DomainError('import.missingColumn', { column: missing });
  return { positions, ignoredColumns };
}

/** One record as a row: each cell read, the empty ones taking their column's default. */
function readRow(
  { line, cells }: CsvRecord,
  positions: ReadonlyMap<FleetImportColumn, number>,
  width: number,
): ImportRow {
  const cellOf = (column: FleetImportColumn) => {
    const position = positions.get(column);
    return position === undefined ? '' : (cells[position] ?? '');
  };
  const errors: FleetImportFieldError[] = [];
  // Cells past the header's width count when they hold something (a trailing separator does not).
  let found = cells.length;
  while (found > 0 && cells[found - 1] === '') found -= 1;
  if (found > width) {
    errors.push({ field: '', code: 'import.wrongCellCount', params: { expected: width, found } });
  }
  const fields: ImportRow['fields'] = {};
  for (const column of CAR_COLUMNS) {
    const cell = cellOf(column);
    const read: Cell =
      cell !== ''
        ? READERS[column](cell)
        : column in DEFAULTS
          ? { value: DEFAULTS[column] }
          : { error: 'validation.required' };
    if ('value' in read) fields[column] = read.value;
    else errors.push({ field: column, code: read.error, ...(read.params ? { params: read.params } : {}) });
  }
  const supplier = cellOf('supplier').toLowerCase();
  if (positions.has('supplier') && supplier === '') {
    errors.push({ field: 'supplier', code: 'validation.required' });
  }
  const placeNames = listOf(cellOf('locations'));
  if (placeNames.length === 0) errors.push({ field: 'locations', code: 'validation.required' });
  return {
    line,
    name: cellOf('name'),
    supplierEmail: supplier === '' ? null : supplier,
    placeNames,
    fields,
    errors,
  };
}

/**
 * The rows of a CSV file. 400 for the file as a whole: import.unreadable (not UTF-8 text, an
 * unterminated quote), import.empty (no car under the header), import.missingColumn { column },
 * import.duplicateColumn { column }, validation.tooMany { max } past FLEET_IMPORT_MAX_ROWS cars.
 */
export function readSheet(bytes: Uint8Array, importer: Importer): ImportSheet {
  const text = decode(bytes);
  const { records, isCut } = readRecords(text, FLEET_IMPORT_MAX_ROWS + 1);
  const [header, ...rest] = records;
  if (header === undefined) throw new DomainError('import.empty');
  const { positions, ignoredColumns } = readHeader(header.cells, importer);
  if (rest.length === 0) throw new DomainError('import.empty');
  if (isCut) throw new DomainError('validation.tooMany', { max: FLEET_IMPORT_MAX_ROWS });
  const width = header.cells.length;
  return { rows: rest.map((record) => readRow(record, positions, width)), ignoredColumns };
}

// A row's check.

/** The column of a CarInputSchema field. */
function columnOf(path: string): FleetImportColumn | '' {
  const field = path.split('.')[0] ?? '';
  if (field === 'locationIds') return 'locations';
  if (field === 'supplierId') return 'supplier';
  return (FLEET_IMPORT_COLUMNS as readonly string[]).includes(field) ? (field as FleetImportColumn) : '';
}

/** Ranges of amount columns in dollars, as the file writes them. */
function inDollars(column: string, code: ErrorCode, params: MessageParams | undefined) {
  if (code !== 'validation.outOfRange' || !AMOUNT_COLUMNS.has(column) || params === undefined) return params;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'number' ? value / 100 : value]),
  );
}

const ORDER: readonly string[] = ['', ...FLEET_IMPORT_COLUMNS];

/**
 * The row as a car, checked by CarInputSchema with what the database found (its supplier and places):
 * the car when nothing is wrong, else null; the errors, one a column at most (a cell's own first), in
 * the columns' order.
 */
export function checkRow(
  row: ImportRow,
  references: RowReferences,
): { car: CarInput | null; errors: FleetImportFieldError[] } {
  const result = CarInputSchema.safeParse({
    ...row.fields,
    ...(references.supplierId === undefined ? {} : { supplierId: references.supplierId }),
    isDateBasedPrice: false,
    dateBasedPrices: [],
    locationIds: references.locationIds,
  });
  const schemaErrors: FleetImportFieldError[] = result.success
    ? []
    : toFieldErrors(result.error).map(({ path, code, params }) => {
        const field = columnOf(path);
        const inFile = inDollars(field, code, params);
        return { field, code, ...(inFile ? { params: inFile } : {}) };
      });
  const byColumn = new Map<string, FleetImportFieldError>();
  for (const error of [...row.errors, ...references.errors, ...schemaErrors]) {
    if (!byColumn.has(error.field)) byColumn.set(error.field, error);
  }
  const errors = [...byColumn.values()].sort(
    (left, right) => ORDER.indexOf(left.field) - ORDER.indexOf(right.field),
  );
  return { car: result.success && errors.length === 0 ? result.data : null, errors };
}

/**
 * The places of `names`, from the locations each name matches (case and accents aside, in any
 * language): the error of the first name that matches none (import.unknownPlace { name }) or several
 * (import.ambiguousPlace { name }), at `locations`.
 */
export function placesOf(
  names: readonly string[],
  matches: ReadonlyMap<string, readonly string[]>,
): { locationIds: string[]; error: FleetImportFieldError | null } {
  const locationIds: string[] = [];
  let error: FleetImportFieldError | null = null;
  for (const name of names) {
    const found = matches.get(name) ?? [];
    const [only] = found;
    if (found.length === 1 && only !== undefined) locationIds.push(only);
    else {
      const code = found.length === 0 ? 'import.unknownPlace' : 'import.ambiguousPlace';
      error ??= { field: 'locations', code, params: { name } };
    }
  }
  return { locationIds, error };
}
