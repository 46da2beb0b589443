import type { TContractSettlementPush } from '@meridian/protocol';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { ROUTE, href } from '../../../config/routes';
import type { FollowedContract } from '../hooks/use-followed-contract';
import { ContractResult } from './contract-result';
import { ContractRunning } from './contract-running';

interface FollowedContractCardProps {
  followed: FollowedContract;
  /** How it ended, once it has. */
  settled: TContractSettlementPush | undefined;
  onDismiss: () => void;
}

/** The contract the panel follows: its countdown while it runs, then its result; either opens its detail. */
export function FollowedContractCard({ followed, settled, onDismiss }: FollowedContractCardProps) {
  const navigate = useNavigate();
  const openDetail = () => {
    void navigate(href(ROUTE.betDetail, { orderNo: followed.order.orderNo }));
  };
  return (
    <Card>
      {settled === undefined ? (
        <ContractRunning contract={followed} onOpen={openDetail} />
      ) : (
        <ContractResult settlement={settled} onOpen={openDetail} onDismiss={onDismiss} />
      )}
    </Card>
  );
}
