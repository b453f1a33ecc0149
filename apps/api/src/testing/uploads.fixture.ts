// Files for the upload tests, made on the spot: images drawn with sharp (noise, so that they are not
// trivially small), one with GPS coordinates in its EXIF, PDFs written by hand, and multipart bodies.
import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

export interface NoiseImageOptions {
  width: number;
  height: number;
  channels?: 3 | 4;
}

/** A picture of pseudo-random pixels (always the same ones), as raw sharp input. */
export function noiseImage({ width, height, channels = 3 }: NoiseImageOptions): Sharp {
  const pixels = Buffer.alloc(width * height * channels);
  let seed = 42;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    pixels[index] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

export const jpegOf = (width: number, height: number) => noiseImage({ width, height }).jpeg().toBuffer();
export const pngOf = (width: number, height: number) => noiseImage({ width, height }).png().toBuffer();

/** A camera-like JPEG: maker, date and where it was taken (48°51′24″N 2°21′E) in its EXIF. */
export function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return noiseImage({ width, height })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Roadbook Test Camera', Model: 'Pocket 1' },
      IFD2: { DateTimeOriginal: '2026:05:01 10:00:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .toBuffer();
}

/** A JPEG whose EXIF says "turn 90° clockwise to view" (a phone held upright): stored wide, seen tall. */
export function jpegTurnedByExif(width: number, height: number): Promise<Buffer> {
  return noiseImage({ width, height }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

const GPS_IFD_POINTER = 0x8825;

/** Whether an EXIF block (as sharp's metadata gives it) points to GPS data from its first directory. */
export function hasGpsData(exif: Buffer | undefined): boolean {
  if (exif === undefined) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const isLittleEndian = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (isLittleEndian ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (isLittleEndian ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const directory = u32(4);
  const entries = u16(directory);
  for (let entry = 0; entry < entries; entry += 1) {
    if (u16(directory + 2 + entry * 12) === GPS_IFD_POINTER) return true;
  }
  return false;
}

/** A PNG announcing `width` × `height` pixels in its header over a few bytes of data: a decompression bomb. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngOf(8, 8));
  // Signature (8 bytes), then the IHDR chunk: length, type, width, height, …, CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Two frames, red then blue. */
export function twoFrameGif(width: number, height: number): Promise<Buffer> {
  const frames = Buffer.alloc(width * height * 2 * 3);
  for (let pixel = 0; pixel < width * height * 2; pixel += 1) {
    frames[pixel * 3 + (pixel < width * height ? 0 : 2)] = 255;
  }
  return sharp(frames, { raw: { width, height: height * 2, channels: 3, pageHeight: height } })
    .gif()
    .toBuffer();
}

export type PdfObject = string | { dictionary: string; stream: Buffer };

/** A PDF with these objects (numbered from 1; the first is the catalogue), its cross-reference table and trailer. */
export function buildPdf(objects: PdfObject[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      const dictionary = object.dictionary.replace('>>', ` /Length ${object.stream.length} >>`);
      push(Buffer.from(`${index + 1} 0 obj\n${dictionary}\nstream\n`, 'latin1'));
      push(object.stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

const PAGE_CONTENT = Buffer.from('BT /F1 24 Tf 40 100 Td (Driving licence) Tj ET', 'latin1');

/** A one-page PDF; `catalogue` adds entries to its catalogue, `extra` adds objects after the page's. */
export function licencePdf({ catalogue = '', extra = [] }: { catalogue?: string; extra?: PdfObject[] } = {}) {
  return buildPdf([
    `<< /Type /Catalog /Pages 2 0 R ${catalogue} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 250] /Contents 4 0 R >>',
    { dictionary: '<< >>', stream: PAGE_CONTENT },
    ...extra,
  ]);
}

/** An object stream holding `objects` (object number, then its text), compressed with Flate. */
export function objectStream(objects: [number, string][]): PdfObject {
  const bodies = objects.map(([, body]) => `${body}\n`);
  let offset = 0;
  const header = objects
    .map(([number], index) => {
      const entry = `${number} ${offset}`;
      offset += bodies[index]?.length ?? 0;
      return entry;
    })
    .join(' ');
  const content = `${header}\n${bodies.join('')}`;
  return {
    dictionary: `<< /Type /ObjStm /N ${objects.length} /First ${header.length + 1} /Filter /FlateDecode >>`,
    stream: zlib.deflateSync(Buffer.from(content, 'latin1')),
  };
}

export interface MultipartPart {
  name: string;
  /** Given for a file part. */
  fileName?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body as a browser sends it, and its content type. */
export function multipartBody(parts: MultipartPart[], boundary = '----roadbook-test-boundary-7MA4YWxk') {
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const headers = [
      `--${boundary}`,
      `Content-Disposition: ${disposition}`,
      ...(part.contentType === undefined ? [] : [`Content-Type: ${part.contentType}`]),
    ];
    return [Buffer.from(`${headers.join('\r\n')}\r\n\r\n`), Buffer.from(part.content), Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
