import { Text } from '@fluentui/react-components';

export interface EmptyStateProps {
  message: string;
}

export function EmptyState({ message }: EmptyStateProps) {
  return (
    <div style={{ padding: 24, textAlign: 'center' }}>
      <Text>{message}</Text>
    </div>
  );
}
