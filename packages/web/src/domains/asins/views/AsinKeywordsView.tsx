import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { PageHeader, parseAsList, parseAsStringWhere, useAddressState, usePageTitle } from '../../../ui';
import { AsinLayout } from '../components/AsinLayout';
import { AsinKeywordRankTab } from './AsinKeywordRankTab';
import { AsinKeywordsTab } from './AsinKeywordsTab';

const TABS = { keywords: 'Keywords', rank: 'Search Result Rank' } as const;
type KeywordTab = keyof typeof TABS;
const isTab = (value: string): value is KeywordTab => Object.hasOwn(TABS, value);
// The view lives in the address (tab, period, compare, charted keywords), so a reload restores it.
const parsers = {
  tab: parseAsStringWhere(isTab).withDefault('keywords'),
  keywords: parseAsList.withDefault([]),
};
const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /asins/keywords/{asin} (spec 2 'ASIN keywords'): the tabs Keywords and Search Result Rank. */
export function AsinKeywordsView() {
  const styles = useStyles();
  const asin = useParams().asin ?? '';
  usePageTitle(`Keywords ${asin}`);
  const [state, update] = useAddressState(parsers);
  return (
    <AsinLayout asin={asin} current="keyword">
      <section className={styles.root}>
        <PageHeader title={`Keywords of ${asin}`} />
        <TabList
          selectedValue={state.tab}
          onTabSelect={(_e, data) => void update({ tab: data.value as KeywordTab })}
          aria-label="Keyword views"
        >
          {Object.entries(TABS).map(([value, label]) => (
            <Tab key={value} value={value}>
              {label}
            </Tab>
          ))}
        </TabList>
        {state.tab === 'keywords' ? (
          <AsinKeywordsTab asin={asin} />
        ) : (
          <AsinKeywordRankTab
            asin={asin}
            keywords={state.keywords}
            onKeywordsChange={(keywords) => void update({ keywords: keywords.length ? keywords : null })}
          />
        )}
      </section>
    </AsinLayout>
  );
}
