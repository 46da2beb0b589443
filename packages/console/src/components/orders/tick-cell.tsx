import { Flex, Typography } from 'antd';
import { formatTime } from '../../lib/format-time';

/** A recorded price tick as the K-line has it: the price, and the second it was recorded. */
export function TickCell({ price, at }: { price: string; at: string }) {
  return (
    <Flex vertical>
      <span>{price}</span>
      <Typography.Text type="secondary">{formatTime(at)}</Typography.Text>
    </Flex>
  );
}
