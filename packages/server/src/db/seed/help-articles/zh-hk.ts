import type { HelpTexts } from './help-codes.js';

/** The help centre in Traditional Chinese as written in Hong Kong. */
export const HELP_ZH_HK: HelpTexts = {
  help_recharge: {
    title: '如何充值',
    content:
      '<p>打開<strong>我的 → 充值</strong>，選擇付款方式：</p>' +
      '<ul><li><strong>線上支付</strong>：選擇支付通道，輸入金額，在打開的頁面完成付款。付款確認後即時入賬。</li>' +
      '<li><strong>銀行轉賬</strong>：按顯示的賬戶轉入準確金額，然後上傳轉賬憑證並填寫真實姓名。營運人員核對後為您入賬。</li>' +
      '<li><strong>USDT</strong>：在指定網絡上把幣轉到顯示的地址，然後提交交易編號（txid）。在其他網絡上轉出的幣無法找回。</li></ul>' +
      '<p>同一時間只可有一筆待付款的充值：請先完成或取消，再開始新的充值。所有充值記錄都在<strong>賬單 → 充值</strong>中。</p>',
  },
  help_withdraw: {
    title: '如何提現',
    content:
      '<p>首次提現前，請在<strong>我的 → 賬戶</strong>中設定<strong>支付密碼</strong>（4 位數字），並綁定銀行卡或 USDT 地址。</p>' +
      '<ol><li>打開<strong>我的 → 提現</strong>，選擇銀行卡或地址。</li><li>輸入金額：確認前頁面會顯示手續費、稅費及實際到賬金額。</li><li>輸入支付密碼確認。</li></ol>' +
      '<p>金額會從可用餘額中凍結，直至營運人員完成付款。如提現被拒絕，全部金額會退回餘額，原因會顯示在提現記錄中。提現從不取決於任務、等級或再次充值。</p>',
  },
  help_contracts: {
    title: '合約及其結算方式',
    content:
      '<p>合約是對價格方向的短期預測。選擇幣種、時長及<strong>看漲</strong>或<strong>看跌</strong>，再輸入金額。</p>' +
      '<ul><li>買入價是您簽約那一秒記錄的價格。</li><li>時長結束時，合約按該秒記錄的價格結算：價格朝您選擇的方向變動，您可獲得簽約前顯示的派彩；否則損失投入金額。</li><li>確認前頁面會顯示派彩及保本勝率。</li></ul>' +
      '<p>每張訂單都保存買入及結算時的價格記錄，您可在<strong>投注記錄</strong>中對照 K 線核對。沒有任何設定或人員可以決定結果。</p>',
  },
  help_mining: {
    title: '礦機',
    content:
      '<p>礦機在鎖定期內按價格以固定日收益率產生收益。打開<strong>行情 → 礦機</strong>可查看每台礦機的日收益率、鎖定天數、價格及每位會員可持有的數量。</p>' +
      '<ul><li>購買時價格從可用餘額中扣除。</li><li>礦機運行期間每天發放一次收益。</li><li>鎖定期結束時，價格退回您的餘額。</li></ul>' +
      '<p>您的礦機及收益列在<strong>礦機記錄</strong>中。</p>',
  },
  help_interest: {
    title: '利息錢包',
    content:
      '<p>把資金轉入利息錢包即可按日收益率賺取利息。打開<strong>我的 → 利息錢包</strong>並點擊<strong>轉入</strong>；頁面會先顯示最低金額、日收益率及持有期。</p>' +
      '<ul><li>每持有滿一天即賺取一天利息。</li><li>持有期滿後轉出，可取回本金及全部利息。</li><li>提前轉出將放棄利息並收取手續費：確認前頁面會準確顯示您將收到的金額。</li></ul>',
  },
  help_tasks: {
    title: '商品訂單任務',
    content:
      '<p>完成商品訂單任務可賺取佣金。打開任務頁面，點擊<strong>搶單</strong>接收訂單，再點擊<strong>支付</strong>完成。</p>' +
      '<ul><li>訂單金額從不超過您的可用餘額，任務從不要求您充值。</li><li>支付訂單時，訂單價格連同佣金會即時一併退回。</li><li>每日任務數量及兩次搶單之間的等待時間會顯示在任務頁面。</li></ul>',
  },
};
