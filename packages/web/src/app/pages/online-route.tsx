import { OnlinePage } from '../../features/common/pages/online-page';
import { SupportConversation } from '../../features/support/components/support-conversation';

/** The customer-service page: the configured contacts (common) and the conversation with support (support). */
export function OnlineRoute() {
  return <OnlinePage conversation={(config) => <SupportConversation workingHours={config.workingHours} />} />;
}
