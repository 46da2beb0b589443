import { AgreementLink } from '../../features/content/components/agreement-link';
import { RegisterPage } from '../../features/auth/pages/register-page';

/** The register page with the content feature's agreement link: the app is where features meet. */
export function RegisterRoute() {
  return <RegisterPage renderAgreement={(code, onAgree) => <AgreementLink code={code} onAgree={onAgree} />} />;
}
