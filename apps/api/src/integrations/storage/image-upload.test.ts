import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '@roadbook/domain/error-codes';
import {
  hasGpsData,
  jpegOf,
  jpegTurnedByExif,
  jpegWithGps,
  noiseImage,
  pngClaiming,
  pngOf,
  twoFrameGif,
} from '../../testing/uploads.fixture';
import {
  detectImageType,
  MAX_INPUT_PIXELS,
  toAvatar,
  toCarImage,
  toLicenceFile,
  toLicenceImage,
  toSupplierLogo,
} from './image-upload';

async function refusal(promise: Promise<unknown>): Promise<ErrorCode> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><img src=x onerror="alert(1)"></body></html>');

describe('uploaded images', () => {
  it('are recognised by their first bytes, whatever they are called', async () => {
    expect(detectImageType(await jpegOf(8, 8))).toBe('jpeg');
    expect(detectImageType(await pngOf(8, 8))).toBe('png');
    expect(detectImageType(await noiseImage({ width: 8, height: 8 }).webp().toBuffer())).toBe('webp');
    expect(detectImageType(await twoFrameGif(8, 8))).toBe('gif');
    expect(detectImageType(await noiseImage({ width: 8, height: 8 }).avif().toBuffer())).toBe('avif');
    expect(detectImageType(await noiseImage({ width: 8, height: 8 }).tiff().toBuffer())).toBeNull();
    expect(detectImageType(SVG)).toBeNull();
    expect(detectImageType(Buffer.from('just text, named avatar.png'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });

  it('lose every metadata, GPS position included, and keep their pixels', async () => {
    const photo = await jpegWithGps();
    const before = await sharp(photo).metadata();
    expect(hasGpsData(before.exif)).toBe(true);

    for (const file of [await toAvatar(photo), await toCarImage(photo), await toLicenceImage(photo)]) {
      const after = await sharp(file.bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.hasProfile).toBe(false);
    }
    expect(await prepared(await toLicenceImage(photo))).toEqual({ format: 'jpeg', width: 640, height: 480 });
  });

  it('are turned upright by their EXIF orientation first', async () => {
    const upright = await sharp((await toLicenceImage(await jpegTurnedByExif(300, 200))).bytes).metadata();
    expect([upright.width, upright.height, upright.orientation]).toEqual([200, 300, undefined]);
  });

  it('become a 256 × 256 WebP avatar, a 120 × 60 WebP logo, a 600 × 400 WebP car picture', async () => {
    const wide = await jpegOf(900, 300);
    const avatar = await toAvatar(wide);
    expect(avatar.extension).toBe('webp');
    expect(await prepared(avatar)).toEqual({ format: 'webp', width: 256, height: 256 });
    expect(await prepared(await toCarImage(wide))).toEqual({ format: 'webp', width: 600, height: 400 });

    const squareLogo = await toSupplierLogo(await pngOf(50, 50));
    expect(await prepared(squareLogo)).toEqual({ format: 'webp', width: 120, height: 60 });
    // Contained, not cropped: the sides left over are transparent.
    const { data, info } = await sharp(squareLogo.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0);
    expect(data[(30 * 120 + 60) * 4 + 3]).toBe(255);
  });

  it('become a licence JPEG of at most 2000 px on the long side, never enlarged', async () => {
    const large = await toLicenceImage(await jpegOf(3000, 1500));
    expect(large.extension).toBe('jpg');
    expect(await prepared(large)).toEqual({ format: 'jpeg', width: 2000, height: 1000 });
    expect(await prepared(await toLicenceImage(await pngOf(800, 600)))).toEqual({
      format: 'jpeg',
      width: 800,
      height: 600,
    });
  });

  it('are accepted as the type their bytes say: a PNG, an AVIF, a GIF (its first frame)', async () => {
    expect(await prepared(await toAvatar(await pngOf(40, 40)))).toMatchObject({ width: 256 });
    const avif = await noiseImage({ width: 40, height: 40 }).avif().toBuffer();
    expect(await prepared(await toCarImage(avif))).toMatchObject({ width: 600 });

    const fromGif = await toAvatar(await twoFrameGif(20, 20));
    const { data } = await sharp(fromGif.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(50);
    expect((await sharp(fromGif.bytes).metadata()).pages).toBeUndefined();
  });

  it('are refused when they are not images: text, SVG (it runs scripts), HTML, TIFF', async () => {
    expect(await refusal(toAvatar(Buffer.from('just text, named avatar.png')))).toBe(
      'upload.unsupportedType',
    );
    expect(await refusal(toAvatar(SVG))).toBe('upload.unsupportedType');
    expect(await refusal(toCarImage(HTML))).toBe('upload.unsupportedType');
    const tiff = await noiseImage({ width: 8, height: 8 }).tiff().toBuffer();
    expect(await refusal(toSupplierLogo(tiff))).toBe('upload.unsupportedType');
    expect(await refusal(toLicenceImage(Buffer.alloc(0)))).toBe('upload.unsupportedType');
  });

  it('are refused when damaged: cut short, or other data behind an image signature', async () => {
    const jpeg = await jpegOf(800, 600);
    expect(await refusal(toAvatar(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))))).toBe(
      'upload.unreadable',
    );
    const png = await pngOf(800, 600);
    expect(await refusal(toCarImage(png.subarray(0, Math.floor(png.length * 0.6))))).toBe(
      'upload.unreadable',
    );
    const fake = Buffer.concat([png.subarray(0, 8), Buffer.from('not really a png at all')]);
    expect(await refusal(toAvatar(fake))).toBe('upload.unreadable');
  });

  it('are refused beyond the pixel limit, before being decoded', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const error: unknown = await toAvatar(bomb).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'upload.tooManyPixels', params: { max: 50 } });
  });
});

describe('a licence upload', () => {
  it('is an image made JPEG, or a PDF kept as it is', async () => {
    expect((await toLicenceFile(await pngOf(100, 60))).extension).toBe('jpg');
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    expect(await toLicenceFile(pdf)).toEqual({ bytes: pdf, extension: 'pdf' });
  });

  it('is refused when neither, with the message that names PDFs', async () => {
    expect(await refusal(toLicenceFile(Buffer.from('hello')))).toBe('upload.unsupportedLicenceType');
    expect(await refusal(toLicenceFile(SVG))).toBe('upload.unsupportedLicenceType');
  });
});

async function prepared(file: { bytes: Buffer }) {
  const { format, width, height } = await sharp(file.bytes).metadata();
  return { format, width, height };
}
