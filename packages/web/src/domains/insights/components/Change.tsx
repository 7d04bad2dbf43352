import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { changeOf } from '../insight-format';

const useStyles = makeStyles({
  good: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
});

/** '+12.3%' beside a value when comparing, green when the change is good news. */
export function Change(props: {
  current: number | null | undefined;
  previous: number | null | undefined;
  higherIsBetter?: boolean;
}) {
  const styles = useStyles();
  const change = changeOf(props.current, props.previous, props.higherIsBetter ?? true);
  if (!change) return null;
  return (
    <Text size={200} className={change.good ? styles.good : styles.bad}>
      {change.text}
    </Text>
  );
}
