import { isEmail, isUrl, type TCustomerServiceConfig } from '@meridian/protocol';
import { List } from 'antd-mobile';
import { GlobalOutline, MailOutline, MessageOutline, PhoneFill, SendOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { copyText } from '../../../lib/clipboard';
import { useCustomerServiceConfig } from '../api/get-customer-service-config';
import styles from './common-pages.module.css';

type Channel = TCustomerServiceConfig['channels'][number];

const CHANNEL_ICON: Record<Channel['kind'], ReactNode> = {
  email: <MailOutline />,
  telegram: <SendOutline />,
  whatsapp: <MessageOutline />,
  phone: <PhoneFill />,
  link: <GlobalOutline />,
};

/** Where a channel opens: the mail or phone app, or the service's own page; null when it can only be copied. */
function channelHref(channel: Channel): string | null {
  const value = channel.value.trim();
  switch (channel.kind) {
    case 'email':
      return isEmail(value) ? `mailto:${value}` : null;
    case 'phone':
      return `tel:${value.replace(/[^\d+]/g, '')}`;
    case 'telegram':
      return isUrl(value) ? value : `https://t.me/${value.replace(/^@/, '')}`;
    case 'whatsapp':
      return isUrl(value) ? value : `https://wa.me/${value.replace(/\D/g, '')}`;
    case 'link':
      return isUrl(value) ? value : null;
  }
}

interface OnlinePageProps {
  /** The member's conversation with support (another feature's), under the contacts; it is told the configured hours. */
  conversation?: (config: TCustomerServiceConfig) => ReactNode;
}

/** home/online: the ways to reach customer service, from the server's configuration. */
export function OnlinePage({ conversation }: OnlinePageProps) {
  const { t } = useTranslation();
  const config = useCustomerServiceConfig();

  return (
    <Page title={t('titles.online')}>
      <Loaded query={config}>
        {(data) => (
          <>
            <Card title={t('online.heading')}>
              <p className={styles.hours}>{data.workingHours === '' ? t('online.intro') : t('online.hours', { hours: data.workingHours })}</p>
            </Card>
            <Card flush>
              <List>
                {data.channels.length === 0 && <List.Item>{t('online.none')}</List.Item>}
                {data.channels.map((channel) => {
                  const target = channelHref(channel);
                  return (
                    <List.Item
                      key={`${channel.kind}:${channel.value}`}
                      prefix={<span className={styles.channelIcon}>{CHANNEL_ICON[channel.kind]}</span>}
                      description={channel.value}
                      extra={target === null ? t('online.copy') : t('online.open')}
                      onClick={() => {
                        if (target === null) void copyText(channel.value);
                        else window.open(target, '_blank', 'noopener,noreferrer');
                      }}
                    >
                      {channel.label}
                    </List.Item>
                  );
                })}
              </List>
            </Card>
            {conversation?.(data)}
          </>
        )}
      </Loaded>
    </Page>
  );
}
