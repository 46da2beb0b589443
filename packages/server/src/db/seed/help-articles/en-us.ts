import type { HelpTexts } from './help-codes.js';

/** The help centre in English (en-US), the version every other language is translated from. */
export const HELP_EN_US: HelpTexts = {
  help_recharge: {
    title: 'How to recharge',
    content:
      '<p>Open <strong>My → Recharge</strong> and choose how you want to pay:</p>' +
      '<ul><li><strong>Online</strong>: pick a payment channel, enter the amount and finish the payment on the page that opens. Your balance is credited as soon as the payment is confirmed.</li>' +
      '<li><strong>Bank transfer</strong>: transfer the exact amount to the account shown, then upload the transfer proof with your real name. An operator checks it and credits your balance.</li>' +
      '<li><strong>USDT</strong>: send the coins to the address shown on the network shown, then submit the transaction id (txid). Coins sent on another network cannot be recovered.</li></ul>' +
      '<p>Only one recharge can wait for payment at a time: finish or cancel it before you start another. Every recharge is listed in <strong>Bills → Recharge</strong>.</p>',
  },
  help_withdraw: {
    title: 'How to withdraw',
    content:
      '<p>Before your first withdrawal, set a <strong>pay password</strong> (4 digits) and bind a bank card or a USDT address in <strong>My → Account</strong>.</p>' +
      '<ol><li>Open <strong>My → Withdraw</strong> and choose the card or address.</li><li>Enter the amount: the page shows the fee, any tax and the amount that will arrive before you confirm.</li><li>Confirm with your pay password.</li></ol>' +
      '<p>The amount is held from your available balance until an operator pays it. If a withdrawal is rejected, the whole amount returns to your balance and the reason is shown in the withdrawal record. Withdrawals never depend on tasks, levels or further deposits.</p>',
  },
  help_contracts: {
    title: 'Contracts and how they settle',
    content:
      '<p>A contract is a short bet on the direction of a price. Choose a currency, a duration and <strong>up</strong> or <strong>down</strong>, and enter the amount.</p>' +
      '<ul><li>The purchase price is the recorded price tick at the second you sign.</li><li>When the duration ends, the contract settles at the recorded tick of that second: if the price moved your way you receive the payout shown before you signed, otherwise you lose the amount.</li><li>The page shows the payout and the break-even win rate before you commit.</li></ul>' +
      '<p>Each order keeps its purchase tick and settlement tick, so you can check them against the K-line in <strong>Bet record</strong>. No setting or person chooses an outcome.</p>',
  },
  help_mining: {
    title: 'Mining machines',
    content:
      '<p>A mining machine earns a fixed daily rate on its price for its lock period. Open <strong>Market → Mining</strong> to see each machine\'s daily rate, lock days, price and how many one member may hold.</p>' +
      '<ul><li>The price is paid from your available balance when you buy.</li><li>Income is credited once a day while the machine runs.</li><li>At the end of the lock period the price is returned to your balance.</li></ul>' +
      '<p>Your machines and their income are listed in <strong>Mining record</strong>.</p>',
  },
  help_interest: {
    title: 'The interest wallet',
    content:
      '<p>Move money into the interest wallet to earn a daily rate on it. Open <strong>My → Interest wallet</strong> and tap <strong>Buy in</strong>; the page shows the minimum, the daily rate and the holding period first.</p>' +
      '<ul><li>Interest is earned for every full day the deposit is held.</li><li>Extract after the holding period to receive the deposit and all its interest.</li><li>Extracting earlier forfeits the interest and costs a handling charge: the page shows exactly what you would receive before you confirm.</li></ul>',
  },
  help_tasks: {
    title: 'Goods-order tasks',
    content:
      '<p>Tasks let you earn a commission by taking goods orders. Open the task page and tap <strong>Grab</strong> to receive an order, then <strong>Pay</strong> to complete it.</p>' +
      '<ul><li>An order never costs more than your available balance, and a task never asks you for a deposit.</li><li>Paying an order returns its price together with the commission in the same moment.</li><li>The number of tasks per day and the wait between two grabs are shown on the task page.</li></ul>',
  },
};
