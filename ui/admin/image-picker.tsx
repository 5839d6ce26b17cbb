import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { cx } from '../components/cx';
import { Spinner } from '../components/spinner';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { imageTooLarge, MAX_IMAGE_BYTES } from '../../core/domain/picture';
import { messageOf } from '../error-message';

/** The largest picture the shop takes (the server refuses bigger ones too). */

/** A file chosen in the picker: its local preview and, once stored, its URL. */
interface Chosen {
  name: string;
  preview: string;
  url: string | null;
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

/**
 * Uploads one picture at a time to the shop (`uploadImage`): what was chosen (with a local
 * preview that lives until the next choice or unmount), whether it is uploading, and why it failed.
 */
export function useImageUpload() {
  const api = useService(UI_TOKENS.ShopApi);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);

  // Each preview URL is released once it is replaced or the picker goes away.
  useEffect(() => {
    const preview = chosen?.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [chosen?.preview]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Uploads `file`; answers its URL, or null when it was refused (the reason is in `error`). */
  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      setError(null);
      if (file.size > MAX_IMAGE_BYTES) {
        setError(imageTooLarge);
        return null;
      }
      const preview = URL.createObjectURL(file);
      setChosen({ name: file.name, preview, url: null });
      setUploading(true);
      try {
        const { url } = await api.call('uploadImage', { file });
        if (mounted.current) setChosen({ name: file.name, preview, url });
        return url;
      } catch (e) {
        if (mounted.current) {
          setChosen(null);
          setError(messageOf(e, 'The picture could not be uploaded. Please try again.'));
        }
        return null;
      } finally {
        if (mounted.current) setUploading(false);
      }
    },
    [api],
  );

  return { chosen, uploading, error, upload };
}

export interface ImagePickerProps {
  /** The picture's URL in the form: the product's current image, or '' while there is none. */
  value: string;
  /** A chosen picture has been stored: its URL. */
  onChange(url: string): void;
  /** An upload started (true) or ended (false); the form waits for it before submitting. */
  onUploadingChange?(uploading: boolean): void;
  onBlur?(): void;
  label?: string;
  /** The form's message for the field, such as 'image is Required'. */
  error?: string;
  /** What the current picture shows, for its alt text (the product's name). */
  alt?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * A file input for a product's picture with a preview of the chosen file or of the current
 * image. Choosing a file uploads it at once; the field's value becomes the URL the shop answers.
 */
export function ImagePicker({ value, onChange, onUploadingChange, onBlur, label = 'Image', error, alt, name, inputRef, disabled = false }: ImagePickerProps) {
  const id = useId();
  const { chosen, uploading, error: uploadError, upload } = useImageUpload();
  const message = uploadError ?? error;
  // The chosen file's own preview while it uploads and once it is the field's value; otherwise the value's picture.
  const showChosen = chosen !== null && (chosen.url === null || chosen.url === value);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) uploads it again.
    input.value = '';
    if (!file) return;
    onUploadingChange?.(true);
    const url = await upload(file);
    onUploadingChange?.(false);
    if (url !== null) onChange(url);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        {label}
      </label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div
          className={cx(
            'relative flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-canvas',
            message ? 'border-danger' : 'border-line',
          )}
        >
          {showChosen ? (
            <img src={chosen.preview} alt={`Preview of ${chosen.name}`} className="size-full object-cover" />
          ) : value ? (
            <img src={value} alt={alt ? `Current image of ${alt}` : 'Current image'} className="size-full object-cover" />
          ) : (
            <span className="px-3 text-center text-xs text-muted">No picture chosen yet</span>
          )}
          {uploading && (
            <div className="absolute inset-0 flex items-center justify-center bg-surface/70">
              <Spinner label={`Uploading ${chosen?.name ?? 'the picture'}`} className="text-brand" />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <input
            ref={inputRef}
            id={id}
            name={name}
            type="file"
            accept="image/*"
            disabled={disabled || uploading}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            onBlur={onBlur}
            onChange={(event) => void choose(event.currentTarget)}
            className={cx(
              'block w-full text-sm text-ink-soft disabled:cursor-not-allowed disabled:opacity-60',
              'file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-surface file:px-4 file:font-semibold file:text-ink hover:file:bg-canvas',
            )}
          />
          <p id={`${id}-hint`} className="text-sm text-muted">
            {uploading ? 'Uploading the picture…' : value ? 'Choose a file to replace the picture. ' : ''}
            {!uploading && 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.'}
          </p>
        </div>
      </div>
      {message && (
        <p id={`${id}-error`} role={uploadError ? 'alert' : undefined} className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
