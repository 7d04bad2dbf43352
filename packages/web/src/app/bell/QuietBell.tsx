import { Button, Popover, PopoverSurface, PopoverTrigger, Text } from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { MESSAGES } from '@portal/schema';

/**
 * The top bar's bell for whoever has no listing activity to read (brand types mr and mc, the user
 * role, or no marketplace selected yet): spec 1 §2.3 gives every top bar a bell, and for them it
 * truthfully says there is nothing new, without asking the API what it would refuse.
 */
export function QuietBell() {
  return (
    <Popover positioning="below-end" withArrow trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label="Notifications" icon={<Alert24Regular />} />
      </PopoverTrigger>
      <PopoverSurface aria-label="Unread activity">
        <Text>{MESSAGES.noNewActivity}</Text>
      </PopoverSurface>
    </Popover>
  );
}
