import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type Tone = 'positive' | 'waiting' | 'negative' | 'info' | 'neutral';

/**
 * antd's preset tag colours put light text on a light ground (gold 2.8:1, green 3.4:1); these
 * pairs keep the darkest shade of each palette on its lightest, all above 7:1.
 */
const TONES: Record<Tone, { color: string; background: string; borderColor: string }> = {
  positive: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  waiting: { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f' },
  negative: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  info: { color: '#10239e', background: '#f0f5ff', borderColor: '#adc6ff' },
  neutral: { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' },
};

export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={TONES[tone]}>{children}</Tag>;
}
