import type { SeedExplain } from './agreements.js';

/**
 * The help centre a fresh installation starts with: explains of type `help`, in English and
 * Traditional Chinese (other languages fall back to English). An operator edits or replaces them.
 */
export const HELP_TYPE = 'help';

interface HelpArticle {
  code: string;
  en: { title: string; content: string };
  zh: { title: string; content: string };
}

const ARTICLES: readonly HelpArticle[] = [
  {
    code: 'help_recharge',
    en: {
      title: 'How to recharge',
      content:
        '<p>Open <strong>My → Recharge</strong> and choose how you want to pay:</p>' +
        '<ul><li><strong>Online</strong>: pick a payment channel, enter the amount and finish the payment on the page that opens. Your balance is credited as soon as the payment is confirmed.</li>' +
        '<li><strong>Bank transfer</strong>: transfer the exact amount to the account shown, then upload the transfer proof with your real name. An operator checks it and credits your balance.</li>' +
        '<li><strong>USDT</strong>: send the coins to the address shown on the network shown, then submit the transaction id (txid). Coins sent on another network cannot be recovered.</li></ul>' +
        '<p>Only one recharge can wait for payment at a time: finish or cancel it before you start another. Every recharge is listed in <strong>Bills → Recharge</strong>.</p>',
    },
    zh: {
      title: '如何充值',
      content:
        '<p>打開<strong>我的 → 充值</strong>，選擇付款方式：</p>' +
        '<ul><li><strong>線上支付</strong>：選擇支付通道，輸入金額，在打開的頁面完成付款。付款確認後即時入賬。</li>' +
        '<li><strong>銀行轉賬</strong>：按顯示的賬戶轉入準確金額，然後上傳轉賬憑證並填寫真實姓名。營運人員核對後為您入賬。</li>' +
        '<li><strong>USDT</strong>：在指定網絡上把幣轉到顯示的地址，然後提交交易編號（txid）。在其他網絡上轉出的幣無法找回。</li></ul>' +
        '<p>同一時間只可有一筆待付款的充值：請先完成或取消，再開始新的充值。所有充值記錄都在<strong>賬單 → 充值</strong>中。</p>',
    },
  },
  {
    code: 'help_withdraw',
    en: {
      title: 'How to withdraw',
      content:
        '<p>Before your first withdrawal, set a <strong>pay password</strong> (4 digits) and bind a bank card or a USDT address in <strong>My → Account</strong>.</p>' +
        '<ol><li>Open <strong>My → Withdraw</strong> and choose the card or address.</li><li>Enter the amount: the page shows the fee, any tax and the amount that will arrive before you confirm.</li><li>Confirm with your pay password.</li></ol>' +
        '<p>The amount is held from your available balance until an operator pays it. If a withdrawal is rejected, the whole amount returns to your balance and the reason is shown in the withdrawal record. Withdrawals never depend on tasks, levels or further deposits.</p>',
    },
    zh: {
      title: '如何提現',
      content:
        '<p>首次提現前，請在<strong>我的 → 賬戶</strong>中設定<strong>支付密碼</strong>（4 位數字），並綁定銀行卡或 USDT 地址。</p>' +
        '<ol><li>打開<strong>我的 → 提現</strong>，選擇銀行卡或地址。</li><li>輸入金額：確認前頁面會顯示手續費、稅費及實際到賬金額。</li><li>輸入支付密碼確認。</li></ol>' +
        '<p>金額會從可用餘額中凍結，直至營運人員完成付款。如提現被拒絕，全部金額會退回餘額，原因會顯示在提現記錄中。提現從不取決於任務、等級或再次充值。</p>',
    },
  },
  {
    code: 'help_contracts',
    en: {
      title: 'Contracts and how they settle',
      content:
        '<p>A contract is a short bet on the direction of a price. Choose a currency, a duration and <strong>up</strong> or <strong>down</strong>, and enter the amount.</p>' +
        '<ul><li>The purchase price is the recorded price tick at the second you sign.</li><li>When the duration ends, the contract settles at the recorded tick of that second: if the price moved your way you receive the payout shown before you signed, otherwise you lose the amount.</li><li>The page shows the payout and the break-even win rate before you commit.</li></ul>' +
        '<p>Each order keeps its purchase tick and settlement tick, so you can check them against the K-line in <strong>Bet record</strong>. No setting or person chooses an outcome.</p>',
    },
    zh: {
      title: '合約及其結算方式',
      content:
        '<p>合約是對價格方向的短期預測。選擇幣種、時長及<strong>看漲</strong>或<strong>看跌</strong>，再輸入金額。</p>' +
        '<ul><li>買入價是您簽約那一秒記錄的價格。</li><li>時長結束時，合約按該秒記錄的價格結算：價格朝您選擇的方向變動，您可獲得簽約前顯示的派彩；否則損失投入金額。</li><li>確認前頁面會顯示派彩及保本勝率。</li></ul>' +
        '<p>每張訂單都保存買入及結算時的價格記錄，您可在<strong>投注記錄</strong>中對照 K 線核對。沒有任何設定或人員可以決定結果。</p>',
    },
  },
  {
    code: 'help_mining',
    en: {
      title: 'Mining machines',
      content:
        '<p>A mining machine earns a fixed daily rate on its price for its lock period. Open <strong>Market → Mining</strong> to see each machine\'s daily rate, lock days, price and how many one member may hold.</p>' +
        '<ul><li>The price is paid from your available balance when you buy.</li><li>Income is credited once a day while the machine runs.</li><li>At the end of the lock period the price is returned to your balance.</li></ul>' +
        '<p>Your machines and their income are listed in <strong>Mining record</strong>.</p>',
    },
    zh: {
      title: '礦機',
      content:
        '<p>礦機在鎖定期內按價格以固定日收益率產生收益。打開<strong>行情 → 礦機</strong>可查看每台礦機的日收益率、鎖定天數、價格及每位會員可持有的數量。</p>' +
        '<ul><li>購買時價格從可用餘額中扣除。</li><li>礦機運行期間每天發放一次收益。</li><li>鎖定期結束時，價格退回您的餘額。</li></ul>' +
        '<p>您的礦機及收益列在<strong>礦機記錄</strong>中。</p>',
    },
  },
  {
    code: 'help_interest',
    en: {
      title: 'The interest wallet',
      content:
        '<p>Move money into the interest wallet to earn a daily rate on it. Open <strong>My → Interest wallet</strong> and tap <strong>Buy in</strong>; the page shows the minimum, the daily rate and the holding period first.</p>' +
        '<ul><li>Interest is earned for every full day the deposit is held.</li><li>Extract after the holding period to receive the deposit and all its interest.</li><li>Extracting earlier forfeits the interest and costs a handling charge: the page shows exactly what you would receive before you confirm.</li></ul>',
    },
    zh: {
      title: '利息錢包',
      content:
        '<p>把資金轉入利息錢包即可按日收益率賺取利息。打開<strong>我的 → 利息錢包</strong>並點擊<strong>轉入</strong>；頁面會先顯示最低金額、日收益率及持有期。</p>' +
        '<ul><li>每持有滿一天即賺取一天利息。</li><li>持有期滿後轉出，可取回本金及全部利息。</li><li>提前轉出將放棄利息並收取手續費：確認前頁面會準確顯示您將收到的金額。</li></ul>',
    },
  },
  {
    code: 'help_tasks',
    en: {
      title: 'Goods-order tasks',
      content:
        '<p>Tasks let you earn a commission by taking goods orders. Open the task page and tap <strong>Grab</strong> to receive an order, then <strong>Pay</strong> to complete it.</p>' +
        '<ul><li>An order never costs more than your available balance, and a task never asks you for a deposit.</li><li>Paying an order returns its price together with the commission in the same moment.</li><li>The number of tasks per day and the wait between two grabs are shown on the task page.</li></ul>',
    },
    zh: {
      title: '商品訂單任務',
      content:
        '<p>完成商品訂單任務可賺取佣金。打開任務頁面，點擊<strong>搶單</strong>接收訂單，再點擊<strong>支付</strong>完成。</p>' +
        '<ul><li>訂單金額從不超過您的可用餘額，任務從不要求您充值。</li><li>支付訂單時，訂單價格連同佣金會即時一併退回。</li><li>每日任務數量及兩次搶單之間的等待時間會顯示在任務頁面。</li></ul>',
    },
  },
];

/** After the agreements (sort 1, 2) in a list of every document. */
const FIRST_SORT = 101;

export const SEED_HELP_ARTICLES: readonly SeedExplain[] = ARTICLES.flatMap((article, index) => [
  { code: article.code, type: HELP_TYPE, language: 'en-US', ...article.en, sort: FIRST_SORT + index },
  { code: article.code, type: HELP_TYPE, language: 'zh-HK', ...article.zh, sort: FIRST_SORT + index },
]);
