import type { ConsoleCatalog } from './console-en-us.js';

/** What the admin API tells operators, in Traditional Chinese as written in Hong Kong. */
export const CONSOLE_ZH_HK: ConsoleCatalog = {
  'role.owner': '擁有人',
  'role.finance': '財務',
  'role.support': '客戶服務',
  'role.content': '內容',

  'wait.seconds': '{seconds} 秒',
  'wait.minutes': '{minutes} 分鐘',
  'wait.minutesSeconds': '{minutes} 分 {seconds} 秒',

  'admin.unauthorized': '未獲授權。',
  'admin.notSignedIn': '你尚未登入。',
  'admin.finishFirstSignIn': '請先完成首次登入：設定新密碼並登記驗證器。',
  'admin.csrf': '請求缺少 CSRF 權杖，已被拒絕。',
  'admin.tooManyRequests': '請求過多，請於 {wait}後再試。',
  'admin.roleMayNot': '「{role}」角色無權進行此操作。',
  'admin.bodyNotObject': '請求無效：內容不是 JSON 物件。',
  'admin.invalidRequest': '請求無效：{problem}',
  'admin.requestIdRequired': '請求無效：缺少 requestId（每項操作用一個新的；重試同一操作時用回同一個）。',
  'admin.notFound': '找不到。',

  'signIn.otherSite': '拒絕來自其他網站的登入。',
  'signIn.giveCredentials': '請輸入用戶名稱及密碼。',
  'signIn.wrongCredentials': '用戶名稱或密碼不正確。',
  'signIn.codeNeeded': '請輸入驗證器應用程式顯示的驗證碼。',
  'signIn.codeRefused': '此驗證碼不正確或已使用過。',
  'signIn.locked': '登入失敗次數過多，請於 {wait}後再試。',
  'signIn.signedIn': '已登入。',
  'signIn.signedOut': '已登出。',
  'password.tooShort': '新密碼最少要有 10 個字元。',
  'password.wrong': '目前密碼不正確。',
  'password.same': '請選擇新密碼，不要沿用現時的密碼。',
  'password.changed': '密碼已更改。',
  'totp.notNow': '已登記驗證器，或須先更改密碼。',
  'totp.scan': '請用驗證器應用程式掃描此二維碼。',
  'totp.startFirst': '請先開始登記。',
  'totp.codeWrong': '此驗證碼不正確：請檢查手機的時間，然後輸入下一個驗證碼。',
  'totp.enrolled': '驗證器已登記。',

  'setting.themeColor': '設定「{setting}」未有更改：主題顏色須為顏色值，例如 {example}（#rrggbb、#rgb 或 rgb(r, g, b)）。',

  'conversation.empty': '請輸入文字或附上圖片；未有發送任何內容。',
  'conversation.missing': '沒有第 {id} 號對話。',
  'conversation.closed': '第 {id} 號對話已關閉；會員下次發訊息時會開始新對話。',
  'conversation.sent': '已發送至第 {id} 號對話。',

  'setting.logo': '設定「{setting}」未有更改：標誌必須是本伺服器上的圖片（請用 logo-set 上載），或者不設標誌。',

  'operators.noSuch': '沒有名為「{username}」的營運人員。',
  'operators.ownReset': '你不能重設自己的登入：請在帳戶中更改密碼，或請另一位擁有人協助。',
  'operators.authenticatorReset': '已移除 {username} 的驗證器，並結束其所有登入。對方下次登入時須重新設定驗證器。',

  'lists.daysBackwards': '首日（{from}）在最後一日（{to}）之後：沒有記錄會符合。',

  'claims.noSuchOrder': '沒有編號為 {orderNo} 的充值或提款。',
  'claims.notPending': '{orderNo} 已不再等候審批。',
  'claims.heldToClaim': '{orderNo} 由 {holder} 自 {since} 起處理中：請先接手才可處理。',
  'claims.heldToDecide': '{orderNo} 由 {holder} 自 {since} 起處理中：請先接手才可審批。',
  'claims.heldToRelease': '{orderNo} 由 {holder} 自 {since} 起處理中：只有對方可以放回。',
  'claims.yours': '{orderNo} 現由你處理。',
  'claims.takenOver': '{orderNo} 現由你處理，已從 {holder} 接手。',
  'claims.nobody': '沒有人正在處理 {orderNo}。',
  'claims.released': '{orderNo} 已放回待處理清單，任何人都可處理。',
};
