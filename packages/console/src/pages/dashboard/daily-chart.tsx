import { Button, Flex, Table, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '@meridian/protocol';

type Day = TDashboard['days'][number];

const WIDTH = 720;
const PANEL = 110;
const GAP = 28;
const LEFT = 8;
const HEIGHT = PANEL * 2 + GAP + 24;

/** Pixels only: the amounts are shown as the server wrote them, never computed with. */
function toPixels(amount: string): number {
  const value = Number.parseFloat(amount);
  return Number.isFinite(value) ? value : 0;
}

/**
 * The last 30 days: contract volume as bars (top panel) and the platform's result as a line around
 * its zero (bottom panel). antd has no chart; this small SVG is enough, and the same numbers are one
 * click away as a table for screen readers and exact reading.
 */
export function DailyChart({ days }: { days: readonly Day[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [isTableShown, setTableShown] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return null;

  const step = (WIDTH - LEFT * 2) / days.length;
  const volumes = days.map((day) => toPixels(day.contractVolume));
  const results = days.map((day) => toPixels(day.platformResult));
  const maxVolume = Math.max(...volumes, 1);
  const maxResult = Math.max(...results.map(Math.abs), 1);
  const resultZero = PANEL + GAP + PANEL / 2;
  const linePoints = results.map((result, index) => `${LEFT + step * (index + 0.5)},${resultZero - (result / maxResult) * (PANEL / 2)}`).join(' ');

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} id={titleId}>
        {t('dashboard.chartTitle')}
      </Typography.Title>
      <svg role="img" aria-labelledby={`${titleId} ${descriptionId}`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: WIDTH }}>
        <desc id={descriptionId}>{t('dashboard.chartSummary', { from: first.day, to: last.day })}</desc>
        <text x={LEFT} y={12} fontSize={12} fill={token.colorTextSecondary}>
          {t('dashboard.contractVolume')}
        </text>
        {volumes.map((volume, index) => {
          const height = (volume / maxVolume) * (PANEL - 16);
          return <rect key={days[index]?.day ?? index} x={LEFT + step * index + 2} y={PANEL - height} width={Math.max(step - 4, 1)} height={height} fill={token.colorPrimary} />;
        })}
        <text x={LEFT} y={PANEL + GAP - 4} fontSize={12} fill={token.colorTextSecondary}>
          {t('dashboard.platformResult')}
        </text>
        <line x1={LEFT} x2={WIDTH - LEFT} y1={resultZero} y2={resultZero} stroke={token.colorBorder} />
        <polyline points={linePoints} fill="none" stroke={token.colorSuccess} strokeWidth={2} />
        <text x={LEFT} y={HEIGHT - 4} fontSize={12} fill={token.colorTextSecondary}>
          {first.day}
        </text>
        <text x={WIDTH - LEFT} y={HEIGHT - 4} fontSize={12} textAnchor="end" fill={token.colorTextSecondary}>
          {last.day}
        </text>
      </svg>
      <div>
        <Button onClick={() => { setTableShown((shown) => !shown); }} aria-expanded={isTableShown}>
          {isTableShown ? t('dashboard.hideTable') : t('dashboard.showTable')}
        </Button>
      </div>
      {isTableShown ? (
        <Table<Day>
          size="small"
          rowKey="day"
          pagination={false}
          dataSource={[...days]}
          columns={[
            { title: t('dashboard.day'), dataIndex: 'day' },
            { title: t('dashboard.contractVolume'), dataIndex: 'contractVolume', align: 'right' },
            { title: t('dashboard.platformResult'), dataIndex: 'platformResult', align: 'right' },
          ]}
        />
      ) : null}
    </Flex>
  );
}
