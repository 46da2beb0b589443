/**
 * The agreements a fresh installation starts with, as simple HTML (headings, paragraphs, lists),
 * in English and Traditional Chinese. An operator replaces them with their own.
 */
export interface SeedExplain {
  code: string;
  type: string;
  language: string;
  title: string;
  content: string;
  sort: number;
}

const USER_AGREEMENT_EN = `<h3>1. Who we are and what this agreement covers</h3>
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
<p>Questions about this agreement go to customer service, through the channels listed on the customer service page of the app.</p>`;

const USER_AGREEMENT_ZH = `<h3>1. 我們是誰及本協議的範圍</h3>
<p>Meridian（「我們」或「平台」）讓會員以 USDT 持有餘額、關注市場價格，並使用應用程式內提供的交易、礦機、理財及任務產品。本協議適用於所有註冊會員帳戶的人士，以及對應用程式及其服務的一切使用。</p>
<h3>2. 您的帳戶</h3>
<ul>
<li>您必須已達居住地的法定年齡，並獲當地法律准許使用數字資產服務。</li>
<li>請提供真實資料，並保持電郵地址及電話號碼為最新：我們會以此向您發送驗證碼。</li>
<li>請妥善保管登入密碼及支付密碼。以該等密碼進行的任何操作均視為由您本人作出。如懷疑他人知悉您的密碼，請立即聯絡客服。</li>
<li>每人只可持有一個帳戶。帳戶不得出售、出借或轉讓。</li>
</ul>
<h3>3. 您的資金</h3>
<p>您餘額的每一筆變動均以平衡分錄記入我們的帳簿，您的餘額永不低於零。手續費、利率、鎖定期及收益會在您確認操作前顯示，並且其後不會就該操作作出更改。提現會轉至您提供的地址或帳戶；請仔細核對，因為區塊鏈上的轉帳無法撤回。</p>
<h3>4. 風險</h3>
<p>數字資產價格波動迅速，可能跌至零。短期合約可能損失全部投入金額。請只使用您能承受損失的資金。應用程式內的任何內容均不構成投資建議。</p>
<h3>5. 公平使用</h3>
<ul>
<li>請勿嘗試破壞、使平台超載或規避平台的安全措施，亦不得使用自動化工具操作帳戶。</li>
<li>請勿利用平台進行洗錢、詐騙或任何違法活動。我們可能要求您證明身份及資金來源，並可在調查期間凍結帳戶。</li>
</ul>
<h3>6. 維護及更改</h3>
<p>我們可能因維護而暫停服務，應用程式會通知您。我們可能修改本協議；新版本會在應用程式內顯示，生效後繼續使用即表示您接受。如您不接受，可提取餘額並關閉帳戶。</p>
<h3>7. 關閉帳戶</h3>
<p>您可在提取餘額後，隨時透過客服關閉帳戶。我們可關閉違反本協議的帳戶；依法屬於您的餘額將退還給您。</p>
<h3>8. 聯絡我們</h3>
<p>有關本協議的問題，請透過應用程式客服頁面所列的渠道聯絡客服。</p>`;

const PRIVACY_POLICY_EN = `<h3>What we collect</h3>
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
<p>When this policy changes, the new version is shown in the app before it takes effect.</p>`;

const PRIVACY_POLICY_ZH = `<h3>我們收集甚麼</h3>
<ul>
<li>您提供的資料：用戶名、您新增的電郵地址及電話號碼、暱稱、頭像、時區及提現地址。</li>
<li>服務記錄的資料：您的餘額及帳簿內的每一筆分錄、您的訂單，以及帳戶的登入記錄（時間、IP 地址及瀏覽器）。</li>
</ul>
<h3>我們為何使用</h3>
<ul>
<li>運作您的帳戶並執行您的要求，例如交易、充值及提現。</li>
<li>保障帳戶安全：發送驗證碼、減慢及阻止猜測密碼，以及偵測詐騙。</li>
<li>履行法律責任，例如保存記錄及回應當局的合法要求。</li>
</ul>
<h3>我們絕不會做的事</h3>
<p>我們不會出售您的資料，亦不會將其用於廣告。密碼只以加鹽雜湊形式儲存，無法還原為密碼；登入憑證亦只以雜湊形式儲存。</p>
<h3>誰會看到您的資料</h3>
<p>只有運作服務所需的服務商（主機、電郵發送），並只可為此用途使用；以及法律要求時的有關當局。</p>
<h3>保存期限</h3>
<p>帳戶資料在帳戶開立期間保存。帳簿記錄按法律對財務記錄的要求保存，帳戶關閉後亦然。驗證碼及拼圖答案只保存數分鐘。</p>
<h3>您的權利</h3>
<p>您可隨時在應用程式內查看及更正個人資料。您可透過客服索取資料副本，或在法律容許下要求刪除。</p>
<h3>更改</h3>
<p>本政策如有更改，新版本會在生效前於應用程式內顯示。</p>`;

export const SEED_EXPLAINS: readonly SeedExplain[] = [
  { code: 'user_agreement', type: 'agreement', language: 'en-US', title: 'User Agreement', content: USER_AGREEMENT_EN, sort: 1 },
  { code: 'user_agreement', type: 'agreement', language: 'zh-HK', title: '用戶協議', content: USER_AGREEMENT_ZH, sort: 1 },
  { code: 'privacy_policy', type: 'agreement', language: 'en-US', title: 'Privacy Policy', content: PRIVACY_POLICY_EN, sort: 2 },
  { code: 'privacy_policy', type: 'agreement', language: 'zh-HK', title: '私隱政策', content: PRIVACY_POLICY_ZH, sort: 2 },
];
