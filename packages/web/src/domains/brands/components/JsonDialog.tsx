import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  pre: {
    maxHeight: '60vh',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

/** The raw subscription record, indented and copyable (the stripe brands' Data dialog). */
export function JsonDialog({
  title,
  value,
  onClose,
  onCopied,
}: {
  title: string;
  value: unknown;
  onClose: () => void;
  onCopied: () => void;
}) {
  const styles = useStyles();
  const text = JSON.stringify(value, null, 2);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <pre className={styles.pre}>{text}</pre>
          </DialogContent>
          <DialogActions>
            <Button
              icon={<CopyRegular />}
              onClick={() => void navigator.clipboard.writeText(text).then(onCopied)}
            >
              Copy
            </Button>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
