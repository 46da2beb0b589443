import { FIRST_PAINT_DATA_ID, FIRST_PAINT_DATA_MARKER, FIRST_PAINT_QUOTE_MAX_AGE_MS, ZFirstPaintData, type TFirstPaintData, type TQuoteTexts, type Trend } from '@meridian/protocol';
import type { PageAccess } from '../app/route-guard';
import { DARK_BAR_COLOUR, DARK_SYSTEM_QUERY, THEME_ATTRIBUTE } from '../lib/theme';

/**
 * How the prerendered pages reach the screen. The app is one index.html for every hash route, so
 * each language's index.html carries the first screen of a few entry pages as `<template>`s, and a
 * small inline script, run by the parser before the first paint, puts the one of the page asked
 * for (`location.hash`) into #root. It also marks `<html data-member>` when a session token is
 * stored, so a member's first paint shows the member's frame (home's balance card, not the
 * visitor's welcome) and a page meant for the other kind of visitor is not shown at all. The
 * script reads whether a token is stored, never the token; the HTML holds no member data.
 */
export interface FirstPaintPage {
  /** The route path, as in the hash (`/pages/market/market`). */
  path: string;
  access: PageAccess;
  /** The page's markup as React rendered it (#root's children). */
  html: string;
  /**
   * Rendered for the pair PAIR_MARKER, which the script writes over with the pair of the address
   * (`?symbol=`); a page whose address names no valid pair is not shown.
   */
  pair?: boolean;
  /** Rules the page needs that index.html does not link (its lazy chunk's stylesheet). */
  css: string;
}

/** Where the script writes the path of the page it put on screen; main.tsx reads it to hydrate. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on <html> when a session token is stored: CSS shows the member's frame. */
export const MEMBER_ATTRIBUTE = 'data-member';

/**
 * The first banner's markup, rendered with these in place of its picture and title: the script
 * fills in the server's first banner (FIRST_PAINT_DATA_MARKER).
 */
// A data address: an image of the cloned template starts loading at once, before the script sets it.
export const POSTER_IMAGE = 'data:,';
export const POSTER_TITLE = '\u2060first-paint-title\u2060';
/** The name of the banners' place in home's markup (LoadingPlace's `slot`). */
export const BANNERS_SLOT_NAME = 'banners';

/**
 * The pair a page of one pair (K-line) is rendered for: names no market lists, which the script
 * replaces wherever they stand (titles, labels, links) with the two sides of the pair asked for.
 */
export const PAIR_MARKER = { base: 'QXBASEQX', quote: 'QXQUOTEQX' } as const;
export const MARKER_PAIR = `${PAIR_MARKER.base}/${PAIR_MARKER.quote}`;
/** The name of the K-line header's place in the K-line page's markup. */
export const KLINE_HEADER_SLOT_NAME = 'kline-header';
/** The K-line header's texts in the markup the build renders for it; the script writes the server's over them. */
export const POSTER_QUOTE_TEXTS: Omit<TQuoteTexts, 'trend'> = {
  price: '\u2060first-paint-price\u2060',
  rate: '\u2060first-paint-rate\u2060',
  high: '\u2060first-paint-high\u2060',
  low: '\u2060first-paint-low\u2060',
  volume: '\u2060first-paint-volume\u2060',
};
/** Set on #root to the pair whose quote the script showed: the app starts with that quote (main.tsx). */
export const QUOTE_ATTRIBUTE = 'data-quote';

/** What the build renders once for the script to fill: the first banner, the K-line header in each colour. */
export interface FirstPaintPosters {
  banner: string;
  klineHeader: Readonly<Record<Trend, string>>;
}

/** The longest the scripts wait for the first banner's picture after the first paint. */
export const BANNER_WAIT_MS = 1000;

/** The app's scripts, as Vite wrote them into index.html's head. */
export interface AppScripts {
  entry: string;
  preloads: readonly string[];
}

/**
 * The inline script. ES5 and self-contained: it runs before any module. `sessionKey` is the
 * session's localStorage key (lib/storage.ts writes `{value: {state: {token}}}`).
 *
 * It stops the browser from sending a form itself (the app sends every form by its own call).
 * It also starts the app's scripts. When it has put a page on screen, only after that page is
 * painted: fetched alongside the stylesheets, on a phone's network they would hold back the
 * paint they are not needed for. (Lighthouse counts a script whose fetch began before the first
 * paint as part of it.) On home, also after the first banner's picture, the page's largest element,
 * has arrived, or BANNER_WAIT_MS after the paint if it is slow. Otherwise, or in a tab not shown,
 * at once.
 */
export function firstPaintScript(sessionKey: string, scripts: AppScripts): string {
  return [
    '(function(){var placed=false,banner=null;try{',
    'var m=false,lang=null;',
    `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)})||'null');var st=s&&s.value&&s.value.state;m=!!(st&&st.token);lang=st&&st.language}catch(e){}`,
    `if(m)document.documentElement.setAttribute('${MEMBER_ATTRIBUTE}','');`,
    "var h=location.hash.replace(/^#/,'').split('?')[0]||'/';",
    "var ts=document.querySelectorAll('template[data-path]'),t=null;",
    "for(var i=0;i<ts.length;i++)if(ts[i].getAttribute('data-path')===h)t=ts[i];",
    "var a=t&&t.getAttribute('data-access');",
    // A member who chose another language than this page's starts from the mark, as before; the
    // server sends the chosen language's page when the app's cookie names it (lib/language-cookie.ts).
    "if(lang&&lang!==document.documentElement.lang)t=null;",
    // A page of one pair: the pair of the address, checked as the app checks it (ZAllname), or no page.
    "var sy=null,pp=null;",
    "if(t&&t.hasAttribute('data-pair')){var qm=/[?&]symbol=([^&]*)/.exec(location.hash);",
    "try{sy=qm?decodeURIComponent(qm[1]).replace(/^\\s+|\\s+$/g,''):''}catch(e){sy=''}",
    "if(/^[A-Z0-9]{2,10}\\/[A-Z0-9]{2,10}$/.test(sy))pp=sy.split('/');else t=null}",
    `function sw(x){return pp?x.split(${JSON.stringify(PAIR_MARKER.base)}).join(pp[0]).split(${JSON.stringify(PAIR_MARKER.quote)}).join(pp[1]):x}`,
    "if(t&&!((a==='guest'&&m)||(a==='member'&&!m))){",
    "var r=document.getElementById('root');",
    "if(pp)r.innerHTML=sw(t.innerHTML);else r.replaceChildren(t.content.cloneNode(true));",
    `r.setAttribute('${PRERENDERED_ATTRIBUTE}',h);placed=true;`,
    `var d=document.getElementById('${FIRST_PAINT_DATA_ID}'),j=d?JSON.parse(d.textContent||'{}'):{};`,
    // The first banner, from the server's data: in the page before its first paint (home's largest element).
    `var ph=r.querySelector('[data-slot="${BANNERS_SLOT_NAME}"]');`,
    'if(d&&ph){var f=j.slides&&j.slides[0];',
    'if(j.slides&&!f)ph.remove();',
    `var bt=document.querySelector('template[data-slot-for="${BANNERS_SLOT_NAME}"]');`,
    "if(f&&bt){var c=bt.content.cloneNode(true),im=c.querySelector('img'),sp=c.querySelectorAll('span');",
    "im.setAttribute('src',f.image);banner=im;",
    `for(var k=0;k<sp.length;k++)if(sp[k].textContent===${JSON.stringify(POSTER_TITLE)})sp[k].textContent=f.title;`,
    'ph.replaceWith(c)}}',
    // The pair's quote, from the server's data, if it is fresh: the K-line header (its largest element).
    `var kp=r.querySelector('[data-slot="${KLINE_HEADER_SLOT_NAME}"]'),q=sy&&j.quotes&&j.quotes[sy];`,
    `if(kp&&q&&q.texts&&/^(up|down|flat)$/.test(q.texts.trend)&&typeof j.servedAt==='number'&&Math.abs(Date.now()-j.servedAt)<=${FIRST_PAINT_QUOTE_MAX_AGE_MS}){`,
    `var kt=document.querySelector('template[data-slot-for="${KLINE_HEADER_SLOT_NAME}"][data-trend="'+q.texts.trend+'"]');`,
    "if(kt){var w=document.createElement('div');w.innerHTML=sw(kt.innerHTML);",
    `var mk=${JSON.stringify(POSTER_QUOTE_TEXTS)},es=w.getElementsByTagName('*');`,
    'for(var n=0;n<es.length;n++)for(var key in mk)if(es[n].childNodes.length===1&&es[n].textContent===mk[key])es[n].textContent=String(q.texts[key]);',
    `if(w.firstElementChild){kp.replaceWith(w.firstElementChild);r.setAttribute('${QUOTE_ATTRIBUTE}',sy)}}}`,
    '}',
    '}catch(e){}',
    // A prerendered form submitted before React has it would go to the server as a page request,
    // its fields in the address; the app sends every form itself, so no form is ever sent natively.
    "document.addEventListener('submit',function(e){e.preventDefault()},true);",
    'var started=false;function start(){if(started)return;started=true;',
    `var p=${JSON.stringify(scripts.preloads)};`,
    "for(var j=0;j<p.length;j++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=p[j];document.head.appendChild(l)}",
    `var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${JSON.stringify(scripts.entry)};document.head.appendChild(e)}`,
    // After a frame has been shown: one animation frame is the frame being made, the second comes
    // once it is on screen. Scripts asked for before the page's largest paint compete with it for a
    // phone's bandwidth (and Lighthouse counts them as what it waited on).
    'function afterFrame(f){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(f,0)})})}',
    // The first banner (home's largest element) comes before them too, for a second at most.
    `function afterPaint(){if(!banner||(banner.complete&&banner.naturalWidth>0))return start();banner.addEventListener('load',function(){afterFrame(start)});banner.addEventListener('error',start);setTimeout(start,${BANNER_WAIT_MS})}`,
    "if(placed&&document.visibilityState==='visible'&&window.requestAnimationFrame)afterFrame(afterPaint);else start()",
    '})();',
  ].join('');
}

/**
 * The theme script, in <head> before anything is drawn: the theme the member chose on this device
 * (`themeKey`'s item, lib/theme-store.ts), else the system's, on <html> (THEME_ATTRIBUTE, which
 * global.css and antd-mobile draw from), and the browser's bar to match. In the head, not in the
 * first-paint script after #root: nothing of the body, not even the mark, is ever drawn in the
 * other theme first. ES5 and self-contained, as that one.
 */
export function themeScript(themeKey: string): string {
  return [
    '(function(){try{',
    `var c=null;try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(themeKey)})||'null');c=s&&s.value}catch(e){}`,
    `var d=c==='dark'||(c!=='light'&&!!window.matchMedia&&matchMedia(${JSON.stringify(DARK_SYSTEM_QUERY)}).matches);`,
    `document.documentElement.setAttribute('${THEME_ATTRIBUTE}',d?'dark':'light');`,
    `var m=d&&document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute('content',${JSON.stringify(DARK_BAR_COLOUR)})`,
    '}catch(e){}})();',
  ].join('');
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** index.html without the tags of its scripts, and what they named. */
export function takeScripts(indexHtml: string): { html: string; scripts: AppScripts } {
  const entries = [...indexHtml.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  const [entry, ...others] = entries;
  if (entry === undefined || others.length > 0) throw new Error(`index.html should have one module script, has ${entries.length}`);
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return { html: indexHtml.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), scripts: { entry, preloads } };
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Where the storage keeps what the inline scripts read: the session (`sessionKey`) and the theme (`themeKey`). */
export interface FirstPaintKeys {
  sessionKey: string;
  themeKey: string;
}

/**
 * The built index.html with the theme script at the end of its title (after the theme-color meta
 * it paints, before the stylesheets it must not wait for), and the pages' templates and the script
 * right after #root, which now starts the app's scripts.
 */
export function withFirstPaint(builtHtml: string, pages: readonly FirstPaintPage[], { sessionKey, themeKey }: FirstPaintKeys, posters: FirstPaintPosters): string {
  const { html: scriptless, scripts } = takeScripts(builtHtml);
  if (!scriptless.includes('</title>')) throw new Error('index.html has no <title> to put the theme script after');
  const indexHtml = scriptless.replace('</title>', `</title>\n    <script>${themeScript(themeKey)}</script>`);
  const root = /<div id="root">[\s\S]*?<\/div>/.exec(indexHtml);
  if (root === null) throw new Error('index.html has no #root element');
  const templates = pages.map((page) => {
    const style = page.css === '' ? '' : `<style>${page.css.replaceAll('</', '<\\/')}</style>`;
    const pair = page.pair === true ? ' data-pair' : '';
    return `<template data-path="${escapeAttribute(page.path)}" data-access="${page.access}"${pair}>${style}${page.html}</template>`;
  });
  templates.push(`<template data-slot-for="${BANNERS_SLOT_NAME}">${posters.banner}</template>`);
  for (const [trend, html] of Object.entries(posters.klineHeader)) {
    templates.push(`<template data-slot-for="${KLINE_HEADER_SLOT_NAME}" data-trend="${trend}">${html}</template>`);
  }
  const end = root.index + root[0].length;
  return `${indexHtml.slice(0, end)}\n    ${templates.join('\n    ')}\n    ${FIRST_PAINT_DATA_MARKER}\n    <script>${firstPaintScript(sessionKey, scripts)}</script>${indexHtml.slice(end)}`;
}

/** The class names an HTML fragment uses. */
export function classNamesOf(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name !== '') names.add(name);
  }
  return names;
}

/**
 * The stylesheets, of those index.html does not link already, that style `html`: each one that
 * defines a class the markup uses. Class names of CSS modules are unique per file, so a page's
 * chunk stylesheet is found by its classes without the bundler's manifest.
 */
export function stylesFor(html: string, sheets: readonly { href: string; css: string }[], linked: string): string {
  const used = classNamesOf(html);
  return sheets
    .filter((sheet) => !linked.includes(`href="${sheet.href}"`))
    .filter((sheet) => [...sheet.css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].some((match) => used.has(match[1] ?? '')))
    .map((sheet) => sheet.css)
    .join('\n');
}

/** The data the server wrote into the page, or null (none, or not of the contract's shape). */
export function firstPaintData(): TFirstPaintData | null {
  const text = document.getElementById(FIRST_PAINT_DATA_ID)?.textContent;
  if (text === undefined) return null;
  try {
    const parsed = ZFirstPaintData.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
