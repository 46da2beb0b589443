import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type TOperatorRole } from '@meridian/protocol';

/** The four roles, by their names in the operator's language. */
export function RoleSelect(props: SelectProps<TOperatorRole>) {
  const { t } = useTranslation();
  return <Select<TOperatorRole> {...props} options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />;
}
