import { isSupportAvailable, lastSupportAnswerAt, type TGetConversationResponse } from '@meridian/protocol';

/**
 * Whether the member is told that support is there at `nowMs`, worked out again from what the
 * conversation's answer says (the agent's presence, the published hours, support's last answer)
 * rather than read once when the page opened: the desk opens and closes while the page stays open,
 * and an agent's answer arriving by push means someone is there.
 */
export function isSupportThere(conversation: TGetConversationResponse, nowMs: number): boolean {
  return isSupportAvailable(
    {
      // An answer without the parts (an older server) still says whether someone was there.
      agentOnline: conversation.agentOnline ?? conversation.supportOnline,
      schedule: conversation.schedule ?? null,
      lastAnswerAt: lastSupportAnswerAt(conversation.messages),
    },
    nowMs,
  );
}
