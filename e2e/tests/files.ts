// Small files the journeys upload.

/** A small PNG (a red square): enough for an image to be checked, re-encoded and shown. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAXUlEQVRYhe3WUQ3AAAwC0ck5/yqQ' +
    'NRNLuo+XVEBD4OBZ/eqe8w/moSgUD03KOsfPgDEKxUOTss4hNAMtCsVDk7JwKGBMdUy5Zn50P81moEWheGhSFg4FjKmOfRqFF9Mj2IioGFjxAAAAAElFTkSuQmCC',
  'base64',
);

/** A one-page PDF without scripts: a scanned licence as far as the checks go. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 120] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);
