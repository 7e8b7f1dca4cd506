/**
 * A small, strict HTML reader for print-dashboard: it keeps only a documented subset of elements
 * and drops every attribute, so nothing in the result can carry a script, a style or a URL.
 *
 * - Kept: h1–h6, p, div, span, br, strong, b, em, i, u, ul, ol, li, table, thead, tbody, tfoot,
 *   tr, th, td.
 * - Dropped with their content: script, style, iframe, object, embed, noscript, template, svg,
 *   math, head, title, textarea, select, button, canvas, video, audio, form.
 * - Any other element is unwrapped: its text stays, the tag goes. Comments and doctypes go.
 * - Character references: &amp; &lt; &gt; &quot; &apos; &nbsp; &#NN; &#xNN; (others stay as text).
 */

export const KEPT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'div',
  'span',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;
export type KeptTag = (typeof KEPT_TAGS)[number];

const KEPT = new Set<string>(KEPT_TAGS);
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'button',
  'canvas',
  'video',
  'audio',
  'form',
]);
const VOID = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'area',
  'base',
  'col',
  'wbr',
  'source',
]);
/** Opening one of these closes an open one of the same group in the same container. */
const SELF_CLOSING_SIBLINGS: Record<string, string[]> = {
  li: ['li'],
  tr: ['tr', 'td', 'th'],
  td: ['td', 'th'],
  th: ['td', 'th'],
  p: ['p'],
};
const CONTAINERS = new Set(['ul', 'ol', 'table', 'thead', 'tbody', 'tfoot', 'tr']);
const MAX_DEPTH = 64;
const MAX_NODES = 50_000;

export type HtmlText = { type: 'text'; text: string };
export type HtmlElement = { type: 'element'; tag: KeptTag; children: HtmlNode[] };
export type HtmlNode = HtmlText | HtmlElement;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const START_TAG =
  /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/y;

/** Parses HTML into a tree holding only kept elements and text. */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { type: 'element', tag: 'div', children: [] };
  const stack: { tag: string; node: HtmlElement }[] = [{ tag: '#root', node: root }];
  let nodes = 0;
  let text = '';
  const flushText = () => {
    if (!text) return;
    const top = stack[stack.length - 1];
    if (top && nodes < MAX_NODES) {
      top.node.children.push({ type: 'text', text: decodeEntities(text) });
      nodes++;
    }
    text = '';
  };
  const close = (tag: string) => {
    for (let i = stack.length - 1; i > 0; i--) {
      if (stack[i]?.tag === tag) {
        stack.length = i;
        return;
      }
    }
  };
  let pos = 0;
  while (pos < html.length) {
    const lt = html.indexOf('<', pos);
    if (lt < 0) {
      text += html.slice(pos);
      break;
    }
    text += html.slice(pos, lt);
    pos = lt;
    if (html.startsWith('<!--', pos)) {
      const end = html.indexOf('-->', pos + 4);
      pos = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', pos) || html.startsWith('<?', pos)) {
      const end = html.indexOf('>', pos);
      pos = end < 0 ? html.length : end + 1;
      continue;
    }
    END_TAG.lastIndex = pos;
    const endMatch = END_TAG.exec(html);
    if (endMatch) {
      flushText();
      pos = END_TAG.lastIndex;
      close((endMatch[1] ?? '').toLowerCase());
      continue;
    }
    START_TAG.lastIndex = pos;
    const startMatch = START_TAG.exec(html);
    if (!startMatch) {
      text += '<';
      pos += 1;
      continue;
    }
    flushText();
    pos = START_TAG.lastIndex;
    const tag = (startMatch[1] ?? '').toLowerCase();
    if (DROPPED.has(tag)) {
      if (!startMatch[0].endsWith('/>')) {
        // Skip to the matching end tag; script and style content is raw text, never parsed.
        const end = html.toLowerCase().indexOf(`</${tag}`, pos);
        const gt = end < 0 ? -1 : html.indexOf('>', end);
        pos = gt < 0 ? html.length : gt + 1;
      }
      continue;
    }
    if (!KEPT.has(tag)) continue; // unwrapped: its text will follow as text
    const siblings = SELF_CLOSING_SIBLINGS[tag];
    if (siblings) {
      for (let i = stack.length - 1; i > 0; i--) {
        const open = stack[i]?.tag ?? '';
        if (siblings.includes(open)) {
          stack.length = i;
          break;
        }
        if (CONTAINERS.has(open)) break;
      }
    }
    const parent = stack[stack.length - 1];
    if (!parent || nodes >= MAX_NODES) continue;
    const element: HtmlElement = { type: 'element', tag: tag as KeptTag, children: [] };
    nodes++;
    if (stack.length > MAX_DEPTH) {
      // Too deep: keep the text, drop the structure.
      continue;
    }
    parent.node.children.push(element);
    if (!VOID.has(tag)) stack.push({ tag, node: element });
  }
  flushText();
  return root.children;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sanitised HTML as text: kept elements without attributes, text escaped. */
export function sanitiseHtml(html: string): string {
  const serialise = (nodes: HtmlNode[]): string =>
    nodes
      .map((n) =>
        n.type === 'text'
          ? escapeHtml(n.text)
          : n.tag === 'br'
            ? '<br>'
            : `<${n.tag}>${serialise(n.children)}</${n.tag}>`,
      )
      .join('');
  return serialise(parseHtml(html));
}
