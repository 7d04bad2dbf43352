import { tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled, ErrorCircle20Filled, Warning20Filled } from '@fluentui/react-icons';
import type { ActivitySeverity } from '../../gql/graphql';

/** Spec 1 §4.5: success, warning or error by the activity type. */
export function SeverityIcon({ severity }: { severity: ActivitySeverity }) {
  if (severity === 'ERROR') {
    return <ErrorCircle20Filled aria-label="Error" color={tokens.colorPaletteRedForeground1} />;
  }
  if (severity === 'WARNING') {
    return <Warning20Filled aria-label="Warning" color={tokens.colorPaletteDarkOrangeForeground1} />;
  }
  return <CheckmarkCircle20Filled aria-label="Success" color={tokens.colorPaletteGreenForeground1} />;
}
