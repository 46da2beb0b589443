import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { RoutePath } from '../../../config/routes';

/** A full-width rounded button to another proof page: the proof pages link to each other this way. */
export function GoToButton({ to, isPrimary = false, children }: { to: RoutePath; isPrimary?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button
      block
      color="primary"
      fill={isPrimary ? 'solid' : 'outline'}
      shape="rounded"
      onClick={() => {
        void navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
