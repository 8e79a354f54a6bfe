import { Window } from "happy-dom";
import { describe, expect, test } from "vitest";
import { isKeptLink, plainTextOf, renderMarkdown } from "./markdown";

// What rendered Markdown may contain: these elements, these attributes, and links the renderer keeps.
const ALLOWED_ELEMENTS = new Set(
  "P H2 H3 H4 H5 H6 UL OL LI STRONG EM DEL CODE PRE BLOCKQUOTE HR BR A TABLE THEAD TBODY TR TH TD DIV".split(" "),
);
const ALLOWED_ATTRIBUTES = new Set(["href", "title", "class", "align", "start"]);

/** Every element and attribute of `html` that is not allowed, as readable strings (empty when all is well). */
function unsafePartsOf(html: string): string[] {
  const window = new Window();
  const container = window.document.createElement("div");
  container.innerHTML = html;
  const problems: string[] = [];
  for (const element of container.querySelectorAll("*")) {
    if (!ALLOWED_ELEMENTS.has(element.tagName)) problems.push(`<${element.tagName.toLowerCase()}>`);
    for (const attribute of element.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(attribute.name)) problems.push(`${attribute.name}=`);
      if (attribute.name === "href" && !isKeptLink(attribute.value ?? "")) problems.push(`href=${attribute.value}`);
    }
  }
  window.close();
  return problems;
}

// OWASP's XSS Filter Evasion Cheat Sheet (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html),
// each as raw HTML in the text and, where it is an address, as a Markdown link, image and autolink.
const OWASP_VECTORS = [
  "<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>",
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"`/+/onmouseover=1/+/[*/[]/+alert(42);//'>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  "<a onmouseover=alert(document.cookie)>xxs link</a>",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  "<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>",
  "<IMG SRC=# onmouseover=\"alert('xxs')\">",
  "<IMG SRC= onmouseover=\"alert('xxs')\">",
  "<IMG onmouseover=\"alert('xxs')\">",
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
  "<IMG SRC=\" &#14;  javascript:alert('XSS');\">",
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  "<SCRIPT SRC=http://xss.rocks/xss.js?< B >",
  "<SCRIPT SRC=//xss.rocks/.j>",
  "<IMG SRC=\"`<javascript:alert>`('XSS')\"",
  "<iframe src=http://xss.rocks/scriptlet.html <",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  "<BODY BACKGROUND=\"javascript:alert('XSS')\">",
  "<IMG DYNSRC=\"javascript:alert('XSS')\">",
  "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</br>",
  "<svg/onload=alert('XSS')>",
  "<BODY ONLOAD=alert('XSS')>",
  "<BGSOUND SRC=\"javascript:alert('XSS');\">",
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  "<IFRAME SRC=\"javascript:alert('XSS');\"></IFRAME>",
  "<TABLE BACKGROUND=\"javascript:alert('XSS')\">",
  "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
  "<BASE HREF=\"javascript:alert('XSS');//\">",
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAwIiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlhTUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<A HREF="http://66.102.7.147/">XSS</A>',
  "<A HREF=\"javascript:document.location='http://www.google.com/'\">XSS</A>",
  "<details open ontoggle=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "--><script>alert(1)</script><!--",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<?xml version="1.0"?><script>alert(1)</script>',
];

// Addresses with a scheme a browser would run or open: the link is dropped.
const HOSTILE_ADDRESSES = [
  "javascript:alert('XSS')",
  "JaVaScRiPt:alert('XSS')",
  "jav\tascript:alert(1)",
  " javascript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,<script>alert(1)</script>",
  "file:///etc/passwd",
];
// Disguised schemes: Markdown passes them on as written, and a browser reads each as a relative address. Whatever
// the link becomes, it must not be a script's.
const DISGUISED_ADDRESSES = [
  "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
  "&#x6A;avascript:alert(1)",
  "javascript&colon;alert(1)",
  "\\u006Aavascript:alert(1)",
  "java%0Ascript:alert(1)",
];

/** A link to `address` written each way Markdown allows. */
const linkForms = (address: string) => [
  `[click me](${address})`,
  `[click me](<${address}>)`,
  `[click me][ref]\n\n[ref]: ${address}`,
  `![click me](${address})`,
  `<${address}>`,
];

describe("rendered Markdown never carries script into a page", () => {
  test.each(OWASP_VECTORS)("raw HTML is text: %s", (vector) => {
    const html = renderMarkdown(`Before\n\n${vector}\n\nAfter ${vector} inline.`);
    expect(unsafePartsOf(html)).toEqual([]);
  });

  test.each(HOSTILE_ADDRESSES)("a link to %j keeps its words, not the link", (address) => {
    for (const markdown of linkForms(address)) {
      const html = renderMarkdown(markdown);
      expect(unsafePartsOf(html), markdown).toEqual([]);
      expect(html, markdown).not.toMatch(/<a\b/);
    }
  });

  test.each(DISGUISED_ADDRESSES)("a disguised address %j never becomes a script link", (address) => {
    for (const markdown of linkForms(address)) expect(unsafePartsOf(renderMarkdown(markdown)), markdown).toEqual([]);
  });

  test("a link's title cannot break out of its attribute", () => {
    const html = renderMarkdown(`[x](https://example.org "a\\" onmouseover=\\"alert(1)")`);
    expect(unsafePartsOf(html)).toEqual([]);
    expect(html).toContain('title="a&quot; onmouseover=&quot;alert(1)"');
  });
});

describe("what the studio's Markdown shows", () => {
  test.each([
    ["https://www.mn.gov/dhs/", true],
    ["http://example.org", true],
    ["mailto:hello@example.org", true],
    ["tel:+16125550100", true],
    ["/contact", true],
    ["../resources/licensing-checklist", true],
    ["#section", true],
    ["contact", true],
    ["ftp://example.org", false],
    ["javascript:alert(1)", false],
  ])("isKeptLink(%j) is %s", (href, kept) => {
    expect(isKeptLink(href)).toBe(kept);
  });

  test("kept links, lists, tables and emphasis", () => {
    const html = renderMarkdown(
      "See [our services](/services) or [DHS](https://mn.gov/dhs/).\n\n- one\n- **two**\n\n| A | B |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html).toContain('<a href="/services">our services</a>');
    expect(html).toContain('<a href="https://mn.gov/dhs/">DHS</a>');
    expect(html).toContain("<li><strong>two</strong></li>");
    expect(html).toContain('<div class="table-scroll"><table>');
    expect(unsafePartsOf(html)).toEqual([]);
  });

  test("bare addresses become links (GitHub's autolinks)", () => {
    expect(renderMarkdown("Visit https://mn.gov/dhs today.")).toContain('<a href="https://mn.gov/dhs">');
  });

  test.each([
    ["# Top\n\n## Under", ["h2", "h3"]],
    ["## Top\n\n### Under", ["h2", "h3"]],
    ["### Only", ["h2"]],
    ["# One\n\n# Two\n\n###### Deep", ["h2", "h2", "h6"]],
  ])("headings sit under the page's h1: %j", (markdown, levels) => {
    const html = renderMarkdown(markdown);
    expect([...html.matchAll(/<(h\d)>/g)].map((m) => m[1])).toEqual(levels);
  });

  test("an image shows its description, not the image", () => {
    expect(renderMarkdown("![Our office](https://example.org/office.jpg)")).toBe("<p>Our office</p>\n");
  });

  test("plainTextOf gives the words", () => {
    expect(plainTextOf(renderMarkdown("Fees & **billing** <b>rules</b>\n\n- it's one"))).toBe(
      "Fees & billing <b>rules</b> it's one",
    );
  });
});
