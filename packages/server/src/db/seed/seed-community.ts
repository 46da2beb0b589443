import { count } from 'drizzle-orm';
import type { DbOrTx } from '../types.js';
import { activities, explains, letters } from '../schema/index.js';
import { activityCoverUrl } from '../../static/activity-covers.js';
import { SEED_HELP_ARTICLES } from './help-articles.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Activities as an operator writes them, in the two languages the app bundles (the others read
 * the English); the covers are drawn by this server (static/activity-covers.ts).
 */
function demoActivities(nowMs: number) {
  return [
    {
      title: { 'en-US': 'Invite friends, earn together', 'zh-HK': '邀請好友，一起賺取' },
      summary: {
        'en-US': 'Share your invite link: every friend who joins becomes part of your team.',
        'zh-HK': '分享您的邀請連結：每位加入的好友都會成為您團隊的一員。',
      },
      image: activityCoverUrl(1),
      content: {
        'en-US':
          '<p>Open <strong>My → Invite</strong> to copy your invite link or show its QR code. Friends who register with it join your team, up to three levels deep.</p>' +
          '<p>Commission rates are published in the app and credited to your balance as <em>commission</em> in your bills.</p>',
        'zh-HK':
          '<p>打開<strong>我的 → 邀請</strong>，複製您的邀請連結或展示其二維碼。用此連結註冊的好友會加入您的團隊，最多三層。</p>' +
          '<p>佣金比率在應用程式內公佈，並以<em>佣金</em>記入您的餘額，可在帳單中查看。</p>',
      },
      startsAt: new Date(nowMs - 10 * DAY_MS),
      endsAt: null,
      sort: 1,
    },
    {
      title: { 'en-US': 'Interest wallet week', 'zh-HK': '利息錢包週' },
      summary: { 'en-US': 'Learn how the interest wallet works and what early extraction costs.', 'zh-HK': '了解利息錢包如何運作，以及提前提取的費用。' },
      image: activityCoverUrl(2),
      content: {
        'en-US':
          '<p>The interest wallet pays a daily rate for every full day your deposit is held. This week the help centre walks you through it step by step.</p>' +
          '<ul><li>See the rules before you buy in.</li><li>Check the extraction preview at any time.</li></ul>',
        'zh-HK':
          '<p>利息錢包按存款持有的每個完整日支付日利率。本週幫助中心會一步一步為您講解。</p>' + '<ul><li>買入前先查看規則。</li><li>隨時查看提取預覽。</li></ul>',
      },
      startsAt: new Date(nowMs - 2 * DAY_MS),
      endsAt: new Date(nowMs + 5 * DAY_MS),
      sort: 2,
    },
    {
      title: { 'en-US': 'Market basics live session', 'zh-HK': '市場入門直播' },
      summary: {
        'en-US': 'A guided tour of K-lines, contract durations and how settlement is checked.',
        'zh-HK': '帶您認識 K 線、合約期限，以及如何核對結算。',
      },
      image: activityCoverUrl(3),
      content: {
        'en-US':
          '<p>Join the guided tour of the market page: reading K-lines, choosing a duration, and checking a settled contract against its recorded ticks.</p>',
        'zh-HK': '<p>參加行情頁面導覽：閱讀 K 線、選擇期限，並按記錄的價格跳動核對已結算的合約。</p>',
      },
      startsAt: new Date(nowMs + 3 * DAY_MS),
      endsAt: new Date(nowMs + 4 * DAY_MS),
      sort: 3,
    },
  ];
}

/** Letters to every member (`memberId` null); the welcome letter is the one a new member sees first. */
function demoLetters(nowMs: number) {
  return [
    {
      title: { 'en-US': 'Your account is protected', 'zh-HK': '您的帳戶受到保護' },
      content: {
        'en-US':
          '<p>Set a pay password in <strong>My → Account</strong>: it protects withdrawals and bank cards. Our staff will never ask you for it.</p>',
        'zh-HK': '<p>請在<strong>我的 → 帳戶</strong>設定支付密碼：它保護提款及銀行卡。我們的職員絕不會向您索取。</p>',
      },
      createdAt: new Date(nowMs - DAY_MS),
    },
    {
      title: { 'en-US': 'Welcome to Meridian', 'zh-HK': '歡迎來到 Meridian' },
      content: {
        'en-US':
          '<p>Welcome aboard! Here is where to start:</p>' +
          '<ul><li>Watch live prices on the <strong>Market</strong> tab.</li><li>Read the <a href="#/pages/my/help">help centre</a> before your first contract.</li><li>Invite friends from <strong>My → Invite</strong>.</li></ul>',
        'zh-HK':
          '<p>歡迎加入！以下是入門指引：</p>' +
          '<ul><li>在<strong>行情</strong>分頁查看即時價格。</li><li>首次合約前請閱讀<a href="#/pages/my/help">幫助中心</a>。</li><li>在<strong>我的 → 邀請</strong>邀請好友。</li></ul>',
      },
      createdAt: new Date(nowMs),
    },
  ];
}

/**
 * Help articles, activities and broadcast letters for a fresh installation. Each kind is written
 * only when there is none yet, so running it again changes nothing.
 */
export async function seedCommunity(tx: DbOrTx, nowMs: number = Date.now()): Promise<void> {
  await tx.insert(explains).values([...SEED_HELP_ARTICLES]).onConflictDoNothing();
  const [activityCount] = await tx.select({ total: count() }).from(activities);
  const [letterCount] = await tx.select({ total: count() }).from(letters);
  if ((activityCount?.total ?? 0) === 0) await tx.insert(activities).values(demoActivities(nowMs));
  if ((letterCount?.total ?? 0) === 0) await tx.insert(letters).values(demoLetters(nowMs));
}
