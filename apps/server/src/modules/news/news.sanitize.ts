import { newsImageIdOf } from '@staffhub/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * The news body's allowlist (issue #18, docs/api-news.md). Everything else is dropped before the
 * HTML is stored, so what a reader's browser gets holds no script, no event handler, no style, no
 * frame and no foreign resource:
 * - text and structure: p, br, h2-h4, strong, em, u, s, blockquote, code, pre, hr, ul, ol, li;
 * - links: `a` with an http, https or mailto `href` (sanitize-html decodes entities and ignores case
 *   and control characters before it reads the scheme), always `rel="noopener noreferrer"`, and
 *   `target` only as `_blank`;
 * - images: `img` whose `src` is one of our own `/api/news/images/<id>` URLs, with alt, width, height;
 * - tables: table, thead, tbody, tr, th, td with colspan and rowspan.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Dropped with their content (not only their tags).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href) out.href = attribs.href;
      out.rel = 'noopener noreferrer';
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
    // Tiptap writes b / i / strike for pasted text in some browsers.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return newsImageIdOf(frame.attribs.src ?? '') === null;
    return false;
  },
};

const SIZE_ATTR = /^[1-9][0-9]{0,3}$/;

/** The deepest element nesting a body may have; the editor writes a handful of levels. */
export const NEWS_MAX_DEPTH = 64;

/** Elements without content: they never open a level. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements a sibling of the same name closes (`<p>a<p>b`, `<li>a<li>b`): no deeper level. */
const SELF_CLOSING_SIBLING = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g;

/**
 * Whether the HTML nests elements deeper than `NEWS_MAX_DEPTH`: one linear pass over its tags (a
 * stack of at most that many names), run before the sanitizer, which is slow on deep nesting
 * (`'<ul><li>'.repeat(25000)` takes seconds). Approximate on broken markup, never slower.
 */
export function tooDeep(html: string): boolean {
  const stack: string[] = [];
  for (const m of html.matchAll(TAG)) {
    const name = (m[2] ?? '').toLowerCase();
    if (m[1]) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (m[3] || VOID.has(name)) continue;
    if (SELF_CLOSING_SIBLING.has(name) && stack[stack.length - 1] === name) continue;
    stack.push(name);
    if (stack.length > NEWS_MAX_DEPTH) return true;
  }
  return false;
}

const NBSP = /&nbsp;|&#160;|\u00a0/g;

/**
 * The body as stored: only the allowlist, image sizes as small whole numbers; and whether it shows
 * anything (some text, an image, a table or a rule), read from the same pass. Call `tooDeep` first.
 */
export function cleanNewsBody(html: string): { html: string; hasContent: boolean } {
  let text = false;
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    textFilter: (t) => {
      if (!text && t.replace(NBSP, ' ').trim()) text = true;
      return t;
    },
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const out: Record<string, string> = {};
        if (attribs.src) out.src = attribs.src;
        if (attribs.alt) out.alt = attribs.alt.slice(0, 300);
        for (const side of ['width', 'height'] as const) {
          const v = attribs[side];
          if (v && SIZE_ATTR.test(v)) out[side] = v;
        }
        return { tagName, attribs: out };
      },
    },
  }).trim();
  return { html: clean, hasContent: text || /<(img|hr|table)\b/i.test(clean) };
}

/** The body as stored (the demo seed's trusted texts). */
export function sanitizeNewsHtml(html: string): string {
  return cleanNewsBody(html).html;
}

/** Ids of our own images the body shows (linked to the item on save). */
export function imageIdsOf(html: string): number[] {
  const ids = new Set<number>();
  for (const m of html.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)) {
    const id = newsImageIdOf(m[1] ?? '');
    if (id !== null) ids.add(id);
  }
  return [...ids];
}
