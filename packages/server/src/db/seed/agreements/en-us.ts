import type { AgreementTexts } from './agreement-codes.js';

/** The agreements in English (en-US), the version every other language is translated from. */
export const AGREEMENTS_EN_US: AgreementTexts = {
  user_agreement: {
    title: 'User Agreement',
    content: `<h3>1. Who we are and what this agreement covers</h3>
<p>Meridian ("we", "the platform") lets members hold a balance in USDT, follow market prices, and use the trading, mining, interest and task products offered in the app. This agreement applies to everyone who registers a member account and to every use of the app and its services.</p>
<h3>2. Your account</h3>
<ul>
<li>You must be of legal age where you live and allowed by your local law to use digital-asset services.</li>
<li>Give true information and keep your email address and phone number up to date: we use them to send you verification codes.</li>
<li>Keep your login password and your pay password secret. Anything done with them is treated as done by you. Tell customer service at once if you think someone else knows them.</li>
<li>One person, one account. Accounts cannot be sold, lent or transferred.</li>
</ul>
<h3>3. Your money</h3>
<p>Every movement of your balance is recorded as a balanced entry in our ledger, and your balance never goes below zero. Fees, interest rates, lock periods and payouts are shown before you confirm an action and are not changed afterwards for that action. Withdrawals are processed to the address or account you give; check it carefully, because transfers on a blockchain cannot be reversed.</p>
<h3>4. Risks</h3>
<p>Prices of digital assets move quickly and can fall to zero. Short-term contracts can lose the whole amount invested. Only use money you can afford to lose. Nothing in the app is investment advice.</p>
<h3>5. Fair use</h3>
<ul>
<li>Do not try to break, overload or get around the security of the platform, and do not use automated tools to operate accounts.</li>
<li>Do not use the platform for money laundering, fraud or anything unlawful. We may ask you to prove your identity and the source of funds, and we may freeze an account while we investigate.</li>
</ul>
<h3>6. Maintenance and changes</h3>
<p>We may pause the service for maintenance; the app tells you when. We may change this agreement; the new version is shown in the app, and continuing to use the app after it takes effect means you accept it. If you do not accept it, you may withdraw your balance and close your account.</p>
<h3>7. Closing your account</h3>
<p>You may close your account at any time through customer service after withdrawing your balance. We may close an account that breaks this agreement; any balance that is lawfully yours is returned to you.</p>
<h3>8. Contact</h3>
<p>Questions about this agreement go to customer service, through the channels listed on the customer service page of the app.</p>`,
  },
  privacy_policy: {
    title: 'Privacy Policy',
    content: `<h3>What we collect</h3>
<ul>
<li>What you give us: your username, the email address and phone number you add, your nickname, avatar, time zone and withdrawal addresses.</li>
<li>What the service records: your balance and every entry in your ledger, your orders, and the logins to your account (time, IP address and browser).</li>
</ul>
<h3>Why we use it</h3>
<ul>
<li>To run your account and carry out what you ask for, such as trades, recharges and withdrawals.</li>
<li>To keep your account safe: to send verification codes, to slow down and stop password guessing, and to detect fraud.</li>
<li>To meet our legal duties, for example record keeping and answering lawful requests from authorities.</li>
</ul>
<h3>What we never do</h3>
<p>We do not sell your data and we do not use it for advertising. Passwords are stored only as salted hashes that cannot be turned back into the password; session tokens are stored only as hashes.</p>
<h3>Who else sees it</h3>
<p>Only the providers we need to run the service (hosting, email delivery), bound to use it for that purpose only, and authorities where the law requires it.</p>
<h3>How long we keep it</h3>
<p>Account data for as long as your account is open. Ledger records for as long as the law requires financial records to be kept, even after the account is closed. Verification codes and puzzle answers for minutes only.</p>
<h3>Your rights</h3>
<p>You can see and correct your profile in the app at any time. Through customer service you can ask for a copy of your data, or for its deletion where the law allows.</p>
<h3>Changes</h3>
<p>When this policy changes, the new version is shown in the app before it takes effect.</p>`,
  },
};
