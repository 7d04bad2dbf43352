import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useSessionManager } from '../../../app/session/SessionProvider';
import { imageFileProblem, uploadListingImage } from '../upload-image';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
    minWidth: 0,
  },
  error: { color: tokens.colorPaletteRedForeground1, flexBasis: '100%' },
  hidden: { display: 'none' },
});

export interface ImageUploadProps {
  /** The slot's name (main_product_image_locator, …), for the labels. */
  slot: string;
  seller: { sellerId: string; marketplaceId: string };
  onUploaded: (mediaLocation: string) => void;
  disabled?: boolean;
}

/**
 * One image slot's upload (spec 3 §5 'Images'): checked here, stored by the server, its URL set
 * as the slot's media_location (the field above shows its preview).
 */
export function ImageUpload(props: ImageUploadProps) {
  const styles = useStyles();
  const session = useSessionManager();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = props.slot.replace(/_/g, ' ');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      props.onUploaded(await uploadListingImage(file, props.seller, await session.accessToken()));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.root} data-testid={`image-upload-${props.slot}`}>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label={`Image file for ${label}`}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        icon={<ArrowUploadRegular />}
        disabled={props.disabled || busy}
        onClick={() => input.current?.click()}
      >
        {busy ? 'Uploading…' : 'Upload image'}
      </Button>
      {error && (
        <Text id={errorId} role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </div>
  );
}
