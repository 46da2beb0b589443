import { Avatar } from 'antd-mobile';
import styles from './member-avatar.module.css';

interface MemberAvatarProps {
  src: string | undefined;
  size?: number;
}

/**
 * The member's picture, round, with antd-mobile's neutral figure until one is chosen. It sits next
 * to the member's name, so it is decoration to a screen reader (empty alt).
 */
export function MemberAvatar({ src, size = 56 }: MemberAvatarProps) {
  return <Avatar className={styles.avatar} src={src ?? ''} alt="" style={{ '--size': `${size}px`, '--border-radius': '50%' }} />;
}
