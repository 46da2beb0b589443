import { useEffect, useState } from 'react';
import styles from './address-qr.module.css';

interface AddressQrProps {
  address: string;
  /** What the picture shows, for screen readers. */
  label: string;
}

/**
 * The deposit address as a QR code a wallet app can scan. Drawn as SVG: sharp at any size and it
 * needs no canvas.
 */
export function AddressQr({ address, label }: AddressQrProps) {
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // The encoder is loaded only when an address is shown: most visits of the page never need it.
    import('qrcode')
      .then(({ toString }) => toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // An address too long for a QR code: the text below it is still there to copy.
        if (current) setSource(null);
      });
    return () => {
      current = false;
    };
  }, [address]);

  return (
    <div className={styles.frame}>
      {source === null ? <div className={styles.placeholder} aria-hidden="true" /> : <img className={styles.image} src={source} alt={label} data-testid="address-qr" />}
    </div>
  );
}
