import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../api/admin-types';

/** The four roles, by their names in the operator's language. */
export function RoleSelect(props: SelectProps<Role>) {
  const { t } = useTranslation();
  return <Select<Role> {...props} options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />;
}
