import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BankLogo } from '../../../components/bank-logo';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE, href } from '../../../config/routes';
import { cx } from '../../../lib/class-names';
import { useEnableBanks } from '../api/get-enable-banks';
import { useBankChoice } from '../hooks/bank-choice-store';
import styles from './select-bank-page.module.css';

/** The router keeps the history index in `history.state.idx`; 0 means this is the first page. */
function cameFromAnotherPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/** recharge/offselectbank: the bank to transfer to, among those the method has a payee account at. */
export function SelectBankPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const methodCode = search.get('methodCode') ?? '';
  const banks = useEnableBanks(methodCode);
  const chosen = useBankChoice((state) => state.chosen[methodCode]);
  const choose = useBankChoice((state) => state.choose);

  const pick = (bankCode: string) => {
    choose(methodCode, bankCode);
    // Back to the offpay page that opened this one; opened from a link, go there afresh.
    if (cameFromAnotherPage()) void navigate(-1);
    else void navigate(href(ROUTE.rechargeOffpay, { methodCode }), { replace: true });
  };

  return (
    <Page title={t('titles.rechargeSelectBank')}>
      {methodCode === '' ? (
        // Opened from a link without its method, the bank list has nothing to ask for (as offpay).
        <StatusBlock status="empty" title={t('recharge.methodRequired')} />
      ) : (
        <Loaded query={banks}>
          {(list) =>
            list.length === 0 ? (
              <StatusBlock status="empty" title={t('recharge.noBanks')} />
            ) : (
              <Card flush>
                <ul className={styles.list} aria-label={t('titles.rechargeSelectBank')}>
                  {list.map((bank, index) => {
                    const selected = chosen === undefined ? index === 0 : chosen === bank.code;
                    return (
                      <li key={bank.code}>
                        <button
                          type="button"
                          aria-current={selected}
                          className={cx(styles.row, selected && styles.selected)}
                          onClick={() => {
                            pick(bank.code);
                          }}
                        >
                          <BankLogo code={bank.code} name={bank.name} />
                          <span className={styles.name}>{bank.name}</span>
                          {selected && <CheckOutline className={styles.check} aria-hidden="true" />}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            )
          }
        </Loaded>
      )}
    </Page>
  );
}
