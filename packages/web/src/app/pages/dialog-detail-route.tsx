import { useSearchParams } from 'react-router';
import { LetterDetailPage } from '../../features/letter/pages/letter-detail-page';
import { DialogDetailPage } from '../../features/notice-popup/pages/dialog-detail-page';
import { idFromQuery } from '../../lib/query-id';

/**
 * my/dialog_detail: with `?id=` one of the member's letters (opening it marks it read); without,
 * the last notice popup, as the popup's view button has always opened it.
 */
export function DialogDetailRoute() {
  const [params] = useSearchParams();
  return params.has('id') ? <LetterDetailPage id={idFromQuery(params.get('id'))} /> : <DialogDetailPage />;
}
