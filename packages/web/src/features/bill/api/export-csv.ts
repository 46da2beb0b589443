import { API, type TBillType } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { requestFile } from '../../../api/request';
import { saveFile } from '../../../lib/save-file';

/** The member's bills of one type (or all) as the server's CSV file. */
export function exportBills(type: TBillType | undefined) {
  return requestFile(API.balanceBill.exportCsv, type === undefined ? {} : { type });
}

/** Downloads the statement: the file goes to the browser under the name the server gave it. */
export function useExportBills() {
  return useMutation({
    mutationFn: (type: TBillType | undefined) => unwrap(exportBills(type)),
    onSuccess: (file) => {
      saveFile(file.blob, file.name);
    },
  });
}
