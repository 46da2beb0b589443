import { Avatar } from 'antd-mobile';
import styles from './member-avatar.module.css';

interface MemberAvatarProps {
  src: string | undefined;
  size?: number;
}

/** The member's picture, round, with antd-mobile's neutral figure until one is chosen. */
export function MemberAvatar({ src, size = 56 }: MemberAvatarProps) {
  return <Avatar className={styles.avatar} src={src ?? ''} style={{ '--size': `${size}px`, '--border-radius': '50%' }} />;
}
