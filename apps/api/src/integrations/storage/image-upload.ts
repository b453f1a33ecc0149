import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { CAR_IMAGE_SIZE, SUPPLIER_IMAGE_SIZE } from '@roadbook/domain/constants';
import { DomainError } from '@roadbook/domain/error-codes';
import { checkLicencePdf, isPdf } from './licence-pdf';

// Uploaded images are trusted for nothing: their type comes from their first bytes (never the file
// name or the declared type), libvips must agree, and what is kept is a fresh encoding with no
// metadata at all (EXIF, GPS, XMP, ICC), turned upright first by its EXIF orientation.

/** The image types accepted: what libvips decodes here. HEIC is not (no HEVC decoder in sharp's build). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** Larger images are refused before they are decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** A file ready to store: its bytes and the extension that says what they are. */
export interface PreparedFile<Extension extends string> {
  readonly bytes: Buffer;
  readonly extension: Extension;
}

export const AVATAR_SIZE = { width: 256, height: 256 } as const;
/** Pictures are stored at twice their displayed size, for sharp screens. */
const DENSITY = 2;
const WEBP_QUALITY = 82;
const LICENCE_LONG_SIDE = 2000;
const LICENCE_JPEG_QUALITY = 85;

const startsWith = (bytes: Uint8Array, offset: number, ascii: string) =>
  bytes.length >= offset + ascii.length &&
  [...ascii].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

const MAX_FILE_TYPE_BOX = 256;

/** The brands of an ISO base media file's leading `ftyp` box (major brand first), or none. */
function fileTypeBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || !startsWith(bytes, 4, 'ftyp')) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length, MAX_FILE_TYPE_BOX);
  const brands: string[] = [];
  for (let offset = 8; offset + 4 <= boxSize; offset += offset === 8 ? 8 : 4) {
    brands.push(String.fromCharCode(...bytes.subarray(offset, offset + 4)));
  }
  return brands;
}

/** The image type its first bytes say, whatever the file is called or claims to be; null when none. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (startsWith(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith(bytes, 0, 'GIF87a') || startsWith(bytes, 0, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'webp';
  const brands = fileTypeBrands(bytes);
  if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  return null;
}

/** libvips' own reading of the file must be the type its first bytes announced. */
function isDecodedAs(type: ImageType, metadata: Metadata): boolean {
  if (type === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === type;
}

const INPUT_OPTIONS = {
  // Truncated or corrupt data fails instead of decoding to a partly grey picture.
  failOn: 'error',
  limitInputPixels: MAX_INPUT_PIXELS,
  // The first frame of an animation only.
  pages: 1,
} satisfies SharpOptions;

const tooManyPixels = () =>
  new DomainError('upload.tooManyPixels', { max: Math.round(MAX_INPUT_PIXELS / 1_000_000) });

/**
 * Checks an uploaded image and opens it upright: unsupported types, images over MAX_INPUT_PIXELS
 * and files libvips cannot read are refused with their error codes.
 */
async function openImage(bytes: Buffer): Promise<Sharp> {
  const type = detectImageType(bytes);
  if (type === null) throw new DomainError('upload.unsupportedType');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError('upload.unreadable');
  }
  if (!isDecodedAs(type, metadata)) throw new DomainError('upload.unreadable');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels();
  return sharp(bytes, { ...INPUT_OPTIONS, autoOrient: true });
}

/** Runs the encoding; a decoding failure on the way (data past a valid header) is the file's fault. */
async function encode(image: Sharp): Promise<Buffer> {
  try {
    return await image.toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw new DomainError('upload.unreadable');
  }
}

async function toWebp(bytes: Buffer, resize: (image: Sharp) => Sharp): Promise<PreparedFile<'webp'>> {
  const image = resize(await openImage(bytes)).webp({ quality: WEBP_QUALITY });
  return { bytes: await encode(image), extension: 'webp' };
}

/** A profile picture: 256 × 256, cropped to fill, WebP. */
export function toAvatar(bytes: Buffer): Promise<PreparedFile<'webp'>> {
  return toWebp(bytes, (image) => image.resize({ ...AVATAR_SIZE, fit: 'cover' }));
}

/** A supplier's logo: whole, centred on a transparent 120 × 60 (twice the displayed 60 × 30), WebP. */
export function toSupplierLogo(bytes: Buffer): Promise<PreparedFile<'webp'>> {
  return toWebp(bytes, (image) =>
    image.resize({
      width: SUPPLIER_IMAGE_SIZE.width * DENSITY,
      height: SUPPLIER_IMAGE_SIZE.height * DENSITY,
      fit: 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    }),
  );
}

/** A car's picture: 600 × 400 (twice the displayed 300 × 200), cropped to fill, WebP. */
export function toCarImage(bytes: Buffer): Promise<PreparedFile<'webp'>> {
  return toWebp(bytes, (image) =>
    image.resize({
      width: CAR_IMAGE_SIZE.width * DENSITY,
      height: CAR_IMAGE_SIZE.height * DENSITY,
      fit: 'cover',
    }),
  );
}

/** A photo or scan of a driving licence: at most 2000 px on its long side (never enlarged), JPEG. */
export async function toLicenceImage(bytes: Buffer): Promise<PreparedFile<'jpg'>> {
  const image = (await openImage(bytes))
    .resize({ width: LICENCE_LONG_SIDE, height: LICENCE_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: LICENCE_JPEG_QUALITY });
  return { bytes: await encode(image), extension: 'jpg' };
}

/** A driving licence as uploaded: an image (re-encoded as JPEG) or a PDF without scripts (kept as it is). */
export async function toLicenceFile(bytes: Buffer): Promise<PreparedFile<'jpg' | 'pdf'>> {
  if (isPdf(bytes)) return { bytes: checkLicencePdf(bytes), extension: 'pdf' };
  if (detectImageType(bytes) === null) throw new DomainError('upload.unsupportedLicenceType');
  return toLicenceImage(bytes);
}
