import { useTranslation } from 'react-i18next';
import type { TReviewFact } from '@meridian/protocol';
import { Fact, FactList } from '../../components/fact-list';

/** What the operator checks of a pending order, each fact labelled in the operator's language. */
export function ReviewFacts({ facts }: { facts: readonly TReviewFact[] }) {
  const { t } = useTranslation();
  return (
    <FactList>
      {facts.map((fact) => (
        <Fact key={fact.name} label={t(`pending.facts.${fact.name}`)}>
          {fact.value}
        </Fact>
      ))}
    </FactList>
  );
}
