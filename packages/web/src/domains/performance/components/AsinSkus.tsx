import { Card, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** The accordion panel of an expanded ASIN condition row: its SKUs (spec 2 §2 group by). */
export function AsinSkus({ asin, children }: { asin: string; children: ReactNode }) {
  return (
    <Card size="small" role="region" aria-label={`SKUs of ${asin}`}>
      <Text weight="semibold">{`SKUs of ${asin}`}</Text>
      {children}
    </Card>
  );
}
