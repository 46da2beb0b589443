import type { AppLanguage } from '@meridian/protocol';
import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, ConfigProvider, Flex, Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/language-select';
import { trimmedText, useSettingRules, type FieldPath } from './setting-rules';

/** A part of a setting's form: a heading, what it means, its fields. */
export function SettingSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {hint === undefined ? null : <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      {children}
    </section>
  );
}

interface ListItemCardProps {
  /** What one item is ("Bank"): the card says "Bank 2 · HSBC". */
  noun: string;
  index: number;
  /** The item's code (or other name), shown beside its number. */
  codePath: FieldPath;
  /** How the card names the code (a channel's kind in the operator's language); the code itself by default. */
  describe?: (code: string) => string;
  onRemove: () => void;
  /** Where the list's order is what members see. */
  onMoveUp?: () => void;
  children: ReactNode;
}

/** One item of a list setting (a bank, a channel, a level), with its fields side by side. */
export function ListItemCard({ noun, index, codePath, describe, onRemove, onMoveUp, children }: ListItemCardProps) {
  const { t } = useTranslation();
  const code = trimmedText(Form.useWatch(codePath) as unknown);
  const title = code === '' ? `${noun} ${index + 1}` : `${noun} ${index + 1} · ${describe === undefined ? code : describe(code)}`;
  return (
    <Card
      size="small"
      title={title}
      style={{ marginBottom: 12 }}
      extra={
        <Flex gap={8}>
          {onMoveUp === undefined || index === 0 ? null : (
            <Button size="small" icon={<ArrowUpOutlined />} onClick={onMoveUp} aria-label={t('settings.moveUpItem', { item: title })}>
              {t('settings.moveUp')}
            </Button>
          )}
          <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('settings.removeItem', { item: title })}>
            {t('settings.remove')}
          </Button>
        </Flex>
      }
    >
      <Flex wrap gap="0 16px" align="flex-start">
        {children}
      </Flex>
    </Card>
  );
}

/** Adds an item to a list setting. */
export function AddItemButton({ onAdd, children, disabled }: { onAdd: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    // `undefined` rather than `false`: a read-only form's disabled state must still reach it.
    <Button type="dashed" icon={<PlusOutlined />} onClick={onAdd} disabled={disabled === true ? true : undefined} style={{ marginBottom: 16, alignSelf: 'flex-start' }}>
      {children}
    </Button>
  );
}

/**
 * Which language's version of the names the form shows. Names are written one language at a
 * time, as on the content screens; the other versions are kept and saved as they are. Not part of
 * the setting, and open to a reader too (the form around it may be disabled).
 */
export function NamesLanguageField({ id, value, onChange }: { id: string; value: AppLanguage; onChange: (language: AppLanguage) => void }) {
  const { t } = useTranslation();
  return (
    <ConfigProvider componentDisabled={false}>
      <Form.Item label={t('settings.namesLanguage')} htmlFor={id} extra={t('settings.namesLanguageHint')} style={{ maxWidth: 560 }}>
        <LanguageSelect id={id} value={value} onChange={onChange} />
      </Form.Item>
    </ConfigProvider>
  );
}

/** An item's name in `language` (field `name` of the item at `field` of the list at `listPath`). */
export function LocalizedNameItem({ listPath, field, language }: { listPath: FieldPath; field: number; language: AppLanguage }) {
  const { t } = useTranslation();
  const rules = useSettingRules();
  return (
    <Form.Item
      name={[field, 'name', language]}
      label={t('settings.nameIn', { language: t(`contentLanguages.${language}`) })}
      rules={[rules.named([...listPath, field, 'name']), { max: 100, transform: trimmedText, message: t('settings.tooLong', { max: 100 }) }]}
      style={{ width: 280 }}
    >
      <Input />
    </Form.Item>
  );
}

/** A code that names an item for the server (`HSBC`, `usdt_trc20`): at most 40 characters, once in its list. */
export function CodeItem({ listPath, field, width = 160 }: { listPath: FieldPath; field: number; width?: number }) {
  const { t } = useTranslation();
  const rules = useSettingRules();
  return (
    <Form.Item name={[field, 'code']} label={t('settings.code')} rules={[...rules.text(40), rules.once(listPath, 'code')]} style={{ width }}>
      <Input autoComplete="off" spellCheck={false} />
    </Form.Item>
  );
}

/** The banks members choose (recharge and withdraw each have their own list). */
export function BankList({ language }: { language: AppLanguage }) {
  const { t } = useTranslation();
  return (
    <Form.List name="banks">
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((field, index) => (
            <ListItemCard key={field.key} noun={t('settings.bank')} index={index} codePath={['banks', field.name, 'code']} onRemove={() => { remove(field.name); }} onMoveUp={() => { move(index, index - 1); }}>
              <CodeItem listPath={['banks']} field={field.name} />
              <LocalizedNameItem listPath={['banks']} field={field.name} language={language} />
            </ListItemCard>
          ))}
          <AddItemButton onAdd={() => { add({ code: '', name: {} }); }}>{t('settings.addBank')}</AddItemButton>
        </>
      )}
    </Form.List>
  );
}
