import type { LocalizedText } from '@meridian/protocol';
import { EditButton } from '@refinedev/antd';
import type { BaseKey } from '@refinedev/core';
import { Image, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languagesOf } from '../../lib/content-languages';
import { shownText } from '../../lib/shown-text';
import { ToneTag } from '../tone-tag';

/**
 * The columns the content lists share, as antd column props to spread on a Table.Column: a text
 * in the operator's language and the languages it is written in, the picture, on/off, the sort.
 */
export function useContentColumns() {
  const { t } = useTranslation();
  return {
    text: (field: string, title: string) => ({ dataIndex: field, title, render: (text: LocalizedText) => shownText(text) }),
    languages: (field: string) => ({ dataIndex: field, key: 'languages', title: t('content.languages'), render: (text: LocalizedText) => languagesOf(text).join(', ') }),
    image: <Row extends object>(altOf: (row: Row) => string, width: number) => ({
      dataIndex: 'image',
      title: t('content.image'),
      render: (image: string, row: Row) => <Image src={image} alt={altOf(row)} width={width} height={48} style={{ objectFit: 'cover' }} />,
    }),
    enabled: { dataIndex: 'enabled', title: t('common.status'), render: (enabled: boolean) => <ToneTag tone={enabled ? 'positive' : 'neutral'}>{enabled ? t('content.on') : t('content.off')}</ToneTag> },
    sort: { dataIndex: 'sort', title: t('content.sort') },
    /** refine's EditButton (hidden from a role that may not edit), then any other action of the row. */
    actions: <Row extends object>(resource: string, keyOf: (row: Row) => BaseKey, onEdit: (key: BaseKey) => void, more?: (row: Row) => ReactNode) => ({
      key: 'actions',
      title: t('common.actions'),
      render: (_value: unknown, row: Row) => (
        <Space>
          <EditButton size="small" resource={resource} recordItemId={keyOf(row)} onClick={() => { onEdit(keyOf(row)); }}>
            {t('common.edit')}
          </EditButton>
          {more?.(row)}
        </Space>
      ),
    }),
  };
}
