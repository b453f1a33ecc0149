import zlib from 'node:zlib';
import { DomainError } from '@roadbook/domain/error-codes';

// A driving licence may be a PDF, kept as it is, so it is read just enough to refuse what a viewer
// could run: JavaScript, named `/JS` or `/JavaScript` (also when spelt with `#xx` escapes, or packed
// in a compressed object stream). Anything that cannot be read that far is refused too.

const PDF_HEADER = '%PDF-';
const PDF_END = '%%EOF';
/** `%%EOF` must be within the last kilobyte, as readers expect it. */
const END_WINDOW = 1024;
/** The most bytes inflated from a file's object streams (they hold small dictionaries). */
const MAX_INFLATED_BYTES = 20_000_000;

const SCRIPT_NAMES = new Set(['JS', 'JavaScript']);
const FLATE_NAMES = new Set(['FlateDecode', 'Fl']);
const FILTER_NAMES = new Set([
  ...FLATE_NAMES,
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'CCITTFaxDecode',
  'CCF',
  'DCTDecode',
  'DCT',
  'JBIG2Decode',
  'JPXDecode',
  'Crypt',
]);

/** A name token: `/` then regular characters, `#xx` standing for the byte xx. */
const NAME = /\/((?:[^\0\t\n\f\r /<>[\]()%{}#]|#[0-9A-Fa-f]{2}|#)*)/g;
/** What starts a value after a key: a string, a dictionary or hex string, or an object reference. */
const VALUE_START = /\s*(?:[(<]|\d+\s+\d+\s+R)/y;
/** The `stream` keyword and its end of line; `endstream` is told apart by what precedes it. */
const STREAM_START = /stream(?:\r\n|\n|\r)/g;

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, PDF_HEADER.length)).toString('latin1') === PDF_HEADER;
}

interface PdfName {
  name: string;
  /** Where the token ends in the text. */
  end: number;
}

function namesIn(text: string): PdfName[] {
  return [...text.matchAll(NAME)].map((match) => ({
    name: (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    end: match.index + match[0].length,
  }));
}

const hasScriptName = (text: string) => namesIn(text).some(({ name }) => SCRIPT_NAMES.has(name));

/**
 * Inside a stream's raw data (images, page content) bytes are arbitrary, so a short `/JS` only counts
 * when a value follows it, as in a dictionary a lenient reader might still find there.
 */
function hasScriptEntry(text: string): boolean {
  return namesIn(text).some(({ name, end }) => {
    if (name === 'JavaScript') return true;
    if (name !== 'JS') return false;
    VALUE_START.lastIndex = end;
    return VALUE_START.test(text);
  });
}

interface PdfStream {
  /**
   * Everything between the previous stream and this one, its dictionary included: finding where the
   * dictionary starts would need a parser, and more text only makes the checks stricter.
   */
  dictionary: string;
  data: Buffer;
}

/** The text outside streams (objects, trailer) and each stream's raw data. */
function splitStreams(bytes: Buffer): { outside: string[]; streams: PdfStream[] } {
  const text = bytes.toString('latin1');
  const outside: string[] = [];
  const streams: PdfStream[] = [];
  let segmentStart = 0;
  STREAM_START.lastIndex = 0;
  for (let match = STREAM_START.exec(text); match !== null; match = STREAM_START.exec(text)) {
    if (text.endsWith('end', match.index)) continue;
    const dataStart = match.index + match[0].length;
    const endKeyword = text.indexOf('endstream', dataStart);
    const dataEnd = endKeyword === -1 ? text.length : endKeyword;
    const dictionary = text.slice(segmentStart, match.index);
    outside.push(dictionary);
    streams.push({ dictionary, data: bytes.subarray(dataStart, dataEnd) });
    segmentStart = dataEnd;
    STREAM_START.lastIndex = dataEnd;
  }
  outside.push(text.slice(segmentStart));
  return { outside, streams };
}

/** The text of an object stream (compressed dictionaries), within what is left of the budget. */
function objectStreamText(stream: PdfStream, budget: number): string {
  const names = namesIn(stream.dictionary).map(({ name }) => name);
  const filters = names.filter((name) => FILTER_NAMES.has(name));
  // No filter at all, or only Flate; a filter given by reference, or any other, is not read here.
  if (filters.length === 0 && !names.includes('Filter')) return stream.data.toString('latin1');
  const isFlateOnly = filters.length === 1 && FLATE_NAMES.has(filters[0] ?? '');
  if (!isFlateOnly || budget <= 0) throw new DomainError('upload.unreadable');
  try {
    return zlib
      .inflateSync(stream.data, { maxOutputLength: budget, finishFlush: zlib.constants.Z_SYNC_FLUSH })
      .toString('latin1');
  } catch {
    throw new DomainError('upload.unreadable');
  }
}

/**
 * A PDF licence as it is, when it is whole (`%PDF-` first, `%%EOF` in its last kilobyte) and holds no
 * JavaScript; else `upload.unsupportedLicenceType`, `upload.unreadable` or `upload.scriptedPdf`.
 */
export function checkLicencePdf(bytes: Buffer): Buffer {
  if (!isPdf(bytes)) throw new DomainError('upload.unsupportedLicenceType');
  if (!bytes.subarray(-END_WINDOW).toString('latin1').includes(PDF_END)) {
    throw new DomainError('upload.unreadable');
  }
  const { outside, streams } = splitStreams(bytes);
  if (outside.some(hasScriptName)) throw new DomainError('upload.scriptedPdf');
  let budget = MAX_INFLATED_BYTES;
  for (const stream of streams) {
    const isObjectStream = namesIn(stream.dictionary).some(({ name }) => name === 'ObjStm');
    if (isObjectStream) {
      const text = objectStreamText(stream, budget);
      budget -= text.length;
      if (hasScriptName(text)) throw new DomainError('upload.scriptedPdf');
    } else if (hasScriptEntry(stream.data.toString('latin1'))) {
      throw new DomainError('upload.scriptedPdf');
    }
  }
  return bytes;
}
