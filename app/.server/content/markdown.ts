// The studio's Markdown (CommonMark with GitHub's tables, lists and autolinks), rendered to HTML on the server only
// with `marked`. What an editor writes reaches visitors' browsers, so the output is limited on purpose:
// - raw HTML is shown as text, never as markup;
// - a link is kept only when it is http(s):, mailto:, tel: or relative (judged the way a browser parses it);
//   otherwise its words stay and the link goes;
// - images are not shown (their description is), as the page's CSP would refuse other sites' images anyway;
// - headings move under the page's own h1: the document's highest heading becomes an h2.
// OWASP's XSS filter-evasion vectors are run through it in markdown.test.ts.
import { Lexer, Parser, Renderer, type Tokens } from "marked";

const KEPT_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);
// A relative link resolves against this; one that stays on it was relative.
const RELATIVE_BASE = "https://relative.invalid/";

/** Whether a visitor may be sent to `href`: http(s), mailto, tel, or a relative address. */
export function isKeptLink(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href, RELATIVE_BASE);
  } catch {
    return false;
  }
  return KEPT_PROTOCOLS.has(url.protocol);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML content or a quoted attribute. */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

class SafeRenderer extends Renderer {
  /** How many levels each heading moves down, so that the highest becomes an h2. */
  headingShift = 1;

  override html({ text }: Tokens.HTML | Tokens.Tag) {
    return escapeHtml(text);
  }

  override heading({ tokens, depth }: Tokens.Heading) {
    const level = Math.min(6, Math.max(2, depth + this.headingShift));
    return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
  }

  override link({ href, title, tokens }: Tokens.Link) {
    const text = this.parser.parseInline(tokens);
    if (!isKeptLink(href)) return text;
    const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
    return `<a href="${escapeHtml(href)}"${titleAttribute}>${text}</a>`;
  }

  override image({ text }: Tokens.Image) {
    return escapeHtml(text);
  }

  // A task list's box is shown as a character: a disabled checkbox would be a form control without a label.
  override checkbox({ checked }: Tokens.Checkbox) {
    return checked ? "☑ " : "☐ ";
  }

  // Wide tables scroll sideways on a phone instead of widening the page.
  override table(token: Tokens.Table) {
    return `<div class="table-scroll">${super.table(token)}</div>\n`;
  }
}

/** The smallest heading level in the document (1 for "#"), or undefined when it has none. */
function topHeadingDepth(tokens: ReturnType<typeof Lexer.lex>): number | undefined {
  let top: number | undefined;
  const visit = (list: readonly unknown[]) => {
    for (const token of list as { type: string; depth?: number; tokens?: unknown[]; items?: unknown[] }[]) {
      if (token.type === "heading" && token.depth !== undefined) top = Math.min(top ?? 6, token.depth);
      if (token.tokens) visit(token.tokens);
      if (token.items) visit(token.items);
    }
  };
  visit(tokens);
  return top;
}

/** The HTML of `markdown`, safe to put into a public page (see the top of this file). */
export function renderMarkdown(markdown: string): string {
  const options = { gfm: true, breaks: false, async: false } as const;
  const tokens = Lexer.lex(markdown, options);
  const renderer = new SafeRenderer(options);
  renderer.headingShift = 2 - (topHeadingDepth(tokens) ?? 1);
  return Parser.parse(tokens, { ...options, renderer });
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };

function decodeEntity(name: string) {
  if (!name.startsWith("#")) return NAMED_ENTITIES[name.toLowerCase()] ?? "";
  const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
}

/** The words of rendered HTML (ours, from renderMarkdown), for structured data and descriptions. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot);/gi, (_entity, name: string) => decodeEntity(name))
    .replace(/\s+/g, " ")
    .trim();
}
