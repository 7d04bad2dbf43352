import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { LISTING_EDITOR_MESSAGES } from '@portal/schema';
import type { ListingIssueFieldsFragment } from '../../../gql/graphql';
import { issueAttribute } from '../form-state';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
});

/** An issue as the spec shows it: the message plus '(Code: x)' (spec 3 §2). */
export const issueText = (issue: { message: string; code: string }) =>
  issue.code ? `${issue.message} (Code: ${issue.code})` : issue.message;

export interface IssuesPanelProps {
  issues: readonly ListingIssueFieldsFragment[];
  /** The title of each attribute, for its link. */
  titleOf: (attribute: string) => string;
  onReveal: (attribute: string) => void;
  onClose: () => void;
}

/**
 * 'Invalid fields on the form.' with the field names to click (each scrolls to its field) and the
 * issues; it stays until closed (spec 3 §8).
 */
export function IssuesPanel({ issues, titleOf, onReveal, onClose }: IssuesPanelProps) {
  const styles = useStyles();
  const attributes = [...new Set(issues.map(issueAttribute).filter((a) => a !== ''))];
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody className={styles.body}>
        <MessageBarTitle>{LISTING_EDITOR_MESSAGES.invalidFields}</MessageBarTitle>
        {attributes.length > 0 && (
          <span className={styles.fields}>
            {attributes.map((attribute) => (
              <Link key={attribute} as="button" onClick={() => onReveal(attribute)}>
                {titleOf(attribute)}
              </Link>
            ))}
          </span>
        )}
        <ul className={styles.list}>
          {issues.map((issue) => (
            <li key={`${issue.code}|${issue.fieldName}|${issue.message}`}>{issueText(issue)}</li>
          ))}
        </ul>
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />
        }
      />
    </MessageBar>
  );
}
