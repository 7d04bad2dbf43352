import {
  Badge,
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
import { CHECKLIST_GOOD, checklistTitle, MESSAGES } from '@portal/schema';

export type ChecklistItem = { name: string; status: string };

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  dots: { display: 'inline-flex', gap: '3px', alignItems: 'center' },
  dot: { width: '10px', height: '10px', borderRadius: '50%', display: 'inline-block' },
  good: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  bad: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

export const isGood = (status: string) => status === CHECKLIST_GOOD;

/** The grid's checklist cell: one dot per item, green for Good and red otherwise; opens the dialog. */
export function ChecklistDots({
  brand,
  items,
  onOpen,
}: {
  brand: string;
  items: ChecklistItem[];
  onOpen: () => void;
}) {
  const styles = useStyles();
  const good = items.filter((i) => isGood(i.status)).length;
  return (
    <Button
      appearance="transparent"
      size="small"
      aria-label={`Performance checklist of ${brand}: ${good} of ${items.length} good`}
      onClick={onOpen}
    >
      <span className={styles.dots}>
        {items.map((item) => (
          <span
            key={item.name}
            title={`${item.name}: ${item.status}`}
            className={`${styles.dot} ${isGood(item.status) ? styles.good : styles.bad}`}
          />
        ))}
      </span>
    </Button>
  );
}

/** 'Performance Checklist for {brand}': a status chip per item (spec 2 §2). */
export function ChecklistDialog({
  brand,
  items,
  onClose,
}: {
  brand: string;
  items: ChecklistItem[];
  onClose: () => void;
}) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{checklistTitle(brand)}</DialogTitle>
          <DialogContent>
            {items.length === 0 ? (
              <p>{MESSAGES.checklistEmpty}</p>
            ) : (
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={item.name} className={styles.item}>
                    <span>{item.name}</span>
                    <Badge appearance="filled" color={isGood(item.status) ? 'success' : 'danger'}>
                      {item.status}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
