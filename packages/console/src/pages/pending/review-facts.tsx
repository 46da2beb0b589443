import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewFact } from '../../api/admin-types';

/**
 * What the operator checks before deciding, one labelled line each: the label in the operator's
 * language, the value as the member or the order gave it. Addresses and transaction ids are long
 * unbroken strings: they may break anywhere, where words break between words.
 */
export function ReviewFacts({ facts }: { facts: readonly ReviewFact[] }) {
  const { t } = useTranslation();
  return (
    <dl style={{ margin: 0 }}>
      {facts.map((fact) => (
        <div key={fact.name} style={{ display: 'flex', gap: 8 }}>
          <dt style={{ flex: 'none' }}>
            <Typography.Text type="secondary">{t(`pending.facts.${fact.name}`)}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
