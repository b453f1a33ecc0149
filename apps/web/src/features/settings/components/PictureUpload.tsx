import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { errorMessage } from '@/lib/error-message';

import { FilePicker } from '@/components/form/FilePicker';
import styles from './PictureUpload.module.css';
import settings from './Settings.module.css';

/** The images the API turns into an avatar or a logo (it decides by the content). */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export interface PictureUploadProps {
  /** A person's round avatar, or an agency's logo shown as drivers see it (60 × 30). */
  variant: 'avatar' | 'logo';
  /** The saved picture's address, or null. */
  src: string | null;
  /** In the circle when there is no picture (the initials), or next to the logo (the company's name). */
  name: string;
  /** The texts of the part (they come from the page's catalogue). */
  text: {
    hint: string;
    upload: string;
    replace: string;
    remove: string;
    uploading: string;
    removing: string;
    /** What the picture is, for the image's alternative text. */
    alt: string;
  };
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/** The first letters of the first two words of a name ('Jane van Doe' → 'JV'). */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A local address for the chosen file, shown until the API's answer (none where the browser has no object URLs). */
function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Uploads a picture as soon as it is chosen: it shows at once as it will look (the circle, or the
 * logo at its size next to the company's name), then as the API re-encoded it. A refusal — not an
 * image, too large, unreadable — is said under it, in the page's language, and the saved picture
 * comes back.
 */
export function PictureUpload({ variant, src, name, text, onUpload, onRemove }: PictureUploadProps) {
  const { i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(
    () => () => {
      if (preview !== null) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const run = async (action: 'upload' | 'remove', send: () => Promise<unknown>) => {
    setError(null);
    setBusy(action);
    try {
      await send();
    } catch (failure) {
      setError(failure);
    } finally {
      setPreview(null);
      setBusy(null);
    }
  };

  const onFile = (file: File) => {
    setPreview(previewOf(file));
    void run('upload', () => onUpload(file));
  };

  const shown = preview ?? src;
  const image =
    shown === null ? null : (
      <img
        src={shown}
        alt={text.alt}
        width={variant === 'logo' ? 60 : 96}
        height={variant === 'logo' ? 30 : 96}
        className={preview === null ? undefined : styles.pending}
      />
    );

  return (
    <div className={settings.form}>
      <div className={styles.row}>
        {variant === 'avatar' ? (
          <span className={styles.avatar}>{image ?? <span aria-hidden="true">{initialsOf(name)}</span>}</span>
        ) : (
          <span className={styles.logoSample}>
            <span className={styles.logo}>{image}</span>
            <span className={styles.sampleName}>{name}</span>
          </span>
        )}
        <div className={styles.actions}>
          <FilePicker
            id={inputId}
            label={src === null ? text.upload : text.replace}
            accept={IMAGE_TYPES}
            isBusy={busy !== null}
            describedBy={error === null ? hintId : `${hintId} ${errorId}`}
            isInvalid={error !== null}
            onFile={onFile}
          />
          {src !== null && (
            <button
              type="button"
              className={button.outlined}
              aria-disabled={busy !== null || undefined}
              onClick={() => {
                if (busy === null) void run('remove', onRemove);
              }}
            >
              {text.remove}
            </button>
          )}
        </div>
      </div>
      <p id={hintId} className={settings.intro}>
        {text.hint}
      </p>
      <p role="status" className={`${settings.intro} ${settings.status}`}>
        {busy === 'upload' ? text.uploading : busy === 'remove' ? text.removing : ''}
      </p>
      {error !== null && (
        <p id={errorId} role="alert" className={settings.error}>
          {errorMessage(i18n, error)}
        </p>
      )}
    </div>
  );
}
