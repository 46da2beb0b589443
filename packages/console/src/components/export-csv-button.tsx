import { DownloadOutlined } from '@ant-design/icons';
import { CanAccess, type CrudFilter } from '@refinedev/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportUrl, type ExportableList } from '../lib/export-url';

interface ExportCsvButtonProps {
  list: ExportableList;
  /** The table's filters now (useTable's `filters`). */
  filters: readonly CrudFilter[];
  /** While the list itself is refused (a bad filter), its file would be too. */
  disabled?: boolean;
}

/**
 * Downloads the list as CSV with the page's filters. A plain link: the session cookie
 * authenticates a GET and the browser streams the file to disk, however long it is.
 */
export function ExportCsvButton({ list, filters, disabled = false }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  return (
    <CanAccess resource={list} action="export">
      <Button icon={<DownloadOutlined />} href={exportUrl(list, filters)} download disabled={disabled} title={t('export.hint')}>
        {t('export.button')}
      </Button>
    </CanAccess>
  );
}
