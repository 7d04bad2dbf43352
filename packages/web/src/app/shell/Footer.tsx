import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { VERSION_LABEL } from '@portal/schema';

const useStyles = makeStyles({
  footer: {
    padding: '8px 16px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
  },
});

export function Footer() {
  const styles = useStyles();
  return (
    <footer className={styles.footer}>
      <Caption1>Version {VERSION_LABEL}</Caption1>
    </footer>
  );
}
