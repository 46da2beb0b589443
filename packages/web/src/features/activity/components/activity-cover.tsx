import styles from './activity-cover.module.css';

/** An activity's wide cover picture (served by this server), reserving its space before it loads. */
export function ActivityCover({ src, lazy = false }: { src: string; lazy?: boolean }) {
  if (src === '') return null;
  return <img className={styles.cover} src={src} alt="" loading={lazy ? 'lazy' : 'eager'} width={690} height={320} />;
}
