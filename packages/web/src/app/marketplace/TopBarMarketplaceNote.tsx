import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { marketplaceById } from '@portal/schema';
import { useSelectedMarketplaceId } from './MarketplaceProvider';

export interface TopBarMarketplaceNoteProps {
  /** The marketplace ids the page's own filter shows. */
  shown: readonly string[];
  /** Makes the page show the top bar's marketplace instead. */
  onShow: (marketplaceId: string) => void;
}

const nameOf = (id: string) => marketplaceById(id)?.name ?? id;

/**
 * Links a page's own marketplace filter to the top bar's (issue 38 point 8): when the top bar says
 * Germany and the page shows the United States, the page says so and offers Germany in one click,
 * rather than reading as if it were Germany's figures.
 */
export function TopBarMarketplaceNote({ shown, onShow }: TopBarMarketplaceNoteProps) {
  const selected = useSelectedMarketplaceId();
  if (!selected || shown.includes(selected)) return null;
  const name = nameOf(selected);
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        The top bar’s marketplace is {name}; this page shows {shown.map(nameOf).join(', ')}.{' '}
        <Link as="button" onClick={() => onShow(selected)}>
          Show {name}
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}
