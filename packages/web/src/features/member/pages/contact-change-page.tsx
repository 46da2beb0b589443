import { ZContactKind, type TContactKind, type TSendCodeResponse, type TSendContactCodeRequest } from '@meridian/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { useTwoStepCode } from '../../../components/two-step-code-field';
import { useMemberInfo } from '../api/get-member-info';
import { useSendContactCode } from '../api/send-contact-code';
import { ContactCodeForm } from '../components/contact-code-form';
import { NewContactForm } from '../components/new-contact-form';

/**
 * my/contact?kind=email|phone: a new email or phone (issue 35, account takeover). Whoever holds the
 * session must also know the password (and the 2-step code), then prove the new address with the
 * code sent to it; the page says first that the old address is told and withdrawals wait.
 */
export function ContactChangePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const kind = ZContactKind.safeParse(searchParams.get('kind'));
  const member = useMemberInfo();
  if (!kind.success) {
    return (
      <Page title={t('titles.contactChange')}>
        <StatusBlock status="default" title={t('common.notFound')} description={t('common.notFoundHint')} />
      </Page>
    );
  }
  return (
    <Page title={kind.data === 'email' ? t('contact.emailTitle') : t('contact.phoneTitle')}>
      <Loaded query={member}>{(data) => <ContactChange kind={kind.data} current={kind.data === 'email' ? data.email : data.phone} />}</Loaded>
    </Page>
  );
}

/** A code sent: for which request, and the server's answer. */
interface SentCode {
  request: TSendContactCodeRequest;
  answer: TSendCodeResponse;
}

function ContactChange({ kind, current }: { kind: TContactKind; current: string }) {
  const sendCode = useSendContactCode();
  // The page's own, not step 1's: a resend from step 2 may find the server asking for a new code.
  const twoStep = useTwoStepCode();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [typedValue, setTypedValue] = useState('');

  const send = (request: TSendContactCodeRequest) => {
    setTypedValue(request.value);
    sendCode.mutate(request, {
      onSuccess: (answer) => {
        setSent({ request, answer });
      },
      onError: twoStep.onFailure,
    });
  };

  const resend = async (): Promise<number | null> => {
    if (sent === null) return null;
    // A 2-step code works once: sent again without it, and when the server asks for a new one,
    // the member goes back to step 1 where its field now shows.
    const { twoStepCode: _spent, ...again } = sent.request;
    try {
      return (await sendCode.mutateAsync(again)).resendAfterSeconds;
    } catch (failure) {
      if (twoStep.onFailure(failure)) setSent(null);
      return null;
    }
  };

  if (sent === null) {
    return <NewContactForm kind={kind} current={current} initialValue={typedValue} twoStep={twoStep} isSending={sendCode.isPending} onSend={send} />;
  }
  return (
    <ContactCodeForm
      kind={kind}
      value={sent.request.value}
      sentTo={sent.answer.sentTo}
      resendAfterSeconds={sent.answer.resendAfterSeconds}
      onResend={resend}
      onOtherAddress={() => {
        setSent(null);
      }}
    />
  );
}
