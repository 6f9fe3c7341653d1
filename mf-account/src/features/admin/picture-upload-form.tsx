import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  isSiteImageType,
  SITE_IMAGE_ALT_LENGTH,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_NAME_LENGTH,
  SITE_IMAGE_PATHS,
  SITE_IMAGE_TEXTS,
  SITE_IMAGE_TYPES,
  SiteImage,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Button, lookUpImageSize, showToast, TextField, type ImageSize } from '@labshop/shared-contracts/web/ui';
import { FormAlert, formMessages, submitErrorsFrom, FORM_ERROR } from '@labshop/shared-contracts/web/forms';
import { MESSAGES } from '../../lib/messages';
import { PICTURE_TEXTS } from './site-picture-texts';

type Field = 'file' | 'name' | 'alt';
type Problems = Partial<Record<Field, string>>;

const ACCEPT = Object.keys(SITE_IMAGE_TYPES).join(',');

function within(text: string, limits: { min: number; max: number }): boolean {
  const length = text.trim().length;
  return length >= limits.min && length <= limits.max;
}

/** What can be said before anything is sent; the API decodes the file and has the last word. */
function problemsOf(file: File | null, name: string, alt: string): Problems {
  const problems: Problems = {};
  if (!file) problems.file = PICTURE_TEXTS.noFile;
  else if (!isSiteImageType(file.type)) problems.file = SITE_IMAGE_TEXTS.type;
  else if (file.size === 0) problems.file = SITE_IMAGE_TEXTS.empty;
  else if (file.size > SITE_IMAGE_MAX_BYTES) problems.file = SITE_IMAGE_TEXTS.tooLarge;
  if (!within(name, SITE_IMAGE_NAME_LENGTH)) problems.name = SITE_IMAGE_TEXTS.name;
  if (!within(alt, SITE_IMAGE_ALT_LENGTH)) problems.alt = SITE_IMAGE_TEXTS.alt;
  return problems;
}

/** The chosen file's size, looked up from the file itself before it is sent. */
function useChosenSize(file: File | null): ImageSize | null {
  const [found, setFound] = useState<{ file: File; size: ImageSize } | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const address = URL.createObjectURL(file);
    let current = true;
    void lookUpImageSize(address).then((size) => {
      if (current) setFound({ file, size });
    });
    return () => {
      current = false;
      URL.revokeObjectURL(address);
    };
  }, [file]);
  return found !== null && found.file === file ? found.size : null;
}

/**
 * Uploads one picture with its name and description. The type and size are checked here first, with the same words
 * the API uses; the API then decodes the file, whatever its name, and its words appear beside the field.
 */
export function PictureUploadForm({ onUploaded }: { onUploaded: (image: SiteImage) => void }) {
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [name, setName] = useState('');
  const [alt, setAlt] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const size = useChosenSize(file);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(file, name, alt);
    setProblems(found);
    setFormProblems([]);
    if (!file || Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const image = await getApiClient().request(SITE_IMAGE_PATHS.admin, {
        method: 'POST',
        query: { name: name.trim(), alt: alt.trim() },
        body: file,
        answer: SiteImage,
      });
      showToast(PICTURE_TEXTS.uploaded(image.name), { type: 'success' });
      setFile(null);
      setFileKey((key) => key + 1);
      setName('');
      setAlt('');
      onUploaded(image);
    } catch (error) {
      const errors = submitErrorsFrom(error, { fields: ['file', 'name', 'alt'], failure: MESSAGES.saveFailed }) ?? {};
      const fieldText = (field: Field) => (typeof errors[field] === 'string' ? (errors[field] as string) : undefined);
      setProblems({ file: fieldText('file'), name: fieldText('name'), alt: fieldText('alt') });
      setFormProblems(formMessages(errors[FORM_ERROR]));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{PICTURE_TEXTS.uploadTitle}</h3>
      <FormAlert messages={formProblems} />
      <TextField
        key={fileKey}
        type="file"
        name="file"
        accept={ACCEPT}
        label={PICTURE_TEXTS.file}
        hint={PICTURE_TEXTS.fileHint}
        error={problems.file}
        required
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <p role="status">
        {size === null
          ? null
          : size.width > 0
            ? PICTURE_TEXTS.chosenSize(size.width, size.height)
            : PICTURE_TEXTS.sizeUnknown}
      </p>
      <TextField
        name="name"
        label={PICTURE_TEXTS.name}
        hint={PICTURE_TEXTS.nameHint}
        error={problems.name}
        required
        maxLength={SITE_IMAGE_NAME_LENGTH.max}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        name="alt"
        label={PICTURE_TEXTS.alt}
        hint={PICTURE_TEXTS.altHint}
        error={problems.alt}
        required
        maxLength={SITE_IMAGE_ALT_LENGTH.max}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      <Button type="submit" disabled={sending}>
        {sending ? PICTURE_TEXTS.uploading : PICTURE_TEXTS.upload}
      </Button>
    </form>
  );
}
