import { API, ZReadLetterInfoResponse, type TGetLetterPageResponse, type TLetter } from '@meridian/protocol';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { LETTER_KEY } from './keys';
import { LETTER_UNREAD_NUM_KEY } from './get-letter-unread-num';

export function readLetterInfo(id: number) {
  return request(API.member.readLetterInfo, { id }, ZReadLetterInfoResponse, { loading: false, quiet: true });
}

function markRead(letter: TLetter, id: number): TLetter {
  return letter.id === id ? { ...letter, isRead: true } : letter;
}

/**
 * Marks a letter read. The badges take the count the server answers at once, and the letter loses
 * its unread dot in the inbox without waiting for a reload.
 */
export function useReadLetterInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(readLetterInfo(id)),
    onSuccess: ({ unreadCount }, id) => {
      queryClient.setQueryData(LETTER_UNREAD_NUM_KEY, { count: unreadCount });
      queryClient.setQueryData<InfiniteData<TGetLetterPageResponse>>([...LETTER_KEY, 'page'], (data) =>
        data === undefined ? undefined : { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map((letter) => markRead(letter, id)) })) },
      );
      queryClient.setQueryData<TLetter>([...LETTER_KEY, 'info', id], (letter) => (letter === undefined ? undefined : markRead(letter, id)));
    },
  });
}
