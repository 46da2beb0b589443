import type { AdminOutput } from '@meridian/protocol';
import { useCustomMutation } from '@refinedev/core';
import { useState } from 'react';
import { changeCall } from '../../api/admin-call';
import { isAdminRefusal } from '../../api/admin-refusal';
import type { SupportMessage } from '../../live/support-store';

/** A reply as `conversation-reply` takes it: text, a picture (a data URL), or both. */
export interface ConversationReply {
  text: string;
  image?: string;
}

interface ConversationActionsOptions {
  /** The reply the server kept, shown at once. */
  onSent: (message: SupportMessage) => void;
  /** After a reply or a close, or a refusal because it was closed meanwhile. */
  afterChange: () => void;
}

/** Replying to and closing one conversation, and the refusal of the last attempt (null: none). */
export function useConversationActions(id: number, { onSent, afterChange }: ConversationActionsOptions) {
  const { mutate, mutation } = useCustomMutation<Partial<AdminOutput<'conversation-reply'>>>();
  const [refusal, setRefusal] = useState<unknown>(null);

  const refused = (error: unknown) => {
    setRefusal(error);
    // Closed meanwhile (409): the view shows it closed and drops the composer.
    if (isAdminRefusal(error) && error.statusCode === 409) afterChange();
  };

  /** Sends `reply`; `cleared` empties the composer once the server kept it. */
  const reply = (values: ConversationReply, cleared: () => void) => {
    setRefusal(null);
    mutate(
      { ...changeCall('conversation-reply', values, { id }), successNotification: false, errorNotification: false },
      {
        onSuccess: (answer) => {
          const sent = answer.data.message;
          if (sent !== undefined) onSent(sent);
          cleared();
          afterChange();
        },
        onError: refused,
      },
    );
  };

  const close = () => {
    setRefusal(null);
    mutate(
      { ...changeCall('conversation-close', {}, { id }), successNotification: false, errorNotification: false },
      { onSuccess: afterChange, onError: refused },
    );
  };

  return { reply, close, refusal, isPending: mutation.isPending };
}
