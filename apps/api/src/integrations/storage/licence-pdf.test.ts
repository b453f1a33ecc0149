import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '@roadbook/domain/error-codes';
import { buildPdf, licencePdf, objectStream } from '../../testing/uploads.fixture';
import { checkLicencePdf } from './licence-pdf';

function refusal(bytes: Buffer): ErrorCode | null {
  try {
    checkLicencePdf(bytes);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

const ALERT = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** Bytes like a compressed image's: arbitrary, here with `/JS` and `/JavaScript`-like runs inside. */
function binaryImageStream(): Buffer {
  const bytes = Buffer.alloc(20_000);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 7919 + 13) % 256;
  bytes.write('/JS\x01\xff', 5000, 'latin1');
  bytes.write('/JS\n\x00', 9000, 'latin1');
  return bytes;
}

describe('a PDF licence', () => {
  it('is kept as it is when whole and without scripts', () => {
    const pdf = licencePdf();
    expect(checkLicencePdf(pdf)).toBe(pdf);
  });

  it('is accepted with an image inside whose bytes happen to spell /JS', () => {
    const image = {
      dictionary: '<< /Type /XObject /Subtype /Image /Width 100 /Height 50 /Filter /DCTDecode >>',
      stream: binaryImageStream(),
    };
    expect(refusal(licencePdf({ extra: [image] }))).toBeNull();
  });

  it('is accepted with a compressed object stream of ordinary objects', () => {
    const fonts = objectStream([[5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>']]);
    expect(refusal(licencePdf({ extra: [fonts] }))).toBeNull();
  });

  it('is refused when it runs JavaScript when opened', () => {
    expect(refusal(licencePdf({ catalogue: `/OpenAction ${ALERT}` }))).toBe('upload.scriptedPdf');
  });

  it('is refused with a JavaScript name tree, or scripts in a separate object', () => {
    expect(
      refusal(licencePdf({ catalogue: '/Names << /JavaScript 5 0 R >>', extra: ['<< /Names [] >>'] })),
    ).toBe('upload.scriptedPdf');
    expect(
      refusal(licencePdf({ catalogue: '/OpenAction 5 0 R', extra: ['<< /S /JavaScript /JS 6 0 R >>'] })),
    ).toBe('upload.scriptedPdf');
  });

  it('is refused when the script names are spelt with #xx escapes', () => {
    const escaped = '<< /S /Java#53cript /J#53 (app.alert\\(1\\)) >>';
    expect(refusal(licencePdf({ catalogue: `/OpenAction ${escaped}` }))).toBe('upload.scriptedPdf');
    expect(refusal(licencePdf({ catalogue: '/AA << /O << /#4A#53 (x) >> >>' }))).toBe('upload.scriptedPdf');
  });

  it('is refused when the script hides in a compressed object stream', () => {
    const hidden = objectStream([[5, ALERT]]);
    const pdf = licencePdf({ catalogue: '/OpenAction 5 0 R', extra: [hidden] });
    expect(pdf.toString('latin1')).not.toContain('/JavaScript');
    expect(refusal(pdf)).toBe('upload.scriptedPdf');
  });

  it('is refused when an object stream cannot be read', () => {
    const unknownFilter = {
      dictionary: '<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode >>',
      stream: Buffer.from('\x80\x0b\x60\x50\x22\x0c', 'latin1'),
    };
    expect(refusal(licencePdf({ extra: [unknownFilter] }))).toBe('upload.unreadable');
    const filterByReference = {
      dictionary: '<< /Type /ObjStm /N 1 /First 4 /Filter 9 0 R >>',
      stream: zlib.deflateSync(Buffer.from(`5 0\n${ALERT}`)),
    };
    expect(refusal(licencePdf({ extra: [filterByReference] }))).toBe('upload.unreadable');
    const corrupt = {
      dictionary: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>',
      stream: Buffer.from('no'),
    };
    expect(refusal(licencePdf({ extra: [corrupt] }))).toBe('upload.unreadable');
  });

  it('is refused when cut short (no %%EOF in its last kilobyte)', () => {
    const pdf = licencePdf({ extra: [{ dictionary: '<< >>', stream: binaryImageStream() }] });
    expect(refusal(pdf.subarray(0, pdf.length - 2000))).toBe('upload.unreadable');
    const trailingGarbage = Buffer.concat([licencePdf(), Buffer.alloc(2000, 0x20)]);
    expect(refusal(trailingGarbage)).toBe('upload.unreadable');
  });

  it('is refused when it does not start with %PDF-', () => {
    expect(refusal(Buffer.concat([Buffer.from(' '), licencePdf()]))).toBe('upload.unsupportedLicenceType');
    expect(refusal(Buffer.from('%PD'))).toBe('upload.unsupportedLicenceType');
    expect(refusal(buildPdf(['<< /Type /Catalog >>']).subarray(1))).toBe('upload.unsupportedLicenceType');
  });
});
