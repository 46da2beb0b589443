import { useEffect, useState } from 'react';
import styles from './qr-image.module.css';

interface QrImageProps {
  /** What the code holds: a link, an address. */
  value: string;
  /** What the picture shows, for screen readers. */
  label: string;
  testId?: string;
}

/**
 * A QR code drawn in the app as SVG (sharp at any size, no canvas, nothing fetched). The encoder is
 * its own chunk, loaded only when a page shows a code.
 */
export function QrImage({ value, label, testId }: QrImageProps) {
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ toString }) => toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // Too long for a QR code: the text beside it is still there to copy.
        if (current) setSource(null);
      });
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <div className={styles.frame}>
      {source === null ? <div className={styles.placeholder} aria-hidden="true" /> : <img className={styles.image} src={source} alt={label} data-testid={testId} />}
    </div>
  );
}
