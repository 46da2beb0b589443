import { useCan } from '@refinedev/core';
import { Alert, Button, Flex, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../components/refusal-alert';
import { useAdminChange, useAdminRead } from '../../lib/admin-calls';
import { prettyJson, readJsonText } from '../../lib/json-text';

/**
 * A whole setting as JSON (GET/PUT /admin/settings/:key {value}): the current value pretty-printed,
 * checked as JSON here before it is sent, and against its schema by the server (whose 400/422
 * message the notification shows). Forms of their own for these settings are the next step.
 */
export function JsonSettingEditor({ settingKey }: { settingKey: string }) {
  const { t } = useTranslation();
  const { read, data } = useAdminRead<{ key: string; source: string; value: unknown }>(`/admin/settings/${settingKey}`);
  const { change, isPending } = useAdminChange();
  const { data: may } = useCan({ resource: 'settings', action: 'edit' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (data !== undefined) setText(prettyJson(data.value));
  }, [data]);

  const save = () => {
    const reading = readJsonText(text);
    if (!reading.ok) {
      setProblem(reading.problem);
      return;
    }
    setProblem(null);
    change('put', `/admin/settings/${settingKey}`, { value: reading.value }, () => void read.refetch());
  };

  if (read.isError) return <RefusalAlert error={read.error} onRetry={() => void read.refetch()} />;
  const label = t('settings.jsonLabel', { key: settingKey });
  return (
    <Flex vertical gap={12}>
      <Input.TextArea
        aria-label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        autoSize={{ minRows: 12, maxRows: 30 }}
        spellCheck={false}
        readOnly={may?.can !== true}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 }}
      />
      {problem === null ? null : <Alert type="error" showIcon role="alert" message={t('settings.invalidJson')} description={problem} />}
      {may?.can === true ? (
        <Flex gap={8}>
          <Button type="primary" onClick={save} loading={isPending} disabled={read.isLoading}>
            {t('buttons.save')}
          </Button>
          <Button onClick={() => { if (data !== undefined) { setText(prettyJson(data.value)); setProblem(null); } }}>{t('settings.revert')}</Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
