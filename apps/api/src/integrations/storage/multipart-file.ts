import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@roadbook/domain/error-codes';

// One uploaded file per request, read whole into memory (uploads are a few megabytes at most) with the
// request's other form fields. What the browser says about the file (its name, its type) is not
// kept: the file's content decides (image-upload.ts).

/** Limits on everything but the file: a few short text fields beside it. */
const FORM_LIMITS = {
  files: 1,
  fields: 20,
  fieldNameSize: 100,
  fieldSize: 10_000,
  parts: 21,
  headerPairs: 50,
};

/**
 * Options for registering @fastify/multipart: the same limits readSingleFile applies, for any
 * other reader of the request.
 */
export function multipartOptions(maxBytes: number): FastifyMultipartBaseOptions {
  return { limits: { ...FORM_LIMITS, fileSize: maxBytes }, throwFileSizeLimit: true };
}

export interface UploadedFile {
  /** The form field that carried the file. */
  field: string;
  bytes: Buffer;
  /** The form's text fields. */
  fields: Readonly<Record<string, string>>;
}

export interface ReadFileOptions {
  /** The largest file accepted, in bytes (`upload.tooLarge` beyond). */
  maxBytes: number;
  /** The only form field a file may come in; any field when not set. */
  field?: string;
}

const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/** Megabytes, with one decimal when it is not a whole number. */
const megabytes = (bytes: number) => Math.round(bytes / 100_000) / 10;

function toDomainError(error: unknown, maxBytes: number): DomainError {
  if (error instanceof DomainError) return error;
  if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
    return new DomainError('upload.tooLarge', { max: megabytes(maxBytes) });
  }
  // Over a limit on parts, files or fields, a malformed body, a request cut short: the client's.
  return new DomainError('common.invalidRequest');
}

/**
 * Reads the one file of a multipart request, with its text fields. A request that is not multipart,
 * is malformed or carries more than one file is `common.invalidRequest`; a file over `maxBytes` is
 * `upload.tooLarge`; no file, or an empty one, is `validation.imageRequired`.
 */
export async function readSingleFile(
  request: FastifyRequest,
  options: ReadFileOptions,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new DomainError('common.invalidRequest');
  let file: { field: string; bytes: Buffer } | undefined;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: options.maxBytes } })) {
      if (part.type === 'file') {
        const isExpected = options.field === undefined || part.fieldname === options.field;
        if (file !== undefined || !isExpected) throw new DomainError('common.invalidRequest');
        file = { field: part.fieldname, bytes: await part.toBuffer() };
      } else {
        if (typeof part.value !== 'string' || part.valueTruncated)
          throw new DomainError('common.invalidRequest');
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw toDomainError(error, options.maxBytes);
  }
  if (file === undefined || file.bytes.length === 0) throw new DomainError('validation.imageRequired');
  return { ...file, fields: Object.fromEntries(fields) };
}
