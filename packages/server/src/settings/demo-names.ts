import type { LocalizedText } from '../i18n/localized-text.js';

/**
 * What the demo configuration calls its banks, payment channels and support desk, in every
 * language the app has. Banks keep the name they are known by where they have no other (a
 * member in Hong Kong knows PrivatBank by its Latin name).
 */
export const BANK_NAMES = {
  hsbc: { 'en-US': 'HSBC', 'zh-HK': '滙豐銀行', id: 'HSBC', tr: 'HSBC', uk: 'HSBC', es: 'HSBC' },
  bocHk: {
    'en-US': 'Bank of China (Hong Kong)',
    'zh-HK': '中國銀行（香港）',
    id: 'Bank of China (Hong Kong)',
    tr: 'Bank of China (Hong Kong)',
    uk: 'Банк Китаю (Гонконг)',
    es: 'Banco de China (Hong Kong)',
  },
  bca: { 'en-US': 'Bank Central Asia', 'zh-HK': '中亞銀行', id: 'Bank Central Asia', tr: 'Bank Central Asia', uk: 'Bank Central Asia', es: 'Bank Central Asia' },
  mandiri: { 'en-US': 'Bank Mandiri', 'zh-HK': '曼迪利銀行', id: 'Bank Mandiri', tr: 'Bank Mandiri', uk: 'Bank Mandiri', es: 'Bank Mandiri' },
  ziraat: { 'en-US': 'Ziraat Bankası', 'zh-HK': '土耳其農業銀行', id: 'Ziraat Bankası', tr: 'Ziraat Bankası', uk: 'Ziraat Bankası', es: 'Ziraat Bankası' },
  garanti: { 'en-US': 'Garanti BBVA', 'zh-HK': 'Garanti BBVA', id: 'Garanti BBVA', tr: 'Garanti BBVA', uk: 'Garanti BBVA', es: 'Garanti BBVA' },
  privat: { 'en-US': 'PrivatBank', 'zh-HK': 'PrivatBank', id: 'PrivatBank', tr: 'PrivatBank', uk: 'ПриватБанк', es: 'PrivatBank' },
  mono: { 'en-US': 'monobank', 'zh-HK': 'monobank', id: 'monobank', tr: 'monobank', uk: 'монобанк', es: 'monobank' },
  santander: { 'en-US': 'Banco Santander', 'zh-HK': '桑坦德銀行', id: 'Banco Santander', tr: 'Banco Santander', uk: 'Banco Santander', es: 'Banco Santander' },
  bbva: { 'en-US': 'BBVA', 'zh-HK': '西班牙對外銀行', id: 'BBVA', tr: 'BBVA', uk: 'BBVA', es: 'BBVA' },
} as const satisfies Record<string, LocalizedText>;

export const RECHARGE_NAMES = {
  sandbox: { 'en-US': 'Sandbox Pay', 'zh-HK': '沙盒支付', id: 'Pembayaran sandbox', tr: 'Sandbox ödemesi', uk: 'Тестова оплата', es: 'Pago de prueba' },
  bankTransfer: { 'en-US': 'Bank transfer', 'zh-HK': '銀行轉帳', id: 'Transfer bank', tr: 'Banka havalesi', uk: 'Банківський переказ', es: 'Transferencia bancaria' },
} as const satisfies Record<string, LocalizedText>;

export const SUPPORT_TEXTS = {
  email: { 'en-US': 'Email', 'zh-HK': '電郵', id: 'Email', tr: 'E-posta', uk: 'Електронна пошта', es: 'Correo electrónico' },
  telegram: { 'en-US': 'Telegram', 'zh-HK': 'Telegram', id: 'Telegram', tr: 'Telegram', uk: 'Telegram', es: 'Telegram' },
  workingHours: {
    'en-US': '09:00-21:00 (UTC+08:00), every day',
    'zh-HK': '每日 09:00-21:00（UTC+08:00）',
    id: 'Setiap hari, 09:00-21:00 (UTC+08:00)',
    tr: 'Her gün 09:00-21:00 (UTC+08:00)',
    uk: 'Щодня 09:00-21:00 (UTC+08:00)',
    es: 'Todos los días, 09:00-21:00 (UTC+08:00)',
  },
} as const satisfies Record<string, LocalizedText>;
