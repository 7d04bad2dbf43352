import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { matchRoute, type RouteId } from '@portal/schema';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MeDocument } from '../../gql/graphql';
import { useMarkArticleViewedMutation, useMeQuery } from '../../gql/hooks';
import { HELP_ARTICLES, type HelpArticleContent } from './articles';

const useStyles = makeStyles({
  // Part of the page, above its heading, never over it (issue 38 point 11).
  card: { maxWidth: '720px', marginBottom: tokens.spacingVerticalL },
  body: { display: 'flex', flexDirection: 'column', gap: '8px' },
});

export interface HelpArticleProps {
  articles?: Partial<Record<RouteId, HelpArticleContent>>;
}

/**
 * Spec 1 §2.8: the page's help article, once per page; closing it marks it viewed. A region in the
 * page (a complementary landmark may not sit inside main).
 */
export function HelpArticle({ articles = HELP_ARTICLES }: HelpArticleProps) {
  const styles = useStyles();
  const location = useLocation();
  const { data } = useMeQuery();
  const [markViewed] = useMarkArticleViewedMutation();
  // Closed in this visit: hides at once, whatever the server answers.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());

  const pageKey = matchRoute(location.pathname);
  const article = pageKey ? articles[pageKey] : undefined;
  const viewed = data?.me?.viewedArticles;
  if (!pageKey || !article || !viewed || viewed.includes(pageKey) || closed.has(pageKey)) return null;

  const close = () => {
    setClosed((previous) => new Set(previous).add(pageKey));
    markViewed({
      variables: { article: pageKey },
      update: (cache, result) => {
        const list = result.data?.markArticleViewed;
        if (list)
          cache.updateQuery({ query: MeDocument }, (me) =>
            me ? { me: { ...me.me, viewedArticles: list } } : me,
          );
      },
    }).catch(() => undefined);
  };

  return (
    <Card className={styles.card} role="region" aria-label={`Help: ${article.title}`}>
      <CardHeader
        header={<Text weight="semibold">{article.title}</Text>}
        action={
          <Button appearance="subtle" icon={<Dismiss20Regular />} aria-label="Close help" onClick={close} />
        }
      />
      <div className={styles.body}>
        {article.paragraphs.map((text) => (
          <Text key={text}>{text}</Text>
        ))}
      </div>
    </Card>
  );
}
