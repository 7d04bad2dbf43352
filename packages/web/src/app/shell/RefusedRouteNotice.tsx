import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { refusedFromOf, refusedRouteMessage } from '../routing/refused-route';

/**
 * Says, once, why a user refused a page by the route guard is on this one. Dismissing it (or any
 * navigation) drops it: it lives in the history entry's state, not in the page.
 */
export function RefusedRouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const refusedFrom = refusedFromOf(location.state);
  if (!refusedFrom) return null;
  const dismiss = () =>
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{refusedRouteMessage(refusedFrom)}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button aria-label="Dismiss" appearance="transparent" icon={<DismissRegular />} onClick={dismiss} />
        }
      />
    </MessageBar>
  );
}
