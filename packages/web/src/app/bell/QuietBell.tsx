import { Button, Popover, PopoverSurface, PopoverTrigger, Text } from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { MESSAGES } from '@portal/schema';

/**
 * The top bar's bell for whoever has no listing activity to read (brand types mr and mc, the user
 * role, or no marketplace selected yet): spec 1 §2.3 gives every top bar a bell, and for them it
 * truthfully says there is nothing new, without asking the API what it would refuse.
 * No focus trap: the popup holds nothing to focus, so a trapping modalizer never became active and
 * tabster left the popup aria-hidden (a screen reader heard nothing). Still named as a dialog.
 */
export function QuietBell() {
  return (
    <Popover positioning="below-end" withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label="Notifications" icon={<Alert24Regular />} />
      </PopoverTrigger>
      <PopoverSurface role="dialog" aria-label="Unread activity">
        <Text>{MESSAGES.noNewActivity}</Text>
      </PopoverSurface>
    </Popover>
  );
}
