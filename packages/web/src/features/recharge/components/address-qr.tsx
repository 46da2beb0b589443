import { QrImage } from '../../../components/qr-image';

interface AddressQrProps {
  address: string;
  /** What the picture shows, for screen readers. */
  label: string;
}

/** The deposit address as a QR code a wallet app can scan. */
export function AddressQr({ address, label }: AddressQrProps) {
  return <QrImage value={address} label={label} testId="address-qr" />;
}
